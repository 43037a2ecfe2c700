// `tessera/router`: the router facility whole, for an app that installed react-router. What works
// with any router (./core.ts) is in the root entry too; what imports react-router is here alone:
// react-router's adapter and RouterRoot, and the components built on react-router's data router.
export * from './core';
export {
  RouterRoot,
  useReactRouterAdapter,
  type ReactRouterAdapterOptions,
  type RouteHandle,
  type RouterRootProps,
} from './ReactRouterAdapter';
export * from '../components/LeaveGuard';
export * from '../components/RouteBoundary';
