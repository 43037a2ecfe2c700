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
export { createOutbox } from './outbox';
export type {
  Outbox,
  OutboxMethod,
  OutboxNewWrite,
  OutboxOptions,
  OutboxOutcome,
  OutboxWrite,
  OutboxWriteState,
} from './outbox';
export { memoryOutboxStorage, openOutboxStorage } from './outboxStorage';
export type { OutboxStorage } from './outboxStorage';
export { OutboxProvider, useOutbox } from './OutboxProvider';
export type { OutboxProviderProps, OutboxState } from './OutboxProvider';
