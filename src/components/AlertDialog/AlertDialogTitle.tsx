'use client';

import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from '../Dialog/DialogParts.module.css';
import { useAlertDialogContext } from './AlertDialogContext';
import { useTitleCount } from '../Dialog/TitleCheck';

export type AlertDialogTitleProps = ComponentProps<'h2'>;

/** Renders the `<h2>` that names the alert dialog: the question being asked. Required. */
export function AlertDialogTitle({ className, ...props }: AlertDialogTitleProps) {
  const { titleCountRef } = useAlertDialogContext('AlertDialogTitle');
  useTitleCount(titleCountRef);
  return (
    <BaseAlertDialog.Title
      data-slot="alert-dialog-title"
      className={cx(styles.Title, styles.AlertTitle, className)}
      {...props}
    />
  );
}
