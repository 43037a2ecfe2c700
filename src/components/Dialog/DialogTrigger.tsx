'use client';

import type { ButtonProps } from '../Button/Button';
import { FamilyTrigger } from '../internal/dialog/parts';

export type DialogTriggerProps = ButtonProps;

/** Renders a `Button` that opens its `Dialog`; focus comes back to it when the dialog closes. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <FamilyTrigger part="DialogTrigger" root="Dialog" {...props} />;
}
