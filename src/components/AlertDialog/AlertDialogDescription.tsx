'use client';

import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from '../Dialog/DialogParts.module.css';
import { useAlertDialogContext } from './AlertDialogContext';

export type AlertDialogDescriptionProps = ComponentProps<'p'>;

/** Renders a `<p>` with the consequences, read by screen readers as the dialog's description. */
export function AlertDialogDescription({ className, ...props }: AlertDialogDescriptionProps) {
  useAlertDialogContext('AlertDialogDescription');
  return (
    <BaseAlertDialog.Description
      data-slot="alert-dialog-description"
      className={cx(styles.Description, className)}
      {...props}
    />
  );
}
