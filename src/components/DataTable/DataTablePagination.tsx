import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../Button/Button';
import styles from './DataTable.module.css';

export interface DataTablePaginationProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  pageSizeOptions: number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  formatNumber: (n: number) => string;
  label: string;
}

/** Previous/next page, "Page 2 of 40" and the page size, in a labelled navigation landmark. */
export function DataTablePagination({
  pageIndex,
  pageCount,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  formatNumber,
  label,
}: DataTablePaginationProps) {
  const id = useId();
  const pages = Math.max(1, pageCount);
  return (
    <nav
      aria-label={`${label} pages`}
      data-slot="data-table-pagination"
      className={styles.Pagination}
    >
      <span className={styles.ToolbarField} data-inline="">
        <label htmlFor={`${id}-size`} className={styles.ToolbarLabel}>
          Rows per page
        </label>
        <select
          id={`${id}-size`}
          className={styles.Input}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
        >
          {pageSizeOptions.map((n) => (
            <option key={n} value={n}>
              {formatNumber(n)}
            </option>
          ))}
        </select>
      </span>
      <p className={styles.PageStatus} aria-live="polite">
        Page {formatNumber(pageIndex + 1)} of {formatNumber(pages)}
      </p>
      <Button
        size="sm"
        disabled={pageIndex <= 0}
        onClick={() => onPageChange(pageIndex - 1)}
        startIcon={<ChevronLeft className={styles.Flip} />}
      >
        Previous
      </Button>
      <Button
        size="sm"
        disabled={pageIndex >= pages - 1}
        onClick={() => onPageChange(pageIndex + 1)}
        endIcon={<ChevronRight className={styles.Flip} />}
      >
        Next
      </Button>
    </nav>
  );
}
