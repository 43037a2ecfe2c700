import { Popover as BasePopover } from '@base-ui/react/popover';
import { useMemo, useRef, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { PopoverContext } from './PopoverContext';

export interface PopoverProps {
  /** The trigger and the content. */
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A non-modal dialog anchored to its trigger (WAI-ARIA APG dialog pattern, non-modal): focus moves
 * into it on opening, the page stays usable, Escape or a click outside closes it and focus returns
 * to the trigger. Renders no element itself; compose it from `PopoverTrigger`, `PopoverContent`,
 * `PopoverTitle`, `PopoverDescription` and `PopoverClose`.
 */
export function Popover({
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: PopoverProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Popover',
  });
  const titleCountRef = useRef(0);
  const context = useMemo(() => ({ open, titleCountRef }), [open]);
  return (
    <PopoverContext value={context}>
      <BasePopover.Root open={open} onOpenChange={(next) => setOpen(next)}>
        {children}
      </BasePopover.Root>
    </PopoverContext>
  );
}
