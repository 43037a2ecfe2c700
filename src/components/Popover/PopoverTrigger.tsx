'use client';

import { Popover as BasePopover } from '@base-ui/react/popover';
import { preventableClick, withOpenState } from '../internal/overlay/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { usePopoverContext } from './PopoverContext';

export type PopoverTriggerProps = ButtonProps;

/**
 * Renders a `Button` that toggles its `Popover` (`aria-haspopup="dialog"`, `aria-expanded`); focus
 * comes back to it when the popover closes.
 */
export function PopoverTrigger({ onClick, ref, ...props }: PopoverTriggerProps) {
  usePopoverContext('PopoverTrigger');
  return (
    <BasePopover.Trigger
      ref={ref}
      render={withOpenState(
        <Button data-slot="popover-trigger" onClick={preventableClick(onClick)} {...props} />,
      )}
    />
  );
}
