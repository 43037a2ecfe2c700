import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useRouterNavigate, useToast } from 'tessera';
import { OutboxProvider, useHttpClient, useOutbox, type OutboxOutcome } from 'tessera/http';
import { useAppMessages } from '../locale/context';
import { reportError } from '../reportError';
import type { TaskOutbox, TaskWriteMeta } from './outbox';

// The app's outbox is opened from a chunk of its own, and only when a screen asks for it: the task
// list once its first rows are on screen (so the first screen's bytes never include it), the other
// screens as they open, and a write that finds it not yet open. Until then screens show no waiting
// writes; should the chunk fail to load (the network went before it came), a write goes straight
// to the server as it did without an outbox.

type OpenOutbox = () => Promise<TaskOutbox | null>;

interface Opener {
  open: OpenOutbox;
  /** Its chunk did not load at the last try. */
  failed: boolean;
}

const OpenerContext = createContext<Opener>({ open: () => Promise.resolve(null), failed: false });

let chunk: Promise<typeof import('./openOutbox')> | undefined;
function loadChunk() {
  chunk ??= import('./openOutbox').catch((error: unknown) => {
    // Tried again at the next request (the network may be back).
    chunk = undefined;
    throw error;
  });
  return chunk;
}

/** Provides the app's outbox (once asked for) to `useTaskOutbox` and `useOpenTaskOutbox`. */
export function TaskOutboxProvider({ children }: { children: ReactNode }) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(false);
  const [outbox, setOutbox] = useState<TaskOutbox | null>(null);
  const [failed, setFailed] = useState(false);
  const current = useRef<TaskOutbox | null>(null);
  const waiting = useRef(new Set<(outbox: TaskOutbox | null) => void>());

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let opened: TaskOutbox | undefined;
    const settle = (value: TaskOutbox | null) => {
      current.current = value;
      for (const resolve of waiting.current) resolve(value);
      waiting.current.clear();
    };
    loadChunk().then(
      ({ openTaskOutbox }) => {
        if (!live) return;
        opened = openTaskOutbox(client, queryClient);
        setOutbox(opened);
        setFailed(false);
        settle(opened);
      },
      (error: unknown) => {
        if (!live) return;
        reportError(error, 'outbox');
        setWanted(false);
        setFailed(true);
        settle(null);
      },
    );
    return () => {
      live = false;
      opened?.dispose();
      current.current = null;
      setOutbox(null);
    };
  }, [wanted, client, queryClient]);

  const open = useCallback<OpenOutbox>(() => {
    if (current.current) return Promise.resolve(current.current);
    setWanted(true);
    return new Promise((resolve) => waiting.current.add(resolve));
  }, []);

  const opener = useMemo(() => ({ open, failed }), [open, failed]);
  return (
    <OpenerContext value={opener}>
      <OutboxProvider outbox={outbox as never}>{children}</OutboxProvider>
    </OpenerContext>
  );
}

/**
 * The app's outbox (null until it has been opened) and the writes waiting in it; `failed` when its
 * chunk did not load at the last try.
 */
export function useTaskOutbox() {
  return { ...useOutbox<TaskWriteMeta>(), failed: use(OpenerContext).failed };
}

/**
 * Opens the app's outbox once `when` is true (a screen has shown what it came for), and returns
 * the function that opens it at once and resolves with it (`null` when its chunk did not load).
 */
export function useOpenTaskOutbox(when = true): OpenOutbox {
  const { open } = use(OpenerContext);
  useEffect(() => {
    if (when) void open();
  }, [when, open]);
  return open;
}

/**
 * Says what became of writes sent through the outbox, beyond those the server has (the caller
 * words those): kept on this device until the network is back, or set aside for the person (a
 * conflict, a refusal), with a way to the list of waiting changes. Returns how many were sent.
 * (Here, beside the provider, so the first screen loads no chunk of its own for it.)
 */
export function useWriteNotices() {
  const toast = useToast();
  const sync = useAppMessages('sync');
  const navigate = useRouterNavigate();
  return (outcomes: readonly OutboxOutcome[]): number => {
    const count = (status: OutboxOutcome['status']) =>
      outcomes.filter((outcome) => outcome.status === status).length;
    if (count('queued') > 0) toast({ title: sync('queuedToast'), tone: 'info' });
    const held = count('conflict') + count('rejected');
    if (held > 0) {
      toast({
        title: sync('needsYou', { count: held }),
        tone: 'warning',
        action: { label: sync('review'), onClick: () => navigate('/sync') },
      });
    }
    return count('sent');
  };
}
