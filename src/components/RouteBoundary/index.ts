export { isRouteLoadError, RouteBoundary, RouteError, RouteLoadError } from './RouteBoundary';
export type { RouteBoundaryProps, RouteErrorProps } from './RouteBoundary';
