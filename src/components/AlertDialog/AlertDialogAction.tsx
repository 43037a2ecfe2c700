'use client';

import type { ButtonProps } from '../Button/Button';
import { useDialogFamily } from '../internal/dialog/context';
import { FamilyClose } from '../internal/dialog/parts';

export type AlertDialogActionProps = ButtonProps;

/**
 * Renders the confirming `Button` (primary, or danger in a `destructive` dialog). It runs its
 * `onClick`, then closes the dialog unless the handler called `event.preventDefault()` (to keep it
 * open while an async action runs, say).
 */
export function AlertDialogAction({ variant, ...props }: AlertDialogActionProps) {
  const { destructive } = useDialogFamily('AlertDialogAction', 'AlertDialog');
  return (
    <FamilyClose
      part="AlertDialogAction"
      root="AlertDialog"
      slot="alert-dialog-action"
      variant={variant ?? (destructive ? 'danger' : 'primary')}
      {...props}
    />
  );
}
