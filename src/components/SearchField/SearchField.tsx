'use client';

import { useMessages } from '../../i18n/context';
import { X } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useFormField } from '../../forms/useFormField';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import styles from '../TextField/TextField.module.css';

export interface SearchFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Called when the search is cleared (the button or Escape). */
  onClear?: () => void;
  /** The clear button's name. @default the locale's `searchField.clear` ('Clear search') */
  clearLabel?: string;
}

/**
 * Renders a TextField of type `search` with a clear button; Escape clears the text (and, when it
 * is already empty, lets Escape reach the dialog or menu around it).
 */
export function SearchField({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onClear,
  clearLabel: clearLabelProp,
  onKeyDown,
  disabled,
  readOnly,
  name,
  ref,
  ...props
}: SearchFieldProps) {
  const t = useMessages('searchField');
  const clearLabel = clearLabelProp ?? t('clear');
  // The text, so the clear button knows when to show: SearchField's own inside a Form or alone
  // (TextField binds the same name inside a Form and holds nothing of its own then).
  const field = useFormField<string>({
    component: 'SearchField',
    name,
    value: valueProp,
    defaultValue,
    onValueChange,
    emptyValue: '',
  });
  const text = field.value;
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useComposedRefs(ref, input);

  function clear() {
    field.setValue('');
    input.current?.focus();
    onClear?.();
  }

  const hasText = text !== '';
  return (
    <TextField
      {...props}
      name={name}
      {...(field.bound ? { onValueChange } : { value: text, onValueChange: field.setValue })}
      type="search"
      disabled={disabled}
      readOnly={readOnly}
      ref={inputRef}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== 'Escape' || readOnly || disabled) return;
        if (text !== '') {
          event.preventDefault();
          // Handled: an enclosing dialog must not close on the same Escape.
          event.stopPropagation();
          clear();
        }
      }}
      endSlot={
        hasText && !disabled && !readOnly ? (
          <span className={styles.Adornment}>
            <IconButton
              size="sm"
              data-slot="search-clear"
              aria-label={clearLabel}
              icon={<X />}
              onClick={clear}
            />
          </span>
        ) : null
      }
    />
  );
}
