import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import { useMemo, useRef, type ReactNode } from 'react';
import { useDocumentDirection } from '../../utils/overlay';
import { useControllableState } from '../../utils/useControllableState';
import { DrawerContext, type DrawerContextValue, type DrawerSide } from './DrawerContext';

export interface DrawerProps {
  /** The trigger and the content. */
  children?: ReactNode;
  /** The edge the drawer slides from; `start` and `end` follow the text direction. @default 'end' */
  side?: DrawerSide;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever the drawer opens or closes. */
  onOpenChange?: (open: boolean) => void;
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
export function Drawer({
  children,
  side = 'end',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  dismissible = true,
}: DrawerProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Drawer',
  });
  const dir = useDocumentDirection();
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
