'use client';

import { useLayoutEffect, type ComponentProps, type CSSProperties } from 'react';
import { usePresence } from '../../motion/usePresence';
import { cx } from '../../utils/cx';
import { useComposedRefs } from '../../utils/useComposedRefs';
import styles from './Collapse.module.css';

export interface CollapseProps extends ComponentProps<'div'> {
  /** Whether the content is shown; its height animates open and closed. */
  open: boolean;
  /** Keep the content in the DOM while closed (`hidden`), to keep its state or make it findable. @default false */
  keepMounted?: boolean;
  /** Animate the first mount too. @default false */
  appear?: boolean;
}

/**
 * Renders a `<div>` whose height animates between 0 and its content's height when `open` changes,
 * on the motion tokens (instant under reduced motion). `data-state` is `entering|entered|exiting`,
 * or `closed` while kept mounted.
 */
export function Collapse({
  open,
  keepMounted = false,
  appear = false,
  className,
  style,
  ref,
  ...props
}: CollapseProps) {
  const presence = usePresence<HTMLDivElement>(open, { appear });
  const moving = presence.state === 'entering' || presence.state === 'exiting';

  // The content's height, measured before each paint of a transition, is what it animates to and from.
  useLayoutEffect(() => {
    const el = presence.node;
    if (!el || !moving) return;
    el.style.setProperty('--collapse-height', `${el.scrollHeight}px`);
  }, [moving, presence.node, presence.state]);

  const mergedRef = useComposedRefs(presence.ref, ref);
  if (!presence.mounted && !keepMounted) return null;
  const closed = !presence.mounted;
  return (
    <div
      data-slot="collapse"
      {...presence.attributes}
      data-state={closed ? 'closed' : presence.state}
      hidden={closed || undefined}
      className={cx(styles.Collapse, className)}
      style={style as CSSProperties}
      ref={mergedRef}
      {...props}
    />
  );
}
