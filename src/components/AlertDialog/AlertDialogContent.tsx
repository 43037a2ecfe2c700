'use client';

import type { ComponentProps } from 'react';
import { useDialogFamily } from '../internal/dialog/context';
import { DialogShell } from '../internal/dialog/DialogShell';

export interface AlertDialogContentProps extends ComponentProps<'div'> {
  /** The dialog's width. @default 'sm' */
  size?: 'sm' | 'md';
  /** Where the dialog is portalled to. @default document.body */
  container?: HTMLElement | null;
}

/**
 * Renders the alert dialog (`role="alertdialog"`) over a backdrop, portalled to the body, with focus
 * on `AlertDialogCancel`. Animates in and out with the motion tokens.
 */
export function AlertDialogContent({ size = 'sm', ...props }: AlertDialogContentProps) {
  const { destructive, cancelRef } = useDialogFamily('AlertDialogContent', 'AlertDialog');
  return (
    <DialogShell
      part="AlertDialogContent"
      size={size}
      data-variant={destructive ? 'destructive' : 'default'}
      // WAI-ARIA APG alert dialog: focus the least destructive action.
      initialFocus={() => cancelRef?.current ?? true}
      {...props}
    />
  );
}
