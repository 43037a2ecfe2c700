import { useMessages } from '../../i18n/context';
import { X } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { useFormField } from '../../forms/hooks';
import { composeRefs } from '../../utils/mergeRefs';
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
  // Standalone, SearchField keeps the text so the clear button knows when to show; inside a Form
  // the form holds it (TextField binds it by name, and this reads the same field).
  const [own, setOwn] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
    name: 'SearchField',
  });
  const bound = useFormField<string>(name);
  const text = bound ? (bound.value ?? '') : own;
  const input = useRef<HTMLInputElement | null>(null);

  function clear() {
    if (bound) {
      bound.setValue('');
      onValueChange?.('');
    } else setOwn('');
    input.current?.focus();
    onClear?.();
  }

  const hasText = text !== '';
  return (
    <TextField
      {...props}
      name={name}
      {...(bound ? { onValueChange } : { value: own, onValueChange: setOwn })}
      type="search"
      disabled={disabled}
      readOnly={readOnly}
      ref={composeRefs<HTMLInputElement>(ref, input)}
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
