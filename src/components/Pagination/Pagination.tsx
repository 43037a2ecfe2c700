'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { numberFormatter } from '../../utils/formatNumber';
import { useControllableState } from '../../utils/useControllableState';
import { Link } from '../Link/Link';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { pageRange } from './pageRange';
import styles from './Pagination.module.css';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The initial page when uncontrolled. @default 1 */
  defaultPage?: number;
  /** Called with the page the user chose. */
  onPageChange?: (page: number) => void;
  /** The number of pages. Left out, it is computed from `totalItems` and `pageSize`. */
  pageCount?: number;
  /** The number of items across all pages; shows the "Showing 21–40 of 1,234" summary. */
  totalItems?: number;
  /** Items per page (controlled). */
  pageSize?: number;
  /** The initial page size when uncontrolled. @default 20 */
  defaultPageSize?: number;
  /** Called with the page size chosen in the select. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Page sizes offered; the select appears only when this is given. */
  pageSizeOptions?: readonly number[];
  /** Builds each page's URL: pages become links (`<a href>`) instead of buttons. */
  getPageHref?: (page: number) => string;
  /** Pages shown on each side of the current page. @default 1 */
  siblingCount?: number;
  /** Pages always shown at each end. @default 1 */
  boundaryCount?: number;
  /** Shows the first- and last-page controls. @default true */
  showFirstLast?: boolean;
  /** The first-page control's name. @default the locale's `pagination.first` ('First page') */
  firstLabel?: string;
  /** The previous-page control's name. @default the locale's `pagination.previous` ('Previous page') */
  previousLabel?: string;
  /** The next-page control's name. @default the locale's `pagination.next` ('Next page') */
  nextLabel?: string;
  /** The last-page control's name. @default the locale's `pagination.last` ('Last page') */
  lastLabel?: string;
  /** A page's name, given its formatted number, so a screen reader hears "Page 3". @default the locale's `pagination.page` ('Page {page}') */
  pageLabel?: (page: string) => string;
  /** The page-size select's label. @default the locale's `pagination.pageSize` ('Rows per page') */
  pageSizeLabel?: string;
  /**
   * The summary, given the formatted numbers (and the total as a number, for plurals).
   * @default the locale's `pagination.summary` ('Showing 21–40 of 1,234'), or `pagination.noResults`
   */
  summaryText?: (range: {
    start: string;
    end: string;
    total: string;
    totalCount: number;
  }) => string;
}

/**
 * Renders a `<nav>` of page links (with `getPageHref`) or buttons: first, previous, page numbers with
 * ellipses, next, last; the current page carries `aria-current="page"`. Optionally a summary ("Showing
 * 21–40 of 1,234", formatted for the locale) and a labelled page-size `<select>`.
 */
