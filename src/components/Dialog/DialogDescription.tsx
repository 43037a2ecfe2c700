'use client';

import type { ComponentProps } from 'react';
import { FamilyDescription } from '../internal/dialog/parts';

export type DialogDescriptionProps = ComponentProps<'p'>;

/** Renders a `<p>` that describes the dialog; screen readers read it after the title. */
export function DialogDescription(props: DialogDescriptionProps) {
  return <FamilyDescription part="DialogDescription" root="Dialog" {...props} />;
}
