'use client';

import type { ComponentProps } from 'react';
import { FamilyDescription } from '../internal/dialog/parts';

export type DrawerDescriptionProps = ComponentProps<'p'>;

/** Renders a `<p>` that describes the drawer; screen readers read it after the title. */
export function DrawerDescription(props: DrawerDescriptionProps) {
  return <FamilyDescription part="DrawerDescription" root="Drawer" {...props} />;
}
