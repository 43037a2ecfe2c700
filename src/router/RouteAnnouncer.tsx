'use client';

import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslate } from '../i18n/context';
import * as english from '../i18n/english';
import styles from '../styles/visuallyHidden.module.css';
import { useRouterAdapter, type RouterLocation } from './adapter';
import { createTitleManager, type TitleManager } from './documentTitle';

interface RouteAnnouncerContextValue {
  /** Says `message` in the polite live region. */
  announce: (message: string) => void;
  /**
   * Claims the arrival at location `key` for focus and announcement. True when nobody handled it
   * yet, or only the fallback did (focus on `<main>`) and focus has not moved since.
   */
  claim: (location: RouterLocation) => boolean;
  /** Says that the navigation about to be made to `path` changes state on the screen shown. */
  expectSameScreen: (path: string) => void;
  /**
   * A loading state shown in `<main>`: a page arriving meanwhile is announced once it has loaded
   * (by its heading, or by the fallback when it has none). Returns the release.
   */
  holdArrival: () => () => void;
  /** The one writer of `document.title`: page titles over the route's, the template applied once. */
  titles: TitleManager;
}

const RouteAnnouncerContext = createContext<RouteAnnouncerContextValue | null>(null);
RouteAnnouncerContext.displayName = 'RouteAnnouncerContext';

export interface RouteAnnouncerProps {
  /** How page titles become the document title, applied once; `%s` is the page's title. @default '%s' */
  titleTemplate?: string;
  /** What is said when no `PageHeading` said anything; gets the document title. @default the locale's `router.pageLoaded` ('<title> page loaded') */
  fallbackAnnouncement?: (documentTitle: string) => string;
  /**
   * Whether a navigation from `previous` to `next` (another history entry) shows another page, whose
   * heading then takes focus and is announced. @default isNewPage: a change of path
   */
  isNewPage?: (previous: RouterLocation, next: RouterLocation) => boolean;
  children?: ReactNode;
}

/**
 * The default page rule. A change of path is a new page. A change of only the query or the fragment
 * is not: it is state of the screen already shown (a search, a filter, a sort, a page of a list, a
 * skip link, a table of contents), so focus stays on the control that changed it and nothing is
 * announced, as when a page updates part of itself. A new entry for the very same URL (a link to the
 * current page followed again) is the page again, as a reload would be.
 */
export function isNewPage(previous: RouterLocation, next: RouterLocation): boolean {
  if (previous.pathname !== next.pathname) return true;
  return previous.search === next.search && previous.hash === next.hash;
}

/**
 * Makes client-side navigation perceivable, as a document load is: after each navigation the new
 * page's `PageHeading` (or, without one, `<main>`) takes focus and the change is announced in a
 * polite live region. `RouterRoot` renders it; render it yourself with another router's adapter.
 * See https://www.gatsbyjs.com/blog/2019-07-11-user-testing-accessible-client-routing/
 */
