'use client';

import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Outbox, OutboxWrite } from './outbox';

const OutboxContext = createContext<Outbox | null>(null);

export interface OutboxProviderProps {
  /** The outbox (`createOutbox`); `null` while it loads: the hooks then see no writes. */
  outbox: Outbox | null;
  children?: ReactNode;
  /**
   * Asks before the tab closes or reloads while writes have not reached the server (the browser's
   * own prompt; they are kept, but would wait for the next visit). @default true
   */
  warnBeforeUnload?: boolean;
}

const none: readonly OutboxWrite[] = [];
const noSubscription = () => () => {};

/**
 * Provides an outbox to `useOutbox()` below it, inside an `HttpProvider`: any query that succeeds
 * (the network is back) sends what waits, and the tab asks before closing while writes are unsent.
 */
export function OutboxProvider({ outbox, children, warnBeforeUnload = true }: OutboxProviderProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!outbox) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') void outbox.flush();
    });
  }, [outbox, queryClient]);
  const writes = useSyncExternalStore(
    outbox?.subscribe ?? noSubscription,
    outbox ? outbox.getWrites : () => none,
    () => none,
  );
  const unsent = writes.length > 0;
  useEffect(() => {
    if (!warnBeforeUnload || !unsent) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [warnBeforeUnload, unsent]);
  return <OutboxContext value={outbox}>{children}</OutboxContext>;
}

export interface OutboxState<Meta> {
  /** The outbox, or `null` while it loads (or outside an `OutboxProvider`). */
  outbox: Outbox<Meta> | null;
  /** Every write not yet on the server, in order. */
  writes: readonly OutboxWrite<Meta>[];
}

/** The nearest outbox and its writes; re-renders when they change. */
export function useOutbox<Meta = unknown>(): OutboxState<Meta> {
  const outbox = use(OutboxContext) as Outbox<Meta> | null;
  const writes = useSyncExternalStore(
    outbox?.subscribe ?? noSubscription,
    outbox ? outbox.getWrites : () => none as readonly OutboxWrite<Meta>[],
    () => none as readonly OutboxWrite<Meta>[],
  );
  return { outbox, writes };
}
