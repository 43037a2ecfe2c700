'use client';

import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRouterAdapter } from './adapter';
import { useExpectSameScreen } from './RouteAnnouncer';

/** How one search parameter is read from and written to the URL. */
export interface SearchParamCodec<T> {
  /** The value when the parameter is missing or unreadable. */
  defaultValue: T;
  /** Reads the raw value (`null` when missing); returns `defaultValue` for anything it cannot read. */
  parse: (raw: string | null) => T;
  /** Writes the value; `null` leaves the parameter out (done for the default, so URLs stay clean). */
  serialize: (value: T) => string | null;
}

function codec<T>(
  defaultValue: T,
  parse: (raw: string) => T | undefined,
  serialize: (value: T) => string,
): SearchParamCodec<T> {
  return {
    defaultValue,
    parse: (raw) => (raw === null ? defaultValue : (parse(raw) ?? defaultValue)),
    serialize: (value) => (Object.is(value, defaultValue) ? null : serialize(value)),
  };
}

/** Ready-made codecs for `useSearchParamsState`. */
export const searchParam = {
  string: (defaultValue = '') => codec(defaultValue, (raw) => raw, String),
  number: (defaultValue: number) =>
    codec(
      defaultValue,
      (raw) => (raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined),
      String,
    ),
  integer: (defaultValue: number) =>
    codec(
      defaultValue,
      (raw) => (/^-?\d+$/.test(raw.trim()) ? Number.parseInt(raw, 10) : undefined),
      String,
    ),
  boolean: (defaultValue = false) =>
    codec(
      defaultValue,
      (raw) =>
        raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined,
      String,
    ),
  oneOf: <const T extends string>(values: readonly T[], defaultValue: T) =>
    codec<T>(defaultValue, (raw) => (values.includes(raw as T) ? (raw as T) : undefined), String),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each codec has its own value type
type Schema = Record<string, SearchParamCodec<any>>;
export type SearchParamsState<S extends Schema> = { [K in keyof S]: S[K]['defaultValue'] };

export interface SetSearchParamsOptions {
  /**
   * `replace` updates the current history entry; `push` adds one, so Back returns to the previous
   * state (a page of results, say). Either way the change stays on the current screen: focus and the
   * route announcer are left alone. @default 'replace'
   */
  history?: 'push' | 'replace';
}

/** A new query string, or a function of the current parameters that returns one. */
export type SearchParamsUpdate =
  URLSearchParams | string | ((current: URLSearchParams) => URLSearchParams | string);

function toQuery(params: URLSearchParams | string): string {
  const query = (typeof params === 'string' ? new URLSearchParams(params) : params).toString();
  return query ? `?${query}` : '';
}

/**
 * The URL's search parameters, and a setter for state that lives in them (a list's filters, sort,
 * page). Unlike a plain navigation, the setter
 *
 * - replaces the history entry unless asked to push one, so typing in a search box does not leave
 *   one entry per keystroke;
 * - does nothing when the URL would not change;
 * - shows the change at once, before the router has (react-router shows it in a transition): a
 *   control bound to it never shows, or acts on, its old value, and two changes in quick succession
 *   (fast typing) never undo each other;
 * - keeps the scroll position.
 *
 * ```ts
 * const [params, setParams] = useUrlSearchParams();
 * setParams((current) => { current.set('q', text); return current; });
 * ```
 */
export function useUrlSearchParams({
  history: defaultHistory = 'replace',
}: SetSearchParamsOptions = {}): [
  URLSearchParams,
  (next: SearchParamsUpdate, options?: SetSearchParamsOptions) => void,
] {
  const adapter = useRouterAdapter();
  const expectSameScreen = useExpectSameScreen();
  const { pathname, search, hash, key } = adapter.location;
  // The queries asked for that the router has not shown yet, oldest first. A router shows each
  // navigation a moment later (react-router in a transition), and may show the ones in between
  // after a newer one was asked for (fast typing). Until it shows the last, the last is what is
  // shown: a control bound to it (a search box, a filter, a pager) never goes back to, or acts on,
  // an older value, and the next change builds on it.
  const index = adapter.historyIndex;
  const [track, setTrack] = useState<{
    key: string;
    index: number | undefined;
    asked: readonly string[];
  }>({ key, index, asked: [] });
  let asked = track.asked;
  if (track.key !== key) {
    // Another location. Back or Forward ends every query still on its way. Only the navigation
    // type and the history's position tell it: a render may show an older location (React renders
    // an urgent update, a keystroke, against the router's state from before a navigation: its
    // first location, key `default`, type `pop`) while the history has not moved at all.
    const traversed =
      adapter.navigationType === 'pop' &&
      (index === undefined || track.index === undefined || index !== track.index);
    if (traversed) asked = [];
    else {
      // One of ours arrived (drop it and those before it), or a link elsewhere (ends them all).
      const ours = asked.indexOf(search);
      if (ours >= 0) asked = asked.slice(ours + 1);
      else if (adapter.navigationType !== 'pop') asked = [];
    }
    setTrack({ key, index, asked });
  }
  const shown = asked.at(-1) ?? search;
  const params = useMemo(() => new URLSearchParams(shown), [shown]);
  // The query asked for last in the event being handled, for a second change in the same event.
  const latest = useRef<{ key: string; query: string } | null>(null);
  useLayoutEffect(() => {
    latest.current = null;
  }, [key, shown]);

  const setParams = useCallback(
    (next: SearchParamsUpdate, options?: SetSearchParamsOptions) => {
      const current = latest.current?.key === key ? latest.current.query : shown;
      const value = typeof next === 'function' ? next(new URLSearchParams(current)) : next;
      const query = toQuery(value);
      if (query === toQuery(current)) return;
      latest.current = { key, query };
      setTrack((t) => ({ ...t, asked: [...t.asked, query] }));
      expectSameScreen(`${pathname}${query}${hash}`);
      adapter.navigate(`${pathname}${query}${hash}`, {
        replace: (options?.history ?? defaultHistory) === 'replace',
        preventScrollReset: true,
      });
    },
    [adapter, pathname, shown, hash, key, defaultHistory, expectSameScreen],
  );

  return [params, setParams];
}

const schemaKey = (schema: Schema) => Object.keys(schema).join('\u0000');

function readState<S extends Schema>(schema: S, from: URLSearchParams): SearchParamsState<S> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) out[key] = schema[key]!.parse(from.get(key));
  return out as SearchParamsState<S>;
}

