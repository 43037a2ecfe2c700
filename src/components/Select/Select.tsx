'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Select as BaseSelect } from '@base-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import type { FieldRules } from '../../forms/rules';
import { cx } from '../../utils/cx';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { devWarn } from '../../utils/dev';
import { renderFieldFrame, type ControlLabelProps } from '../Field/frame';
import { useFramedField } from '../Field/useFramedField';
import styles from './Select.module.css';
import optionStyles from '../PopupSurface/PopupOption.module.css';
import surface from '../PopupSurface/PopupSurface.module.css';

export interface SelectOption {
  /** What the form posts and `onValueChange` reports. Unique within the select. */
  value: string;
  /** What the user reads; typeahead matches its start. */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface SelectOptionGroup {
  /** The group's heading, read with each of its options. */
  label: string;
  options: SelectOption[];
}

type SelectValue<M extends boolean> = M extends true ? string[] : string | null;

export interface SelectProps<M extends boolean = false>
  extends
    Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'type'>,
    ControlLabelProps {
  /** The options, flat or in labelled groups. */
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** Lets several options be chosen; the value is then an array. @default false */
  multiple?: M;
  /** The chosen value(s). Makes the select controlled. */
  value?: SelectValue<M>;
  /** The initial value when uncontrolled. @default null, or [] when multiple */
  defaultValue?: SelectValue<M>;
  /** Called with the new value(s) when the user chooses. */
  onValueChange?: (value: SelectValue<M>) => void;
  /** Text shown while nothing is chosen. @default the locale's "Choose…" (`select.placeholder`) */
  placeholder?: string;
  /** Whether the list is open. Makes it controlled. */
  open?: boolean;
  /** Whether the list starts open. @default false */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The field name: binds to an enclosing Form (the value is a string, or `string[]` when multiple) and is posted under it. */
  name?: string;
  /** Whether an option must be chosen before the form submits. */
  required?: boolean;
  /** Whether the choice is shown but cannot be changed. */
  readOnly?: boolean;
  /** Extra rules for a Form (custom, async, `minLength`/`maxLength` for a multiple choice); `required` already applies. */
  rules?: FieldRules<SelectValue<M>>;
  /** `false` keeps the value out of a Form's saved draft. @default true */
  persist?: boolean;
}

/**
 * Beyond this many options a Select is the wrong control: it renders every option, and browsing
 * hundreds by arrows or typeahead is slow for everyone. The same number where Combobox virtualizes.
 */
const LONG_LIST = 300;

const isGroup = (o: SelectOption | SelectOptionGroup): o is SelectOptionGroup =>
  Array.isArray((o as SelectOptionGroup).options);

/**
 * Renders a button (role `combobox`) that opens a listbox of options, single or multiple choice,
 * with typeahead, groups and disabled options, following the APG select-only combobox pattern.
 * The chosen value(s) are posted under `name`.
 *
 * Every option is rendered: Base UI's Select has no virtualized mode (its typeahead, and scrolling
 * the chosen option into view on open, work on the rendered options). With more than 300 options it
 * warns in development; use a `Combobox` there, which filters as the user types and virtualizes
 * long lists.
 */
export function Select<M extends boolean = false>({
  options,
  multiple,
  value,
  defaultValue,
  onValueChange,
  placeholder: placeholderProp,
  open,
  defaultOpen,
  onOpenChange,
  form,
  className,
  onBlur,
  fieldProps,
  ref,
  ...props
}: SelectProps<M>) {
  const many = multiple === true;

  const labels = useMemo(() => {
    const map = new Map<string, string>();
    for (const entry of options ?? []) {
      for (const option of isGroup(entry) ? entry.options : [entry]) {
        if (map.has(option.value)) {
          devWarn(
            `Select: two options share the value "${option.value}". Give each a unique value.`,
          );
        }
        map.set(option.value, option.label);
      }
    }
    if (map.size > LONG_LIST) {
      devWarn(
        `Select: ${map.size} options are too many to browse in a Select, which renders them all. ` +
          'Use a Combobox: it filters as the user types and renders only the options in view.',
      );
    }
    return map;
  }, [options]);

  const requiredChoice = useTranslate('validation', english.validation)('requiredChoice');
  const words = useTranslate('select', english.select);
  const placeholder = placeholderProp ?? words('placeholder');
  const { field, controlProps, frameProps } = useFramedField<
    string | string[] | null,
    typeof props
  >('Select', props, {
    value,
    defaultValue,
    onValueChange: onValueChange as ((v: string | string[] | null) => void) | undefined,
    emptyValue: many ? [] : null,
    requiredMessage: many ? true : requiredChoice,
  });
  const { disabled, readOnly, required, ...triggerProps } = controlProps;
  const { value: current, setValue, name, ref: focusRef, partRef, onBlur: onPartBlur } = field;

  function display(current: unknown): ReactNode {
    if (Array.isArray(current)) {
      if (current.length === 0) return placeholder;
      return current.map((v) => labels.get(v) ?? v).join(', ');
    }
    if (current === null || current === undefined || current === '') return placeholder;
    return labels.get(String(current)) ?? String(current);
  }
  // '' is no choice, as in a native <select> whose empty option is chosen: it shows the placeholder.
  const empty = Array.isArray(current) ? current.length === 0 : current == null || current === '';
  const triggerRef = useComposedRefs<HTMLButtonElement>(ref, focusRef, partRef);

  const renderOption = (option: SelectOption) => (
    <BaseSelect.Item
      key={option.value}
      value={option.value}
      label={option.label}
      disabled={option.disabled}
      data-slot="select-option"
      className={optionStyles.Option}
    >
      <BaseSelect.ItemText className={optionStyles.OptionText}>{option.label}</BaseSelect.ItemText>
      <BaseSelect.ItemIndicator className={styles.OptionIndicator}>
        <Check aria-hidden="true" />
      </BaseSelect.ItemIndicator>
    </BaseSelect.Item>
  );

  return renderFieldFrame({
    ...frameProps,
    ...fieldProps,
    children: (
      <BaseSelect.Root<string, boolean>
        multiple={many}
        value={current as string | null}
        onValueChange={(next) => setValue(next as string | string[] | null)}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={(next) => onOpenChange?.(next)}
        name={name}
        form={form}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
      >
        <BaseSelect.Trigger
          data-slot="select-trigger"
          data-invalid={triggerProps['aria-invalid'] ? '' : undefined}
          className={cx(styles.Trigger, className)}
          ref={triggerRef}
          {...triggerProps}
          onBlur={(event) => {
            onBlur?.(event);
            onPartBlur(event);
          }}
        >
          <BaseSelect.Value
            data-slot="select-value"
            className={styles.Value}
            data-placeholder={empty ? '' : undefined}
          >
            {display}
          </BaseSelect.Value>
          <BaseSelect.Icon className={styles.Icon}>
            <ChevronDown aria-hidden="true" />
          </BaseSelect.Icon>
        </BaseSelect.Trigger>
        <BaseSelect.Portal>
          <BaseSelect.Positioner
            className={styles.Positioner}
            sideOffset={4}
            alignItemWithTrigger={false}
          >
            <BaseSelect.Popup
              data-slot="select-popup"
              className={cx(surface.Surface, styles.Popup)}
              ref={partRef}
              onBlur={onPartBlur}
            >
              <BaseSelect.List className={styles.List}>
                {(options ?? []).map((entry, i) =>
                  isGroup(entry) ? (
                    <BaseSelect.Group
                      key={`group-${i}-${entry.label}`}
                      data-slot="select-group"
                      className={styles.Group}
                    >
                      <BaseSelect.GroupLabel className={styles.GroupLabel}>
                        {entry.label}
                      </BaseSelect.GroupLabel>
                      {entry.options.map(renderOption)}
                    </BaseSelect.Group>
                  ) : (
                    renderOption(entry)
                  ),
                )}
              </BaseSelect.List>
            </BaseSelect.Popup>
          </BaseSelect.Positioner>
        </BaseSelect.Portal>
      </BaseSelect.Root>
    ),
  });
}
