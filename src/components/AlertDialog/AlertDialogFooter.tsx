import type { ComponentProps } from 'react';
import { FamilyFooter } from '../internal/dialog/parts';

export type AlertDialogFooterProps = ComponentProps<'div'>;

/** Renders the row holding `AlertDialogCancel` and `AlertDialogAction`, at the inline end. */
export function AlertDialogFooter(props: AlertDialogFooterProps) {
  return <FamilyFooter slot="alert-dialog-footer" {...props} />;
}
