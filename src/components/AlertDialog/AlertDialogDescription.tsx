'use client';

import type { ComponentProps } from 'react';
import { FamilyDescription } from '../internal/dialog/parts';

export type AlertDialogDescriptionProps = ComponentProps<'p'>;

/** Renders a `<p>` with the consequences, read by screen readers as the dialog's description. */
export function AlertDialogDescription(props: AlertDialogDescriptionProps) {
  return <FamilyDescription part="AlertDialogDescription" root="AlertDialog" {...props} />;
}