/**
 * Keeps list state (sort, filters, page) in the URL's search parameters, typed by a schema of
 * codecs: a shared or reloaded URL shows the same list, and Back/Forward restore earlier states.
 * Parameters the schema does not name are left untouched. Changes follow `useUrlSearchParams`'s
 * rules: they replace the history entry unless `history: 'push'` is asked for, and never count as
 * a new page for focus or the route announcer.
 *
 * ```ts
 * const [state, setState] = useSearchParamsState({ page: searchParam.integer(1), sort: searchParam.string('title') });
 * setState({ page: 2 }, { history: 'push' });
 * ```
 */
export function useSearchParamsState<S extends Schema>(
  schema: S,
  options: SetSearchParamsOptions = {},
): [
  SearchParamsState<S>,
  (
    next:
      | Partial<SearchParamsState<S>>
      | ((state: SearchParamsState<S>) => Partial<SearchParamsState<S>>),
    options?: SetSearchParamsOptions,
  ) => void,
] {
  const [params, setParams] = useUrlSearchParams(options);

  // The schema is usually an inline object literal: its keys, not its identity, matter. The one
  // kept is replaced only when the keys change.
  const [kept, setKept] = useState(schema);
  if (schemaKey(kept) !== schemaKey(schema)) setKept(schema);
  const state = useMemo(() => readState(kept, params), [kept, params]);

  const setState = useCallback(
    (
      next:
        | Partial<SearchParamsState<S>>
        | ((state: SearchParamsState<S>) => Partial<SearchParamsState<S>>),
      setOptions?: SetSearchParamsOptions,
    ) => {
      setParams((current) => {
        const patch = typeof next === 'function' ? next(readState(kept, current)) : next;
        for (const [key, value] of Object.entries(patch)) {
          const codecForKey = kept[key];
          if (!codecForKey) continue;
          const raw = codecForKey.serialize(value);
          if (raw === null) current.delete(key);
          else current.set(key, raw);
        }
        return current;
      }, setOptions);
    },
    [setParams, kept],
  );

  return [state, setState];
}
