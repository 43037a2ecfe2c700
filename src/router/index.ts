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
export {
  RouterAdapterProvider,
  RouterRoot,
  useReactRouterAdapter,
  type RouterAdapterProviderProps,
  type ReactRouterAdapterOptions,
  type RouteHandle,
  type RouterRootProps,
} from './ReactRouterAdapter';
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
