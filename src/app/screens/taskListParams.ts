// The task list's state lives in the URL; these turn a URL's search params into the list request,
// for the screen and for the app, which starts that request before the screen's code arrives.
import { defaultTableState, tableStateFromSearchParams, type DataTableState } from 'tessera';
import type { TaskListParams } from '../api/tasks';

/**
 * The table's state as a URL gives it: every piece over its default (a piece missing from the URL
 * is "none", not left to the table, which would keep the last value it saw).
 */
export function taskListState(searchParams: URLSearchParams): DataTableState {
  return { ...defaultTableState(), ...tableStateFromSearchParams(searchParams) };
}

/** Maps the table's state (as kept in the URL) to the API's list parameters. */
export function toListParams(state: Partial<DataTableState>): TaskListParams {
  const sort = state.sorting?.[0];
  const filter = (id: string) => state.columnFilters?.find((f) => f.id === id)?.value || undefined;
  return {
    page: (state.pageIndex ?? 0) + 1,
    pageSize: state.pageSize ?? 25,
    sort: sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : undefined,
    status: filter('status'),
    priority: filter('priority'),
    q: state.globalFilter || undefined,
  };
}
