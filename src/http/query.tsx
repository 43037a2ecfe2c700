'use client';

import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { createContext, use, useState, type ReactNode } from 'react';
import { createHttpClient } from './client';
import { backoffDelay, defaultRetryOptions } from './retry';
import type { HttpClient } from './types';
import { describeError, HttpError, isHttpError } from './errors';
import { I18nContext, translate } from '../i18n/context';
import * as english from '../i18n/english';
import type { StatusTone } from '../utils/tone';

/** A message for the person, shown by the app as a toast. */
export interface HttpNotice {
  tone: Extract<StatusTone, 'danger' | 'success' | 'info'>;
  title: string;
  description?: string;
}

export interface QueryClientFactoryOptions {
  /** How long fetched data counts as fresh, in ms; fresh data is served from the cache. @default 30000 */
  staleTime?: number;
  /** Most retries of a failed query (only for catalogue kinds that are `retryable`). @default 2 */
  retries?: number;
}

/**
 * A `QueryClient` with Tessera's defaults: data fresh for 30 s (identical requests are de-duplicated
 * and served from the cache), retries only for failures the error catalogue calls retryable, waiting
 * as long as a server's Retry-After asks, and no retries of mutations.
 */
export function createQueryClient({
  staleTime = 30_000,
  retries = 2,
}: QueryClientFactoryOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) =>
          failureCount < retries && (!isHttpError(error) || error.retryable),
        retryDelay: (attempt, error) =>
          backoffDelay(
            attempt + 1,
            defaultRetryOptions,
            isHttpError(error) ? error.retryAfterMs : undefined,
          ),
        // A 4xx will not fix itself when the window regains focus.
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

interface HttpContextValue {
  client: HttpClient;
  notify: (notice: HttpNotice) => void;
}

const HttpContext = createContext<HttpContextValue | null>(null);

export interface HttpProviderProps {
  children?: ReactNode;
  /** The HTTP client for `useHttpClient()`. @default createHttpClient({ baseUrl: '/api', retry: false }) — queries retry instead */
  client?: HttpClient;
  /** The query cache. @default createQueryClient() */
  queryClient?: QueryClient;
  /** Shows a message to the person (a toast): failed optimistic updates call it. */
  notify?: (notice: HttpNotice) => void;
}

/**
 * Provides an HTTP client and a TanStack Query cache to everything inside: `useHttpClient()`,
 * `useQuery`, `useSuspenseQuery`, `useHttpMutation`, `useOptimisticMutation`.
 */
export function HttpProvider({ children, client, queryClient, notify }: HttpProviderProps) {
  const [defaults] = useState(() => ({
    // Queries retry through the catalogue; a client retrying too would multiply the attempts.
    client: createHttpClient({ baseUrl: '/api', retry: false }),
    queryClient: createQueryClient(),
  }));
  const value: HttpContextValue = {
    client: client ?? defaults.client,
    notify: notify ?? noop,
  };
  return (
    <QueryClientProvider client={queryClient ?? defaults.queryClient}>
      <HttpContext value={value}>{children}</HttpContext>
    </QueryClientProvider>
  );
}

function noop() {}

function useHttpContext(hook: string): HttpContextValue {
  const value = use(HttpContext);
  if (!value) {
    throw new Error(
      `${hook}() must be used inside <HttpProvider>. Wrap your app in <HttpProvider>…</HttpProvider>.`,
    );
  }
  return value;
}

/** The HTTP client of the nearest `HttpProvider`. */
export function useHttpClient(): HttpClient {
  return useHttpContext('useHttpClient').client;
}

/** The notifier of the nearest `HttpProvider` (a toast, in the app). */
export function useHttpNotify(): (notice: HttpNotice) => void {
  return useHttpContext('useHttpNotify').notify;
}

export interface UseHttpMutationOptions<TData, TVariables, TContext> extends UseMutationOptions<
  TData,
  HttpError,
  TVariables,
  TContext
> {
  /** Query keys to refetch once the mutation succeeded (a list after a create, say). */
  invalidates?: readonly QueryKey[];
}

/** `useMutation` that refetches the queries in `invalidates` after a success. */
export function useHttpMutation<TData = unknown, TVariables = void, TContext = unknown>({
  invalidates = [],
  onSuccess,
  ...options
}: UseHttpMutationOptions<TData, TVariables, TContext>) {
  const queryClient = useQueryClient();
  return useMutation<TData, HttpError, TVariables, TContext>({
    ...options,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export interface UseOptimisticMutationOptions<TData, TVariables, TCache> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The cached query the change shows up in at once. */
  queryKey: QueryKey;
  /** Applies the change to the cached data, before the server answered. */
  update: (current: TCache | undefined, variables: TVariables) => TCache | undefined;
  /** Further queries to refetch once the server answered (success or not). */
  invalidates?: readonly QueryKey[];
  /** The title of the toast when the server refused the change. @default the locale's `httpErrors.changeNotSaved` */
  errorTitle?: string;
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: HttpError, variables: TVariables) => void;
}

/**
 * A mutation whose result shows at once: the cached query is updated before the server answers,
 * rolled back if the server refuses (with a toast through `HttpProvider`'s `notify`), and refetched
 * either way so the cache ends up matching the server.
 */
export function useOptimisticMutation<TData = unknown, TVariables = void, TCache = unknown>({
  mutationFn,
  queryKey,
  update,
  invalidates = [],
  errorTitle,
  onSuccess,
  onError,
}: UseOptimisticMutationOptions<TData, TVariables, TCache>) {
  const queryClient = useQueryClient();
  const notify = useHttpNotify();
  const i18n = use(I18nContext);
  const t = translate(i18n, 'httpErrors', english.httpErrors);
  return useMutation<TData, HttpError, TVariables, { previous: TCache | undefined }>({
    mutationFn,
    onMutate: async (variables) => {
      // A refetch landing now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TCache>(queryKey);
      queryClient.setQueryData<TCache>(queryKey, (current) => update(current, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      const e = isHttpError(error) ? error : new HttpError({ kind: 'unexpected', cause: error });
      notify({
        tone: 'danger',
        title: errorTitle ?? t('changeNotSaved'),
        description: t('description', describeError(e, i18n)),
      });
      onError?.(e, variables);
    },
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onSettled: () =>
      Promise.all(
        [queryKey, ...invalidates].map((key) => queryClient.invalidateQueries({ queryKey: key })),
      ),
  });
}
