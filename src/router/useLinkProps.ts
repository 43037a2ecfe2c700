'use client';

import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import {
  resolveAppPath,
  useRouterAdapter,
  useRouterAdapterFollowing,
  type IsActiveOptions,
  type NavigateOptions,
} from './adapter';

export interface UseLinkPropsOptions extends IsActiveOptions, NavigateOptions {
  /** The user's click handler; it runs first and may `preventDefault()` the navigation. */
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** The user's pointer-enter handler (kept when prefetching on intent). */
  onPointerEnter?: ((event: PointerEvent<HTMLAnchorElement>) => void) | undefined;
  /** The user's focus handler (kept when prefetching on intent). */
  onFocus?: ((event: FocusEvent<HTMLAnchorElement>) => void) | undefined;
  /** The link's `target`; anything but `_self` leaves the click to the browser. */
  target?: string | undefined;
  /** The link's `download` attribute; a download is left to the browser. */
  download?: unknown;
  /** Marks the link `aria-current` when it points at the current page; `false` for plain links. @default 'page' */
  current?: 'page' | 'step' | 'location' | 'true' | false;
  /** Loads the target's code when the pointer rests on or focus reaches the link. @default 'none' */
  prefetch?: 'intent' | 'none';
}

export interface LinkBehaviourProps {
  href: string | undefined;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  'data-active'?: '';
}

/**
 * True when the browser should handle the click itself: modified or non-primary clicks (new tab,
 * new window, download), another target, a download, or a link the app does not own.
 */
export function isModifiedClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The props that make any `<a>` router-aware (Menu items, Tabs, Breadcrumbs, Pagination, table
 * rows): the `href` with the basename, a click handler that navigates in place on a plain left
 * click and leaves every other click to the browser, and `aria-current` + `data-active` when the
 * link points at the current page. Spread them onto the anchor.
 */
export function useLinkProps(
  to: string | undefined,
  {
    onClick,
    onPointerEnter,
    onFocus,
    target,
    download,
    end,
    replace,
    state,
    preventScrollReset,
    viewTransition,
    current = 'page',
    prefetch = 'none',
  }: UseLinkPropsOptions = {},
): LinkBehaviourProps {
  // A plain link (not marking the current page, not prefetching) never reads the location.
  const adapter = useRouterAdapterFollowing(current !== false || prefetch === 'intent');
  // Resolving the URL is only needed to navigate in place, mark the current page or prefetch; a plain
  // link without a router skips it.
  const needsPath = adapter.clientSide || current !== false || prefetch === 'intent';
  const appPath = to === undefined || !needsPath ? null : resolveAppPath(to, adapter.location);
  const fragmentOnly = to !== undefined && to.trim().startsWith('#');
  // Links the router owns: same origin, not a fragment on this page (the skip link stays native).
  const owned = appPath !== null && !fragmentOnly;
  const active = current !== false && owned && adapter.isActive(to!, { end });

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      !adapter.clientSide ||
      !owned ||
      isModifiedClick(event) ||
      (target && target !== '_self') ||
      (download !== undefined && download !== false)
    ) {
      return;
    }
    event.preventDefault();
    adapter.navigate(appPath!, { replace, state, preventScrollReset, viewTransition });
  }

  const props: LinkBehaviourProps = {
    // Without a client-side router the browser resolves the href itself, exactly as written.
    href: to === undefined ? undefined : owned && adapter.clientSide ? adapter.href(appPath!) : to,
    onClick: handleClick,
  };
  if (prefetch === 'intent' && owned) {
    props.onPointerEnter = (event) => {
      onPointerEnter?.(event);
      adapter.prefetch(appPath!);
    };
    props.onFocus = (event) => {
      onFocus?.(event);
      adapter.prefetch(appPath!);
    };
  } else {
    if (onPointerEnter) props.onPointerEnter = onPointerEnter;
    if (onFocus) props.onFocus = onFocus;
  }
  if (active) {
    props['aria-current'] = current;
    props['data-active'] = '';
  }
  return props;
}

/** Whether `to` is the current page (or, without `end`, an ancestor of it); re-renders on navigation. */
export function useIsActive(to: string, options?: IsActiveOptions): boolean {
  return useRouterAdapter().isActive(to, options);
}

/** Navigates through the provided router (or `window.location` without one). */
export function useRouterNavigate(): (to: string, options?: NavigateOptions) => void {
  const adapter = useRouterAdapter();
  return (to, options) => {
    const path = resolveAppPath(to, adapter.location);
    adapter.navigate(path ?? to, options);
  };
}
