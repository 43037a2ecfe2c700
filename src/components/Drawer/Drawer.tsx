'use client';

import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import { useDirection } from '../../utils/direction';
import {
  DialogFamilyContext,
  useDialogFamilyValue,
  type DrawerEdge,
} from '../internal/dialog/context';
import { engineOpenState, type OverlayRootProps } from '../internal/overlay/overlay';

export type DrawerSide = 'start' | 'end' | 'top' | 'bottom';

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
  const dir = useDirection();
  const edge: DrawerEdge =
    side === 'top' || side === 'bottom'
      ? side
      : (side === 'start') === (dir === 'ltr')
        ? 'left'
        : 'right';
  return (
    <DialogFamilyContext value={useDialogFamilyValue('drawer', { side, edge })}>
      <BaseDrawer.Root
        {...engineOpenState(openState, 'Drawer')}
        swipeDirection={swipeFor[edge]}
        disablePointerDismissal={!dismissible}
        onOpenChange={(next, details) => {
          if (!next && !dismissible && details.reason !== 'close-press') {
            details.cancel();
            return;
          }
          openState.onOpenChange?.(next);
        }}
      >
        {children}
      </BaseDrawer.Root>
    </DialogFamilyContext>
  );
}
