import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnimatedList } from '../components/AnimatedList/AnimatedList';
import { AppShell } from '../components/AppShell/AppShell';
import { AsyncBoundary } from '../components/AsyncBoundary/AsyncBoundary';
import { DataState } from '../components/AsyncBoundary/DataState';
import { ErrorState } from '../components/AsyncBoundary/ErrorState';
import { LoadingState } from '../components/AsyncBoundary/LoadingState';
import { Collapse } from '../components/Collapse/Collapse';
import { LeaveGuard } from '../components/LeaveGuard/LeaveGuard';
import { Link } from '../components/Link/Link';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { NavLink } from '../components/NavLink/NavLink';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Presence } from '../components/Presence/Presence';
import { StateTransition } from '../components/StateTransition/StateTransition';
import { ThemeProvider } from '../components/ThemeProvider/ThemeProvider';
import { getRedirectTo, RequireAuth } from '../router/guards';
import { HttpError, httpErrorCatalogue, type HttpErrorKind } from '../http/errors';
import { allowConsole } from './console';
import {
  expectNoInjectedMarkup,
  foldWhitespace,
  fuzzRuns,
  fuzzTimeout,
  hostileNumber,
  hostileString,
  readsAs,
} from './fuzz';
import { anyHref, expectNoExecutableHref } from './fuzzUrl';
import { renderWithRouter } from './router';

// Property-based tests for the router-aware components, the app structure, the async states and
// the motion components: any text, URL, error and number renders without throwing or logging,
// links only ever point at safe schemes, and text arrives as text.

const bodyText = () => foldWhitespace(document.body.textContent ?? '');

/** Hrefs that have confused routers: encodings, schemes, protocol-relative and odd paths. */
const hostileHref = fc.oneof(
  anyHref,
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '/tasks/%zz',
    '//evil.example/x',
    '/\\evil.example',
    '?q=<script>',
    '#<img src=x>',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/tasks/../../etc/passwd',
    '/👩‍👩‍👧‍👦/مرحبا',
  ),
);

