'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { triggerAttributes } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { useDialogContext } from './DialogContext';

export type DialogTriggerProps = ButtonProps;

/** Renders a `Button` that opens its `Dialog`; focus comes back to it when the dialog closes. */
export function DialogTrigger({ onClick, ...props }: DialogTriggerProps) {
  const { open } = useDialogContext('DialogTrigger');
  return (
    <BaseDialog.Trigger
      render={<Button {...triggerAttributes('dialog-trigger', open, onClick)} {...props} />}
    />
  );
}
