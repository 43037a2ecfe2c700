'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useDialogContext } from './DialogContext';
import styles from './DialogParts.module.css';
import { useTitleCount } from './TitleCheck';

export type DialogTitleProps = ComponentProps<'h2'>;

/** Renders the dialog's `<h2>` heading, which names the dialog for assistive technology. Required. */
export function DialogTitle({ className, ...props }: DialogTitleProps) {
  const { titleCountRef } = useDialogContext('DialogTitle');
  useTitleCount(titleCountRef);
  return (
    <BaseDialog.Title data-slot="dialog-title" className={cx(styles.Title, className)} {...props} />
  );
}
