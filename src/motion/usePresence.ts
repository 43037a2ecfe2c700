'use client';

import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from './useReducedMotion';
import { waitForMotion } from './waitForMotion';

export type PresenceState = 'entering' | 'entered' | 'exiting' | 'exited';

export interface UsePresenceOptions {
  /** Animate the first mount too (when `present` starts true). @default false */
  appear?: boolean;
  /** The longest wait for an exit before unmounting anyway, in ms. @default the computed duration + 50 */
  timeoutMs?: number;
  /** Called once the exit finished and the element unmounted. */
  onExitComplete?: () => void;
  /** Called once the enter finished. */
  onEnterComplete?: () => void;
}

export interface PresenceResult<T extends HTMLElement> {
  /** Render the element while this is true. */
  mounted: boolean;
  state: PresenceState;
  /** A callback ref for the animated element: its transitions decide when the exit ends. */
  ref: (node: T | null) => void;
  /** The animated element, once mounted. */
  node: T | null;
  /** Spread on the element: `data-state`, `data-starting-style`, `data-ending-style`. */
  attributes: {
    'data-state': PresenceState;
    'data-starting-style'?: '';
    'data-ending-style'?: '';
  };
}

/**
 * Keeps an element mounted until its exit transition or animation has ended. The element gets
 * `data-state="entering|entered|exiting"`, with `data-starting-style` on its first entering frame and
 * `data-ending-style` from the second exiting frame (the same attributes Base UI uses), so CSS
 * transitions run from and to those styles. A timeout ends a transition whose end event never comes.
 */
export function usePresence<T extends HTMLElement = HTMLDivElement>(
  present: boolean,
  { appear = false, timeoutMs, onExitComplete, onEnterComplete }: UsePresenceOptions = {},
): PresenceResult<T> {
  const [node, setNode] = useState<T | null>(null);
  const reduced = useReducedMotion();
  const [state, setState] = useState<PresenceState>(
    present ? (appear && !reduced ? 'entering' : 'entered') : 'exited',
  );
  // The first frame of entering shows the starting style; the second frame of exiting the ending one.
  const [edge, setEdge] = useState(present && appear && !reduced);

  // Adjusting state while rendering (react.dev, "storing information from previous renders").
  // With reduced motion nothing moves, so there is nothing to wait for.
  if (present && (state === 'exited' || state === 'exiting')) {
    setState(reduced ? 'entered' : 'entering');
    setEdge(!reduced);
  } else if (!present && (state === 'entered' || state === 'entering')) {
    setState(reduced ? 'exited' : 'exiting');
    setEdge(false);
  }

  const exitComplete = useEffectEvent(() => onExitComplete?.());
  const enterComplete = useEffectEvent(() => onEnterComplete?.());

  // Flip the edge after a frame has been painted with the starting (or not-yet-ending) style.
  useLayoutEffect(() => {
    if (state === 'entering' && edge) {
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setEdge(false)));
      return () => cancelAnimationFrame(frame);
    }
    if (state === 'exiting' && !edge) {
      const frame = requestAnimationFrame(() => setEdge(true));
      return () => cancelAnimationFrame(frame);
    }
  }, [state, edge, reduced]);

  useEffect(() => {
    if (state === 'entering' && !edge) {
      return waitForMotion(reduced ? null : node, () => setState('entered'), { timeoutMs });
    }
    if (state === 'exiting' && edge) {
      return waitForMotion(reduced ? null : node, () => setState('exited'), { timeoutMs });
    }
  }, [state, edge, reduced, timeoutMs, node]);

  // Callbacks fire on changes only, not for the state the element started in.
  const reported = useRef(state);
  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    if (state === 'exited') exitComplete();
    if (state === 'entered') enterComplete();
  }, [state]);

  return {
    mounted: state !== 'exited',
    state,
    ref: setNode,
    node,
    attributes: {
      'data-state': state,
      ...(state === 'entering' && edge ? { 'data-starting-style': '' as const } : {}),
      ...(state === 'exiting' && edge ? { 'data-ending-style': '' as const } : {}),
    },
  };
}
