'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Combobox as BaseCombobox } from '@base-ui/react/combobox';
import { ChevronDown, X } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ComponentProps } from 'react';
import type { FieldRules } from '../../forms/rules';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { hasContent } from '../../utils/content';
import { cx } from '../../utils/cx';
import { renderFieldFrame, type ControlLabelProps } from '../Field/frame';
import { useFramedField } from '../Field/useFramedField';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { Spinner } from '../Spinner/Spinner';
import styles from './Combobox.module.css';
import surface from '../PopupSurface/PopupSurface.module.css';
import {
  OptionItem,
  shouldVirtualize,
  VIRTUALIZE_THRESHOLD,
  VirtualOptions,
  type Item,
  type VirtualListHandle,
} from './ComboboxOptions';

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
  loadOptions?: (query: string, signal: AbortSignal) => Promise<ReadonlyArray<ComboboxOption>>;
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

type Load = { query: string; failed: boolean; items: ReadonlyArray<ComboboxOption> };

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
  emptyMessage: emptyMessageProp,
  loadingMessage: loadingMessageProp,
  errorMessage: errorMessageProp,
  removeLabel: removeLabelProp,
  triggerLabel: triggerLabelProp,
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
  const emptyMessage = emptyMessageProp ?? t('empty');
  const loadingMessage = loadingMessageProp ?? t('loading');
  const errorMessage = errorMessageProp ?? t('error');
  const triggerLabel = triggerLabelProp ?? t('showOptions');
  const removeLabel = removeLabelProp ?? ((label: string) => t('removeChip', { label }));
  const createLabel = createLabelProp ?? ((text: string) => t('create', { text }));
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
  // A multiple value is a set: a value given twice shows one chip (and no duplicate React key).
  const values = useMemo(
    () =>
      Array.isArray(value)
        ? [...new Set(value)]
        : value === null || value === undefined
          ? []
          : [value],
    [value],
  );

  const [open, setOpen] = useState(false);
  // The last finished load and the query it answered; a load is running while that query differs.
  const [load, setLoad] = useState<Load | null>(null);
  // Options the user chose or created, so chosen values keep their labels when the list changes.
  const [remembered, setRemembered] = useState<ReadonlyMap<string, ComboboxOption>>(new Map());
  const known = useMemo(() => {
    const map = new Map(remembered);
    for (const option of options ?? []) map.set(option.value, option);
    for (const option of load?.items ?? []) map.set(option.value, option);
    return map;
  }, [options, load, remembered]);
  const optionOf = (v: string): ComboboxOption => known.get(v) ?? { value: v, label: v };
  const selected = values.map(optionOf);

  const [inputValue, setInputValue] = useState(() =>
    !many && selected[0] ? selected[0].label : '',
  );
  // A value set from outside (a form's reset or restored draft) shows its label in the input, and
  // so does a label that arrives later (options loaded after the value), unless the user has typed.
  const label = selected[0]?.label ?? '';
  const [seen, setSeen] = useState({ value, label });
  if (!many && (seen.value !== value || (seen.label !== label && inputValue === seen.label))) {
    setSeen({ value, label });
    setInputValue(label);
  }
  const query = inputValue.trim();

  // The query to filter on: in single mode, the input showing the chosen label means "no filter yet".
  const filterQuery = !many && selected[0] && inputValue === selected[0].label ? '' : query;
  const loading = !!loadOptions && open && load?.query !== filterQuery;

  // An effect event, so a new `loadOptions` function on every render does not reload.
  const runLoad = useEffectEvent((text: string, signal: AbortSignal) =>
    loadOptions ? loadOptions(text, signal) : Promise.resolve([]),
  );
  const async = !!loadOptions;
  useEffect(() => {
    if (!async || !open) return;
    const controller = new AbortController();
    Promise.resolve()
      .then(() => runLoad(filterQuery, controller.signal))
      .then(
        (items) => {
          if (!controller.signal.aborted) {
            setLoad({ query: filterQuery, failed: false, items: items ?? [] });
          }
        },
        () => {
          if (!controller.signal.aborted) setLoad({ query: filterQuery, failed: true, items: [] });
        },
      );
    return () => controller.abort();
  }, [async, open, filterQuery]);
  const failed = !loading && !!load?.failed;

  const source = loadOptions ? (load?.items ?? []) : (options ?? []);
  const matches: Item[] = loadOptions
    ? [...source]
    : source.filter((o) => filterQuery === '' || contains(o.label, filterQuery));
  const exact = [...source, ...selected].some(
    (o) => o.label.toLocaleLowerCase(locale) === query.toLocaleLowerCase(locale),
  );
  const canCreate = !!onCreate && query !== '' && !exact && !loading;
  const items: Item[] = canCreate
    ? [...matches, { value: `\u0000create:${query}`, label: createLabel(query), create: query }]
    : matches;
  const virtualized = shouldVirtualize(source.length, virtualizeThreshold);
  const virtualList = useRef<VirtualListHandle>(null);
  let status: string | null = null;
  if (loading) status = loadingMessage;
  else if (failed) status = errorMessage;
  else if (matches.length === 0 && !canCreate) status = emptyMessage;

  function choose(next: Item[] | Item | null) {
    const list = Array.isArray(next) ? next : next ? [next] : [];
    const created = list.find((i) => i.create !== undefined);
    let clean = list.filter((i) => i.create === undefined).map((i) => i.value);
    const chosen = new Map(remembered);
    for (const item of list) if (item.create === undefined) chosen.set(item.value, item);
    if (created?.create !== undefined) {
      const option = { value: created.create, label: created.create };
      chosen.set(option.value, option);
      onCreate?.(created.create);
      clean = many ? [...clean, option.value] : [option.value];
    }
    setRemembered(chosen);
    if (many) {
      setValue(clean);
      setInputValue('');
    } else {
      const first = clean[0] ?? null;
      const firstLabel = first ? (chosen.get(first) ?? optionOf(first)).label : '';
      setValue(first);
      setSeen({ value: first, label: firstLabel });
      setInputValue(firstLabel);
    }
  }

  const inputRef = useComposedRefs<HTMLInputElement>(ref, focusRef);
  const baseValue = many ? selected : (selected[0] ?? null);
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
        value={baseValue as Item}
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
        onItemHighlighted={(item, { reason, index }) => {
          // Base UI scrolls a rendered option into view; one outside the rendered window (ArrowUp
          // from the input to the last option, a list that changed) needs the virtualizer to get there.
          if (!virtualized || !item || reason === 'pointer') return;
          queueMicrotask(() => virtualList.current?.scrollToIndex(index));
        }}
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
            aria-label={triggerLabel}
          >
            <ChevronDown aria-hidden="true" />
          </BaseCombobox.Trigger>
        </BaseCombobox.InputGroup>
        <BaseCombobox.Portal>
          <BaseCombobox.Positioner className={styles.Positioner} sideOffset={4}>
            <BaseCombobox.Popup
              data-slot="combobox-popup"
              data-virtualized={virtualized || undefined}
              className={cx(surface.Surface, styles.Popup)}
              aria-busy={loading || undefined}
              ref={partRef}
              onBlur={onPartBlur}
            >
              <BaseCombobox.Status
                data-slot="combobox-status"
                data-status={loading ? 'loading' : failed ? 'error' : 'idle'}
                className={styles.Status}
              >
                {status && (
                  <span className={styles.StatusContent}>
                    {loading && <Spinner decorative size="sm" />}
                    {status}
                  </span>
                )}
              </BaseCombobox.Status>
              <BaseCombobox.List className={styles.List}>
                {virtualized ? (
                  <VirtualOptions items={items} open={open} handleRef={virtualList} />
                ) : (
                  (item: Item) => <OptionItem key={item.value} item={item} />
                )}
              </BaseCombobox.List>
            </BaseCombobox.Popup>
          </BaseCombobox.Positioner>
        </BaseCombobox.Portal>
      </BaseCombobox.Root>
    ),
  });
}
