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
  await waitFor(() => expect(query()).toBeNull(), { timeout: 3000 });
}

/** Waits until the overlay has finished entering (no `data-starting-style`) and is opaque. */
export async function expectSettled(el: HTMLElement) {
  await waitFor(() => {
    expect(el).not.toHaveAttribute('data-starting-style');
    expect(getComputedStyle(el).opacity).toBe('1');
  });
}

/** Whether the page is scroll-locked (Base UI locks the root or the body, depending on the layout). */
export function isScrollLocked() {
  return [document.documentElement, document.body].some(
    (el) => getComputedStyle(el).overflow === 'hidden',
  );
}
