import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterRoot } from '../../router/ReactRouterAdapter';
import { describeConformance } from '../../test';
import { PageHeading } from './PageHeading';

describeConformance('PageHeading', PageHeading, {
  props: { children: 'Tasks' },
  element: 'h1',
  slot: 'page-heading',
});

describe('PageHeading', () => {
  it('is the level-1 heading, focusable by script only', () => {
    render(<PageHeading>Tasks</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Tasks' });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('names the document after its text', () => {
    render(<PageHeading>Tasks</PageHeading>);
    expect(document.title).toBe('Tasks');
  });

  it('takes an explicit title when its content is not plain text', () => {
    render(
      <PageHeading documentTitle="Task 12">
        Task <em>12</em>
      </PageHeading>,
    );
    expect(document.title).toBe('Task 12');
  });

  it('leaves the document title alone when it has no text to give', () => {
    document.title = 'Before';
    render(
      <PageHeading>
        <span>🙂</span>
      </PageHeading>,
    );
    expect(document.title).toBe('Before');
  });
});

describe('PageHeading under RouterRoot', () => {
  /** A route titled by its handle, whose heading the person shows and hides. */
  function renderRoute(title: string, { shown = false, path = '/' } = {}) {
    function Screen() {
      const [visible, setVisible] = useState(shown);
      return (
        <main>
          {visible && <PageHeading>{title}</PageHeading>}
          <button type="button" onClick={() => setVisible((v) => !v)}>
            Toggle heading
          </button>
        </main>
      );
    }
    const router = createMemoryRouter(
      [
        {
          element: <RouterRoot titleTemplate="%s · Tessera" />,
          children: [
            { path: '/', handle: { title: 'From the route' }, element: <Screen /> },
            { path: '/other', handle: { title: 'Other route' }, element: <Screen /> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('names the document over the route’s handle when both mount together', () => {
    renderRoute('From the heading', { shown: true });
    expect(document.title).toBe('From the heading · Tessera');
  });

  it('names the document over the route’s handle when it mounts after it', async () => {
    renderRoute('From the heading');
    expect(document.title).toBe('From the route · Tessera');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle heading' }));
    expect(document.title).toBe('From the heading · Tessera');
  });

  it('keeps the document’s name when the route’s handle changes after it mounted', async () => {
    const router = renderRoute('From the heading', { shown: true });
    await act(() => router.navigate('/other'));
    expect(document.title).toBe('From the heading · Tessera');
  });

  it('gives the name back to the route’s handle once it is gone', async () => {
    renderRoute('From the heading', { shown: true });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle heading' }));
    expect(document.title).toBe('From the route · Tessera');
  });

  it('puts its text into the template as it is, dollar signs included', () => {
    renderRoute('Save $& now', { shown: true });
    expect(document.title).toBe('Save $& now · Tessera');
  });
});
