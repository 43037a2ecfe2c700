'use client';

import { Popover as BasePopover } from '@base-ui/react/popover';
import { triggerAttributes } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { usePopoverContext } from './PopoverContext';

export type PopoverTriggerProps = ButtonProps;

/**
 * Renders a `Button` that toggles its `Popover` (`aria-haspopup="dialog"`, `aria-expanded`); focus
 * comes back to it when the popover closes.
 */
export function PopoverTrigger({ onClick, ...props }: PopoverTriggerProps) {
  const { open } = usePopoverContext('PopoverTrigger');
  return (
    <BasePopover.Trigger
      render={<Button {...triggerAttributes('popover-trigger', open, onClick)} {...props} />}
    />
  );
}
