'use client';

import type { ComponentProps } from 'react';
import { FamilyTitle } from '../internal/dialog/parts';

export type DialogTitleProps = ComponentProps<'h2'>;

/** Renders the dialog's `<h2>` heading, which names the dialog for assistive technology. Required. */
export function DialogTitle(props: DialogTitleProps) {
  return <FamilyTitle part="DialogTitle" root="Dialog" {...props} />;
}
