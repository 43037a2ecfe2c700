'use client';

import type { ButtonProps } from '../Button/Button';
import { FamilyTrigger } from '../internal/dialog/parts';

export type AlertDialogTriggerProps = ButtonProps;

/** Renders a `Button` that opens its `AlertDialog`; focus returns to it when the dialog closes. */
export function AlertDialogTrigger(props: AlertDialogTriggerProps) {
  return <FamilyTrigger part="AlertDialogTrigger" root="AlertDialog" {...props} />;
}
