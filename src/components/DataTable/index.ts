export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export type {
  DataTableColumn,
  DataTableKeyColumn,
  DataTableComputedColumn,
  DataTableFilterOption,
} from './columns';
export type { DataTableState, DataTableSort, DataTableFilter, DataTableSelection } from './state';
export type { DataTablePage } from './useDataTableState';
export { tableStateToSearchParams, tableStateFromSearchParams, defaultTableState } from './state';
export {
  isRowSelected,
  selectedCount,
  setRowSelected,
  setPageSelected,
  selectAllResults,
} from './selection';
