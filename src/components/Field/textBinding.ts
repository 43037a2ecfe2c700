import type { ChangeEvent, FocusEvent } from 'react';
import type { FormField } from '../../forms/useFormField';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The handlers of a native text control bound with `useFormField`: the person's own `onChange`
 * runs first and may `preventDefault()` the change; leaving the control marks the field touched.
 * @internal
 */
export function textBinding<E extends TextElement>(
  field: FormField<string>,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  onBlur: ((event: FocusEvent<E>) => void) | undefined,
) {
  const { onBlur: touch } = field;
  return {
    onChange: (event: ChangeEvent<E>) => {
      onChange?.(event);
      if (!event.defaultPrevented) field.setValue(event.target.value);
    },
    onBlur: (event: FocusEvent<E>) => {
      onBlur?.(event);
      touch();
    },
  };
}
