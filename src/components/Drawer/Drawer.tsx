'use client';

import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import { useMemo, useRef } from 'react';
import { useDirection } from '../../utils/direction';
import { useOpenState, type OverlayRootProps } from '../../utils/overlay';
import { DrawerContext, type DrawerContextValue, type DrawerSide } from './DrawerContext';

export interface DrawerProps extends OverlayRootProps {
  /** The edge the drawer slides from; `start` and `end` follow the text direction. @default 'end' */
  side?: DrawerSide;
  /** Whether Escape, a click outside and a swipe close the drawer. @default true */
  dismissible?: boolean;
}

const swipeFor = { left: 'left', right: 'right', top: 'up', bottom: 'down' } as const;

/**
 * A modal panel that slides in from an edge of the screen; on touch it can be swiped back out.
 * Same focus rules as `Dialog`: focus moves in, is trapped, and returns to what opened it.
 * Compose it from `DrawerTrigger`, `DrawerContent`, `DrawerTitle`, `DrawerDescription`,
 * `DrawerFooter` and `DrawerClose`.
 */
export function Drawer({ children, side = 'end', dismissible = true, ...openState }: DrawerProps) {
  const [open, setOpen] = useOpenState(openState, 'Drawer');
  const dir = useDirection();
  const edge: DrawerContextValue['edge'] =
    side === 'top' || side === 'bottom'
      ? side
      : (side === 'start') === (dir === 'ltr')
        ? 'left'
        : 'right';
  const titleCountRef = useRef(0);
  const context = useMemo(() => ({ open, side, edge, titleCountRef }), [open, side, edge]);
  return (
    <DrawerContext value={context}>
      <BaseDrawer.Root
        open={open}
        swipeDirection={swipeFor[edge]}
        disablePointerDismissal={!dismissible}
        onOpenChange={(next, details) => {
          if (!next && !dismissible && details.reason !== 'close-press') {
            details.cancel();
            return;
          }
          setOpen(next);
        }}
      >
        {children}
      </BaseDrawer.Root>
    </DrawerContext>
  );
}