export function Pagination({
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageCount: pageCountProp,
  totalItems,
  pageSize: pageSizeProp,
  defaultPageSize = 20,
  onPageSizeChange,
  pageSizeOptions,
  getPageHref,
  siblingCount = 1,
  boundaryCount = 1,
  showFirstLast = true,
  firstLabel,
  previousLabel,
  nextLabel,
  lastLabel,
  pageLabel,
  pageSizeLabel,
  summaryText,
  className,
  'aria-label': ariaLabelProp,
  ...props
}: PaginationProps) {
  const t = useTranslate('pagination', english.pagination);
  const ariaLabel = ariaLabelProp ?? t('label');
  const pageName = pageLabel ?? ((page: string) => t('page', { page }));
  const { locale } = useLocale();
  const selectId = useId();
  const [rawPageSize, setPageSize] = useControllableState({
    value: pageSizeProp,
    defaultValue: defaultPageSize,
    onChange: onPageSizeChange,
    name: 'Pagination',
    // Without a select the size is only read, so a controlled size needs no handler.
    readOnly: !pageSizeOptions,
  });
  const pageSize = Math.max(1, toCount(rawPageSize) || 20);
  const total = totalItems === undefined ? undefined : toCount(totalItems);
  const pageCount =
    pageCountProp !== undefined
      ? toCount(pageCountProp)
      : total !== undefined
        ? Math.ceil(total / pageSize)
        : 0;
  const [rawPage, setPage] = useControllableState({
    value: pageProp,
    defaultValue: defaultPage,
    onChange: onPageChange,
    name: 'Pagination',
  });
  const page = clamp(Math.floor(Number(rawPage)) || 1, 1, Math.max(1, pageCount));
  const number = numberFormatter(locale);
  const items = pageRange(
    page,
    pageCount,
    Math.max(0, toCount(siblingCount)),
    Math.max(0, toCount(boundaryCount)),
  );

  function go(target: number) {
    return () => setPage(clamp(target, 1, Math.max(1, pageCount)));
  }

  const atStart = pageCount === 0 || page <= 1;
  const atEnd = pageCount === 0 || page >= pageCount;

  let summary: string | undefined;
  if (total !== undefined) {
    const start = total === 0 ? 0 : (page - 1) * pageSize + 1;
    const end = Math.min(total, page * pageSize);
    const range = {
      start: number.format(start),
      end: number.format(end),
      total: number.format(total),
    };
    summary = summaryText
      ? summaryText({ ...range, totalCount: total })
      : total === 0
        ? t('noResults')
        : t('summary', range);
  }

  const sizes = pageSizeOptions
    ? [...new Set([...pageSizeOptions.map(toCount).filter((n) => n > 0), pageSize])].sort(
        (a, b) => a - b,
      )
    : undefined;

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel}
      className={cx(styles.Pagination, className)}
      {...props}
    >
      {summary !== undefined && (
        <p data-slot="pagination-summary" className={styles.Summary}>
          {summary}
        </p>
      )}
      <ul data-slot="pagination-list" className={styles.List}>
        {showFirstLast && (
          <li>
            <PageControl
              href={getPageHref}
              target={1}
              disabled={atStart}
              onSelect={go(1)}
              label={firstLabel ?? t('first')}
              step="first"
            />
          </li>
        )}
        <li>
          <PageControl
            href={getPageHref}
            target={page - 1}
            disabled={atStart}
            onSelect={go(page - 1)}
            label={previousLabel ?? t('previous')}
            step="previous"
          />
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageControl
                href={getPageHref}
                target={item}
                current={item === page}
                onSelect={go(item)}
                label={number.format(item)}
                ariaLabel={pageName(number.format(item))}
              />
            </li>
          ) : (
            // Skipped pages are a visual cue only; the pages either side say where you are.
            <li
              key={item}
              aria-hidden="true"
              data-slot="pagination-ellipsis"
              className={styles.Ellipsis}
            >
              …
            </li>
          ),
        )}
        <li>
          <PageControl
            href={getPageHref}
            target={page + 1}
            disabled={atEnd}
            onSelect={go(page + 1)}
            label={nextLabel ?? t('next')}
            step="next"
          />
        </li>
        {showFirstLast && (
          <li>
            <PageControl
              href={getPageHref}
              target={pageCount}
              disabled={atEnd}
              onSelect={go(pageCount)}
              label={lastLabel ?? t('last')}
              step="last"
            />
          </li>
        )}
      </ul>
      {sizes && (
        <div data-slot="pagination-page-size" className={styles.PageSize}>
          <label htmlFor={selectId}>{pageSizeLabel ?? t('pageSize')}</label>
          <select
            id={selectId}
            className={styles.Select}
            value={pageSize}
            onChange={(event) => setPageSize(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {number.format(size)}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}

interface PageControlProps {
  href: ((page: number) => string) | undefined;
  target: number;
  label: ReactNode;
  /** A step control, drawn as an arrow (by its CSS) and named by `label`. */
  step?: 'first' | 'previous' | 'next' | 'last';
  /** A fuller name than the visible text ("Page 3" for "3"); it starts with the visible text's words. */
  ariaLabel?: string;
  current?: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

/** One page control: a link when pages have URLs, a button otherwise. */
function PageControl({
  href,
  target,
  label,
  step,
  ariaLabel,
  current,
  disabled,
  onSelect,
}: PageControlProps) {
  const content = step ? <VisuallyHidden>{label}</VisuallyHidden> : label;
  const common = {
    'data-slot': 'pagination-item',
    'data-current': current || undefined,
    'data-disabled': disabled || undefined,
    'data-kind': step ? 'step' : 'page',
    'data-step': step,
    'aria-current': current ? ('page' as const) : undefined,
    'aria-label': ariaLabel,
    className: styles.Item,
  };
  if (href) {
    if (disabled) {
      // A disabled link has no href; role and aria-disabled keep it announced as an unavailable link.
      return (
        <a role="link" aria-disabled="true" {...common}>
          {content}
        </a>
      );
    }
    return (
      <Link
        variant="standalone"
        href={href(target)}
        onClick={(event: MouseEvent) => {
          if (!event.defaultPrevented) onSelect();
        }}
        {...common}
      >
        {content}
      </Link>
    );
  }
  return (
    <button type="button" disabled={disabled} onClick={onSelect} {...common}>
      {content}
    </button>
  );
}

function toCount(value: unknown): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, Number.MAX_SAFE_INTEGER) : 0;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
