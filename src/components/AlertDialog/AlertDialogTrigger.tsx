'use client';

import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { triggerAttributes } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { useAlertDialogContext } from './AlertDialogContext';

export type AlertDialogTriggerProps = ButtonProps;

/** Renders a `Button` that opens its `AlertDialog`; focus returns to it when the dialog closes. */
export function AlertDialogTrigger({ onClick, ...props }: AlertDialogTriggerProps) {
  const { open } = useAlertDialogContext('AlertDialogTrigger');
  return (
    <BaseAlertDialog.Trigger
      render={<Button {...triggerAttributes('alert-dialog-trigger', open, onClick)} {...props} />}
    />
  );
}
