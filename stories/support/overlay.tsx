import type { Decorator } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useFieldControl } from '../../src';
import { expect, waitFor } from 'storybook/test';

/** A plain text input for overlay stories (the form controls live in their own stories). */
export function DemoInput(props: ComponentProps<'input'>) {
  return (
    <input
      {...useFieldControl(props)}
      style={{
        minBlockSize: 'var(--control-height-md)',
        padding: '0 var(--space-3)',
        border: 'var(--border-width) solid var(--color-border-strong)',
        borderRadius: 'var(--radius-md)',
        background: 'var(--color-surface)',
        color: 'var(--color-text)',
        font: 'inherit',
      }}
    />
  );
}

/** Waits until `el` is gone from the document (its exit animation, if any, has finished). */
export async function expectGone(query: () => HTMLElement | null) {
  await waitFor(() => expect(query()).toBeNull());
}

/** Waits until the overlay has finished entering (no `data-starting-style`) and is opaque. */
export async function expectSettled(el: HTMLElement) {
  await waitFor(() => {
    expect(el).not.toHaveAttribute('data-starting-style');
    expect(getComputedStyle(el).opacity).toBe('1');
  });
}

/**
 * Proves an overlay animates in and out, whatever the machine's speed. Call it before opening:
 * `const motion = watchTransitions();` then, once the overlay is found, `await motion.entered(el)`,
 * and after closing it, `await motion.exited(el)`.
 *
 * The enter check reads the overlay's transition once it has settled (Base UI disables transitions
 * inline for the first frame, so reading it earlier reads `0s` on a slow machine). The exit check
 * listens for `transitionrun`, which the browser fires when it creates a transition: Base UI keeps
 * the element until its exit transitions end, so the event always comes when there is one, and
 * never when the exit transition is removed from the CSS or made instant by reduced motion.
 */
export function watchTransitions() {
  const exits: { target: EventTarget | null; property: string }[] = [];
  const listener = (event: Event) => {
    const { target, propertyName } = event as TransitionEvent;
    if (target instanceof Element && target.hasAttribute('data-ending-style')) {
      exits.push({ target, property: propertyName });
    }
  };
  document.addEventListener('transitionrun', listener, true);
  return {
    /** Waits until `el` has entered, then asserts it has a transition that takes time. */
    async entered(el: HTMLElement) {
      await expectSettled(el);
      const durations = getComputedStyle(el).transitionDuration.split(', ');
      await expect(durations.some((d) => parseFloat(d) > 0)).toBe(true);
    },
    /** Waits until `el` has run an exit transition (marked `data-ending-style`), then is gone. */
    async exited(el: HTMLElement, gone: () => HTMLElement | null) {
      await waitFor(() => expect(exits.some((e) => e.target === el)).toBe(true));
      await expectGone(gone);
      document.removeEventListener('transitionrun', listener, true);
    },
    /** Under reduced motion: `el` appears settled and leaves with no transition at all. */
    async instant(el: HTMLElement, gone: () => HTMLElement | null) {
      await expectGone(gone);
      document.removeEventListener('transitionrun', listener, true);
      await expect(exits.filter((e) => e.target === el)).toEqual([]);
    },
  };
}

/** Waits until `el` has entered and its enter transitions have run to the end (to measure it). */
export async function expectAtRest(el: HTMLElement) {
  await waitFor(() => expect(el).not.toHaveAttribute('data-starting-style'));
  // getAnimations() flushes styles first, so a transition that is about to start is included.
  await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
}

/** Whether the page is scroll-locked (Base UI locks the root or the body, depending on the layout). */
export function isScrollLocked() {
  return [document.documentElement, document.body].some(
    (el) => getComputedStyle(el).overflow === 'hidden',
  );
}

/** Puts the story at the bottom edge of the viewport, where a popup has no room below its trigger. */
export const atBottomEdge: Decorator = (Story) => (
  <div
    style={{
      position: 'fixed',
      insetBlockEnd: 'var(--space-2)',
      insetInlineStart: 'var(--space-4)',
    }}
  >
    <Story />
  </div>
);

/** Waits until `popup` sits wholly above `trigger`: it flipped, for want of room below. */
export async function expectAbove(popup: HTMLElement, trigger: HTMLElement) {
  await waitFor(() =>
    expect(popup.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    ),
  );
}
