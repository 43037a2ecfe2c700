import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { renderWithRouter, watchDocumentNavigation } from '../../test/router';
import { isSafeHref } from '../../utils/safeUrl';
import { Link } from './Link';

describeConformance('Link', Link, {
  props: { href: '/a', children: 'A' },
  element: 'a',
  slot: 'link',
});

describe('Link', () => {
  it('is a link with its href', () => {
    render(<Link href="/tasks">Tasks</Link>);
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/tasks');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses the unsafe URL %j and keeps the text as text', (href) => {
    expectConsole('warn', /Link: refused the unsafe URL/);
    render(<Link href={href}>Click me</Link>);
    expect(screen.queryByRole('link')).toBeNull();
    const text = screen.getByText('Click me');
    expect(text).not.toHaveAttribute('href');
    expect(text).toHaveAttribute('data-unsafe-href');
  });

  it.each([
    '/relative',
    'relative/path',
    '#top',
    '?q=1',
    'https://example.com',
    'http://example.com',
    'mailto:a@b.c',
    'tel:+123',
  ])('accepts the safe URL %j', (href) => {
    expect(isSafeHref(href)).toBe(true);
    render(<Link href={href}>Go</Link>);
    expect(screen.getByRole('link')).toHaveAttribute('href', href);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab, keeping the given rel', () => {
    render(
      <Link href="https://example.com" target="_blank" rel="author">
        Site
      </Link>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('rel')!.split(' ').sort()).toEqual([
      'author',
      'noopener',
      'noreferrer',
    ]);
  });

  it('external opens a new tab and tells screen readers so', () => {
    render(
      <Link href="https://example.com" external>
        Site
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Site (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders markup in its text as text', () => {
    render(<Link href="/x">{'<img src=x onerror=alert(1)>'}</Link>);
    expect(screen.getByRole('link')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('Link with a router', () => {
  let watch: ReturnType<typeof watchDocumentNavigation>;
  afterEach(() => watch?.stop());

  it('navigates in place on a plain left click, without loading a document', async () => {
    watch = watchDocumentNavigation();
    const { location } = renderWithRouter(<Link href="/tasks?sort=due">Tasks</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    expect(location().pathname).toBe('/tasks');
    expect(location().search).toBe('?sort=due');
    expect(screen.getByTestId('location')).toHaveTextContent('/tasks?sort=due');
    expect(watch.followed).toEqual([]);
  });

  it('resolves relative hrefs against the current location, like the browser', async () => {
    watch = watchDocumentNavigation();
    const { location } = renderWithRouter(<Link href="../people">People</Link>, {
      initialEntries: ['/tasks/12'],
    });
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    expect(location().pathname).toBe('/people');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
  ])('leaves a %s+click to the browser (new tab, new window, download)', (_, modifier) => {
    watch = watchDocumentNavigation();
    const { location } = renderWithRouter(<Link href="/tasks">Tasks</Link>);
    fireEvent.click(screen.getByRole('link'), { button: 0, ...modifier });
    expect(location().pathname).toBe('/');
    expect(watch.followed).toEqual(['/tasks']);
  });

  it('leaves a middle click to the browser', () => {
    watch = watchDocumentNavigation();
    const { location } = renderWithRouter(<Link href="/tasks">Tasks</Link>);
    fireEvent.click(screen.getByRole('link'), { button: 1 });
    expect(location().pathname).toBe('/');
  });

  it.each([
    ['another target', { target: '_blank' }],
    ['a download', { download: 'tasks.csv' }],
  ])('leaves %s to the browser', (_, extra) => {
    watch = watchDocumentNavigation();
    const { location } = renderWithRouter(
      <Link href="/tasks" {...extra}>
        Tasks
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: /Tasks/ }), { button: 0 });
    expect(location().pathname).toBe('/');
    expect(watch.followed).toEqual(['/tasks']);
  });

  it.each(['https://example.com/tasks', 'mailto:a@b.c', '#details'])(
    'leaves %s (another site, another scheme, a fragment) to the browser',
    (href) => {
      watch = watchDocumentNavigation();
      const { location } = renderWithRouter(<Link href={href}>Elsewhere</Link>);
      fireEvent.click(screen.getByRole('link'), { button: 0 });
      expect(location().pathname).toBe('/');
      expect(watch.followed).toEqual([href]);
    },
  );

  it("runs the user's onClick first, which may cancel the navigation", async () => {
    watch = watchDocumentNavigation();
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const { location } = renderWithRouter(
      <Link href="/tasks" onClick={onClick}>
        Tasks
      </Link>,
    );
    await userEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(location().pathname).toBe('/');
  });

  it('replaces the history entry when asked to', async () => {
    watch = watchDocumentNavigation();
    const { router } = renderWithRouter(
      <Link href="/tasks" replace>
        Tasks
      </Link>,
    );
    await userEvent.click(screen.getByRole('link'));
    expect(router.state.location.pathname).toBe('/tasks');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("renders the router's basename in the href and navigates inside it", async () => {
    watch = watchDocumentNavigation();
    const { location } = renderWithRouter(<Link href="/tasks">Tasks</Link>, {
      basename: '/app',
      initialEntries: ['/app'],
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/app/tasks');
    await userEvent.click(link);
    expect(location().pathname).toBe('/app/tasks');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tasks$/);
  });

  it('never marks itself as the current page (NavLink does that)', () => {
    renderWithRouter(<Link href="/">Home</Link>);
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-current');
  });

  it('still refuses an unsafe URL inside a router', () => {
    expectConsole('warn', /Link: refused the unsafe URL/);
    renderWithRouter(<Link href="javascript:alert(1)">Click me</Link>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Link without a router', () => {
  it('keeps the href as written and lets the browser follow it', () => {
    const watch = watchDocumentNavigation();
    render(<Link href="relative/path">Go</Link>);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'relative/path');
    fireEvent.click(link, { button: 0 });
    expect(watch.followed).toEqual(['relative/path']);
    watch.stop();
  });
});
