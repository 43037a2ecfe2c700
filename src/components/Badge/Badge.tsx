import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentProps<'span'> {
  /** Colour role. Colour is never the only signal: the text must say the status too. @default 'neutral' */
  tone?: BadgeTone;
  /** `subtle` is a tinted background, `solid` a filled one for more emphasis. @default 'subtle' */
  variant?: 'subtle' | 'solid';
  /** A decorative icon before the text; hidden from assistive technology. */
  icon?: ReactNode;
}

/**
 * Renders a short status label in a `<span>`. Its tone is exposed as `data-state`, so a status change
 * (pending → done) can be animated with a CSS transition on the colour.
 */
export function Badge({
  tone = 'neutral',
  variant = 'subtle',
  icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone}
      data-state={tone}
      data-variant={variant}
      className={cx(styles.Badge, className)}
      {...props}
    >
      {icon && (
        <span className={styles.Icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
