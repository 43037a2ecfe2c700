'use client';

import { Popover as BasePopover } from '@base-ui/react/popover';
import { useMemo, useRef } from 'react';
import { engineOpenState, type OverlayRootProps } from '../internal/overlay/overlay';
import { PopoverContext } from './PopoverContext';

export type PopoverProps = OverlayRootProps;

/**
 * A non-modal dialog anchored to its trigger (WAI-ARIA APG dialog pattern, non-modal): focus moves
 * into it on opening, the page stays usable, Escape or a click outside closes it and focus returns
 * to the trigger. Renders no element itself; compose it from `PopoverTrigger`, `PopoverContent`,
 * `PopoverTitle`, `PopoverDescription` and `PopoverClose`.
 */
export function Popover({ children, ...openState }: PopoverProps) {
  const titleCountRef = useRef(0);
  const context = useMemo(() => ({ titleCountRef }), []);
  return (
    <PopoverContext value={context}>
      <BasePopover.Root
        {...engineOpenState(openState, 'Popover')}
        onOpenChange={(next) => openState.onOpenChange?.(next)}
      >
        {children}
      </BasePopover.Root>
    </PopoverContext>
  );
}
