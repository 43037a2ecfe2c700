'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useDialogContext } from './DialogContext';
import styles from './DialogParts.module.css';

export type DialogDescriptionProps = ComponentProps<'p'>;

/** Renders a `<p>` that describes the dialog; screen readers read it after the title. */
export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  useDialogContext('DialogDescription');
  return (
    <BaseDialog.Description
      data-slot="dialog-description"
      className={cx(styles.Description, className)}
      {...props}
    />
  );
}
