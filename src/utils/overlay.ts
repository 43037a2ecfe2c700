'use client';

import type { MouseEvent, MouseEventHandler, ReactNode } from 'react';
import { useControllableState } from './useControllableState';

/** What every overlay root (Dialog, AlertDialog, Drawer, Popover, Menu) takes: its parts and its open state. */
export interface OverlayRootProps {
  /** The trigger and the content. */
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever it opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** An overlay root's open state, controlled (`open`) or not (`defaultOpen`); `name` is for dev warnings. */
export function useOpenState(
  { open, defaultOpen = false, onOpenChange }: Omit<OverlayRootProps, 'children'>,
  name: string,
) {
  return useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name,
  });
}

/**
 * Wraps a user's click handler for a part built on Base UI so that `event.preventDefault()` in it also
 * stops the built-in behaviour (closing, opening), as the house style promises.
 */
export function preventableClick<T extends Element>(
  onClick: MouseEventHandler<T> | undefined,
): MouseEventHandler<T> | undefined {
  if (!onClick) return undefined;
  return (event: MouseEvent<T>) => {
    onClick(event);
    if (event.defaultPrevented) {
      (event as MouseEvent<T> & { preventBaseUIHandler?: () => void }).preventBaseUIHandler?.();
    }
  };
}

/**
 * What every overlay trigger puts on the button it renders: its slot, its state for CSS
 * (`data-state="open"`/`"closed"`), and the user's click handler wrapped by `preventableClick`.
 */
export function triggerAttributes<T extends Element>(
  slot: string,
  open: boolean,
  onClick: MouseEventHandler<T> | undefined,
) {
  return {
    'data-slot': slot,
    'data-state': open ? ('open' as const) : ('closed' as const),
    onClick: preventableClick(onClick),
  };
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** The first element inside `root` that Tab would reach, or `null`. */
export function firstTabbable(root: Element | null): HTMLElement | null {
  if (!root) return null;
  for (const el of root.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (el.tabIndex < 0 || el.matches(':disabled')) continue;
    if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
    if (el.closest('[inert], [hidden]')) continue;
    return el;
  }
  return null;
}
