import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { Tone } from '../../utils/tone';
import styles from './Badge.module.css';

/** Badge's colour roles, from the one tone vocabulary. */
export type BadgeTone = Extract<Tone, 'neutral' | 'accent' | 'success' | 'warning' | 'danger'>;

export interface BadgeProps extends ComponentProps<'span'> {
  /** Colour role. Colour is never the only signal: the text must say the status too. @default 'neutral' */
  tone?: BadgeTone;
  /** `subtle` is a tinted background, `solid` a filled one for more emphasis. @default 'subtle' */
  variant?: 'subtle' | 'solid';
  /** A decorative icon before the text; hidden from assistive technology. */
  icon?: ReactNode;
  /**
   * Transition the colours when `tone` changes, for a status that changes in place. Off by default:
   * a transition per badge costs style work in long lists. @default false
   */
  animated?: boolean;
}

/**
 * Renders a short status label in a `<span>`. Its tone is exposed as `data-state`; with `animated`, a
 * status change (pending → done) transitions its colours.
 */
export function Badge({
  tone = 'neutral',
  variant = 'subtle',
  icon,
  animated = false,
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
      data-animated={animated || undefined}
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
