import type { ComponentProps, CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import styles from './Skeleton.module.css';

export type SkeletonVariant = 'text' | 'circle' | 'rect';

export interface SkeletonProps extends ComponentProps<'div'> {
  /** The shape: lines of text, a circle (an avatar) or a rectangle (an image, a card). @default 'text' */
  variant?: SkeletonVariant;
  /** Number of text lines (text only); the last of several is shorter, like a paragraph. @default 1 */
  lines?: number;
  /** Width of the shape: a number of pixels or a CSS length. Match the content it stands in for. */
  width?: number | string;
  /** Height of the shape (a circle uses its width when this is missing): pixels or a CSS length. */
  height?: number | string;
}

/**
 * Renders a placeholder the shape of content that is loading. It is hidden from assistive technology:
 * put `aria-busy="true"` on the region that is loading (and a label or a status message), and give the
 * skeleton the size of the content it stands in for, so nothing moves when the content arrives.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  const count = variant === 'text' ? clampLines(lines) : 0;
  const size: CSSProperties = {
    inlineSize: toLength(width),
    blockSize: toLength(height ?? (variant === 'circle' ? width : undefined)),
    ...style,
  };
  return (
    <div
      data-slot="skeleton"
      data-variant={variant}
      aria-hidden="true"
      className={cx(styles.Skeleton, className)}
      style={size}
      {...props}
    >
      {Array.from({ length: count }, (_, i) => (
        <span key={i} data-slot="skeleton-line" className={styles.Line} />
      ))}
    </div>
  );
}

function clampLines(lines: number): number {
  const n = Math.floor(Number(lines));
  return Number.isFinite(n) ? Math.min(100, Math.max(1, n)) : 1;
}

function toLength(value: number | string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  return value;
}
