'use client';

import { useMemo, useState } from 'react';
import type { ComboboxOption } from './Combobox';
import type { Item } from './ComboboxOptions';

interface Options {
  /** The chosen value(s), as the field keeps them. */
  value: string | string[] | null | undefined;
  setValue: (value: string | string[] | null) => void;
  multiple: boolean;
  /** Every option the combobox knows now: given, and loaded for the current text. */
  options: ReadonlyArray<ComboboxOption>;
  onCreate?: ((text: string) => void) | undefined;
}

/**
 * The chosen option(s) with their labels, the text in the input, and what choosing does. Options
 * the user chose or created are remembered, so a chosen value keeps its label when the list
 * changes (a new search, options loaded later).
 */
export function useComboboxValue({ value, setValue, multiple, options, onCreate }: Options) {
  const [remembered, setRemembered] = useState<ReadonlyMap<string, ComboboxOption>>(new Map());
  const known = useMemo(() => {
    const map = new Map(remembered);
    for (const option of options) map.set(option.value, option);
    return map;
  }, [options, remembered]);
  const optionOf = (v: string): ComboboxOption => known.get(v) ?? { value: v, label: v };
  // A multiple value is a set: a value given twice shows one chip (and no duplicate React key).
  const values = useMemo(
    () => (Array.isArray(value) ? [...new Set(value)] : value == null ? [] : [value]),
    [value],
  );
  const selected = values.map(optionOf);

  const [inputValue, setInputValue] = useState(() =>
    !multiple && selected[0] ? selected[0].label : '',
  );
  // A value set from outside (a form's reset or restored draft) shows its label in the input, and
  // so does a label that arrives later (options loaded after the value), unless the user has typed.
  const label = selected[0]?.label ?? '';
  const [seen, setSeen] = useState({ value, label });
  if (!multiple && (seen.value !== value || (seen.label !== label && inputValue === seen.label))) {
    setSeen({ value, label });
    setInputValue(label);
  }

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
      clean = multiple ? [...clean, option.value] : [option.value];
    }
    setRemembered(chosen);
    if (multiple) {
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

  return { selected, inputValue, setInputValue, choose };
}
