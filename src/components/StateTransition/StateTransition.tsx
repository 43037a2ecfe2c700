'use client';

import { useEffect, useLayoutEffect, useState, type ComponentProps } from 'react';
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
  // A change while the emphasis still plays starts it again. Not by remounting the span (a `key`):
  // that would replace what is inside it, and a live region that is replaced is never heard.
  useLayoutEffect(() => {
    if (!changing || typeof node?.getAnimations !== 'function') return;
    for (const animation of node.getAnimations()) animation.currentTime = 0;
  }, [changing, node, value]);
  const mergedRef = useComposedRefs(ref, setNode);
  return (
    <span
      data-slot="state-transition"
      data-state={String(value)}
      data-changing={changing || undefined}
      className={cx(styles.StateTransition, className)}
      ref={mergedRef}
      {...props}
    />
  );
}
