import type { ComponentProps } from 'react';
import { FamilyFooter } from '../internal/dialog/parts';

export type DrawerFooterProps = ComponentProps<'div'>;

/** Renders the row of actions at the end of a drawer, aligned to the inline end. */
export function DrawerFooter(props: DrawerFooterProps) {
  return <FamilyFooter slot="drawer-footer" {...props} />;
}
