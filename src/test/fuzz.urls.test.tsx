/** @vitest-environment-options {"url": "https://app.example/tasks/12"} */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { useSyncExternalStore, type ComponentProps, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { Card, CardLink, CardTitle } from '../components/Card/Card';
import { Link } from '../components/Link/Link';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { Menu, MenuContent, MenuLinkItem, MenuTrigger } from '../components/Menu';
import { NavLink } from '../components/NavLink/NavLink';
import { TabNav, TabNavLink } from '../components/Tabs/TabNav';
import { allowConsole } from './console';
import { fuzzRuns, fuzzTimeout } from './fuzz';
import {
  anyHref,
  browserProtocol,
  expectNoExecutableHref,
  PAGE_URL,
  readsPlainly,
  SAFE_PROTOCOLS,
} from './fuzzUrl';
import { renderWithRouter } from './router';

// Property-based tests for every component that takes an href. The hrefs are schemes (javascript:,
// vbscript:, data:, http(s), mailto, tel, others) in every case, with tabs, newlines, NUL, C0 and C1
// controls inserted, leading whitespace and controls, entity-like and percent-encoded letters and
// colons, plus real relative and absolute URLs. The oracle is the WHATWG URL parser: no element may
// carry an href that the browser would follow to javascript:, vbscript: or data:, and a URL the
// browser reads plainly as relative, http(s), mailto, tel or sms still renders as a working link.

const runs = { numRuns: 100 };

/** The labels each component gets; a person finds each link by this name. */
const names = {
  link: 'Link to it',
  nav: 'Nav to it',
  button: 'Button to it',
  card: 'Card to it',
  crumb: 'Crumb to it',
  tab: 'Tab to it',
  menu: 'Menu to it',
} as const;

function Links({ href, router }: { href: string; router: boolean }) {
  return (
    <>
      <Link href={href}>{names.link}</Link>
      {router && <NavLink href={href}>{names.nav}</NavLink>}
      <LinkButton href={href}>{names.button}</LinkButton>
      <Card>
        <CardTitle>
          <CardLink href={href}>{names.card}</CardLink>
        </CardTitle>
      </Card>
      <Breadcrumbs items={[{ label: names.crumb, href }, { label: 'Here' }]} />
      <TabNav aria-label="Sections">
        <TabNavLink href={href}>{names.tab}</TabNavLink>
      </TabNav>
      <Menu defaultOpen>
        <MenuTrigger>Actions</MenuTrigger>
        <MenuContent>
          <MenuLinkItem href={href}>{names.menu}</MenuLinkItem>
        </MenuContent>
      </Menu>
    </>
  );
}

/** The accessible element a person reaches for each name: a link, or the menu's item. */
function target(name: string): HTMLElement {
  return name === names.menu
    ? screen.getByRole('menuitem', { name })
    : // A refused link is an `<a>` without href: no link role, but its text is still there.
      (screen.queryByRole('link', { name }) ?? screen.getByText(name).closest('a')!);
}

/** The URL the browser would open for `href` on the test page. */
function resolve(href: string) {
  // Through the URL's parts, which read an empty query or fragment ("?", "#") as none.
  const url = new URL(href, PAGE_URL);
  return `${url.origin}${url.pathname}${url.search}${url.hash}`;
}

/** Whether the browser reads `href` plainly as a URL Tessera must keep rendering. */
function mustRender(href: string) {
  // React renders no href="" (it would point at the page itself); the link stays as text.
  if (href === '') return false;
  const protocol = browserProtocol(href);
  return protocol !== null && SAFE_PROTOCOLS.includes(protocol) && readsPlainly(href);
}

function expectLinks(href: string, { router }: { router: boolean }) {
  expectNoExecutableHref(document.body, href);
  const shown = Object.values(names).filter((n) => router || n !== names.nav);
  for (const name of shown) {
    const el = target(name);
    // The text is there whatever the URL: a refused link still says what it is.
    expect(el).toHaveTextContent(name);
    if (!mustRender(href)) continue;
    // A safe URL renders as a working link (or menu item) with its name, going where it says.
    if (name !== names.menu) expect(screen.getByRole('link', { name })).toBe(el);
    const rendered = el.getAttribute('href');
    expect(rendered, `${name} dropped the safe URL ${JSON.stringify(href)}`).not.toBeNull();
    if (router) {
      // A router renders app paths with its basename, resolved as the browser resolves them.
      expect(resolve(rendered!), name).toBe(resolve(href));
    } else {
      expect(rendered, name).toBe(href);
    }
  }
}

/**
 * Renders the links once and swaps the href for each run: the open menu costs far more to mount
 * than a run is worth (about 140 ms on a busy machine), and going from a safe href to an unsafe one
 * and back must drop and restore the attribute, as a fresh render does.
 */
function mountLinks(router: boolean) {
  let href = '/';
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Host() {
    return <Links href={useSyncExternalStore(subscribe, () => href)} router={router} />;
  }
  if (router) renderWithRouter(<Host />, { initialEntries: ['/tasks/12'] });
  else render(<Host />);
  return async (next: string) => {
    href = next;
    await act(async () => listeners.forEach((listener) => listener()));
    // The menu is open: its link item is in the page.
    screen.getByRole('menu');
  };
}

describe('fuzz: components that take an href, against the WHATWG URL parser', () => {
  it.each([
    [
      'Link, LinkButton, CardLink, Breadcrumbs, TabNavLink and MenuLinkItem, without a router',
      false,
    ],
    ['the same and NavLink, inside a router on /tasks/12', true],
  ])(
    '%s',
    async (_name, router) => {
      allowConsole('warn', /^\[Tessera\] \w+: refused the unsafe URL/);
      // jsdom has no scrolling; the router's scroll restoration calls it on every update.
      vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const show = mountLinks(router);
      await fc.assert(
        fc.asyncProperty(anyHref, async (href) => {
          await show(href);
          expectLinks(href, { router });
        }),
        // Seven links and an open menu per run: 60 runs, as for the composites.
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

// The render-prop escape hatches (TabNavLink `render`, Breadcrumbs `renderLink`) hand the href to the
// app's own link component: they must check it first, as the plain links do.
describe('fuzz: render-prop links', () => {
  const renderAnchor = ({ children, ...props }: ComponentProps<'a'>): ReactElement => (
    <a {...props}>{children}</a>
  );

  it('Breadcrumbs renderLink and TabNavLink render never receive an executable href', () => {
    allowConsole('warn', /^\[Tessera\] \w+: refused the unsafe URL/);
    fc.assert(
      fc.property(anyHref, (href) => {
        cleanup();
        const { container } = render(
          <>
            <Breadcrumbs
              items={[{ label: names.crumb, href }, { label: 'Here' }]}
              renderLink={renderAnchor}
            />
            <TabNav aria-label="Sections">
              <TabNavLink href={href} render={renderAnchor}>
                {names.tab}
              </TabNavLink>
            </TabNav>
          </>,
        );
        act(() => {});
        expectNoExecutableHref(document.body, href);
        for (const name of [names.crumb, names.tab]) {
          expect(within(container).getByText(name)).toBeInTheDocument();
        }
        cleanup();
      }),
      runs,
    );
  });
});
