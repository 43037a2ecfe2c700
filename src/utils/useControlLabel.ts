'use client';

import { useEffect } from 'react';
import { useFieldContext } from '../components/Field/Field';
import { devWarn } from './dev';

interface LabelProps {
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
}

/**
 * Warns in development when a form control has no accessible name: no enclosing Field, no
 * `aria-label` and no `aria-labelledby` (WCAG 4.1.2, 3.3.2). Returns the nearest Field.
 */
export function useControlLabel(component: string, props: LabelProps) {
  const field = useFieldContext();
  const named = !!field || !!props['aria-label']?.trim() || !!props['aria-labelledby'];
  useEffect(() => {
    if (!named) {
      devWarn(
        `${component}: the control has no label. Wrap it in <Field label="…">, or pass aria-label ` +
          `or aria-labelledby.`,
      );
    }
  }, [component, named]);
  return field;
}
