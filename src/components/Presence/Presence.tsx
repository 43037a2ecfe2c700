'use client';

import type { ComponentProps } from 'react';
import { usePresence } from '../../motion/usePresence';
import { cx } from '../../utils/cx';
import { useComposedRefs } from '../../utils/useComposedRefs';
import styles from './Presence.module.css';

export type PresenceVariant = 'fade' | 'slide' | 'scale';

export interface PresenceProps extends ComponentProps<'div'> {
  /** Whether the content is shown. When it turns false the content stays until its exit has ended. */
  present: boolean;
  /** The built-in enter and exit: fade, fade and slide up, fade and scale. Movement is removed under reduced motion. @default 'fade' */
  variant?: PresenceVariant;
  /** Animate the first mount too. @default false */
  appear?: boolean;
  /** The longest wait for the exit before unmounting anyway, in ms. @default the computed duration + 50 */
  timeoutMs?: number;
  /** Called after the exit, once the content unmounted. */
  onExitComplete?: () => void;
}

/**
 * Renders a `<div>` that enters and exits with a CSS transition: it stays mounted until its exit has
 * ended, exposing `data-state="entering|entered|exiting"` and `data-starting-style` /
 * `data-ending-style` for custom styles.
 */
export function Presence({
  present,
  variant = 'fade',
  appear = false,
  timeoutMs,
  onExitComplete,
  className,
  ref,
  ...props
}: PresenceProps) {
  const presence = usePresence<HTMLDivElement>(present, { appear, timeoutMs, onExitComplete });
  const mergedRef = useComposedRefs(presence.ref, ref);
  if (!presence.mounted) return null;
  return (
    <div
      data-slot="presence"
      data-variant={variant}
      {...presence.attributes}
      className={cx(styles.Presence, className)}
      ref={mergedRef}
      {...props}
    />
  );
}
