import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { useMemo, useRef, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { DialogContext } from './DialogContext';

export interface DialogProps {
  /** The trigger and the content. */
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
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
export function Dialog({
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  dismissible = true,
}: DialogProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Dialog',
  });
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
