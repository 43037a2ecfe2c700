'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { preventableClick } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { useDialogContext } from './DialogContext';

export type DialogCloseProps = ButtonProps;

/** Renders a `Button` that closes its dialog, after its own `onClick` (which may `preventDefault()`). */
export function DialogClose({ onClick, ...props }: DialogCloseProps) {
  useDialogContext('DialogClose');
  return (
    <BaseDialog.Close
      render={<Button data-slot="dialog-close" onClick={preventableClick(onClick)} {...props} />}
    />
  );
}
