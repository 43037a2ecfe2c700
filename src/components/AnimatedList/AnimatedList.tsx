'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useFlip } from '../../motion/useFlip';
import { useReducedMotion } from '../../motion/useReducedMotion';
import { waitForMotion } from '../../motion/waitForMotion';
import { cx } from '../../utils/cx';
import { useComposedRefs } from '../../utils/useComposedRefs';
import styles from './AnimatedList.module.css';

type ItemState = 'entering' | 'entered' | 'exiting';
interface Entry<T> {
  key: string;
  item: T;
  state: ItemState;
}

export interface AnimatedListProps<T> extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The items, in order. Added ones fade in, removed ones fade out, moved ones glide to their place. */
  items: readonly T[];
  /** A stable, unique key per item (its id). */
  getKey: (item: T) => string;
  /** Renders an item's content inside its `<li>`. */
  children: (item: T) => ReactNode;
  /** A numbered list (`<ol>`) instead of `<ul>`. @default false */
  ordered?: boolean;
}

function merge<T>(
  previous: Entry<T>[],
  items: readonly T[],
  getKey: (item: T) => string,
  reduced: boolean,
) {
  const before = new Map(previous.map((e) => [e.key, e]));
  const next: Entry<T>[] = items.map((item) => {
    const key = getKey(item);
    const old = before.get(key);
    const state: ItemState =
      old && old.state !== 'exiting' ? old.state : reduced ? 'entered' : 'entering';
    return { key, item, state };
  });
  if (reduced) return next;
  const keys = new Set(next.map((e) => e.key));
  // Removed items stay where they were until their exit has played.
  previous.forEach((entry, index) => {
    if (!keys.has(entry.key))
      next.splice(Math.min(index, next.length), 0, { ...entry, state: 'exiting' });
  });
  return next;
}

/**
 * Renders a list whose items animate: added items fade in, removed ones fade out before they leave
 * the DOM (hidden from assistive technology meanwhile), and items that move glide to their new place
 * (FLIP). Under reduced motion changes are immediate.
 */
export function AnimatedList<T>({
  items,
  getKey,
  children,
  ordered = false,
  className,
  ref,
  ...props
}: AnimatedListProps<T>) {
  const reduced = useReducedMotion();
  const [previousItems, setPreviousItems] = useState(items);
  const [entries, setEntries] = useState<Entry<T>[]>(() => merge([], items, getKey, true));
  if (previousItems !== items) {
    setPreviousItems(items);
    setEntries(merge(entries, items, getKey, reduced));
  }

  const list = useRef<HTMLUListElement | null>(null);
  const listRef = useComposedRefs(list, ref);
  useFlip(list);

  // Entering items are painted once with their starting style, then released to transition.
  const entering = entries.some((e) => e.state === 'entering');
  useLayoutEffect(() => {
    if (!entering) return;
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setEntries((all) =>
          all.map((e) => (e.state === 'entering' ? { ...e, state: 'entered' } : e)),
        ),
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [entering]);

  // Exiting items leave the DOM once their exit transition has ended.
  const exitingKeys = entries
    .filter((e) => e.state === 'exiting')
    .map((e) => e.key)
    .join('\n');
  useEffect(() => {
    if (!exitingKeys || !list.current) return;
    const cancels = exitingKeys.split('\n').map((key) => {
      const el =
        list.current?.querySelector(`:scope > [data-flip-key="${CSS.escape(key)}"]`) ?? null;
      return waitForMotion(el, () =>
        setEntries((all) => all.filter((e) => !(e.key === key && e.state === 'exiting'))),
      );
    });
    return () => cancels.forEach((cancel) => cancel());
  }, [exitingKeys]);

  // Typed as a <ul>, whose props these are; an <ol> takes the same.
  const Tag = (ordered ? 'ol' : 'ul') as 'ul';
  return (
    <Tag data-slot="animated-list" className={cx(styles.List, className)} ref={listRef} {...props}>
      {entries.map((entry) => (
        <li
          key={entry.key}
          data-slot="animated-list-item"
          data-flip-key={entry.key}
          data-state={entry.state}
          data-starting-style={entry.state === 'entering' ? '' : undefined}
          data-ending-style={entry.state === 'exiting' ? '' : undefined}
          aria-hidden={entry.state === 'exiting' || undefined}
          inert={entry.state === 'exiting' || undefined}
          className={styles.Item}
        >
          {children(entry.item)}
        </li>
      ))}
    </Tag>
  );
}
