import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '../../../utils/cx';
import { IconButton } from '../../IconButton/IconButton';
import parts from './DialogParts.module.css';

interface CloseButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  slot: string;
  label: string;
}

/**
 * The close button at the top end of a dialog or drawer (an `IconButton` named `label`), for the
 * engine's Close part to render: `<BaseDialog.Close render={<CloseButton … />} />` (the engine's
 * props and ref arrive through the rest).
 */
export function CloseButton({ slot, label, className, ...props }: CloseButtonProps) {
  return (
    <IconButton
      data-slot={slot}
      aria-label={label}
      icon={<X />}
      size="sm"
      {...props}
      className={cx(parts.CloseButton, className)}
    />
  );
}
