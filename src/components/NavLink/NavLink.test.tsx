import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { renderWithRouter } from '../../test/router';
import { NavLink } from './NavLink';

describeConformance('NavLink', NavLink, {
  props: { href: '/a', children: 'A' },
  element: 'a',
  slot: 'nav-link',
});

function Nav() {
  return (
    <nav aria-label="Main">
      <NavLink href="/" end>
        Home
      </NavLink>
      <NavLink href="/tasks">Tasks</NavLink>
      <NavLink href="/tasks/new" end>
        New task
      </NavLink>
    </nav>
  );
}

describe('NavLink', () => {
  it('marks the link to the current page with aria-current="page" and data-active', () => {
    renderWithRouter(<Nav />, { initialEntries: ['/tasks'] });
    const tasks = screen.getByRole('link', { name: 'Tasks' });
    expect(tasks).toHaveAttribute('aria-current', 'page');
    expect(tasks).toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'New task' })).not.toHaveAttribute('data-active');
  });

  it('stays active on the pages below its own, unless it is told to match exactly with end', () => {
    renderWithRouter(<Nav />, { initialEntries: ['/tasks/12'] });
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('does not count a path that merely starts with the same letters as a page below it', () => {
    renderWithRouter(<Nav />, { initialEntries: ['/tasksearch'] });
    expect(screen.getByRole('link', { name: 'Tasks' })).not.toHaveAttribute('aria-current');
  });

  it('moves aria-current to the link the user follows', async () => {
    renderWithRouter(<Nav />, { initialEntries: ['/'] });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'New task' }));
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('tells apart links that differ only in their query (pagination)', () => {
    renderWithRouter(
      <>
        <NavLink href="/tasks?page=1">Page 1</NavLink>
        <NavLink href="/tasks?page=2">Page 2</NavLink>
      </>,
      { initialEntries: ['/tasks?page=2'] },
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('matches encoded and trailing-slash paths to the same page', () => {
    renderWithRouter(<NavLink href="/caf%C3%A9/">Café</NavLink>, { initialEntries: ['/café'] });
    expect(screen.getByRole('link', { name: 'Café' })).toHaveAttribute('aria-current', 'page');
  });
});
