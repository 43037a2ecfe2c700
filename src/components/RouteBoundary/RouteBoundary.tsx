'use client';

import type { ComponentProps, ErrorInfo, ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useRouterAdapter } from '../../router/adapter';
import { ReactRouterAdapterProvider } from '../../router/ReactRouterAdapter';
import { cx } from '../../utils/cx';
import { ErrorBoundary } from '../AsyncBoundary/ErrorBoundary';
import { ErrorState } from '../AsyncBoundary/ErrorState';
import type { HeadingLevel } from '../Heading/Heading';
import { LinkButton } from '../LinkButton/LinkButton';
import { NotFound } from '../NotFound/NotFound';
import styles from './RouteBoundary.module.css';

/** Thrown when a route's code could not be loaded (a lost connection, or an app updated since it loaded). */
export class RouteLoadError extends Error {
  override name = 'RouteLoadError';
  constructor(cause: unknown) {
    super('The code of this page could not be loaded.', { cause });
  }
}

/** Whether `error` is a failure to load a route's code (`RouteLoadError`). */
export function isRouteLoadError(error: unknown): error is RouteLoadError {
  return error instanceof RouteLoadError;
}

function reloadPage() {
  window.location.reload();
}

interface RouteErrorStateProps {
  error: unknown;
  retry: () => void;
  headingLevel: HeadingLevel;
  onReload: () => void;
  retryLabel?: string;
}

/** A route's failure in words: code that did not load asks for a reload, anything else for a retry. */
function RouteErrorState({
  error,
  retry,
  headingLevel,
  onReload,
  retryLabel,
}: RouteErrorStateProps) {
  const t = useTranslate('router', english.router);
  if (isRouteLoadError(error)) {
    return (
      <ErrorState
        error={error}
        headingLevel={headingLevel}
        heading={t('pageNotLoaded')}
        description={t('pageNotLoadedDescription')}
        retryLabel={retryLabel ?? t('reload')}
        onRetry={onReload}
      />
    );
  }
  return (
    <ErrorState
      error={error}
      headingLevel={headingLevel}
      onRetry={retry}
      {...(retryLabel ? { retryLabel } : {})}
    />
  );
}

export interface RouteBoundaryProps extends Omit<ComponentProps<'div'>, 'onError'> {
  /** The route region to guard. @default <Outlet /> */
  children?: ReactNode;
  /** The error view's heading level; it stands in for the page, so 1 by default. @default 1 */
  headingLevel?: HeadingLevel;
  /** What Reload does after a route's code failed to load. @default window.location.reload */
  onReload?: () => void;
  /** Called once with what the screen threw and React's component stack, to log or report it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Guards one route region (a layout's `<Outlet />`): when the screen in it throws, a compact
 * `ErrorState` with Retry takes its place while the app around it keeps working; when its code
 * failed to load, Reload. Navigating elsewhere clears the error.
 */
export function RouteBoundary({
  children,
  headingLevel = 1,
  onReload = reloadPage,
  onError,
  className,
  ...props
}: RouteBoundaryProps) {
  const { location } = useRouterAdapter();
  return (
    <ErrorBoundary
      resetKeys={[location.key]}
      onError={onError}
      fallback={({ error, reset }) => (
        <div data-slot="route-boundary" className={cx(styles.RouteBoundary, className)} {...props}>
          <RouteErrorState
            error={error}
            retry={reset}
            headingLevel={headingLevel}
            onReload={onReload}
          />
        </div>
      )}
    >
      {children ?? <Outlet />}
    </ErrorBoundary>
  );
}

export interface RouteErrorProps extends ComponentProps<'main'> {
  /** Where the way back leads. @default '/' */
  homeHref?: string;
  /** The way back's label. @default the locale's `router.goHome` ('Go to the home page') */
  homeLabel?: string;
  /** What Reload does. @default window.location.reload */
  onReload?: () => void;
}

/**
 * The page for a react-router root route's `errorElement`, shown when the app's frame itself failed:
 * a `<main>` with what went wrong, Reload, and a link home. A 404 from a loader shows `NotFound`.
 *
 * ```tsx
 * createBrowserRouter([{ element: <RouterRoot />, errorElement: <RouteError />, children }])
 * ```
 */
export function RouteError({
  homeHref = '/',
  homeLabel: homeLabelProp,
  onReload = reloadPage,
  className,
  ...props
}: RouteErrorProps) {
  const error = useRouteError();
  const t = useTranslate('router', english.router);
  const homeLabel = homeLabelProp ?? t('goHome');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ReactRouterAdapterProvider>
      <main
        id="main"
        tabIndex={-1}
        data-slot="route-error"
        className={cx(styles.RouteError, className)}
        {...props}
      >
        {notFound ? (
          <NotFound homeHref={homeHref} homeLabel={homeLabel} />
        ) : (
          <>
            <RouteErrorState
              error={error}
              retry={onReload}
              headingLevel={1}
              onReload={onReload}
              retryLabel={t('reload')}
            />
            <LinkButton href={homeHref} variant="primary">
              {homeLabel}
            </LinkButton>
          </>
        )}
      </main>
    </ReactRouterAdapterProvider>
  );
}
