'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { devWarn } from '../../utils/dev';
import { useControllableState } from '../../utils/useControllableState';
import styles from './ListBox.module.css';
import { moveInList, typeaheadMatch } from './typeahead';

/** One option of a ListBox. */
export interface ListBoxOption {
  /** Unique among the options; what `value` holds. */
  value: string;
  /** The text shown, read by screen readers and matched by typeahead. */
  label: string;
  /** Shown, announced, skipped by the keyboard and never selected. @default false */
  disabled?: boolean;
}

/** A listbox must be named: by `aria-label`, or by a visible label through `aria-labelledby`. */
type Named =
  | {
      /** The list's accessible name. */
      'aria-label': string;
      'aria-labelledby'?: string;
    }
  | {
      'aria-label'?: string;
      /** The id of the visible label that names the list. */
      'aria-labelledby': string;
    };

export type ListBoxProps = Omit<
  ComponentProps<'div'>,
  'children' | 'defaultValue' | 'onChange' | 'aria-label' | 'aria-labelledby'
> &
  Named & {
    /** The options; tens of thousands are fine, only those in view are rendered. */
    options: readonly ListBoxOption[];
    /** Selected values (controlled). Single selection holds at most one. */
    value?: string[];
    /** Initially selected values (uncontrolled). @default [] */
    defaultValue?: string[];
    /** Called with the new selected values. */
    onValueChange?: (value: string[]) => void;
    /** Several options may be selected (Space toggles, Ctrl+A selects all). @default false */
    multiple?: boolean;
    /** Renders an option's content; the label is used by default. */
    renderOption?: (option: ListBoxOption, state: { selected: boolean }) => ReactNode;
    /** Option height in pixels, for virtualization. @default 36 */
    optionHeight?: number;
    /** The list's largest height; it scrolls beyond. @default '20rem' */
    maxHeight?: string | number;
    /** Shown when there are no options. @default the locale's `listBox.empty` ('No options') */
    emptyMessage?: ReactNode;
  };

const TYPEAHEAD_RESET_MS = 500;

/**
 * Renders a WAI-ARIA listbox of options that stays fast with very long lists: only the options in
 * view are in the DOM, each with `aria-setsize`/`aria-posinset`. Focus stays on the listbox and
 * `aria-activedescendant` points at the active option. Arrows, Home/End, PageUp/PageDown, typeahead,
 * Space/Enter to select. https://www.w3.org/WAI/ARIA/apg/patterns/listbox/
 */
export function ListBox({
  options: optionsProp,
  value,
  defaultValue = [],
  onValueChange,
  multiple = false,
  renderOption,
  optionHeight = 36,
  maxHeight = '20rem',
  emptyMessage: emptyMessageProp,
  className,
  style,
  onKeyDown,
  onFocus,
  ...props
}: ListBoxProps) {
  const t = useTranslate('listBox', english.listBox);
  const emptyMessage = emptyMessageProp ?? t('empty');
  const options = useMemo(() => (Array.isArray(optionsProp) ? optionsProp : []), [optionsProp]);
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
    name: 'ListBox',
  });
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });

  if (!props['aria-label'] && !props['aria-labelledby']) {
    devWarn(
      'ListBox: no accessible name. Add aria-label="…" or aria-labelledby pointing at a label.',
    );
  }
  if (!multiple && selected.length > 1) {
    devWarn('ListBox: several values were given to a single-selection list. Add `multiple`.');
  }

  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => optionHeight,
    overscan: 6,
  });

  const isDisabled = useCallback((i: number) => !!options[i]?.disabled, [options]);
  const optionId = (i: number) => `${id}-option-${i}`;
  const activeIndex = active < options.length ? active : -1;

  function moveTo(index: number) {
    if (index < 0) return;
    setActive(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }

  function toggle(index: number) {
    const option = options[index];
    if (!option || option.disabled) return;
    const isOn = selected.includes(option.value);
    if (multiple) {
      setSelected(isOn ? selected.filter((v) => v !== option.value) : [...selected, option.value]);
    } else if (!isOn) {
      setSelected([option.value]);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || options.length === 0) return;
    const pageSize = Math.floor((scrollRef.current?.clientHeight || 320) / optionHeight);
    const next = moveInList(activeIndex, event.key, options.length, pageSize, isDisabled);
    if (next !== null) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    if ((event.key === ' ' && typed.current.text === '') || event.key === 'Enter') {
      event.preventDefault();
      toggle(activeIndex);
      return;
    }
    if (multiple && event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      const all = options.filter((o) => !o.disabled).map((o) => o.value);
      setSelected(selected.length === all.length ? [] : all);
      return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = event.timeStamp || Date.now();
      const text = now - typed.current.at > TYPEAHEAD_RESET_MS ? '' : typed.current.text;
      typed.current = { text: text + event.key, at: now };
      const match = typeaheadMatch(
        options.map((o) => o.label),
        typed.current.text,
        activeIndex,
        isDisabled,
      );
      if (match >= 0) {
        event.preventDefault();
        moveTo(match);
      }
    }
  }

  function handleFocus(event: React.FocusEvent<HTMLDivElement>) {
    onFocus?.(event);
    // Focus arriving on the list lands on the selected option, or the first enabled one.
    if (activeIndex >= 0 || options.length === 0) return;
    const first = options.findIndex((o) => selected.includes(o.value) && !o.disabled);
    moveTo(first >= 0 ? first : (moveInList(-1, 'Home', options.length, 1, isDisabled) ?? -1));
  }

  const items = virtualizer.getVirtualItems();

  return (
    <div
      ref={scrollRef}
      role="listbox"
      tabIndex={0}
      aria-multiselectable={multiple || undefined}
      aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
      data-slot="list-box"
      data-empty={options.length === 0 || undefined}
      className={cx(styles.ListBox, className)}
      style={{ maxBlockSize: maxHeight, ...style }}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
      {...props}
    >
      {options.length === 0 ? (
        // A listbox must own options (ARIA 1.2); an empty one says so through a disabled option.
        <div
          role="option"
          aria-disabled="true"
          aria-selected="false"
          data-slot="list-box-empty"
          className={styles.Empty}
        >
          {emptyMessage}
        </div>
      ) : (
        <div
          role="presentation"
          className={styles.Sizer}
          style={{ blockSize: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const option = options[item.index]!;
            const isSelected = selected.includes(option.value);
            return (
              // Focus stays on the listbox (aria-activedescendant), which handles the keyboard; options
              // are not focusable themselves, and take clicks.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={option.value}
                id={optionId(item.index)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                aria-setsize={options.length}
                aria-posinset={item.index + 1}
                data-slot="list-box-option"
                data-active={item.index === activeIndex || undefined}
                data-selected={isSelected || undefined}
                data-disabled={option.disabled || undefined}
                className={styles.Option}
                style={{ blockSize: optionHeight, transform: `translateY(${item.start}px)` }}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => {
                  scrollRef.current?.focus({ preventScroll: true });
                  if (option.disabled) return;
                  setActive(item.index);
                  toggle(item.index);
                }}
              >
                {renderOption ? renderOption(option, { selected: isSelected }) : option.label}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
