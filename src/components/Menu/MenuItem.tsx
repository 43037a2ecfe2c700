'use client';

import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { preventableClick } from '../internal/overlay/overlay';
import { NewTabNote, useAnchor } from '../Link/useAnchor';
import { useMenuContext } from './MenuContext';
import styles from './Menu.module.css';

interface ItemLookProps {
  /** An icon before the label; hidden from assistive technology. */
  icon?: ReactNode;
  /** A keyboard shortcut shown at the end (text only: the menu does not bind it). */
  shortcut?: ReactNode;
  /** Marks a destructive action (Delete…) with the danger colour. @default false */
  destructive?: boolean;
  /** The text typeahead matches, when the children are not plain text. */
  textValue?: string;
}

export interface MenuItemProps extends Omit<ComponentProps<'div'>, 'onClick'>, ItemLookProps {
  /** Ignores activation and is skipped by typeahead; it stays visible and reachable by arrows. @default false */
  disabled?: boolean;
  /** Runs when the item is chosen by click, Enter or Space. `preventDefault()` keeps the menu open. */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  /** Whether choosing it closes the menu. @default true */
  closeOnClick?: boolean;
}

export function ItemInner({ icon, shortcut, children }: ItemLookProps & { children?: ReactNode }) {
  return (
    <>
      <span className={styles.ItemIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.ItemLabel}>{children}</span>
      {shortcut && (
        <span className={styles.Shortcut} aria-hidden="true">
          {shortcut}
        </span>
      )}
    </>
  );
}

/** Renders one action in a menu (`role="menuitem"`). */
export function MenuItem({
  icon,
  shortcut,
  destructive = false,
  textValue,
  disabled = false,
  closeOnClick = true,
  onClick,
  className,
  children,
  ...props
}: MenuItemProps) {
  useMenuContext('MenuItem');
  return (
    <BaseMenu.Item
      data-slot="menu-item"
      data-destructive={destructive || undefined}
      label={textValue}
      disabled={disabled}
      closeOnClick={closeOnClick}
      onClick={preventableClick(onClick)}
      className={cx(styles.Item, className)}
      {...props}
    >
      <ItemInner icon={icon} shortcut={shortcut}>
        {children}
      </ItemInner>
    </BaseMenu.Item>
  );
}

export interface MenuLinkItemProps extends ComponentProps<'a'>, ItemLookProps {
  /** Where the link goes. Unsafe URLs (`javascript:`, `data:`…) are refused: the item is disabled. */
  href: string;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen readers. @default false */
  external?: boolean;
  /** With a router: replaces the current history entry instead of adding one. @default false */
  replace?: boolean;
  /** With a router: state kept with the new history entry. */
  state?: unknown;
  /**
   * Marks the item `aria-current="page"` only on exactly its path. A menu lists places, so this is
   * on; `false` also marks it on the pages below (`/tasks` on `/tasks/12`), as a NavLink does.
   * @default true
   */
  end?: boolean;
  /** Whether choosing it closes the menu. @default true */
  closeOnClick?: boolean;
}

/**
 * Renders a menu item that is a link (`<a role="menuitem">`). Router-aware like `Link`: inside a
 * router a plain click or Enter navigates in place and closes the menu, and the item for the
 * current page has `aria-current="page"`; modified clicks (new tab, new window), other targets and
 * downloads are left to the browser. Outside a router it is an ordinary link.
 */
export function MenuLinkItem({
  icon,
  shortcut,
  destructive = false,
  textValue,
  end = true,
  closeOnClick = true,
  className,
  children,
  ...props
}: MenuLinkItemProps) {
  useMenuContext('MenuLinkItem');
  const anchor = useAnchor('MenuLinkItem', { ...props, end, current: 'page' });
  if (!anchor.safe) {
    // Refused (useAnchor warns): the item stays, disabled, so the menu's shape does not change.
    return (
      <BaseMenu.Item
        data-slot="menu-link-item"
        disabled
        label={textValue}
        className={cx(styles.Item, className)}
      >
        <ItemInner icon={icon} shortcut={shortcut}>
          {children}
        </ItemInner>
      </BaseMenu.Item>
    );
  }
  return (
    <BaseMenu.LinkItem
      data-slot="menu-link-item"
      data-destructive={destructive || undefined}
      label={textValue}
      closeOnClick={closeOnClick}
      className={cx(styles.Item, className)}
      {...anchor.props}
    >
      <ItemInner icon={icon} shortcut={shortcut}>
        {children}
        {anchor.opensNewTab && <NewTabNote />}
      </ItemInner>
    </BaseMenu.LinkItem>
  );
}
