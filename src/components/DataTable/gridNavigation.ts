/** A cell of the grid: `row` 0 is the header row, data rows start at 1. */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridBounds {
  /** Rows including the header row. */
  rowCount: number;
  colCount: number;
  /** How many rows PageUp and PageDown move by. */
  pageRows: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** Right to left: ArrowLeft moves to the next column. */
  rtl?: boolean;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

/**
 * The cell a key moves to in a WAI-ARIA data grid, or `null` when the key is not a navigation key.
 * Movement stops at the edges (no wrapping), as the APG grid pattern recommends for data grids.
 * https://www.w3.org/WAI/ARIA/apg/patterns/grid/#keyboardinteraction-datagrids
 */
export function moveInGrid(
  from: GridPosition,
  { key, ctrlKey = false, metaKey = false, rtl = false }: GridKey,
  { rowCount, colCount, pageRows }: GridBounds,
): GridPosition | null {
  if (rowCount < 1 || colCount < 1) return null;
  const lastRow = rowCount - 1;
  const lastCol = colCount - 1;
  const at = { row: clamp(from.row, 0, lastRow), col: clamp(from.col, 0, lastCol) };
  const page = Math.max(1, Math.floor(pageRows) || 1);
  const ctrl = ctrlKey || metaKey;
  const forward = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return { ...at, col: clamp(at.col + forward, 0, lastCol) };
    case 'ArrowLeft':
      return { ...at, col: clamp(at.col - forward, 0, lastCol) };
    case 'ArrowDown':
      return { ...at, row: clamp(at.row + 1, 0, lastRow) };
    case 'ArrowUp':
      return { ...at, row: clamp(at.row - 1, 0, lastRow) };
    case 'PageDown':
      return { ...at, row: clamp(at.row + page, 0, lastRow) };
    case 'PageUp':
      return { ...at, row: clamp(at.row - page, 0, lastRow) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { ...at, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { ...at, col: lastCol };
    default:
      return null;
  }
}

/**
 * `aria-rowindex` of a data row: one-based, counting the header row (1), and the rows of earlier
 * pages, so it stays the row's place in the whole result set while only some rows are in the DOM.
 */
export function ariaRowIndex(indexInPage: number, pageIndex = 0, pageSize = 0): number {
  return pageIndex * pageSize + indexInPage + 2;
}
