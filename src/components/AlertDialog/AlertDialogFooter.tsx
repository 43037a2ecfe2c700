import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from '../Dialog/DialogParts.module.css';

export type AlertDialogFooterProps = ComponentProps<'div'>;

/** Renders the row holding `AlertDialogCancel` and `AlertDialogAction`, at the inline end. */
export function AlertDialogFooter({ className, ...props }: AlertDialogFooterProps) {
  return (
    <div data-slot="alert-dialog-footer" className={cx(styles.Footer, className)} {...props} />
  );
}
