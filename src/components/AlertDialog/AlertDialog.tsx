'use client';

import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { useRef } from 'react';
import { DialogFamilyContext, useDialogFamilyValue } from '../internal/dialog/context';
import { engineOpenState, type OverlayRootProps } from '../internal/overlay/overlay';

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
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  return (
    <DialogFamilyContext value={useDialogFamilyValue('alert-dialog', { destructive, cancelRef })}>
      <BaseAlertDialog.Root
        {...engineOpenState(openState, 'AlertDialog')}
        onOpenChange={(next) => openState.onOpenChange?.(next)}
      >
        {children}
      </BaseAlertDialog.Root>
    </DialogFamilyContext>
  );
}
