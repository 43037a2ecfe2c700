'use client';

import type { ComponentProps } from 'react';
import { FamilyTitle } from '../internal/dialog/parts';

export type DrawerTitleProps = ComponentProps<'h2'>;

/** Renders the drawer's `<h2>` heading, which names the drawer for assistive technology. Required. */
export function DrawerTitle(props: DrawerTitleProps) {
  return <FamilyTitle part="DrawerTitle" root="Drawer" {...props} />;
}
