'use client';

import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { useMemo, useRef } from 'react';
import { useOpenState, type OverlayRootProps } from '../../utils/overlay';
import { AlertDialogContext } from './AlertDialogContext';

export interface AlertDialogProps extends OverlayRootProps {
  /** The action destroys something: `AlertDialogAction` becomes a danger button. @default false */
  destructive?: boolean;
}

/**
 * A modal confirmation (`role="alertdialog"`) that interrupts the user: it opens with focus on Cancel,
 * the least destructive action, and a click outside does not dismiss it (Escape cancels).
 * Compose it from `AlertDialogTrigger`, `AlertDialogContent`, `AlertDialogTitle`,
 * `AlertDialogDescription`, `AlertDialogFooter`, `AlertDialogCancel` and `AlertDialogAction`.
 */
export function AlertDialog({ children, destructive = false, ...openState }: AlertDialogProps) {
  const [open, setOpen] = useOpenState(openState, 'AlertDialog');
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const titleCountRef = useRef(0);
  const context = useMemo(
    () => ({ open, destructive, cancelRef, titleCountRef }),
    [open, destructive],
  );
  return (
    <AlertDialogContext value={context}>
      <BaseAlertDialog.Root open={open} onOpenChange={(next) => setOpen(next)}>
        {children}
      </BaseAlertDialog.Root>
    </AlertDialogContext>
  );
}
