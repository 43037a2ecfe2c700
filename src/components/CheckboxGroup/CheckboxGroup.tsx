'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { FieldRules } from '../../forms/rules';
import { useFormControlValue } from '../../forms/useFormControlValue';
import { Fieldset } from '../Fieldset/Fieldset';
import type { ChoiceOption } from '../RadioGroup/RadioGroup';
import checkboxStyles from '../Checkbox/Checkbox.module.css';
import styles from '../RadioGroup/RadioGroup.module.css';

export interface CheckboxGroupProps extends Omit<
  ComponentProps<'fieldset'>,
  'children' | 'defaultValue' | 'onChange'
> {
  /** The question, as the group's legend. */
  legend: ReactNode;
  /** The choices. */
  options: readonly ChoiceOption[];
  /** Help text for the group. */
  description?: ReactNode;
  /** An error to show. Inside a Form, the form's error for the field is shown without this. */
  error?: ReactNode;
  /** The ticked values (controlled). Inside a Form the form holds them; bind with `name`. */
  value?: string[];
  /** The values ticked at first (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with every ticked value, in the options' order. */
  onValueChange?: (value: string[]) => void;
  /** The checkboxes' shared name: FormData holds one entry per ticked box (`getAll(name)`). */
  name?: string;
  /** At least one box must be ticked ("Choose at least one option."). @default false */
  required?: boolean;
  /** Extra rules for a Form (`minLength: 2` → "Add at least 2 items."). */
  rules?: FieldRules<string[]>;
  /** How the options are laid out. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

const EMPTY: string[] = [];

/** Renders native checkboxes in a `<fieldset>` with a `<legend>`: several choices, one question. */
export function CheckboxGroup({
  legend,
  options,
  description,
  error,
  value,
  defaultValue,
  onValueChange,
  name,
  required = false,
  rules,
  orientation = 'vertical',
  disabled,
  className,
  ...props
}: CheckboxGroupProps) {
  const control = useFormControlValue<string[]>({
    component: 'CheckboxGroup',
    name,
    value,
    defaultValue: defaultValue ?? (name ? EMPTY : undefined),
    onValueChange,
    emptyValue: EMPTY,
    rules: required ? { required: true, ...rules } : rules,
    label: legend,
    disabled,
    error,
  });
  const base = useId();
  const selected = Array.isArray(control.value) ? control.value : EMPTY;
  const shownError = control.fieldProps.error;
  const invalid =
    shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const controlRef = control.bound?.ref;
  const onFormBlur = control.bound?.onBlur;
  return (
    <Fieldset
      legend={legend}
      description={description}
      error={shownError}
      required={required}
      disabled={disabled}
      data-orientation={orientation}
      data-dirty={control.fieldProps.dirty || undefined}
      data-touched={control.fieldProps.touched || undefined}
      className={cx(styles.RadioGroup, className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFormBlur?.();
      }}
      {...props}
    >
      <div className={styles.Options} data-orientation={orientation}>
        {options.map((option, index) => {
          const id = `${base}-${index}`;
          const descriptionId = option.description ? `${id}-description` : undefined;
          return (
            <div
              key={option.value}
              className={cx(
                checkboxStyles.Root,
                option.description ? checkboxStyles.WithDetails : undefined,
              )}
              data-disabled={option.disabled || undefined}
            >
              <input
                data-slot="checkbox"
                type="checkbox"
                id={id}
                name={control.name}
                value={option.value}
                checked={selected.includes(option.value)}
                disabled={option.disabled}
                aria-invalid={invalid || undefined}
                aria-describedby={descriptionId}
                className={checkboxStyles.Box}
                ref={index === 0 ? controlRef : undefined}
                onChange={(event) => {
                  const next = new Set(selected);
                  if (event.target.checked) next.add(option.value);
                  else next.delete(option.value);
                  control.setValue(options.map((o) => o.value).filter((v) => next.has(v)));
                }}
              />
              <label htmlFor={id} className={checkboxStyles.Label}>
                {option.label}
              </label>
              {option.description && (
                <p id={descriptionId} className={checkboxStyles.Description}>
                  {option.description}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
