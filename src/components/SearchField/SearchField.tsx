'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { X } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { IconButton } from '../IconButton/IconButton';
import { useTextField, type TextFieldProps } from '../TextField/TextField';
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
  onClear,
  clearLabel: clearLabelProp,
  onKeyDown,
  ref,
  ...props
}: SearchFieldProps) {
  const t = useTranslate('searchField', english.searchField);
  const clearLabel = clearLabelProp ?? t('clear');
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useComposedRefs(ref, input);
  // One binding, TextField's: its value says when the clear button shows, inside a Form or alone.
  const { field, render } = useTextField('SearchField', {
    ...props,
    type: 'search',
    ref: inputRef,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || event.key !== 'Escape' || !editable()) return;
      if (field.value !== '') {
        event.preventDefault();
        // Handled: an enclosing dialog must not close on the same Escape.
        event.stopPropagation();
        clear();
      }
    },
  });
  const editable = () => !field.disabled && !props.readOnly;

  function clear() {
    field.setValue('');
    input.current?.focus();
    onClear?.();
  }

  return render(
    field.value !== '' && editable() ? (
      <span className={styles.Adornment}>
        <IconButton
          size="sm"
          data-slot="search-clear"
          aria-label={clearLabel}
          icon={<X />}
          onClick={clear}
        />
      </span>
    ) : null,
  );
}
