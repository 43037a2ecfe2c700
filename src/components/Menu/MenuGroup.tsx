'use client';

import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useMenuContext } from './MenuContext';
import styles from './Menu.module.css';

export type MenuGroupProps = ComponentProps<'div'>;

/** Renders a group of related items (`role="group"`), named by the `MenuGroupLabel` inside it. */
export function MenuGroup({ className, ...props }: MenuGroupProps) {
  useMenuContext('MenuGroup');
  return (
    <BaseMenu.Group data-slot="menu-group" className={cx(styles.Group, className)} {...props} />
  );
}

export type MenuGroupLabelProps = ComponentProps<'div'>;

/** Renders the visible label that names its group; it is not an item and cannot be focused. */
export function MenuGroupLabel({ className, ...props }: MenuGroupLabelProps) {
  useMenuContext('MenuGroupLabel');
  return (
    <BaseMenu.GroupLabel
      data-slot="menu-group-label"
      className={cx(styles.GroupLabel, className)}
      {...props}
    />
  );
}

export type MenuSeparatorProps = ComponentProps<'div'>;

/** Renders a line between groups of items (`role="separator"`). */
export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  useMenuContext('MenuSeparator');
  return (
    <BaseMenu.Separator
      data-slot="menu-separator"
      className={cx(styles.Separator, className)}
      {...props}
    />
  );
}
