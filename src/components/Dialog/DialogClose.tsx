'use client';

import type { ButtonProps } from '../Button/Button';
import { FamilyClose } from '../internal/dialog/parts';

export type DialogCloseProps = ButtonProps;

/** Renders a `Button` that closes its dialog, after its own `onClick` (which may `preventDefault()`). */
export function DialogClose(props: DialogCloseProps) {
  return <FamilyClose part="DialogClose" root="Dialog" {...props} />;
}
