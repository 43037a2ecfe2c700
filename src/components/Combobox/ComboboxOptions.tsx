'use client';

import { Combobox as BaseCombobox } from '@base-ui/react/combobox';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { Check, Plus } from 'lucide-react';
import { useImperativeHandle, useState, type ComponentProps, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import styles from './Combobox.module.css';
import optionStyles from '../PopupSurface/PopupOption.module.css';
import type { ComboboxOption } from './Combobox';

/** An entry of the list: an option, or the "Create …" item. */
export interface Item extends ComboboxOption {
  /** Set on the "Create …" item: the text to create. */
  create?: string;
}

/** What the combobox asks of the virtualized list: bring an option into view. */
export interface VirtualListHandle {
  scrollToIndex: (index: number) => void;
}

/** The default of `virtualizeThreshold`: beyond a few hundred options, rendering them all is slow. */
export const VIRTUALIZE_THRESHOLD = 300;

/**
 * Whether a list of `count` options renders only those in view. The decision rests on every option
 * the combobox could show (not the filtered few), so it does not flip while the user types.
 */
export function shouldVirtualize(count: number, threshold = VIRTUALIZE_THRESHOLD): boolean {
  return Number.isFinite(threshold) ? count > Math.max(0, threshold) : false;
}

type OptionItemProps = Omit<ComponentProps<typeof BaseCombobox.Item>, 'value'> & { item: Item };

/** One option of the list, the same in the plain and the virtualized list. */
export function OptionItem({ item, ...props }: OptionItemProps) {
  return (
    <BaseCombobox.Item
      value={item}
      disabled={item.disabled}
      data-slot="combobox-option"
      data-create={item.create !== undefined || undefined}
      className={cx(optionStyles.Option, styles.Option)}
      {...props}
    >
      <span className={optionStyles.OptionText}>{item.label}</span>
      {item.create !== undefined ? (
        <Plus aria-hidden="true" className={styles.OptionIcon} />
      ) : (
        <BaseCombobox.ItemIndicator className={styles.OptionIcon}>
          <Check aria-hidden="true" />
        </BaseCombobox.ItemIndicator>
      )}
    </BaseCombobox.Item>
  );
}

interface VirtualOptionsProps {
  /** Every option the list holds (already filtered); only those in view are rendered. */
  items: ReadonlyArray<Item>;
  /** Whether the popup is open; the virtualizer idles while it is closed. */
  open: boolean;
  /** Receives `scrollToIndex`, so keyboard highlight can reach options not yet rendered. */
  handleRef: RefObject<VirtualListHandle | null>;
}

// An option's height before it is measured: one line of small text and its padding.
const ESTIMATED_OPTION_SIZE = 34;
const LIST_PADDING = 4;

/**
 * The options of a long list, virtualized with TanStack Virtual the way Base UI documents it
 * (https://base-ui.com/react/components/combobox#virtualized): the Root gets `virtualized` and all
 * `items`, so keyboard navigation spans every option, while only those near the view are in the DOM,
 * each with `aria-setsize`/`aria-posinset` so assistive technology knows the whole list's size.
 */
export function VirtualOptions({ items, open, handleRef }: VirtualOptionsProps) {
  // State, not a ref: the scroller mounts after this component's first render, and the virtualizer
  // needs a render that sees it to measure the window.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    enabled: open,
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: () => ESTIMATED_OPTION_SIZE,
    getItemKey: (index) => items[index]?.value ?? index,
    // An option measured at 0 is not laid out (yet, or at all, as in jsdom): keep the estimate, or
    // every option would seem to fit in the window and all would render.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ESTIMATED_OPTION_SIZE,
    overscan: 10,
    // The list's block padding (--space-1), kept by the virtualizer so scrolling to an index is exact.
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
    scrollPaddingStart: LIST_PADDING,
    scrollPaddingEnd: LIST_PADDING,
  });
  useImperativeHandle(
    handleRef,
    () => ({ scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }),
    [virtualizer],
  );

  if (items.length === 0) return null;
  const rows = virtualizer.getVirtualItems();
  return (
    <div
      role="presentation"
      ref={setScroller}
      data-slot="combobox-scroller"
      className={styles.Scroller}
    >
      <div
        role="presentation"
        className={styles.Sizer}
        style={{ blockSize: virtualizer.getTotalSize() }}
      >
        <div role="presentation" style={{ transform: `translateY(${rows[0]?.start ?? 0}px)` }}>
          {rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <OptionItem
                key={row.key}
                item={item}
                index={row.index}
                data-index={row.index}
                ref={virtualizer.measureElement}
                aria-setsize={items.length}
                aria-posinset={row.index + 1}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
