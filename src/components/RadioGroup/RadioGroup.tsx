import { useMessages } from '../../i18n/context';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { FieldRules } from '../../forms/rules';
import { useFormControlValue } from '../../forms/useFormControlValue';
import { Fieldset } from '../Fieldset/Fieldset';
import checkboxStyles from '../Checkbox/Checkbox.module.css';
import styles from './RadioGroup.module.css';

/** One choice of a RadioGroup or CheckboxGroup. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** Help text under the option's label. */
  description?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
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
  /** The chosen value (controlled). Inside a Form the form holds it; bind with `name`. */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the value the person chooses. */
  onValueChange?: (value: string) => void;
  /** The radios' shared name (FormData key); generated when omitted. */
  name?: string;
  /** A choice is needed ("Choose an option."). @default false */
  required?: boolean;
  /** Extra rules for a Form. */
  rules?: FieldRules<string>;
  /** How the options are laid out; arrow keys move between them either way. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * Renders native radio buttons in a `<fieldset>` with a `<legend>`: the browser gives them one Tab
 * stop and arrow-key selection (WAI-ARIA radio group pattern) with no script.
 */
export function RadioGroup({
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
}: RadioGroupProps) {
  const requiredMessage = useMessages('validation')('requiredChoice');
  const control = useFormControlValue<string>({
    component: 'RadioGroup',
    name,
    value,
    defaultValue,
    onValueChange,
    emptyValue: '',
    rules: required ? { required: requiredMessage, ...rules } : rules,
    label: legend,
    disabled,
    error,
  });
  const base = useId();
  const groupName = control.name ?? `${base}-radio`;
  const shownError = control.fieldProps.error;
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => o.value === control.value),
  );
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
        // Touched once focus leaves the whole group, not when it moves between its radios.
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
                data-slot="radio"
                type="radio"
                id={id}
                name={groupName}
                value={option.value}
                checked={control.value === option.value}
                disabled={option.disabled}
                required={required}
                aria-describedby={descriptionId}
                className={styles.Radio}
                ref={index === focusIndex ? controlRef : undefined}
                onChange={(event) => {
                  if (event.target.checked) control.setValue(option.value);
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
