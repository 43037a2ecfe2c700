import { useCallback, useMemo } from 'react';
import { useRouterAdapter } from './adapter';

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
  /** `push` adds a history entry (Back returns to the previous state); `replace` does not. */
  history?: 'push' | 'replace';
}

/**
 * Keeps list state (sort, filters, page) in the URL's search parameters, typed by a schema of
 * codecs: a shared or reloaded URL shows the same list, and Back/Forward restore earlier states.
 * Parameters the schema does not name are left untouched.
 *
 * ```ts
 * const [state, setState] = useSearchParamsState({ page: searchParam.integer(1), sort: searchParam.string('title') });
 * setState({ page: 2 }, { history: 'push' });
 * ```
 */
export function useSearchParamsState<S extends Schema>(
  schema: S,
  { history: defaultHistory = 'replace' }: SetSearchParamsOptions = {},
): [
  SearchParamsState<S>,
  (
    next:
      | Partial<SearchParamsState<S>>
      | ((state: SearchParamsState<S>) => Partial<SearchParamsState<S>>),
    options?: SetSearchParamsOptions,
  ) => void,
] {
  const adapter = useRouterAdapter();
  const { pathname, search, hash } = adapter.location;

  const schemaKeys = Object.keys(schema).join('\u0000');
  const state = useMemo(() => {
    const params = new URLSearchParams(search);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(schema)) out[key] = schema[key]!.parse(params.get(key));
    return out as SearchParamsState<S>;
    // The schema is usually an inline object literal: its keys and codecs, not its identity, matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, schemaKeys]);

  const setState = useCallback(
    (
      next:
        | Partial<SearchParamsState<S>>
        | ((state: SearchParamsState<S>) => Partial<SearchParamsState<S>>),
      options?: SetSearchParamsOptions,
    ) => {
      const patch = typeof next === 'function' ? next(state) : next;
      const params = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        const codecForKey = schema[key];
        if (!codecForKey) continue;
        const raw = codecForKey.serialize(value);
        if (raw === null) params.delete(key);
        else params.set(key, raw);
      }
      const query = params.toString();
      const to = `${pathname}${query ? `?${query}` : ''}${hash}`;
      if (to === `${pathname}${search}${hash}`) return;
      adapter.navigate(to, {
        replace: (options?.history ?? defaultHistory) === 'replace',
        preventScrollReset: true,
      });
    },
    [adapter, state, schema, pathname, search, hash, defaultHistory],
  );

  return [state, setState];
}
