'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import type { ComboboxOption } from './Combobox';

/** Loads the options for the typed text; the signal aborts a request the user has typed past. */
export type LoadOptions = (
  query: string,
  signal: AbortSignal,
) => Promise<ReadonlyArray<ComboboxOption>>;

const NONE: ReadonlyArray<ComboboxOption> = [];

/** The last finished load and the query it answered. */
export interface Load {
  query: string;
  failed: boolean;
  items: ReadonlyArray<ComboboxOption>;
}

/** The last finished load of a combobox's options, kept between renders. */
export interface LoadedOptions {
  load: Load | null;
  setLoad: (load: Load) => void;
}

/**
 * Where a combobox keeps its loaded options. Its `load` is read early in a render (the chosen
 * value's label may come from the loaded options), before the text to load for is known.
 */
export function useLoadedOptions(): LoadedOptions {
  const [load, setLoad] = useState<Load | null>(null);
  return { load, setLoad };
}

/**
 * Loads a combobox's options for `query` while its list is `open`, into `loaded`. A new query
 * aborts the load before it (through its signal) and an answer to an older query is dropped, so
 * the list always shows the answer to what is typed now. Without `loadOptions` it loads nothing.
 */
export function useAsyncOptions(
  { load, setLoad }: LoadedOptions,
  loadOptions: LoadOptions | undefined,
  query: string,
  open: boolean,
): { items: ReadonlyArray<ComboboxOption>; loading: boolean; failed: boolean } {
  // An effect event, so a new `loadOptions` function on every render does not reload.
  const run = useEffectEvent((text: string, signal: AbortSignal) =>
    loadOptions ? loadOptions(text, signal) : Promise.resolve([]),
  );
  const enabled = !!loadOptions;
  useEffect(() => {
    if (!enabled || !open) return;
    const controller = new AbortController();
    Promise.resolve()
      .then(() => run(query, controller.signal))
      .then(
        (items) => {
          if (!controller.signal.aborted) setLoad({ query, failed: false, items: items ?? [] });
        },
        () => {
          if (!controller.signal.aborted) setLoad({ query, failed: true, items: [] });
        },
      );
    return () => controller.abort();
  }, [enabled, open, query, setLoad]);
  const loading = enabled && open && load?.query !== query;
  return { items: load?.items ?? NONE, loading, failed: !loading && !!load?.failed };
}
