'use client';

import { useEffect, type ReactNode } from 'react';
import { resolveAppPath, useRouterAdapter } from './adapter';

export interface RedirectProps {
  /** Where to go instead; replaces the current history entry, so Back skips this page. */
  to: string;
}

/** Navigates to `to` as soon as it renders (replacing the history entry) and renders nothing. */
export function Redirect({ to }: RedirectProps) {
  const adapter = useRouterAdapter();
  useEffect(() => {
    adapter.navigate(resolveAppPath(to, adapter.location) ?? to, { replace: true });
  }, [adapter, to]);
  return null;
}

/**
 * The in-app path a login page should return to, from its `?redirectTo=`; `fallback` for anything
 * that is missing or could leave the app (`//evil.example`, `https://…`): no open redirect.
 */
export function getRedirectTo(search: string | URLSearchParams, fallback = '/'): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target = params.get('redirectTo');
  if (!target || !target.startsWith('/')) return fallback;
  // Resolve it as the browser would (which drops tabs and line breaks, so "/\t/evil.example" is
  // "//evil.example") and keep it only when it stays on this origin.
  const base = 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  const control = [...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  if (url.origin !== base || target.includes('\\') || control) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface RequireAuthProps {
  /** Whether the user is signed in; `undefined` while that is still being found out. */
  isAuthenticated: boolean | undefined;
  /** The sign-in page. @default '/login' */
  loginPath?: string;
  /** What shows while `isAuthenticated` is `undefined`. @default null */
  pending?: ReactNode;
  /** The protected page. */
  children?: ReactNode;
}

/**
 * Guards a route: renders its children for a signed-in user; otherwise redirects to `loginPath`
 * with the intended URL kept as `?redirectTo=` (read it back with `getRedirectTo`).
 */
export function RequireAuth({
  isAuthenticated,
  loginPath = '/login',
  pending = null,
  children,
}: RequireAuthProps) {
  const { location } = useRouterAdapter();
  if (isAuthenticated === undefined) return pending;
  if (isAuthenticated) return children;
  const intended = `${location.pathname}${location.search}${location.hash}`;
  const separator = loginPath.includes('?') ? '&' : '?';
  return <Redirect to={`${loginPath}${separator}redirectTo=${encodeURIComponent(intended)}`} />;
}