export function RouteAnnouncer({
  titleTemplate = '%s',
  fallbackAnnouncement: fallbackProp,
  isNewPage: isNewPageProp = isNewPage,
  children,
}: RouteAnnouncerProps) {
  const { location, clientSide } = useRouterAdapter();
  const t = useTranslate('router', english.router);
  // The sentence changes with the locale; read through a ref, so the effect below and a loading
  // state's release do not change with a new closure.
  const fallback = useRef((title: string) => title);
  useLayoutEffect(() => {
    fallback.current = (title) => (fallbackProp ? fallbackProp(title) : t('pageLoaded', { title }));
  });
  const region = useRef<HTMLSpanElement>(null);
  const [titles] = useState(() => createTitleManager(titleTemplate));
  // After the children's effects, which report their titles: a new template rewrites the title.
  useEffect(() => titles.setTemplate(titleTemplate), [titles, titleTemplate]);
  // The first page is a document load: the browser's own focus and reading order apply there.
  const handled = useRef({ location, byFallback: false });
  // Read by `claim`, whose identity must not change with an inline function.
  const pageRule = useRef(isNewPageProp);
  useLayoutEffect(() => {
    pageRule.current = isNewPageProp;
  }, [isNewPageProp]);
  // Addresses that state kept in the URL navigated to (useUrlSearchParams). A new entry at the
  // address shown is the page again (a link to it followed), except when it is one of these: the
  // router showed a later change whose address is that of the screen before (a filter set and
  // unset before the router showed the first).
  const sameScreen = useRef(new Set<string>());
  const expectSameScreen = useCallback((path: string) => {
    sameScreen.current.add(path);
  }, []);
  const isPageChange = useCallback((previous: RouterLocation, next: RouterLocation) => {
    if (previous.key === next.key) return false;
    const path = `${next.pathname}${next.search}${next.hash}`;
    const samePath = `${previous.pathname}${previous.search}${previous.hash}` === path;
    if (samePath && sameScreen.current.has(path)) {
      sameScreen.current.clear();
      return false;
    }
    const newPage = pageRule.current(previous, next);
    if (newPage) sameScreen.current.clear();
    return newPage;
  }, []);

  // The region's content is written directly (not through state) so a message is spoken once, at
  // once, and the same message twice in a row is spoken twice.
  const announce = useCallback((message: string) => {
    const el = region.current;
    if (!el) return;
    const span = document.createElement('span');
    span.textContent = message;
    el.replaceChildren(span);
  }, []);

  // While a page loads (its code, its data), <main> shows a loading state and no heading. The
  // fallback then focuses <main> but keeps its announcement (`waiting`: that arrival's key) until
  // the loading ends, so the page is announced once, by its heading when it has one.
  const loading = useRef(0);
  const waiting = useRef<string | null>(null);
  const holdArrival = useCallback(() => {
    loading.current += 1;
    return () => {
      loading.current -= 1;
      if (loading.current > 0 || waiting.current === null) return;
      // The loading state goes in the commit that shows the page: its effects (a heading's claim,
      // another loading state) run after this cleanup, and before this microtask.
      queueMicrotask(() => {
        const key = waiting.current;
        if (key === null || loading.current > 0) return;
        waiting.current = null;
        if (key === handled.current.location.key && document.title) {
          announce(fallback.current(document.title));
        }
      });
    };
  }, [announce]);

  const claim = useCallback(
    (next: RouterLocation) => {
      const focusIsFree =
        document.activeElement === document.body ||
        document.activeElement === document.querySelector('main');
      const { location: previous, byFallback } = handled.current;
      const newPage = isPageChange(previous, next);
      handled.current = { location: next, byFallback: newPage ? false : byFallback };
      // The fallback focused <main> before this page's heading rendered (a lazy page): take over.
      const claimed = newPage || (previous.key === next.key && byFallback && focusIsFree);
      if (claimed) waiting.current = null;
      return claimed;
    },
    [isPageChange],
  );

  const value = useMemo(
    () => ({ announce, claim, expectSameScreen, holdArrival, titles }),
    [announce, claim, expectSameScreen, holdArrival, titles],
  );

  // Children's effects run first: a PageHeading on the new page has claimed the arrival already.
  // Otherwise focus <main> (or a focusable h1 in it) so the next Tab starts in the new page.
  useEffect(() => {
    if (!clientSide) return;
    if (!isPageChange(handled.current.location, location)) {
      // The same page in another state: later arrivals are measured from here.
      if (handled.current.location.key !== location.key) {
        handled.current = { location, byFallback: handled.current.byFallback };
      }
      return;
    }
    handled.current = { location, byFallback: true };
    const main = document.querySelector<HTMLElement>('main');
    const target =
      main?.querySelector<HTMLElement>('h1[tabindex]') ??
      (main?.hasAttribute('tabindex') ? main : null);
    target?.focus({ preventScroll: true });
    waiting.current = loading.current > 0 ? location.key : null;
    if (waiting.current === null && document.title) {
      announce(fallback.current(document.title));
    }
  }, [location, clientSide, announce, isPageChange]);

  return (
    <RouteAnnouncerContext value={value}>
      {children}
      <span
        ref={region}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-slot="route-announcer"
        className={styles.VisuallyHidden}
      />
    </RouteAnnouncerContext>
  );
}

/**
 * For state kept in the URL: tells the route announcer that a navigation to `path` changes state
 * on the screen shown, so it neither moves focus nor announces a page. Internal to the router.
 */
export function useExpectSameScreen(): (path: string) => void {
  return use(RouteAnnouncerContext)?.expectSameScreen ?? noop;
}

/**
 * For a loading state: while `ref`'s element is shown inside `<main>`, a page arriving is not
 * announced yet; it is once the loading ends, so a page whose code or data loads is heard once.
 * Internal (LoadingState calls it).
 */
export function useRouteLoading(ref: { current: HTMLElement | null }): void {
  const hold = use(RouteAnnouncerContext)?.holdArrival;
  useEffect(() => {
    if (!hold || !ref.current?.closest('main')) return;
    return hold();
  }, [hold, ref]);
}

/** Says `message` in the route announcer's polite live region (nothing happens without one). */
export function useAnnounce(): (message: string) => void {
  return use(RouteAnnouncerContext)?.announce ?? noop;
}
function noop() {}

/**
 * Names the page shown: while `title` is given, it is the document's title (through the route
 * announcer's `titleTemplate`), over the route's `handle.title`, whichever was set first; once it is
 * gone, the route's title is back. `PageHeading` calls it. Outside a `RouteAnnouncer` (no router),
 * it sets `document.title` itself.
 */
export function useDocumentTitle(title: string | undefined): void {
  const titles = use(RouteAnnouncerContext)?.titles;
  useEffect(() => {
    const text = title?.trim();
    if (!text) return;
    if (titles) return titles.reportPageTitle(text);
    document.title = text;
  }, [title, titles]);
}

/** The route's title (`handle.title`), the document's title while no page names itself. Internal. */
export function useRouteTitle(title: string | undefined): void {
  const titles = use(RouteAnnouncerContext)?.titles;
  useEffect(() => titles?.setRouteTitle(title), [title, titles]);
}

/**
 * For the element that stands for a page (its h1): after a navigation to the page, focuses the
 * element and announces `message`. Once per navigation, never on the first page load.
 */
export function useFocusOnNavigation(
  ref: { current: HTMLElement | null },
  message: string | undefined,
): void {
  const context = use(RouteAnnouncerContext);
  const { location, clientSide } = useRouterAdapter();
  useEffect(() => {
    if (!context || !clientSide || !context.claim(location)) return;
    ref.current?.focus({ preventScroll: true });
    if (message) context.announce(message);
  }, [context, clientSide, location, ref, message]);
}
