'use client';

import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import { preventableClick } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { useDrawerContext } from './DrawerContext';

export type DrawerCloseProps = ButtonProps;

/** Renders a `Button` that closes its drawer, after its own `onClick` (which may `preventDefault()`). */
export function DrawerClose({ onClick, ...props }: DrawerCloseProps) {
  useDrawerContext('DrawerClose');
  return (
    <BaseDrawer.Close
      render={<Button data-slot="drawer-close" onClick={preventableClick(onClick)} {...props} />}
    />
  );
}
