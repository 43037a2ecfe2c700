'use client';

import { mergeProps } from '@base-ui/react/merge-props';
import {
  cloneElement,
  type ComponentProps,
  type HTMLAttributes,
  type MouseEvent,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { warnControlledWithoutHandler } from '../../../utils/useControllableState';

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

/**
 * The open state to hand to an overlay's engine, which keeps it (controlled or not): the one open
 * state an overlay has. Warns in development about an `open` given without `onOpenChange`, which
 * could never close.
 */
export function engineOpenState(
  { open, defaultOpen = false, onOpenChange }: Omit<OverlayRootProps, 'children'>,
  name: string,
): { open: boolean | undefined; defaultOpen: boolean } {
  if (open !== undefined && !onOpenChange) warnControlledWithoutHandler(name);
  return { open, defaultOpen };
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

/** The props a Base UI part hands to its `render` function. */
type EngineProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> | undefined };

/**
 * A Base UI `render` function: renders `element` with the engine's props merged in (as Base UI does
 * for a `render` element: the element's own props win, its handlers run first) and
 * `data-state="open"`/`"closed"` from the engine's open state, which is the only open state an
 * overlay keeps. A ref belongs on the Base UI part, not on `element`.
 */
export function withOpenState(element: ReactElement) {
  return (props: EngineProps, state: { open: boolean }) => {
    const merged: Record<string, unknown> = mergeProps<'div'>(
      props as ComponentProps<'div'>,
      element.props as ComponentProps<'div'>,
    );
    merged.ref = props.ref;
    merged['data-state'] = state.open ? 'open' : 'closed';
    return cloneElement(element, merged);
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
