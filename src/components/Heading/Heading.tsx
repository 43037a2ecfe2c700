import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Heading.module.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: '3xl',
  2: '2xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export interface HeadingProps extends ComponentProps<'h2'> {
  /** The document-outline level, `<h1>`…`<h6>`. Choose it by structure, not by looks. @default 2 */
  level?: HeadingLevel;
  /** The visual size, when it should differ from what the level gives. */
  size?: HeadingSize;
}

/** Renders `<h1>`…`<h6>`; `level` sets the outline and `size` the look, independently. */
export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  const Tag = `h${clampLevel(level)}` as const;
  return (
    <Tag
      data-slot="heading"
      data-size={size ?? defaultSize[clampLevel(level)]}
      className={cx(styles.Heading, className)}
      {...props}
    />
  );
}

function clampLevel(level: number): HeadingLevel {
  const n = Math.round(Number.isFinite(level) ? level : 2);
  return Math.min(6, Math.max(1, n)) as HeadingLevel;
}
