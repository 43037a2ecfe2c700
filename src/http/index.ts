// `tessera/http`: the HTTP facility whole, for an app that installed @tanstack/react-query. What
// needs only `fetch` (./core.ts) is in the root entry too; what imports TanStack Query is here
// alone: HttpProvider and the query hooks, and AsyncBoundary (its Retry refetches failed queries).
export * from './core';
export {
  createQueryClient,
  HttpProvider,
  useHttpClient,
  useHttpMutation,
  useHttpNotify,
  useOptimisticMutation,
} from './query';
export type {
  HttpNotice,
  HttpProviderProps,
  QueryClientFactoryOptions,
  UseHttpMutationOptions,
  UseOptimisticMutationOptions,
} from './query';
export * from '../components/AsyncBoundary';
