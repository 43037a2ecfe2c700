'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useReducedMotion } from './useReducedMotion';

/**
 * FLIP ("First, Last, Invert, Play") for the children of `container` that carry `data-flip-key`:
 * after every commit, each child that moved is put back where it was with a transform and then
 * transitions to its new place, on the motion tokens. Positions are offsets inside the container (make
 * it `position: relative`), so scrolling between renders is not mistaken for movement. Nothing moves
 * with reduced motion.
 */
export function useFlip(container: RefObject<HTMLElement | null>): void {
  const positions = useRef(new Map<string, { x: number; y: number }>());
  const reduced = useReducedMotion();

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const next = new Map<string, { x: number; y: number }>();
    for (const child of Array.from(root.children)) {
      if (!(child instanceof HTMLElement) || !child.dataset.flipKey) continue;
      const key = child.dataset.flipKey;
      const now = { x: child.offsetLeft, y: child.offsetTop };
      next.set(key, now);
      const before = positions.current.get(key);
      if (reduced || !before) continue;
      const dx = before.x - now.x;
      const dy = before.y - now.y;
      if (dx === 0 && dy === 0) continue;
      child.style.transition = 'none';
      child.style.translate = `${dx}px ${dy}px`;
      // Reading layout commits the inverted position before the transition starts.
      void child.offsetWidth;
      child.style.transition = 'translate var(--duration-normal) var(--ease-standard)';
      child.style.translate = '';
      const clear = (event: Event) => {
        if (event.target !== child) return;
        child.style.transition = '';
        child.removeEventListener('transitionend', clear);
      };
      child.addEventListener('transitionend', clear);
    }
    positions.current = next;
  });
}
