import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { useMemo, useRef, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { AlertDialogContext } from './AlertDialogContext';

export interface AlertDialogProps {
  /** The trigger and the content. */
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The action destroys something: `AlertDialogAction` becomes a danger button. @default false */
  destructive?: boolean;
}

/**
 * A modal confirmation (`role="alertdialog"`) that interrupts the user: it opens with focus on Cancel,
 * the least destructive action, and a click outside does not dismiss it (Escape cancels).
 * Compose it from `AlertDialogTrigger`, `AlertDialogContent`, `AlertDialogTitle`,
 * `AlertDialogDescription`, `AlertDialogFooter`, `AlertDialogCancel` and `AlertDialogAction`.
 */
export function AlertDialog({
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  destructive = false,
}: AlertDialogProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'AlertDialog',
  });
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const titleCountRef = useRef(0);
  const context = useMemo(
    () => ({ open, destructive, cancelRef, titleCountRef }),
    [open, destructive],
  );
  return (
    <AlertDialogContext value={context}>
      <BaseAlertDialog.Root open={open} onOpenChange={(next) => setOpen(next)}>
        {children}
      </BaseAlertDialog.Root>
    </AlertDialogContext>
  );
}
