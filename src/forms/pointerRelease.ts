'use client';

/**
 * Holds back what a blur would show while a pointer press is going on. Pressing the mouse on a
 * button blurs the field before the button is released; an error that appears then pushes the
 * button away from under the pointer, the release lands elsewhere and the click is lost (issue 20:
 * the first click on "Save changes" did nothing). So messages that a blur reveals wait until the
 * press ends and its click has been handled; a blur by keyboard (Tab) shows them at once.
 */

let installed = false;
let pressed = false;
let waiting: Array<() => void> = [];

function release() {
  pressed = false;
  if (waiting.length === 0) return;
  const run = waiting;
  waiting = [];
  // The click follows the pointerup in the same task: run after it.
  setTimeout(() => {
    for (const callback of run) callback();
  }, 0);
}

/** Starts following pointer presses (once per document; a capture listener, so nothing hides them). */
export function trackPointerPresses(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isPrimary) pressed = true;
    },
    true,
  );
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
