'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { useMemo, useRef } from 'react';
import { useOpenState, type OverlayRootProps } from '../../utils/overlay';
import { DialogContext } from './DialogContext';

export interface DialogProps extends OverlayRootProps {
  /**
   * Whether Escape and a click outside close the dialog. Turn it off for a task that must be finished
   * or cancelled explicitly (the close button and `DialogClose` still work). @default true
   */
  dismissible?: boolean;
}

/**
 * A modal dialog: focus moves in and is trapped, the page behind is inert and does not scroll, and
 * focus returns to what opened it. Renders no element itself; compose it from `DialogTrigger`,
 * `DialogContent`, `DialogTitle`, `DialogDescription`, `DialogFooter` and `DialogClose`.
 * Dialogs may open other dialogs; each stacks above the last.
 */
export function Dialog({ children, dismissible = true, ...openState }: DialogProps) {
  const [open, setOpen] = useOpenState(openState, 'Dialog');
  const titleCountRef = useRef(0);
  const context = useMemo(() => ({ open, titleCountRef }), [open]);
  return (
    <DialogContext value={context}>
      <BaseDialog.Root
        open={open}
        disablePointerDismissal={!dismissible}
        onOpenChange={(next, details) => {
          if (!next && !dismissible && details.reason === 'escape-key') {
            details.cancel();
            return;
          }
          setOpen(next);
        }}
      >
        {children}
      </BaseDialog.Root>
    </DialogContext>
  );
}
