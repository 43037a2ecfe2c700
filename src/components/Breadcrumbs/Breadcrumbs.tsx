'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { ChevronRight } from 'lucide-react';
import { useRef, useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { safeAnchorProps } from '../../utils/safeUrl';
import { Link } from '../Link/Link';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  /** The page's name. */
  label: ReactNode;
  /** The page's URL; the current page may leave it out. Unsafe URLs are refused, as by `Link`. */
  href?: string;
}

export interface BreadcrumbsProps extends ComponentProps<'nav'> {
  /** The trail from the top level to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Above this many items the middle collapses behind a "…" button. 0 never collapses. @default 0 */
  maxItems?: number;
  /** Items kept before the "…" when collapsed. @default 1 */
  itemsBeforeCollapse?: number;
  /** Items kept after the "…" when collapsed. @default 2 */
  itemsAfterCollapse?: number;
  /** The "…" button's accessible name, given the number of hidden items. @default 'Show 3 more breadcrumbs' */
  expandLabel?: (hiddenCount: number) => string;
  /**
   * Renders a router's link instead of `<a>`: called with the props to spread on it. An unsafe
   * `href` is not handed on (it is `undefined`, and `data-unsafe-href` set), as `Link` refuses it.
   */
  renderLink?: (props: ComponentProps<'a'> & { 'data-slot': string }) => ReactElement;
}

/**
 * Renders a breadcrumb trail (WAI-ARIA breadcrumb pattern): a `<nav aria-label="Breadcrumb">` with an
 * ordered list of links, the last marked `aria-current="page"`, separators hidden from assistive
 * technology. A long trail can collapse its middle behind a "…" button that expands it.
 */
export function Breadcrumbs({
  items,
  maxItems = 0,
  itemsBeforeCollapse = 1,
  itemsAfterCollapse = 2,
  expandLabel: expandLabelProp,
  renderLink,
  className,
  'aria-label': ariaLabelProp,
  ...props
}: BreadcrumbsProps) {
  const t = useTranslate('breadcrumbs', english.breadcrumbs);
  const ariaLabel = ariaLabelProp ?? t('label');
  const expandLabel = expandLabelProp ?? ((count: number) => t('showMore', { count }));
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const trail = items ?? [];
  const before = Math.max(0, Math.floor(itemsBeforeCollapse) || 0);
  const after = Math.max(1, Math.floor(itemsAfterCollapse) || 1);
  const collapse =
    !expanded && maxItems > 0 && trail.length > maxItems && trail.length > before + after + 1;
  const hidden = collapse ? trail.length - before - after : 0;

  function expand() {
    setExpanded(true);
    // The button disappears; focus the first item it revealed so keyboard users keep their place.
    requestAnimationFrame(() => {
      const link = listRef.current?.querySelectorAll<HTMLElement>('[data-slot="breadcrumb-link"]')[
        before
      ];
      link?.focus();
    });
  }

  const renderItem = (item: BreadcrumbItem, index: number) => {
    const current = index === trail.length - 1;
    const linkProps = {
      'data-slot': 'breadcrumb-link',
      'aria-current': current ? ('page' as const) : undefined,
      href: item.href,
      className: styles.Link,
      children: item.label,
    };
    return (
      <li key={index} data-slot="breadcrumb-item" className={styles.Item}>
        {item.href === undefined ? (
          // The current page without a URL is text, still marked as the current page.
          <span {...linkProps} />
        ) : renderLink ? (
          renderLink(safeAnchorProps(linkProps, 'Breadcrumbs'))
        ) : (
          <Link variant="standalone" {...linkProps} />
        )}
        {!current && <Separator />}
      </li>
    );
  };

  return (
    <nav
      data-slot="breadcrumbs"
      aria-label={ariaLabel}
      className={cx(styles.Breadcrumbs, className)}
      {...props}
    >
      <ol ref={listRef} className={styles.List}>
        {collapse ? (
          <>
            {trail.slice(0, before).map((item, i) => renderItem(item, i))}
            <li data-slot="breadcrumb-item" className={styles.Item}>
              <button
                type="button"
                data-slot="breadcrumb-expand"
                className={styles.Expand}
                aria-label={expandLabel(hidden)}
                onClick={expand}
              >
                …
              </button>
              <Separator />
            </li>
            {trail
              .slice(trail.length - after)
              .map((item, i) => renderItem(item, trail.length - after + i))}
          </>
        ) : (
          trail.map(renderItem)
        )}
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <span data-slot="breadcrumb-separator" className={styles.Separator} aria-hidden="true">
      <ChevronRight />
    </span>
  );
}
