'use client';

import { useControllableState } from '../../utils/useControllableState';
import {
  DEFAULT_PAGE_SIZE,
  emptySelection,
  type DataTableFilter,
  type DataTableSelection,
  type DataTableSort,
  type DataTableState,
} from './state';

/** Larger pages than this are treated as this: row numbers stay exact integers. */
const MAX_PAGE_SIZE = 1_000_000;

/** The page a table shows: zero-based index and size. */
export interface DataTablePage {
  pageIndex: number;
  pageSize: number;
}

/** Controlled and uncontrolled state, one piece at a time. */
export interface DataTableStateProps {
  /** Controlled state: each piece given here is controlled, the others stay internal. */
  state?: Partial<DataTableState>;
  /** Initial state of the uncontrolled pieces. */
  defaultState?: Partial<DataTableState>;
  /** Called with the new sort order. */
  onSortingChange?: (sorting: DataTableSort[]) => void;
  /** Called with the new per-column filters. */
  onColumnFiltersChange?: (filters: DataTableFilter[]) => void;
  /** Called with the new global search text. */
  onGlobalFilterChange?: (value: string) => void;
  /** Called with the new page index and size. */
  onPageChange?: (page: DataTablePage) => void;
  /** Called with the new selection. */
  onSelectionChange?: (selection: DataTableSelection) => void;
  /** Called with the new column visibility (`false` = hidden). */
  onColumnVisibilityChange?: (visibility: Record<string, boolean>) => void;
  /** Called with the whole state after any change; handy to mirror it into the URL. */
  onStateChange?: (state: DataTableState) => void;
}

const NAME = 'DataTable';

/** Every prop of `DataTableStateProps` (one missing here fails to compile). */
const stateProps: Record<keyof DataTableStateProps, true> = {
  state: true,
  defaultState: true,
  onSortingChange: true,
  onColumnFiltersChange: true,
  onGlobalFilterChange: true,
  onPageChange: true,
  onSelectionChange: true,
  onColumnVisibilityChange: true,
  onStateChange: true,
};

/** `props` without the state props, which `useDataTableState` reads. */
export function withoutStateProps<P extends DataTableStateProps>(
  props: P,
): Omit<P, keyof DataTableStateProps> {
  const rest: Record<string, unknown> = {};
  for (const key in props) if (!(key in stateProps)) rest[key] = props[key];
  return rest as Omit<P, keyof DataTableStateProps>;
}

/** The table's state, piece by piece controlled or not, from the props that carry it. */
export function useDataTableState({
  state = {},
  defaultState = {},
  onSortingChange,
  onColumnFiltersChange,
  onGlobalFilterChange,
  onPageChange,
  onSelectionChange,
  onColumnVisibilityChange,
  onStateChange,
}: DataTableStateProps) {
  const controlledWithoutHandler = !onStateChange ? NAME : undefined;
  const [sorting, setSortingInner] = useControllableState({
    value: state.sorting,
    defaultValue: defaultState.sorting ?? [],
    onChange: onSortingChange,
    name: onSortingChange ? undefined : controlledWithoutHandler,
  });
  const [columnFilters, setFiltersInner] = useControllableState({
    value: state.columnFilters,
    defaultValue: defaultState.columnFilters ?? [],
    onChange: onColumnFiltersChange,
    name: onColumnFiltersChange ? undefined : controlledWithoutHandler,
  });
  const [globalFilter, setGlobalInner] = useControllableState({
    value: state.globalFilter,
    defaultValue: defaultState.globalFilter ?? '',
    onChange: onGlobalFilterChange,
    name: onGlobalFilterChange ? undefined : controlledWithoutHandler,
  });
  const controlledPage =
    state.pageIndex !== undefined || state.pageSize !== undefined
      ? {
          pageIndex: state.pageIndex ?? defaultState.pageIndex ?? 0,
          pageSize: state.pageSize ?? defaultState.pageSize ?? DEFAULT_PAGE_SIZE,
        }
      : undefined;
  const [page, setPageInner] = useControllableState<DataTablePage>({
    value: controlledPage,
    defaultValue: {
      pageIndex: defaultState.pageIndex ?? 0,
      pageSize: defaultState.pageSize ?? DEFAULT_PAGE_SIZE,
    },
    onChange: onPageChange,
    name: onPageChange ? undefined : controlledWithoutHandler,
  });
  const [selection, setSelectionInner] = useControllableState({
    value: state.selection,
    defaultValue: defaultState.selection ?? emptySelection,
    onChange: onSelectionChange,
    name: onSelectionChange ? undefined : controlledWithoutHandler,
  });
  const [columnVisibility, setVisibilityInner] = useControllableState({
    value: state.columnVisibility,
    defaultValue: defaultState.columnVisibility ?? {},
    onChange: onColumnVisibilityChange,
    name: onColumnVisibilityChange ? undefined : controlledWithoutHandler,
  });

  // A page from a URL or an untyped caller may be NaN, negative or fractional: the table shows
  // the nearest sensible page instead of NaN row numbers (found by the fuzz tests).
  const pageSize =
    Number.isFinite(page.pageSize) && page.pageSize >= 1
      ? Math.min(Math.floor(page.pageSize), MAX_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE;
  const pageIndex =
    Number.isFinite(page.pageIndex) && page.pageIndex >= 0
      ? Math.min(Math.floor(page.pageIndex), Math.floor(Number.MAX_SAFE_INTEGER / pageSize))
      : 0;

  const current: DataTableState = {
    sorting,
    columnFilters,
    globalFilter,
    pageIndex,
    pageSize,
    selection,
    columnVisibility,
  };
  const report = (patch: Partial<DataTableState>) => onStateChange?.({ ...current, ...patch });

  // Sorting or filtering changes the results, so the view returns to the first page.
  const firstPage = () => {
    if (page.pageIndex !== 0) setPageInner({ ...page, pageIndex: 0 });
    return { pageIndex: 0 };
  };

  return {
    ...current,
    setSorting(next: DataTableSort[]) {
      setSortingInner(next);
      report({ sorting: next, ...firstPage() });
    },
    setColumnFilters(next: DataTableFilter[]) {
      setFiltersInner(next);
      report({ columnFilters: next, ...firstPage() });
    },
    setGlobalFilter(next: string) {
      setGlobalInner(next);
      report({ globalFilter: next, ...firstPage() });
    },
    setPage(next: DataTablePage) {
      if (next.pageIndex === page.pageIndex && next.pageSize === page.pageSize) return;
      setPageInner(next);
      report(next);
    },
    setSelection(next: DataTableSelection) {
      setSelectionInner(next);
      report({ selection: next });
    },
    /** Clears the search and every column filter, as one change. */
    clearFilters() {
      setGlobalInner('');
      setFiltersInner([]);
      report({ globalFilter: '', columnFilters: [], ...firstPage() });
    },
    setColumnVisibility(next: Record<string, boolean>) {
      setVisibilityInner(next);
      report({ columnVisibility: next });
    },
  };
}
