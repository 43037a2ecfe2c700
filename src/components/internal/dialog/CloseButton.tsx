'use client';

import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslate } from '../../../i18n/context';
import * as english from '../../../i18n/english';
import { cx } from '../../../utils/cx';
import { IconButton } from '../../IconButton/IconButton';
import type { DialogFamily } from './context';
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

/**
 * The engine's Close part drawn as the close button of a dialog or drawer, named `label` or the
 * locale's `dialog.close` ('Close').
 */
export function PopupCloseButton({
  family,
  label,
}: {
  family: DialogFamily;
  label?: string | undefined;
}) {
  const t = useTranslate('dialog', english.dialog);
  return (
    <BaseDialog.Close
      render={<CloseButton slot={`${family}-close-button`} label={label ?? t('close')} />}
    />
  );
}
