'use client';

import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { spinnerMark } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  /** Visual emphasis: one `primary` per view, `danger` for destructive actions. @default 'secondary' */
  variant?: ButtonVariant;
  /** Height and padding, following the density tokens. @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner and sets `aria-busy`; the button keeps its size and focus but ignores clicks. @default false */
  loading?: boolean;
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
  /** Stretches the button to the width of its container. @default false */
  fullWidth?: boolean;
}

/** Renders a native `<button>` (type `button` unless told otherwise) with variants, sizes and a loading state. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  startIcon,
  endIcon,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      data-full-width={fullWidth || undefined}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(styles.Button, className)}
      // A loading button stays focusable (so focus is not lost mid-submit) but does nothing.
      onClick={loading ? preventDefault : onClick}
      {...props}
    >
      {/* The label stays in the layout and the accessibility tree while loading (the CSS makes it
          transparent), so nothing shifts; no wrapper element, the button's own gap spaces the icons. */}
      {startIcon && (
        <span className={styles.Icon} aria-hidden="true">
          {startIcon}
        </span>
      )}
      {children}
      {endIcon && (
        <span className={styles.Icon} aria-hidden="true">
          {endIcon}
        </span>
      )}
      {loading && <span {...spinnerMark('sm', styles.Spinner)} />}
    </button>
  );
}

function preventDefault(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
