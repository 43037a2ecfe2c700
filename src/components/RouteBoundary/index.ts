export { isRouteLoadError, RouteBoundary, RouteError, RouteLoadError } from './RouteBoundary';
export type { RouteBoundaryProps, RouteErrorProps } from './RouteBoundary';
export { lazyRoute, type LazyRouteComponent, type LazyRouteOptions } from './lazyRoute';
