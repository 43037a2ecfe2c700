'use client';

import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { isSecretInput } from '../../forms/drafts';
import type { FieldRules } from '../../forms/rules';
import type { FormField } from '../../forms/useFormField';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { renderFieldFrame, type FieldLabelProps } from '../Field/frame';
import { textBinding } from '../Field/textBinding';
import { useFramedField } from '../Field/useFramedField';
import styles from './TextField.module.css';

export type { FieldLabelProps } from '../Field/frame';

export interface TextFieldProps
  extends
    Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'size' | 'children'>,
    FieldLabelProps {
  /** The value (controlled). Inside a Form the form holds the value; bind with `name`. */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** Extra rules for a Form (custom, async); `required`, `minLength`, `maxLength`, `pattern` and `type="email"` already apply. */
  rules?: FieldRules<string>;
  /** Control height, following the density tokens. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Something inside the control after the text (a button), laid out by the field. */
  endSlot?: ReactNode;
  /**
   * Whether a Form's saved draft may keep the value. A password (`type="password"`) or a secret
   * `autocomplete` (`current-password`, `new-password`, `one-time-code`, `cc-*`) is kept only when
   * this is `true`. @default true, or false for those secrets
   */
  persist?: boolean;
}

/** Turns native constraint attributes into form rules, so `required minLength={3}` just works. */
export function nativeTextRules({
  minLength,
  maxLength,
  pattern,
  type,
  title,
}: Pick<
  ComponentProps<'input'>,
  'minLength' | 'maxLength' | 'pattern' | 'type' | 'title'
>): FieldRules<string> {
  const native: FieldRules<string> = {};
  if (minLength !== undefined) native.minLength = minLength;
  if (maxLength !== undefined) native.maxLength = maxLength;
  if (pattern) {
    // An invalid pattern from a prop must not crash the form: it is ignored, like the browser does.
    try {
      native.pattern = title
        ? { value: new RegExp(pattern, 'v'), message: title }
        : new RegExp(pattern, 'v');
    } catch {
      /* ignored */
    }
  }
  if (type === 'email') native.email = true;
  return native;
}

/**
 * Renders a labelled native text `<input>` with description and error. Standalone it is an
 * ordinary input; inside a `<Form>` it binds by `name`, validates and shows the form's errors.
 */
export function TextField(props: TextFieldProps) {
  return useTextField('TextField', props).render(props.endSlot);
}

/**
 * TextField's binding and its rendering, apart: a control drawn as a TextField that needs the
 * binding to draw its end slot (SearchField's clear button) takes them here, so the name is
 * bound once. @internal
 */
export function useTextField(
  component: string,
  {
    fieldProps,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    size = 'md',
    endSlot: _endSlot,
    type = 'text',
    className,
    ref,
    ...props
  }: TextFieldProps,
): { field: FormField<string>; render: (endSlot: ReactNode) => ReactElement } {
  const {
    field,
    controlProps: input,
    frameProps,
  } = useFramedField<string, typeof props>(
    component,
    {
      ...props,
      persist: props.persist ?? (isSecretInput(type, props.autoComplete) ? false : undefined),
    },
    {
      value,
      defaultValue,
      onValueChange,
      emptyValue: '',
      constraints: nativeTextRules({ type, ...props }),
    },
  );
  const invalid = input['aria-invalid'];
  const focusRef = field.ref;
  const inputRef = useComposedRefs(ref, focusRef);
  // The frame's state attributes mirror the input's, so its CSS needs no `:has()`, which the
  // browser re-checks on every change inside every frame.
  const render = (endSlot: ReactNode) =>
    renderFieldFrame({
      ...frameProps,
      ...fieldProps,
      children: (
        <span
          className={styles.Control}
          data-size={size}
          data-disabled={input.disabled || undefined}
          data-invalid={invalid === true || invalid === 'true' || undefined}
          data-busy={input['aria-busy'] || undefined}
        >
          <input
            data-slot="text-field-input"
            type={type}
            name={field.name}
            value={field.value}
            className={cx(styles.Input, className)}
            ref={inputRef}
            {...textBinding(field, onChange, onBlur)}
            {...input}
          />
          {endSlot}
        </span>
      ),
    });
  return { field, render };
}
