'use client';

import { createContext, use, useSyncExternalStore } from 'react';
import { sharedWindowSubscription } from '../utils/windowEvents';

/** Where the app is: the parts of a URL a router cares about. */
export interface RouterLocation {
  /** The path inside the app, without the router's basename: `/tasks/12`. */
  pathname: string;
  /** The query string with its `?`, or `''`. */
  search: string;
  /** The fragment with its `#`, or `''`. */
  hash: string;
  /** Identifies this history entry; changes on every navigation, even to the same URL. */
  key: string;
}

/** How the current location was reached. */
export type NavigationType = 'push' | 'replace' | 'pop';

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. @default false */
  replace?: boolean;
  /** State kept with the history entry. */
  state?: unknown;
  /** Keeps the scroll position instead of resetting it to the top. @default false */
  preventScrollReset?: boolean;
  /** Animates the change with the View Transitions API where the browser has it. @default false */
  viewTransition?: boolean;
}

export interface IsActiveOptions {
  /** Active only on exactly this path, not on the paths below it. @default false */
  end?: boolean;
}

/**
 * The one contract Tessera's link-capable components speak. A router (react-router, or any other)
 * implements it once and provides it at the root with `RouterAdapterProvider`; without one, the
 * default adapter uses plain anchors and `window.location`.
 */
export interface RouterAdapter {
  /** True when `navigate` renders the new page in place (a client-side router); links then intercept plain clicks. */
  readonly clientSide: boolean;
  /** The current location. */
  readonly location: RouterLocation;
  /** How the current location was reached. */
  readonly navigationType: NavigationType;
  /**
   * The current entry's position in the session history, where the router keeps one
   * (react-router's browser and hash routers write it to `history.state.idx`); else `undefined`.
   * With `navigationType`, it tells a Back or Forward (the position moved) from a render that
   * merely shows an older location.
   */
  readonly historyIndex?: number;
  /** True while a navigation is loading (lazy route code, loaders). */
  readonly pending: boolean;
  /** Goes to `to`, a path (absolute or relative to the current location) or a same-origin URL. */
  navigate(to: string, options?: NavigateOptions): void;
  /** The `href` to render for `to` (with the router's basename). */
  href(to: string): string;
  /** Whether `to` is the current page (or, without `end`, an ancestor of it). */
  isActive(to: string, options?: IsActiveOptions): boolean;
  /** Starts loading what `to` needs (lazy route code) before the user gets there. */
  prefetch(to: string): void;
}

const BASE = 'http://tessera.invalid';

/**
 * Resolves `to` against `location` with the browser's own rules (like an `<a href>` would) and returns
 * the app path (`/a/b?c#d`), or `null` when `to` leaves the app (another origin, a `mailto:`…).
 */
export function resolveAppPath(
  to: string,
  location: RouterLocation,
  /** The page's origin (the browser's, by default; a stand-in on the server). */
  origin: string = typeof window !== 'undefined' ? window.location.origin : BASE,
): string | null {
  // Against the page's own origin: a scheme-relative `http:path` is a path on an http page but
  // another origin on an https one, as the browser's `<a href>` has it.
  const base = origin.startsWith('http') ? origin : BASE;
  let url: URL;
  try {
    url = new URL(to, `${base}${location.pathname}${location.search}${location.hash}`);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function splitPath(path: string) {
  const url = new URL(path, BASE);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function sameParams(a: string, b: string): boolean {
  const sorted = (s: string) => [...new URLSearchParams(s)].map(([k, v]) => `${k}=${v}`).sort();
  const x = sorted(a);
  const y = sorted(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/**
 * Whether `to` points at `location`: the same path (with `end`), or the path or one of its ancestors
 * (without). When `to` has a query string, the current query must hold the same parameters, so
 * `?page=2` links (pagination) are told apart.
 */
export function matchesLocation(
  to: string,
  location: RouterLocation,
  { end = false }: IsActiveOptions = {},
): boolean {
  const path = resolveAppPath(to, location);
  if (path === null) return false;
  const target = splitPath(path);
  const here = trimSlash(decodeSafe(location.pathname));
  const there = trimSlash(decodeSafe(target.pathname));
  const pathMatches = here === there || (!end && (there === '/' || here.startsWith(`${there}/`)));
  if (!pathMatches) return false;
  if (target.search && !sameParams(target.search, location.search)) return false;
  return true;
}

function decodeSafe(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function locationFromHref(href: string): RouterLocation {
  const { pathname, search, hash } = new URL(href, BASE);
  return { pathname, search, hash, key: 'default' };
}

function windowLocation(): RouterLocation {
  return locationFromHref(typeof window === 'undefined' ? '/' : window.location.href);
}

/**
 * The adapter used when no router is provided: plain anchors, and `window.location` for navigation
 * (a full page load). Components work unchanged in stories and in apps without a router.
 */
export function createDefaultRouterAdapter(
  location: RouterLocation = windowLocation(),
): RouterAdapter {
  return {
    clientSide: false,
    location,
    navigationType: 'pop',
    pending: false,
    navigate(to, options) {
      if (typeof window === 'undefined') return;
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    href: (to) => to,
    isActive: (to, options) => matchesLocation(to, location, options),
    prefetch() {},
  };
}

export const RouterAdapterContext = createContext<RouterAdapter | null>(null);
RouterAdapterContext.displayName = 'RouterAdapterContext';

// One pair of window listeners shared by every subscriber, not two per link on a page of links
// without a router.
const subscribeToWindowLocation = sharedWindowSubscription('popstate', 'hashchange');

// Every component without a provider shares one default adapter per address.
let defaultAdapter: { href: string; adapter: RouterAdapter } | null = null;
function defaultAdapterFor(href: string): RouterAdapter {
  if (defaultAdapter?.href !== href) {
    defaultAdapter = { href, adapter: createDefaultRouterAdapter(locationFromHref(href)) };
  }
  return defaultAdapter.adapter;
}
const noSubscription = () => () => {};
const currentHref = () => (typeof window === 'undefined' ? '/' : window.location.href);

/**
 * The router adapter provided at the root, or the default adapter (plain anchors, `window.location`)
 * when there is none. Re-renders on navigation.
 */
export function useRouterAdapter(): RouterAdapter {
  return useRouterAdapterFollowing(true);
}

/**
 * `useRouterAdapter`, for callers that only sometimes read the location. Without a provider and with
 * `followLocation` false it does not subscribe to the window's location (a plain link does not need
 * it, and a page may hold thousands), and the adapter's `location` and `isActive` must not be relied on.
 */
export function useRouterAdapterFollowing(followLocation: boolean): RouterAdapter {
  const provided = use(RouterAdapterContext);
  // Without a provider, follow the window's location so `isActive` stays true to the address bar.
  const follow = !provided && followLocation;
  const href = useSyncExternalStore(
    follow ? subscribeToWindowLocation : noSubscription,
    follow ? currentHref : serverHref,
    serverHref,
  );
  return (
    provided ??
    (follow
      ? defaultAdapterFor(href)
      : (defaultAdapter?.adapter ?? defaultAdapterFor(currentHref())))
  );
}
const serverHref = () => '/';
