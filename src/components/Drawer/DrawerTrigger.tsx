'use client';

import type { ButtonProps } from '../Button/Button';
import { FamilyTrigger } from '../internal/dialog/parts';

export type DrawerTriggerProps = ButtonProps;

/** Renders a `Button` that opens its `Drawer`; focus returns to it when the drawer closes. */
export function DrawerTrigger(props: DrawerTriggerProps) {
  return <FamilyTrigger part="DrawerTrigger" root="Drawer" {...props} />;
}
