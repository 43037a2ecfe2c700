'use client';

import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useDrawerContext } from './DrawerContext';
import styles from '../Dialog/DialogParts.module.css';
import { useTitleCount } from '../Dialog/TitleCheck';

export type DrawerTitleProps = ComponentProps<'h2'>;

/** Renders the drawer's `<h2>` heading, which names the drawer for assistive technology. Required. */
export function DrawerTitle({ className, ...props }: DrawerTitleProps) {
  const { titleCountRef } = useDrawerContext('DrawerTitle');
  useTitleCount(titleCountRef);
  return (
    <BaseDrawer.Title data-slot="drawer-title" className={cx(styles.Title, className)} {...props} />
  );
}
