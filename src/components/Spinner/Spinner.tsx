import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Spinner.module.css';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** What is loading, announced politely to screen readers. @default 'Loading' */
  label?: string;
  /** Hides the spinner from assistive technology when something else already says it is busy (a busy button). @default false */
  decorative?: boolean;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Renders an indeterminate loading indicator. Standalone it is a polite `status` region with a label;
 * `decorative` hides it where the surrounding element already conveys busyness.
 */
export function Spinner({
  label = 'Loading',
  decorative = false,
  size = 'md',
  className,
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cx(styles.Spinner, className)}
      {...props}
    >
      <svg className={styles.Circle} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9.5"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {!decorative && <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
