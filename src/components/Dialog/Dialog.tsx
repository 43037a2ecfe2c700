'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { DialogFamilyContext, useDialogFamilyValue } from '../internal/dialog/context';
import { engineOpenState, type OverlayRootProps } from '../internal/overlay/overlay';

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
  return (
    <DialogFamilyContext value={useDialogFamilyValue('dialog')}>
      <BaseDialog.Root
        {...engineOpenState(openState, 'Dialog')}
        disablePointerDismissal={!dismissible}
        onOpenChange={(next, details) => {
          if (!next && !dismissible && details.reason === 'escape-key') {
            details.cancel();
            return;
          }
          openState.onOpenChange?.(next);
        }}
      >
        {children}
      </BaseDialog.Root>
    </DialogFamilyContext>
  );
}
