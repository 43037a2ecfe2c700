'use client';

import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from '../Dialog/Dialog.module.css';
import { TitleCheck } from '../Dialog/TitleCheck';
import { useAlertDialogContext } from './AlertDialogContext';

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
export function AlertDialogContent({
  size = 'sm',
  container,
  className,
  children,
  ...props
}: AlertDialogContentProps) {
  const { open, destructive, cancelRef, titleCountRef } =
    useAlertDialogContext('AlertDialogContent');
  return (
    <BaseAlertDialog.Portal container={container ?? undefined}>
      <BaseAlertDialog.Backdrop data-slot="alert-dialog-backdrop" className={styles.Backdrop} />
      <BaseAlertDialog.Popup
        data-slot="alert-dialog-content"
        data-size={size}
        data-state={open ? 'open' : 'closed'}
        data-variant={destructive ? 'destructive' : 'default'}
        className={cx(styles.Content, className)}
        // WAI-ARIA APG alert dialog: focus the least destructive action.
        initialFocus={() => cancelRef.current ?? true}
        {...props}
      >
        {children}
        <TitleCheck component="AlertDialogContent" titleCountRef={titleCountRef} labels={props} />
      </BaseAlertDialog.Popup>
    </BaseAlertDialog.Portal>
  );
}
