'use client';

import { Combobox as BaseCombobox } from '@base-ui/react/combobox';
import { useRef, type FocusEventHandler, type Ref, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import surface from '../PopupSurface/PopupSurface.module.css';
import styles from './Combobox.module.css';
import { OptionItem, VirtualOptions, type Item, type VirtualListHandle } from './ComboboxOptions';

interface ComboboxPopupProps {
  items: ReadonlyArray<Item>;
  open: boolean;
  virtualized: boolean;
  /** Receives the virtualized list's handle, to bring a highlighted option into view. */
  virtualList: RefObject<VirtualListHandle | null>;
  /** The status line (loading, failed, nothing found), or null. */
  status: string | null;
  loading: boolean;
  failed: boolean;
  /** The field's own ref and blur handler: the popup is part of the control. */
  partRef: Ref<HTMLDivElement> | undefined;
  onBlur: FocusEventHandler<HTMLDivElement>;
}

/**
 * The combobox's list, portalled and positioned under its input: a status line announced to
 * screen readers, then the options (only those in view when virtualized).
 */
export function ComboboxPopup({
  items,
  open,
  virtualized,
  virtualList,
  status,
  loading,
  failed,
  partRef,
  onBlur,
}: ComboboxPopupProps) {
  return (
    <BaseCombobox.Portal>
      <BaseCombobox.Positioner className={styles.Positioner} sideOffset={4}>
        <BaseCombobox.Popup
          data-slot="combobox-popup"
          data-virtualized={virtualized || undefined}
          className={cx(surface.Surface, styles.Popup)}
          aria-busy={loading || undefined}
          ref={partRef}
          onBlur={onBlur}
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
  );
}

/** The handle of a virtualized list, and what scrolls a highlighted option into it. */
export function useVirtualList(virtualized: boolean) {
  const virtualList = useRef<VirtualListHandle>(null);
  const onItemHighlighted = (
    item: Item | undefined,
    { reason, index }: { reason: string; index: number },
  ) => {
    // Base UI scrolls a rendered option into view; one outside the rendered window (ArrowUp from
    // the input to the last option, a list that changed) needs the virtualizer to get there.
    if (!virtualized || !item || reason === 'pointer') return;
    queueMicrotask(() => virtualList.current?.scrollToIndex(index));
  };
  return { virtualList, onItemHighlighted };
}
