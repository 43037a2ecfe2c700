import type { ComponentProps, ReactElement } from 'react';
import { cx } from '../../utils/cx';
import { safeAnchorProps } from '../../utils/safeUrl';
import { Link } from '../Link/Link';
import styles from './Tabs.module.css';

export interface TabNavProps extends ComponentProps<'nav'> {
  /** Names the navigation landmark ("Project sections"); needed when the page has several navs. */
  'aria-label'?: string;
}

/**
 * Renders tabs that go to other pages: a `<nav>` with a list of links, the current one marked
 * `aria-current="page"`. APG advises against the `tab` role for links that navigate, so these are
 * ordinary links, reached with Tab, and styled like `Tabs`.
 */
export function TabNav({ className, children, ...props }: TabNavProps) {
  return (
    <nav data-slot="tab-nav" className={cx(styles.Nav, className)} {...props}>
      <ul className={styles.NavList}>{children}</ul>
    </nav>
  );
}

export interface TabNavLinkProps extends ComponentProps<'a'> {
  /** Marks the link as the current page (`aria-current="page"`). @default false */
  current?: boolean;
  /**
   * Renders a router's link instead of `<a>`: called with the props to spread on it. An unsafe
   * `href` is not handed on (it is `undefined`, and `data-unsafe-href` set), as `Link` refuses it.
   */
  render?: (props: ComponentProps<'a'> & { 'data-slot': string }) => ReactElement;
}

/** Renders one link of a `TabNav`, in a list item. Unsafe URLs are refused, as by `Link`. */
export function TabNavLink({ current = false, render, className, ...props }: TabNavLinkProps) {
  const linkProps = {
    'data-slot': 'tab-nav-link',
    'data-active': current || undefined,
    'aria-current': current ? ('page' as const) : undefined,
    className: cx(styles.Tab, className),
    ...props,
  };
  return (
    <li className={styles.NavItem}>
      {render ? render(safeAnchorProps(linkProps, 'TabNavLink')) : <Link {...linkProps} />}
    </li>
  );
}
