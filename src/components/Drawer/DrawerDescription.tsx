'use client';

import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useDrawerContext } from './DrawerContext';
import styles from '../Dialog/DialogParts.module.css';

export type DrawerDescriptionProps = ComponentProps<'p'>;

/** Renders a `<p>` that describes the drawer; screen readers read it after the title. */
export function DrawerDescription({ className, ...props }: DrawerDescriptionProps) {
  useDrawerContext('DrawerDescription');
  return (
    <BaseDrawer.Description
      data-slot="drawer-description"
      className={cx(styles.Description, className)}
      {...props}
    />
  );
}
