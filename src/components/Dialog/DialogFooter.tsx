import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './DialogParts.module.css';

export type DialogFooterProps = ComponentProps<'div'>;

/** Renders the row of actions at the end of a dialog, aligned to the inline end. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div data-slot="dialog-footer" className={cx(styles.Footer, className)} {...props} />;
}
