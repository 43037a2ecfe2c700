// The router facility's part that needs no router library: the adapter contract every link-capable
// component speaks, links' behaviour, the page's title, focus and announcement after navigation,
// guards and URL state. The root entry (`tessera`) re-exports this file, so it may import React
// and Tessera's own modules only; what imports react-router is exported from ./index.ts alone.
export {
  createDefaultRouterAdapter,
  matchesLocation,
  resolveAppPath,
  useRouterAdapter,
  type IsActiveOptions,
  type NavigateOptions,
  type NavigationType,
  type RouterAdapter,
  type RouterLocation,
} from './adapter';
export { RouterAdapterProvider, type RouterAdapterProviderProps } from './RouterAdapterProvider';
export {
  isNewPage,
  RouteAnnouncer,
  useAnnounce,
  useDocumentTitle,
  useFocusOnNavigation,
  type RouteAnnouncerProps,
} from './RouteAnnouncer';
export {
  isModifiedClick,
  useIsActive,
  useLinkProps,
  useRouterNavigate,
  type LinkBehaviourProps,
  type UseLinkPropsOptions,
} from './useLinkProps';
export {
  getRedirectTo,
  Redirect,
  RequireAuth,
  type RedirectProps,
  type RequireAuthProps,
} from './guards';
export {
  searchParam,
  useSearchParamsState,
  useUrlSearchParams,
  type SearchParamCodec,
  type SearchParamsState,
  type SearchParamsUpdate,
  type SetSearchParamsOptions,
} from './useSearchParamsState';
