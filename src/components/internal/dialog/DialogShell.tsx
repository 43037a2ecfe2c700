'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { withOpenState } from '../overlay/overlay';
import { useDialogFamily } from './context';
import styles from './Dialog.module.css';
import backdrop from './DialogBackdrop.module.css';
import { PopupEnd } from './PopupEnd';

type PopupProps = ComponentProps<typeof BaseDialog.Popup>;

export interface DialogShellProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The public content part's name (`DialogContent`), for messages. */
  part: string;
  size: string;
  container?: HTMLElement | null | undefined;
  initialFocus?: PopupProps['initialFocus'];
  finalFocus?: PopupProps['finalFocus'];
  /** The close button (`PopupCloseButton`), or nothing. */
  closeButton?: ReactNode;
  children?: ReactNode;
}

/**
 * The modal popup of a Dialog or an AlertDialog: portalled to the body over a backdrop, centred,
 * animated in and out with the motion tokens (at once under reduced motion).
 */
export function DialogShell({
  part,
  size,
  container,
  closeButton,
  className,
  children,
  ...props
}: DialogShellProps) {
  const { family } = useDialogFamily(part, part.replace(/Content$/, ''));
  return (
    <BaseDialog.Portal container={container ?? undefined}>
      <BaseDialog.Backdrop
        data-slot={`${family}-backdrop`}
        className={cx(backdrop.DialogBackdrop, styles.Backdrop)}
      />
      <BaseDialog.Popup
        data-slot={`${family}-content`}
        data-size={size}
        className={cx(styles.Content, className)}
        render={withOpenState(<div />)}
        {...props}
      >
        {children}
        <PopupEnd part={part} closeButton={closeButton} labels={props} />
      </BaseDialog.Popup>
    </BaseDialog.Portal>
  );
}
