'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useComposedRefs } from '../../utils/useComposedRefs';
import type { ButtonProps } from '../Button/Button';
import { useDialogFamily } from '../internal/dialog/context';
import { FamilyClose } from '../internal/dialog/parts';

export type AlertDialogCancelProps = ButtonProps;

/**
 * Renders the `Button` that dismisses the alert dialog without acting; it has focus on opening. Its
 * words are the locale's "Cancel" (`dialog.cancel`) unless given as children.
 */
export function AlertDialogCancel({ ref, children, ...props }: AlertDialogCancelProps) {
  const { cancelRef } = useDialogFamily('AlertDialogCancel', 'AlertDialog');
  const t = useTranslate('dialog', english.dialog);
  const buttonRef = useComposedRefs(ref, cancelRef);
  return (
    <FamilyClose
      part="AlertDialogCancel"
      root="AlertDialog"
      slot="alert-dialog-cancel"
      ref={buttonRef}
      {...props}
    >
      {children ?? t('cancel')}
    </FamilyClose>
  );
}
