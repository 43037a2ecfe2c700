'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ComponentProps, RefObject } from 'react';
import { cx } from '../../utils/cx';
import { useDialogContext } from './DialogContext';
import { CloseButton } from './CloseButton';
import styles from './Dialog.module.css';
import { TitleCheck } from './TitleCheck';

export type DialogSize = 'sm' | 'md' | 'lg' | 'full';

export interface DialogContentProps extends ComponentProps<'div'> {
  /** The dialog's width: `full` takes the whole viewport less a margin. @default 'md' */
  size?: DialogSize;
  /** The element to focus on opening; by default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The element to focus on closing; by default the element that opened the dialog. */
  finalFocus?: RefObject<HTMLElement | null>;
  /** Shows the close button (an `IconButton` named "Close") at the top end. @default true */
  showCloseButton?: boolean;
  /** The close button's accessible name, for other languages. @default the locale's `dialog.close` ('Close') */
  closeLabel?: string;
  /** Where the dialog is portalled to. @default document.body */
  container?: HTMLElement | null;
}

/**
 * Renders the dialog itself (`role="dialog"`, `aria-modal`) over a backdrop, portalled to the body.
 * It animates in and out with the motion tokens, so under reduced motion it appears at once.
 */
export function DialogContent({
  size = 'md',
  initialFocus,
  finalFocus,
  showCloseButton = true,
  closeLabel: closeLabelProp,
  container,
  className,
  children,
  ...props
}: DialogContentProps) {
  const t = useTranslate('dialog', english.dialog);
  const closeLabel = closeLabelProp ?? t('close');
  const { open, titleCountRef } = useDialogContext('DialogContent');
  return (
    <BaseDialog.Portal container={container ?? undefined}>
      <BaseDialog.Backdrop data-slot="dialog-backdrop" className={styles.Backdrop} />
      <BaseDialog.Popup
        data-slot="dialog-content"
        data-size={size}
        data-state={open ? 'open' : 'closed'}
        className={cx(styles.Content, className)}
        initialFocus={initialFocus}
        finalFocus={finalFocus}
        {...props}
      >
        {children}
        {/* Last in the DOM (drawn at the top end) so focus starts on the content, not on "Close". */}
        {showCloseButton && (
          <BaseDialog.Close
            render={<CloseButton slot="dialog-close-button" label={closeLabel} />}
          />
        )}
        <TitleCheck component="DialogContent" titleCountRef={titleCountRef} labels={props} />
      </BaseDialog.Popup>
    </BaseDialog.Portal>
  );
}
