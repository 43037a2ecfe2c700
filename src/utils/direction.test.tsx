import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';
import { ThemeProvider } from '../components/ThemeProvider/ThemeProvider';
import { useDirection } from './direction';

function Probe({ dir }: { dir?: string }) {
  return <output>{useDirection(dir)}</output>;
}

const shown = () => screen.getByRole('status').textContent;
const root = document.documentElement;

afterEach(() => {
  root.removeAttribute('dir');
});

describe('useDirection', () => {
  it('is ltr with nothing to say otherwise', () => {
    render(<Probe />);
    expect(shown()).toBe('ltr');
  });

  it("follows the document's dir outside every provider, also when it changes", async () => {
    root.setAttribute('dir', 'rtl');
    render(<Probe />);
    expect(shown()).toBe('rtl');
    root.setAttribute('dir', 'ltr');
    await waitFor(() => expect(shown()).toBe('ltr'));
    root.setAttribute('dir', 'rtl');
    await waitFor(() => expect(shown()).toBe('rtl'));
  });

  it("takes a LocaleProvider's locale over the document's dir", () => {
    root.setAttribute('dir', 'rtl');
    const { rerender } = render(
      <LocaleProvider locale="en-GB">
        <Probe />
      </LocaleProvider>,
    );
    expect(shown()).toBe('ltr');
    rerender(
      <LocaleProvider locale="he-IL">
        <Probe />
      </LocaleProvider>,
    );
    expect(shown()).toBe('rtl');
  });

  it('leaves the direction to the document when a LocaleProvider has no locale of its own', () => {
    root.setAttribute('dir', 'rtl');
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    expect(shown()).toBe('rtl');
  });

  it("takes a ThemeProvider's dir over a locale, nested either way, and follows its changes", () => {
    const { rerender } = render(
      <ThemeProvider dir="ltr">
        <LocaleProvider locale="ar-EG">
          <Probe />
        </LocaleProvider>
      </ThemeProvider>,
    );
    expect(shown()).toBe('ltr');
    rerender(
      <ThemeProvider dir="rtl">
        <LocaleProvider locale="ar-EG">
          <Probe />
        </LocaleProvider>
      </ThemeProvider>,
    );
    expect(shown()).toBe('rtl');
    rerender(
      <LocaleProvider locale="ar-EG">
        <ThemeProvider dir="ltr">
          <Probe />
        </ThemeProvider>
      </LocaleProvider>,
    );
    expect(shown()).toBe('ltr');
  });

  it("takes the component's own dir over everything", () => {
    render(
      <ThemeProvider dir="rtl">
        <Probe dir="ltr" />
      </ThemeProvider>,
    );
    expect(shown()).toBe('ltr');
  });

  it('renders on a server from the providers alone, and hydrates to the document without a mismatch', async () => {
    root.setAttribute('dir', 'rtl');
    expect(renderToString(<Probe />)).toContain('ltr');
    expect(
      renderToString(
        <LocaleProvider locale="ar-EG">
          <Probe />
        </LocaleProvider>,
      ),
    ).toContain('rtl');

    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const hydrated = await act(async () => hydrateRoot(container, <Probe />));
    // The console guard fails the test on a hydration warning.
    expect(container.textContent).toBe('rtl');
    act(() => hydrated.unmount());
    container.remove();
  });
});
