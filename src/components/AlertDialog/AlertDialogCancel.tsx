'use client';

import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { preventableClick } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { useAlertDialogContext } from './AlertDialogContext';

export type AlertDialogCancelProps = ButtonProps;

/**
 * Renders the `Button` that dismisses the alert dialog without acting; it has focus on opening. Its
 * words are the locale's "Cancel" (`dialog.cancel`) unless given as children.
 */
export function AlertDialogCancel({ onClick, ref, children, ...props }: AlertDialogCancelProps) {
  const { cancelRef } = useAlertDialogContext('AlertDialogCancel');
  const t = useTranslate('dialog', english.dialog);
  const buttonRef = useComposedRefs(ref, cancelRef);
  return (
    <BaseAlertDialog.Close
      render={
        <Button
          data-slot="alert-dialog-cancel"
          ref={buttonRef}
          onClick={preventableClick(onClick)}
          {...props}
        >
          {children ?? t('cancel')}
        </Button>
      }
    />
  );
}
