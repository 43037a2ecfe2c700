import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Separator.module.css';

export interface SeparatorProps extends ComponentProps<'hr'> {
  /** `vertical` separates items in a row (a toolbar, an inline list). @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual: hidden from assistive technology when it separates nothing meaningful. @default false */
  decorative?: boolean;
}

/** Renders a native `<hr>` (role `separator`), horizontal or vertical. */
export function Separator({
  orientation = 'horizontal',
  decorative = false,
  className,
  ...props
}: SeparatorProps) {
  return (
    <hr
      data-slot="separator"
      data-orientation={orientation}
      aria-orientation={orientation === 'vertical' && !decorative ? 'vertical' : undefined}
      aria-hidden={decorative || undefined}
      className={cx(styles.Separator, className)}
      {...props}
    />
  );
}
