import type { ComponentProps } from 'react';
import { FamilyFooter } from '../internal/dialog/parts';

export type DialogFooterProps = ComponentProps<'div'>;

/** Renders the row of actions at the end of a dialog, aligned to the inline end. */
export function DialogFooter(props: DialogFooterProps) {
  return <FamilyFooter slot="dialog-footer" {...props} />;
}
