export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageRange } from './pageRange';
export type { PageRangeItem } from './pageRange';
