'use client';

import { useState, useSyncExternalStore } from 'react';

/**
 * Follows the pointer press going on, so what would change size or appear under the pointer waits
 * until the press has ended. Pressing the mouse on a button blurs the field first: anything that
 * blur resizes (a field's error, the error summary) or shows on top (a toast) would move the
 * button from under the pointer or cover it, the release would land elsewhere and the click would
 * be lost (issues 20 and 30). A blur by keyboard shows everything at once.
 */

let installed = false;
let pressed = false;
/** True from a press until its click has been handled (a task after its release). */
let holding = false;
let waiting: Array<() => void> = [];
const listeners = new Set<() => void>();

function setHolding(next: boolean) {
  if (holding === next) return;
  holding = next;
  for (const listener of listeners) listener();
}

function press(event: PointerEvent) {
  if (!event.isPrimary) return;
  pressed = true;
  setHolding(true);
}

function release() {
  pressed = false;
  if (!holding && waiting.length === 0) return;
  const run = waiting;
  waiting = [];
  // The click follows the pointerup in the same task: run after it.
  setTimeout(() => {
    // A new press may have begun meanwhile: it holds on.
    if (!pressed) setHolding(false);
    for (const callback of run) callback();
  }, 0);
}

/** Starts following pointer presses (once per document; a capture listener, so nothing hides them). */
export function trackPointerPresses(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerdown', press, true);
  for (const type of ['pointerup', 'pointercancel', 'dragend', 'keydown'] as const) {
    document.addEventListener(type, release, true);
  }
  // A press that ends outside the page (the window lost focus) never sends its pointerup here.
  window.addEventListener('blur', release);
}

/** Runs `callback` now, or once the pointer press going on has ended and its click was handled. */
export function afterPointerRelease(callback: () => void): void {
  if (pressed) waiting.push(callback);
  else callback();
}

function subscribe(listener: () => void) {
  trackPointerPresses();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const isHolding = () => holding;
const never = () => false;

/** Whether a pointer press is going on (until its click has been handled); false on the server. */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(subscribe, isHolding, never);
}

/**
 * `value`, except while a pointer press is going on: then the value shown when it began, until
 * the press has ended and its click was handled. For what changes size above or around controls
 * without the person asking (a request that finishes, a blur, a count that goes): it would move
 * the pressed control from under the pointer and the click would be lost.
 *
 * `key` tells one value from another, compared with `Object.is` (pass a string when the value is
 * a new object on every render). `''`, `null` or `undefined` mean nothing is on screen, and what
 * appears where nothing was is not held back (the click that made it appear has already landed).
 *
 * ```tsx
 * const rows = useHeldWhilePressed(liveRows, liveRows);
 * const count = useHeldWhilePressed(waiting.length, waiting.length || null);
 * ```
 */
export function useHeldWhilePressed<T>(value: T, key: unknown): T {
  const pressing = usePointerPressed();
  const [held, setHeld] = useState({ key, value });
  const holds = pressing && !isNothing(held.key);
  if (!holds && !Object.is(held.key, key)) setHeld({ key, value });
  return holds ? held.value : value;
}

const isNothing = (key: unknown) => key === '' || key === null || key === undefined;