describe('fuzz: router-aware components with any URL and text', () => {
  it(
    'NavLink and LinkButton render any label as text and never an unsafe href',
    () => {
      allowConsole('warn', /^\[Tessera\] (Link|LinkButton|NavLink):/);
      fc.assert(
        fc.property(hostileHref, hostileString, fc.boolean(), (href, label, end) => {
          renderWithRouter(
            <nav aria-label="Main">
              <NavLink href={href} end={end}>
                {label}
              </NavLink>
              <LinkButton href={href}>{label || 'Go'}</LinkButton>
            </nav>,
            { initialEntries: ['/tasks/12'] },
          );
          expectNoInjectedMarkup(document.body);
          expectNoExecutableHref(document.body, href);
          expect(bodyText()).toContain(foldWhitespace(label));
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'LeaveGuard asks with any title, description and labels, as text',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileString,
          hostileString,
          hostileString,
          hostileString,
          async (title, description, leave, stay) => {
            const { location } = renderWithRouter(
              <>
                <LeaveGuard
                  when
                  title={title || undefined}
                  description={description || undefined}
                  leaveLabel={leave || undefined}
                  stayLabel={stay || undefined}
                />
                <Link href="/elsewhere">Elsewhere</Link>
              </>,
              { initialEntries: ['/edit'] },
            );
            fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }), { button: 0 });
            await screen.findByRole('alertdialog');
            expectNoInjectedMarkup(document.body);
            if (description) expect(bodyText()).toContain(foldWhitespace(description));
            expect(location().pathname).toBe('/edit');
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'PageHeading sets any text as the document title, as text',
    () => {
      fc.assert(
        fc.property(hostileString, hostileString, (heading, announcement) => {
          render(
            <PageHeading announcement={announcement || undefined}>
              {heading || 'Tasks'}
            </PageHeading>,
          );
          expectNoInjectedMarkup(document.body);
          const shown = heading || 'Tasks';
          expect(
            screen.getByRole('heading', { level: 1, name: readsAs(shown) }),
          ).toBeInTheDocument();
          // The tab's title is the heading's text, as text (a title with no text is left alone).
          if (foldWhitespace(shown))
            expect(foldWhitespace(document.title)).toBe(foldWhitespace(shown));
          expect(document.head.querySelector('script')).toBeNull();
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: redirects after sign-in never leave the app', () => {
  // Found by this property: the URL parser drops tabs and line breaks, so
  // `?redirectTo=/%09/evil.example` once passed the "starts with one slash" check and resolved to
  // https://evil.example/. Hostile targets with tabs and line breaks are now part of the input.
  it(
    'getRedirectTo gives an in-app path for any ?redirectTo= value',
    () => {
      const target = fc.oneof(
        hostileHref,
        hostileHref.map((h) => `/${h}`),
        hostileHref.map((h) => `/\\${h}`),
        hostileHref.map((h) => `/\t/${h}`),
        hostileHref.map((h) => `/\n/${h}`),
      );
      fc.assert(
        fc.property(target, (redirectTo) => {
          const path = getRedirectTo(new URLSearchParams({ redirectTo }));
          // The oracle is the WHATWG URL parser, which resolves the path the way a browser does.
          expect(new URL(path, 'https://app.example/base/').origin).toBe('https://app.example');
        }),
        { numRuns: 200 },
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: the intended URL survives signing in', () => {
  it(
    'RequireAuth keeps any path, query and fragment for after sign-in',
    () => {
      const segment = fc.oneof(
        fc.webSegment(),
        hostileString
          // react-router matches on the decoded path and its `*` stops at a line break, so no
          // route at all matches "/%0A" (its own 404); such paths never reach a guard.
          .filter((s) => !/[\n\r\u2028\u2029]/.test(s.slice(0, 40)))
          .map((s) => encodeURIComponent(s.slice(0, 40))),
      );
      fc.assert(
        fc.property(
          // A path that starts "//" is no in-app path; every other one is.
          fc.array(segment, { minLength: 1, maxLength: 4 }).filter((s) => s[0] !== ''),
          fc.webQueryParameters(),
          fc.webFragments(),
          (segments, query, fragment) => {
            cleanup();
            const intended = `/${segments.join('/')}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
            const { location } = renderWithRouter(
              <RequireAuth isAuthenticated={false}>Secret</RequireAuth>,
              { initialEntries: [intended], routes: [{ path: '/login', element: <p>Login</p> }] },
            );
            expect(location().pathname).toBe('/login');
            expect(screen.queryByText('Secret')).toBeNull();
            // After sign-in the person lands on the same URL as a browser reads it.
            const resolve = (path: string) => new URL(path, 'https://app.example').href;
            expect(resolve(getRedirectTo(location().search))).toBe(resolve(intended));
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: app structure with any text', () => {
  it(
    'AppShell with any header, navigation label and skip-link label',
    () => {
      fc.assert(
        fc.property(hostileString, hostileString, hostileString, (header, navLabel, skip) => {
          render(
            <AppShell
              header={header}
              nav={<a href="/tasks">Tasks</a>}
              navLabel={navLabel || 'Primary'}
              navToggleLabel={navLabel || 'Menu'}
              skipLinkLabel={skip || 'Skip'}
            >
              {header}
            </AppShell>,
          );
          expectNoInjectedMarkup(document.body);
          expect(screen.getByRole('main')).toHaveTextContent(foldWhitespace(header));
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'ThemeProvider with any preference an untyped caller might pass',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.constantFrom('light', 'dark', 'system'), hostileString),
          hostileString,
          hostileString,
          (theme, density, motion) => {
            render(
              <ThemeProvider
                defaultTheme={theme as never}
                defaultDensity={density as never}
                defaultMotion={motion as never}
              >
                <p>Content</p>
              </ThemeProvider>,
            );
            expect(screen.getByText('Content')).toBeInTheDocument();
            // A known theme reaches the page (the system one leaves it to the media query).
            const root = document.documentElement;
            if (theme === 'system') expect(root).not.toHaveAttribute('data-theme');
            else if (theme === 'light' || theme === 'dark') {
              expect(root).toHaveAttribute('data-theme', theme);
            }
            cleanup();
            // And leaves with the provider.
            expect(root).not.toHaveAttribute('data-theme');
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

/** Anything a failing request or a buggy component might throw. */
const anyError = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constant(null),
  fc.constant(undefined),
  hostileString.map((m) => new Error(m)),
  fc
    .tuple(
      fc.constantFrom(...(Object.keys(httpErrorCatalogue) as HttpErrorKind[])),
      fc.option(hostileString, { nil: undefined }),
    )
    .map(([kind, message]) => new HttpError({ kind, message })),
  fc.record({ message: hostileString, kind: hostileString }),
);

describe('fuzz: async states with any error and text', () => {
  it(
    'ErrorState and DataState show any error as a message a person understands, as text',
    () => {
      fc.assert(
        fc.property(anyError, hostileString, (error, label) => {
          cleanup();
          render(
            <>
              <ErrorState error={error} onRetry={() => {}} retryLabel={label || undefined} />
              <DataState
                query={{ status: 'error', data: undefined, error, isFetching: false }}
                label={label || undefined}
              >
                {() => null}
              </DataState>
            </>,
          );
          expectNoInjectedMarkup(document.body);
          // No error object stringified at the person (hostile strings may say "undefined" themselves).
          expect(bodyText()).not.toContain('[object Object]');
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'AsyncBoundary catches any thrown value and LoadingState takes any label',
    () => {
      // React reports a caught render error to the console; the boundary is what is under test.
      allowConsole('error', /./);
      function Throws({ error }: { error: unknown }): never {
        throw error;
      }
      fc.assert(
        fc.property(anyError, hostileString, (error, label) => {
          cleanup();
          render(
            <>
              <AsyncBoundary label={label || undefined}>
                <Throws error={error} />
              </AsyncBoundary>
              <LoadingState label={label || undefined} delayMs={0} />
            </>,
          );
          expectNoInjectedMarkup(document.body);
          expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: motion components with any items, values and timings', () => {
  it(
    'AnimatedList through any sequence of lists with any keys and labels',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.uniqueArray(hostileString, { maxLength: 10 }), {
            minLength: 1,
            maxLength: 4,
          }),
          (lists) => {
            const { rerender, container } = render(
              <AnimatedList items={lists[0]!} getKey={(s) => s}>
                {(s) => <span>{s}</span>}
              </AnimatedList>,
            );
            for (const items of lists.slice(1)) {
              rerender(
                <AnimatedList items={items} getKey={(s) => s}>
                  {(s) => <span>{s}</span>}
                </AnimatedList>,
              );
            }
            expectNoInjectedMarkup(container);
            // What stays (not leaving) is the last list, in its order; leaving items are on their way out.
            const staying = [
              ...container.querySelectorAll(
                '[data-slot="animated-list-item"]:not([data-state="exiting"])',
              ),
            ].map((li) => li.textContent);
            expect(staying).toEqual(lists.at(-1));
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'Presence, Collapse and StateTransition with any value and timeout, toggled',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
          fc.option(hostileNumber, { nil: undefined }),
          fc.oneof(hostileString, hostileNumber),
          (states, timeoutMs, value) => {
            const ui = (present: boolean) => (
              <>
                <Presence present={present} timeoutMs={timeoutMs}>
                  <p>{String(value)}</p>
                </Presence>
                <Collapse open={present}>
                  <p>{String(value)}</p>
                </Collapse>
                <StateTransition value={value}>{String(value)}</StateTransition>
              </>
            );
            const { rerender, container } = render(ui(states[0]!));
            for (const present of states.slice(1)) {
              act(() => rerender(ui(present)));
            }
            expectNoInjectedMarkup(container);
            // Shown when it ends present (an absent one may still be leaving); the transition shows
            // the latest value.
            if (states.at(-1)) {
              expect(container.querySelectorAll('p')).toHaveLength(2);
              for (const p of container.querySelectorAll('p'))
                expect(p.textContent).toBe(String(value));
            }
            const transition = container.querySelector('[data-slot="state-transition"]')!;
            expect(transition.textContent).toBe(String(value));
            expect(transition).toHaveAttribute('data-state', String(value));
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});
