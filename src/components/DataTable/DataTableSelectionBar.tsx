import { Button } from '../Button/Button';
import styles from './DataTable.module.css';

interface DataTableSelectionBarProps {
  count: number;
  total: number;
  /** Every row of the page is selected, but not every result: offer the rest. */
  offerAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  formatNumber: (n: number) => string;
}

/** The selection count, announced politely, with "Select all N results" and "Clear selection". */
export function DataTableSelectionBar({
  count,
  total,
  offerAll,
  onSelectAll,
  onClear,
  formatNumber,
}: DataTableSelectionBarProps) {
  return (
    <div
      data-slot="data-table-selection"
      className={styles.SelectionBar}
      data-empty={count === 0 || undefined}
    >
      {/* Always in the DOM, so screen readers hear each change of the count. */}
      <p role="status" className={styles.SelectionCount}>
        {count === 0 ? '' : `${formatNumber(count)} of ${formatNumber(total)} selected`}
      </p>
      {offerAll && (
        <Button size="sm" variant="ghost" onClick={onSelectAll}>
          Select all {formatNumber(total)} results
        </Button>
      )}
      {count > 0 && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      )}
    </div>
  );
}
