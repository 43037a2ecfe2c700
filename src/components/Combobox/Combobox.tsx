'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Combobox as BaseCombobox } from '@base-ui/react/combobox';
import { ChevronDown, X } from 'lucide-react';
import { useMemo, useState, type ComponentProps } from 'react';
import type { FieldRules } from '../../forms/rules';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { hasContent } from '../../utils/content';
import { cx } from '../../utils/cx';
import { renderFieldFrame, type ControlLabelProps } from '../Field/frame';
import { useFramedField } from '../Field/useFramedField';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import styles from './Combobox.module.css';
import { comboboxList } from './comboboxList';
import { shouldVirtualize, VIRTUALIZE_THRESHOLD, type Item } from './ComboboxOptions';
import { ComboboxPopup, useVirtualList } from './ComboboxPopup';
import { useAsyncOptions, useLoadedOptions, type LoadOptions } from './useAsyncOptions';
import { useComboboxValue } from './useComboboxValue';

export interface ComboboxOption {
  /** What the form posts and `onValueChange` reports. Unique within the combobox. */
  value: string;
  /** What the user reads and what typing filters on. */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

type ComboboxValue<M extends boolean> = M extends true ? string[] : string | null;

export interface ComboboxProps<M extends boolean = false>
  extends
    Omit<
      ComponentProps<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'children' | 'type' | 'multiple'
    >,
    ControlLabelProps {
  /** The options, filtered as the user types (case- and accent-insensitive, in the locale). */
  options?: ReadonlyArray<ComboboxOption>;
  /** Loads options for the typed text instead of `options`; the signal aborts a stale request. */
  loadOptions?: LoadOptions;
  /** Lets several options be chosen, shown as removable chips; the value is then an array. @default false */
  multiple?: M;
  /** The chosen value(s). Makes the combobox controlled. */
  value?: ComboboxValue<M>;
  /** The initial value when uncontrolled. @default null, or [] when multiple */
  defaultValue?: ComboboxValue<M>;
  /** Called with the new value(s) when the user chooses or removes. */
  onValueChange?: (value: ComboboxValue<M>) => void;
  /** Called with the text the user types. */
  onInputValueChange?: (text: string) => void;
  /** Offers a `Create "<text>"` item when the text matches no option; called with the text when chosen. */
  onCreate?: (text: string) => void;
  /** The field name: binds to an enclosing Form (the value is a string, or `string[]` when multiple) and is posted under it. */
  name?: string;
  /** Extra rules for a Form (custom, async, `minLength`/`maxLength` for chips); `required` already applies. */
  rules?: FieldRules<ComboboxValue<M>>;
  /** `false` keeps the value out of a Form's saved draft. @default true */
  persist?: boolean;
  /** Shown when nothing matches. @default the locale's `combobox.empty` ('No results') */
  emptyMessage?: string;
  /** Shown while `loadOptions` runs. @default the locale's `combobox.loading` ('Loading…') */
  loadingMessage?: string;
  /** Shown when `loadOptions` fails. @default the locale's `combobox.error` ('Could not load the options. Try again.') */
  errorMessage?: string;
  /** The name of a chip's remove button. @default the locale's `combobox.removeChip` ('Remove {label}') */
  removeLabel?: (label: string) => string;
  /** The name of the button that shows every option. @default the locale's `combobox.showOptions` ('Show options') */
  triggerLabel?: string;
  /** The text of the create item. @default (text) => `Create "${text}"` */
  createLabel?: (text: string) => string;
  /**
   * Beyond this many options (given, or loaded for the current text) only the options in view are
   * rendered, so thousands stay fast; keyboard navigation, `aria-setsize`/`aria-posinset`, filtering
   * and selection still span them all. `Infinity` never virtualizes. @default 300
   */
  virtualizeThreshold?: number;
}

/**
 * Renders a text input (role `combobox`) that filters a listbox of options as the user types,
 * following the APG combobox pattern with list autocomplete. Options can load asynchronously,
 * several can be chosen as removable chips, and an optional item creates a new option. Beyond
 * `virtualizeThreshold` options the list renders only those in view (Base UI's `virtualized` mode
 * with TanStack Virtual), so 10,000 options stay fast with the same keyboard and semantics.
 */
export function Combobox<M extends boolean = false>({
  options,
  loadOptions,
  multiple,
  value: valueProp,
  defaultValue,
  onValueChange,
  onInputValueChange,
  onCreate,
  form,
  emptyMessage,
  loadingMessage,
  errorMessage,
  removeLabel: removeLabelProp,
  triggerLabel,
  createLabel: createLabelProp,
  virtualizeThreshold = VIRTUALIZE_THRESHOLD,
  placeholder,
  className,
  onBlur,
  fieldProps,
  ref,
  ...props
}: ComboboxProps<M>) {
  const t = useTranslate('combobox', english.combobox);
  const requiredChoice = useTranslate('validation', english.validation)('requiredChoice');
  const { locale } = useLocale();
  const many = multiple === true;
  const { contains } = BaseCombobox.useFilter({ locale });

  const { field, frame, controlProps, frameProps } = useFramedField<
    string | string[] | null,
    typeof props
  >('Combobox', props, {
    value: valueProp,
    defaultValue,
    onValueChange: onValueChange as ((v: string | string[] | null) => void) | undefined,
    emptyValue: many ? [] : null,
    requiredMessage: many ? true : requiredChoice,
  });
  const { disabled, readOnly, required, ...inputProps } = controlProps;
  const { value, setValue, ref: focusRef, partRef, onBlur: onPartBlur } = field;

  const [open, setOpen] = useState(false);
  const loaded = useLoadedOptions();
  const lastItems = loaded.load?.items;
  const known = useMemo(() => [...(options ?? []), ...(lastItems ?? [])], [options, lastItems]);
  const { selected, inputValue, setInputValue, choose } = useComboboxValue({
    value,
    setValue,
    multiple: many,
    options: known,
    onCreate,
  });
  const typed = inputValue.trim();
  // The text to filter on: in single mode, the input showing the chosen label means "no filter yet".
  const filterQuery = !many && selected[0] && inputValue === selected[0].label ? '' : typed;
  const async = useAsyncOptions(loaded, loadOptions, filterQuery, open);

  const source = loadOptions ? async.items : (options ?? []);
  const { items, status } = comboboxList({
    source,
    loaded: !!loadOptions,
    filterQuery,
    query: typed,
    selected,
    locale,
    contains,
    createLabel: onCreate ? (createLabelProp ?? ((text) => t('create', { text }))) : null,
    loading: async.loading,
    failed: async.failed,
    messages: {
      empty: emptyMessage ?? t('empty'),
      loading: loadingMessage ?? t('loading'),
      error: errorMessage ?? t('error'),
    },
  });
  const virtualized = shouldVirtualize(source.length, virtualizeThreshold);
  const { virtualList, onItemHighlighted } = useVirtualList(virtualized);
  const removeLabel = removeLabelProp ?? ((label: string) => t('removeChip', { label }));

  const inputRef = useComposedRefs<HTMLInputElement>(ref, focusRef);
  const labelled = hasContent(props.label);
  const input = (
    <BaseCombobox.Input
      data-slot="combobox-input"
      data-invalid={inputProps['aria-invalid'] ? '' : undefined}
      className={cx(styles.Input, className)}
      placeholder={many && selected.length > 0 ? undefined : placeholder}
      // While the list is open Base UI hides everything outside it from assistive technology,
      // the Field's label too; a name by reference survives that (accname: hidden referenced content).
      aria-labelledby={props['aria-label'] || !labelled ? undefined : frame.labelId}
      ref={inputRef}
      onBlur={onBlur}
      {...inputProps}
    />
  );

  return renderFieldFrame({
    ...frameProps,
    ...fieldProps,
    children: (
      <BaseCombobox.Root<Item, boolean>
        items={items}
        filter={null}
        multiple={many}
        value={(many ? selected : (selected[0] ?? null)) as Item}
        onValueChange={(next) => choose(next as Item[] | Item | null)}
        inputValue={inputValue}
        onInputValueChange={(text) => {
          setInputValue(text);
          onInputValueChange?.(text);
        }}
        open={open}
        onOpenChange={setOpen}
        isItemEqualToValue={(a, b) => a?.value === b?.value}
        itemToStringLabel={(item) => item?.create ?? item?.label ?? ''}
        itemToStringValue={(item) => item?.value ?? ''}
        name={field.name}
        form={form}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        locale={locale}
        virtualized={virtualized}
        onItemHighlighted={onItemHighlighted}
      >
        <BaseCombobox.InputGroup
          data-slot="combobox"
          data-multiple={many || undefined}
          data-disabled={disabled || undefined}
          className={styles.InputGroup}
          ref={partRef}
          onBlur={onPartBlur}
        >
          {many ? (
            <BaseCombobox.Chips data-slot="combobox-chips" className={styles.Chips}>
              {selected.map((option) => (
                <BaseCombobox.Chip
                  key={option.value}
                  data-slot="combobox-chip"
                  className={styles.Chip}
                >
                  <span className={styles.ChipLabel}>{option.label}</span>
                  <BaseCombobox.ChipRemove
                    data-slot="combobox-chip-remove"
                    className={styles.ChipRemove}
                    aria-label={removeLabel(option.label)}
                  >
                    <X aria-hidden="true" />
                  </BaseCombobox.ChipRemove>
                </BaseCombobox.Chip>
              ))}
              {input}
            </BaseCombobox.Chips>
          ) : (
            input
          )}
          <BaseCombobox.Trigger
            data-slot="combobox-trigger"
            className={styles.Trigger}
            aria-label={triggerLabel ?? t('showOptions')}
          >
            <ChevronDown aria-hidden="true" />
          </BaseCombobox.Trigger>
        </BaseCombobox.InputGroup>
        <ComboboxPopup
          items={items}
          open={open}
          virtualized={virtualized}
          virtualList={virtualList}
          status={status}
          loading={async.loading}
          failed={async.failed}
          partRef={partRef}
          onBlur={onPartBlur}
        />
      </BaseCombobox.Root>
    ),
  });
}
