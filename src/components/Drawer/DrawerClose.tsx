'use client';

import type { ButtonProps } from '../Button/Button';
import { FamilyClose } from '../internal/dialog/parts';

export type DrawerCloseProps = ButtonProps;

/** Renders a `Button` that closes its drawer, after its own `onClick` (which may `preventDefault()`). */
export function DrawerClose(props: DrawerCloseProps) {
  return <FamilyClose part="DrawerClose" root="Drawer" {...props} />;
}
