'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Eye, EyeOff } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import styles from '../TextField/TextField.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Shows the password as text (controlled). */
  visible?: boolean;
  /** Shows the password as text at first. @default false */
  defaultVisible?: boolean;
  /** Called when the person shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
  /** The toggle button's name; it stays the same while `aria-pressed` says its state. @default the locale's `passwordField.show` ('Show password') */
  toggleLabel?: string;
  /** `true` lets a Form's saved draft keep the password; think twice. @default false */
  persist?: boolean;
  /** `current-password` to sign in, `new-password` to choose one (lets password managers suggest one). @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

/**
 * Renders a TextField for passwords with a "Show password" toggle button (`aria-pressed`) that
 * keeps the caret where it was. A password is never written to a saved form draft
 * unless `persist` asks for it.
 */
export function PasswordField({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  toggleLabel: toggleLabelProp,
  autoComplete = 'current-password',
  disabled,
  persist = false,
  ref,
  ...props
}: PasswordFieldProps) {
  const t = useTranslate('passwordField', english.passwordField);
  const toggleLabel = toggleLabelProp ?? t('show');
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const visible = visibleProp ?? ownVisible;
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useComposedRefs(ref, input);
  const selection = useRef<[number | null, number | null] | null>(null);

  // Changing `type` can reset the selection; put the caret back where the person left it.
  useLayoutEffect(() => {
    const saved = selection.current;
    const el = input.current;
    if (!saved || !el || saved[0] === null) return;
    el.setSelectionRange(saved[0], saved[1]);
    selection.current = null;
  }, [visible]);

  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Spell checkers and autocapitalisation would send the password elsewhere or change it.
      spellCheck={false}
      autoCapitalize="off"
      ref={inputRef}
      // Shown as text it is still a password: the draft decision cannot follow `type`.
      persist={persist}
      endSlot={
        <span className={styles.Adornment}>
          <IconButton
            size="sm"
            data-slot="password-toggle"
            aria-label={toggleLabel}
            aria-pressed={visible}
            disabled={disabled}
            icon={visible ? <EyeOff /> : <Eye />}
            onClick={() => {
              const el = input.current;
              selection.current = el ? [el.selectionStart, el.selectionEnd] : null;
              setOwnVisible(!visible);
              onVisibleChange?.(!visible);
            }}
          />
        </span>
      }
    />
  );
}
