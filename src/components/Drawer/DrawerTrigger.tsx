'use client';

import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import { triggerAttributes } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { useDrawerContext } from './DrawerContext';

export type DrawerTriggerProps = ButtonProps;

/** Renders a `Button` that opens its `Drawer`; focus returns to it when the drawer closes. */
export function DrawerTrigger({ onClick, ...props }: DrawerTriggerProps) {
  const { open } = useDrawerContext('DrawerTrigger');
  return (
    <BaseDrawer.Trigger
      render={<Button {...triggerAttributes('drawer-trigger', open, onClick)} {...props} />}
    />
  );
}
