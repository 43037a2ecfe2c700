'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import { useReducedMotion } from '../../motion/useReducedMotion';
import { waitForMotion } from '../../motion/waitForMotion';
import { cx } from '../../utils/cx';
import { useComposedRefs } from '../../utils/useComposedRefs';
import styles from './StateTransition.module.css';

export interface StateTransitionProps extends ComponentProps<'span'> {
  /** The state shown inside (a status, a count). Each change plays the transition once. */
  value: string | number;
}

/**
 * Renders a `<span>` around something whose state changes (a status badge, a counter) and marks
 * each change with `data-state` (the value) and `data-changing` while a short emphasis plays: a
 * small pop with a fade-in of the new content. Under reduced motion only the content changes.
 */
export function StateTransition({ value, className, ref, ...props }: StateTransitionProps) {
  const reduced = useReducedMotion();
  const [previous, setPrevious] = useState(value);
  const [changing, setChanging] = useState(false);
  const [node, setNode] = useState<HTMLSpanElement | null>(null);
  if (!Object.is(previous, value)) {
    setPrevious(value);
    setChanging(!reduced);
  }
  useEffect(() => {
    if (!changing) return;
    return waitForMotion(node, () => setChanging(false));
  }, [changing, node, value]);
  const mergedRef = useComposedRefs(ref, setNode);
  return (
    <span
      data-slot="state-transition"
      data-state={String(value)}
      data-changing={changing || undefined}
      // Restarts the animation on a change while the previous one still plays.
      key={changing ? String(value) : undefined}
      className={cx(styles.StateTransition, className)}
      ref={mergedRef}
      {...props}
    />
  );
}
