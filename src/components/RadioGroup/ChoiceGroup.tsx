'use client';

import { type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { FieldRules } from '../../forms/rules';
import { renderFieldFrame, partClasses, type FieldLabelProps } from '../Field/frame';
import { useFramedField } from '../Field/useFramedField';
import checkboxStyles from '../Checkbox/Checkbox.module.css';
import fieldsetStyles from '../Fieldset/Fieldset.module.css';
import styles from './ChoiceGroup.module.css';

/** One choice of a RadioGroup or CheckboxGroup. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** Help text under the option's label. */
  description?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

/** How a group is named: its question, rendered as the fieldset's legend. */
export interface ChoiceGroupLabel {
  /** The question, as the group's legend. */
  label: ReactNode;
}

/** The props RadioGroup and CheckboxGroup share; `T` is the value (`string` or `string[]`). */
export interface ChoiceGroupProps<T>
  extends
    Omit<ComponentProps<'fieldset'>, 'children' | 'defaultValue' | 'onChange'>,
    Omit<FieldLabelProps, 'label' | 'fieldProps'> {
  /** The choices. */
  options: readonly ChoiceOption[];
  /** The chosen value (controlled). Inside a Form the form holds it; bind with `name`. */
  value?: T;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: T;
  /** Called with the value the person chooses. */
  onValueChange?: (value: T) => void;
  /** The inputs' shared name (FormData key). */
  name?: string;
  /** A choice is needed. @default false */
  required?: boolean;
  /** Shows the choice but ignores every attempt to change it (`aria-readonly`). @default false */
  readOnly?: boolean;
  /** Extra rules for a Form. */
  rules?: FieldRules<T>;
  /** How the options are laid out; arrow keys move between radios either way. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

interface ChoiceGroupInternalProps<T> {
  type: 'radio' | 'checkbox';
  component: string;
  emptyValue: T;
  requiredMessage: string | true;
  /** Whether an option is chosen in a value. */
  isChosen: (value: T, option: string) => boolean;
  /** The value after the person ticks (or unticks) an option; `all` is every option's value. */
  choose: (value: T, option: string, checked: boolean, all: readonly string[]) => T;
  /** Screen-reader words for the required marker where the group role cannot say it. */
  requiredText?: string | undefined;
}

const groupClasses = partClasses(fieldsetStyles);

/**
 * Renders native radios or checkboxes in a `<fieldset>` whose `<legend>` is the question: the one
 * group renderer of RadioGroup and CheckboxGroup, framed like every other control. @internal
 */
export function ChoiceGroup<T>({
  type,
  component,
  emptyValue,
  requiredMessage,
  isChosen,
  choose,
  requiredText,
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  className,
  onBlur,
  ...props
}: ChoiceGroupProps<T> & ChoiceGroupLabel & ChoiceGroupInternalProps<T>) {
  const { field, frameProps, controlProps } = useFramedField(
    component,
    { ...props, label },
    { value, defaultValue, onValueChange, emptyValue, requiredMessage },
  );
  const {
    id: _id,
    required,
    disabled,
    readOnly,
    'aria-invalid': invalid,
    'aria-errormessage': errorMessage,
    ...groupProps
  } = controlProps;
  // The options' ids and the radios' shared name start from the group's own id (no second useId).
  const base = frameProps.frame.controlId;
  const radio = type === 'radio';
  const current = field.value ?? emptyValue;
  // Radios: one Tab stop, the chosen one (or the first), which the error summary focuses too.
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => isChosen(current, o.value)),
  );
  const { ref: focusRef, onBlur: touch } = field;
  return renderFieldFrame({
    ...frameProps,
    layout: 'group',
    classes: groupClasses,
    requiredText,
    role: radio ? 'radiogroup' : undefined,
    id: props.id,
    // The legend names the fieldset natively (its role too): nothing refers to the legend's id.
    labelReferenced: false,
    'aria-invalid': invalid,
    'aria-errormessage': errorMessage,
    'aria-required': radio && required ? true : undefined,
    'aria-readonly': radio && readOnly ? true : undefined,
    'data-orientation': orientation,
    className: cx(fieldsetStyles.Fieldset, styles.ChoiceGroup, className),
    onBlur: (event) => {
      onBlur?.(event as unknown as FocusEvent<HTMLFieldSetElement>);
      // Touched once focus leaves the whole group, not when it moves between its inputs.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) touch();
    },
    // The frame types its root as a div; in the group layout it is this fieldset.
    ...(groupProps as unknown as Omit<ComponentProps<'div'>, 'children'>),
    disabled,
    children: (
      <div className={styles.Options} data-orientation={orientation}>
        {options.map((option, index) => {
          const optionId = `${base}-${index}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
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
                data-slot={type}
                type={type}
                id={optionId}
                name={field.name ?? (radio ? `${base}-radio` : undefined)}
                value={option.value}
                checked={isChosen(current, option.value)}
                disabled={option.disabled}
                required={radio ? required : undefined}
                aria-invalid={invalid}
                aria-readonly={!radio && readOnly ? true : undefined}
                aria-describedby={descriptionId}
                className={radio ? styles.Radio : checkboxStyles.Box}
                ref={index === focusIndex ? focusRef : undefined}
                onChange={(event) => {
                  // Read-only: the change is not taken, and React puts the input back as it was.
                  if (readOnly) return;
                  const all = options.map((o) => o.value);
                  field.setValue(choose(current, option.value, event.target.checked, all));
                }}
              />
              <label htmlFor={optionId} className={checkboxStyles.Label}>
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
    ),
  });
}
