import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from '../../styles/visuallyHidden.module.css';

export interface VisuallyHiddenProps extends ComponentProps<'span'> {
  /** Becomes visible while it or something inside it has focus (for skip links). @default false */
  focusable?: boolean;
}

/** Renders content for screen readers only: hidden from sight, still in the accessibility tree. */
export function VisuallyHidden({ focusable = false, className, ...props }: VisuallyHiddenProps) {
  return (
    <span
      data-slot="visually-hidden"
      data-focusable={focusable || undefined}
      className={cx(styles.VisuallyHidden, className)}
      {...props}
    />
  );
}
