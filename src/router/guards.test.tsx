import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/router';
import { getRedirectTo, RequireAuth } from './guards';
import { searchParam, useSearchParamsState } from './useSearchParamsState';

describe('RequireAuth', () => {
  it('redirects a signed-out user to the login page, keeping the intended URL', () => {
    const { location } = renderWithRouter(
      <RequireAuth isAuthenticated={false}>Secret</RequireAuth>,
      {
        initialEntries: ['/reports?year=2026'],
        routes: [{ path: '/login', element: <p>Login</p> }],
      },
    );
    expect(screen.getByText('Login')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(getRedirectTo(location().search)).toBe('/reports?year=2026');
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('shows the page to a signed-in user and nothing while it is not known yet', () => {
    const { rerender } = renderWithRouter(<RequireAuth isAuthenticated>Secret</RequireAuth>);
    expect(screen.getByText('Secret')).toBeInTheDocument();
    rerender(<></>);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    'tasks',
  ])('refuses to send a user on to %j (no open redirect)', (target) => {
    expect(getRedirectTo(`?redirectTo=${encodeURIComponent(target)}`, '/home')).toBe('/home');
  });
});

describe('useSearchParamsState', () => {
  const schema = {
    page: searchParam.integer(1),
    sort: searchParam.oneOf(['title', 'due'], 'title'),
  };
  function List() {
    const [state, setState] = useSearchParamsState(schema);
    return (
      <>
        <p>
          page {state.page}, sort {state.sort}
        </p>
        <button
          type="button"
          onClick={() => setState({ page: state.page + 1 }, { history: 'push' })}
        >
          Next
        </button>
        <button type="button" onClick={() => setState({ sort: 'due' })}>
          By due date
        </button>
      </>
    );
  }

  it('reads typed state from the URL, falling back to defaults for missing or bad values', () => {
    renderWithRouter(<List />, { initialEntries: ['/tasks?page=abc&sort=nonsense&keep=1'] });
    expect(screen.getByText('page 1, sort title')).toBeInTheDocument();
  });

  it('writes changes to the URL, leaves other parameters alone, and Back restores the state', async () => {
    const { router, location } = renderWithRouter(<List />, { initialEntries: ['/tasks?keep=1'] });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location().search).toBe('?keep=1&page=3');
    expect(screen.getByText('page 3, sort title')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'By due date' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(screen.getByText('page 2, sort title')).toBeInTheDocument();
  });

  it('leaves defaults out of the URL', async () => {
    const { location } = renderWithRouter(<List />, { initialEntries: ['/tasks?page=2'] });
    await userEvent.click(screen.getByRole('button', { name: 'By due date' }));
    expect(location().search).toBe('?page=2&sort=due');
  });
});
