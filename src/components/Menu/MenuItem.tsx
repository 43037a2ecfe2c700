import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useLinkProps } from '../../router/useLinkProps';
import { cx } from '../../utils/cx';
import { devWarn } from '../../utils/dev';
import { preventableClick } from '../../utils/overlay';
import { isSafeHref, withSafeRel } from '../../utils/safeUrl';
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
  href,
  icon,
  shortcut,
  destructive = false,
  textValue,
  replace,
  state,
  end = true,
  closeOnClick = true,
  target,
  rel,
  download,
  onClick,
  className,
  children,
  ...props
}: MenuLinkItemProps) {
  useMenuContext('MenuLinkItem');
  const safe = isSafeHref(href);
  const linkProps = useLinkProps(safe ? href : undefined, {
    onClick,
    target,
    download,
    replace,
    state,
    end,
  });
  if (!safe) {
    devWarn(
      `MenuLinkItem: refused the unsafe URL "${href.slice(0, 40)}". Use an http(s), mailto, tel or ` +
        'relative URL; for an action, use <MenuItem onClick={…}> instead.',
    );
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
      target={target}
      // A new tab must not get a handle on this page (window.opener) nor its URL as referrer.
      rel={target === '_blank' ? withSafeRel(rel) : rel}
      download={download}
      className={cx(styles.Item, className)}
      {...props}
      {...linkProps}
    >
      <ItemInner icon={icon} shortcut={shortcut}>
        {children}
      </ItemInner>
    </BaseMenu.LinkItem>
  );
}
