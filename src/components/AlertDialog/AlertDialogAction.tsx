'use client';

import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { preventableClick } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { useAlertDialogContext } from './AlertDialogContext';

export type AlertDialogActionProps = ButtonProps;

/**
 * Renders the confirming `Button` (primary, or danger in a `destructive` dialog). It runs its
 * `onClick`, then closes the dialog unless the handler called `event.preventDefault()` (to keep it
 * open while an async action runs, say).
 */
export function AlertDialogAction({ onClick, variant, ...props }: AlertDialogActionProps) {
  const { destructive } = useAlertDialogContext('AlertDialogAction');
  return (
    <BaseAlertDialog.Close
      render={
        <Button
          data-slot="alert-dialog-action"
          variant={variant ?? (destructive ? 'danger' : 'primary')}
          onClick={preventableClick(onClick)}
          {...props}
        />
      }
    />
  );
}
