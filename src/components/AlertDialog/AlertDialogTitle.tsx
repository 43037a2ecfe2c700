'use client';

import type { ComponentProps } from 'react';
import { FamilyTitle } from '../internal/dialog/parts';

export type AlertDialogTitleProps = ComponentProps<'h2'>;

/** Renders the `<h2>` that names the alert dialog: the question being asked. Required. */
export function AlertDialogTitle(props: AlertDialogTitleProps) {
  return <FamilyTitle part="AlertDialogTitle" root="AlertDialog" {...props} />;
}
