'use client';

import type { ComponentProps, RefObject } from 'react';
import { PopupCloseButton } from '../internal/dialog/CloseButton';
import { DialogShell } from '../internal/dialog/DialogShell';

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
  showCloseButton = true,
  closeLabel,
  ...props
}: DialogContentProps) {
  return (
    <DialogShell
      part="DialogContent"
      size={size}
      closeButton={showCloseButton && <PopupCloseButton family="dialog" label={closeLabel} />}
      {...props}
    />
  );
}
