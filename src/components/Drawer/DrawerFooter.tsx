import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from '../Dialog/DialogParts.module.css';

export type DrawerFooterProps = ComponentProps<'div'>;

/** Renders the row of actions at the end of a drawer, aligned to the inline end. */
export function DrawerFooter({ className, ...props }: DrawerFooterProps) {
  return <div data-slot="drawer-footer" className={cx(styles.Footer, className)} {...props} />;
}
