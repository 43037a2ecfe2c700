import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { renderWithRouter } from '../../test/router';
import { NotFound } from './NotFound';

describeConformance('NotFound', NotFound, {
  props: {},
  element: 'section',
  slot: 'not-found',
});

describe('NotFound', () => {
  it('is a page with a level-1 heading that titles the document, a sentence and a link home', () => {
    render(<NotFound homeHref="/tasks" homeLabel="Go to the task list" />);
    expect(screen.getByRole('region', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found');
    expect(screen.getByText(/nothing at this address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the task list' })).toHaveAttribute(
      'href',
      '/tasks',
    );
  });

  it('offers no search without onSearch', () => {
    render(<NotFound />);
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('searches with the trimmed query, and not at all for an empty one', async () => {
    const onSearch = vi.fn();
    render(<NotFound onSearch={onSearch} searchLabel="Search tasks" />);
    const form = screen.getByRole('search', { name: 'Search tasks' });
    expect(form).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search tasks' }));
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search tasks' }),
      '  report {Enter}',
    );
    expect(onSearch).toHaveBeenCalledWith('report');
  });

  it('takes focus and is announced after a navigation to it', async () => {
    const { router } = renderWithRouter(<NotFound />, {
      initialEntries: ['/start'],
      routes: [{ path: '/start', element: <p>Start</p> }],
    });
    await router.navigate('/missing');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    // The heading renders, then an effect focuses it and announces the page: on a busy machine
    // the heading can be found between the two.
    await waitFor(() => {
      expect(heading).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Page not found page loaded');
    });
  });
});
