import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { Toggletip } from '.';

describeConformance('Toggletip', Toggletip, {
  props: { children: 'Billed on the 1st.' },
  element: 'span',
  slot: 'toggletip',
});

const bubble = () => document.querySelector('[data-slot="toggletip-bubble"]');

describe('Toggletip', () => {
  it('is a button named "More information" that shows its text and announces it, focus staying put', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Toggletip onOpenChange={onOpenChange}>Billed on the 1st of each month.</Toggletip>);
    const button = screen.getByRole('button', { name: 'More information' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-haspopup');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(button);
    expect(status).toHaveTextContent('Billed on the 1st of each month.');
    await vi.waitFor(() => expect(bubble()).toHaveTextContent('Billed on the 1st of each month.'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'More information' })).toBe(bubble());
    await user.click(button);
    await vi.waitFor(() => expect(bubble()).toBeNull());
    expect(status).toBeEmptyDOMElement();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens with Enter and Space and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Toggletip label="About billing">Billed monthly.</Toggletip>);
    await user.tab();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(bubble()).not.toBeNull());
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(bubble()).toBeNull());
    expect(screen.getByRole('button', { name: 'About billing' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Billed monthly.');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toggletip defaultOpen>Billed monthly.</Toggletip>
        <button type="button">Elsewhere</button>
      </>,
    );
    await vi.waitFor(() => expect(bubble()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await vi.waitFor(() => expect(bubble()).toBeNull());
  });
});
