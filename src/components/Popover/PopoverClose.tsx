'use client';

import { Popover as BasePopover } from '@base-ui/react/popover';
import { preventableClick } from '../internal/overlay/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { usePopoverContext } from './PopoverContext';

export type PopoverCloseProps = ButtonProps;

/** Renders a `Button` that closes its popover, after its own `onClick` (which may `preventDefault()`). */
export function PopoverClose({ onClick, ...props }: PopoverCloseProps) {
  usePopoverContext('PopoverClose');
  return (
    <BasePopover.Close
      render={<Button data-slot="popover-close" onClick={preventableClick(onClick)} {...props} />}
    />
  );
}
