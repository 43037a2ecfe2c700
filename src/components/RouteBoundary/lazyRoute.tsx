'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '../AsyncBoundary/LoadingState';
import { RouteBoundary, RouteLoadError } from './RouteBoundary';

export interface LazyRouteOptions {
  /** Nothing shows while the page's code loads for this long, so fast loads never flash. @default 300 */
  delayMs?: number;
  /** Once the indicator shows, it stays at least this long, so it never blinks. @default 500 */
  minDurationMs?: number;
  /** What the indicator says is loading. @default the locale's `router.loadingPage` ('Loading page') */
  label?: string;
  /** A placeholder the shape of the page (skeletons) instead of the spinner. */
  fallback?: ReactNode;
}

/** A route component loaded on demand; `preload()` fetches its code ahead (links with `prefetch`). */
export type LazyRouteComponent = ComponentType & { preload: () => Promise<unknown> };

type Loaded = ComponentType | { default: ComponentType };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/**
 * A react-router route whose screen's code loads when first visited. The route renders at once in
 * its place (`RouteBoundary` + Suspense): a loading indicator shows only after `delayMs`, then stays
 * at least `minDurationMs`; code that fails to load shows an error with Reload, and a screen that
 * throws, one with Retry, while the app around it keeps working.
 *
 * ```tsx
 * { path: 'tasks', ...lazyRoute(() => import('./screens/TaskList').then((m) => m.TaskList)) }
 * ```
 */
export function lazyRoute(
  load: () => Promise<Loaded>,
  { delayMs = 300, minDurationMs = 500, label, fallback }: LazyRouteOptions = {},
): { Component: LazyRouteComponent } {
  const Screen = lazy(async () => {
    const started = now();
    let loaded: Loaded;
    try {
      loaded = await load();
    } catch (cause) {
      throw new RouteLoadError(cause);
    }
    // The indicator appeared at `delayMs`: keep it up for `minDurationMs` before the page replaces it.
    const elapsed = now() - started;
    if (elapsed > delayMs) await wait(delayMs + minDurationMs - elapsed);
    return {
      default: typeof loaded === 'function' || !('default' in loaded) ? loaded : loaded.default,
    };
  });

  function LazyRoute() {
    const t = useTranslate('router', english.router);
    return (
      <RouteBoundary>
        <Suspense
          fallback={
            <LoadingState
              delayMs={delayMs}
              label={label ?? t('loadingPage')}
              data-slot="route-loading"
            >
              {fallback}
            </LoadingState>
          }
        >
          <Screen />
        </Suspense>
      </RouteBoundary>
    );
  }
  LazyRoute.displayName = 'LazyRoute';
  // The bundler caches the module, so the lazy component finds it loaded when it renders.
  LazyRoute.preload = () => load().catch(() => undefined);
  return { Component: LazyRoute };
}
