/** One sort key: the column's id and its direction. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** One column filter: the column's id and the value typed or chosen. */
export interface DataTableFilter {
  id: string;
  value: string;
}

/**
 * Which rows are selected. `all: false` lists the selected ids; `all: true` means every result
 * (also those on other pages or not loaded yet) except the ids listed.
 */
export interface DataTableSelection {
  all: boolean;
  ids: string[];
}

/** Everything about a table that a user changes and an app may control or keep in the URL. */
export interface DataTableState {
  sorting: DataTableSort[];
  columnFilters: DataTableFilter[];
  globalFilter: string;
  /** Zero-based. */
  pageIndex: number;
  pageSize: number;
  selection: DataTableSelection;
  /** `false` hides a column; a missing id is visible. */
  columnVisibility: Record<string, boolean>;
}

export const DEFAULT_PAGE_SIZE = 25;

export const emptySelection: DataTableSelection = Object.freeze({
  all: false,
  ids: [],
}) as DataTableSelection;

/** The state of a table nobody has touched. */
export function defaultTableState(): DataTableState {
  return {
    sorting: [],
    columnFilters: [],
    globalFilter: '',
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    selection: emptySelection,
    columnVisibility: {},
  };
}

const FILTER_PREFIX = 'f.';

/**
 * Writes the parts of a table's state that belong in a URL (sorting, filters, search, page, page
 * size, hidden columns) as search params. Defaults are left out, so an untouched table has a clean
 * URL. Selection is not written: it is a transient choice, not a place to link to.
 *
 * `sort=title,-due` · `q=text` · `f.status=open` · `page=2` (one-based) · `size=50` · `hide=a,b`
 */
export function tableStateToSearchParams(state: Partial<DataTableState>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sorting?.length) {
    params.set('sort', state.sorting.map((s) => (s.desc ? '-' : '') + s.id).join(','));
  }
  if (state.globalFilter) params.set('q', state.globalFilter);
  for (const f of state.columnFilters ?? []) {
    if (f.value !== '') params.set(FILTER_PREFIX + f.id, f.value);
  }
  if (state.pageIndex && state.pageIndex > 0) params.set('page', String(state.pageIndex + 1));
  if (state.pageSize !== undefined && state.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('size', String(state.pageSize));
  }
  const hidden = Object.entries(state.columnVisibility ?? {})
    .filter(([, visible]) => visible === false)
    .map(([id]) => id);
  if (hidden.length) params.set('hide', hidden.join(','));
  return params;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/**
 * Reads what `tableStateToSearchParams` wrote. Returns only the pieces present in the URL, so it can
 * be spread over a default state. Malformed values (`page=abc`, `size=-3`) are ignored, never thrown.
 */
export function tableStateFromSearchParams(
  input: URLSearchParams | string,
): Partial<DataTableState> {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const state: Partial<DataTableState> = {};
  const sort = params.get('sort');
  if (sort) {
    const sorting = sort
      .split(',')
      .filter((part) => part !== '' && part !== '-')
      .map((part) =>
        part.startsWith('-') ? { id: part.slice(1), desc: true } : { id: part, desc: false },
      );
    if (sorting.length) state.sorting = sorting;
  }
  const q = params.get('q');
  if (q) state.globalFilter = q;
  const filters: DataTableFilter[] = [];
  for (const [key, value] of params) {
    if (key.startsWith(FILTER_PREFIX) && key.length > FILTER_PREFIX.length && value !== '') {
      filters.push({ id: key.slice(FILTER_PREFIX.length), value });
    }
  }
  if (filters.length) state.columnFilters = filters;
  const page = positiveInt(params.get('page'));
  if (page !== undefined) state.pageIndex = page - 1;
  const size = positiveInt(params.get('size'));
  if (size !== undefined) state.pageSize = size;
  const hide = params.get('hide');
  if (hide) {
    const ids = hide.split(',').filter(Boolean);
    if (ids.length) state.columnVisibility = Object.fromEntries(ids.map((id) => [id, false]));
  }
  return state;
}
