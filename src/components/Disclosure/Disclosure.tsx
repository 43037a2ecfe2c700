'use client';

import { ChevronDown } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type MouseEvent,
} from 'react';
import { createStrictContext } from '../../utils/createContext';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { Collapse } from '../Collapse/Collapse';
import styles from './Disclosure.module.css';

interface DisclosureContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  disabled: boolean;
  /** The panel's id, for the trigger's `aria-controls` (the panel's own `id` prop, if it has one). */
  panelId: string;
  setPanelId: (id: string | undefined) => void;
}

const [DisclosureContext, useDisclosureContext] =
  createStrictContext<DisclosureContextValue>('Disclosure');

export interface DisclosureProps extends ComponentProps<'div'> {
  /** Whether the content is shown (controlled). */
  open?: boolean;
  /** Whether the content is shown at first, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new state when the button shows or hides the content. */
  onOpenChange?: (open: boolean) => void;
  /** Disables the button, so the content stays as it is. @default false */
  disabled?: boolean;
}

/**
 * A show/hide section (WAI-ARIA APG disclosure pattern): a `DisclosureTrigger` button that shows
 * and hides its `DisclosurePanel`. Renders a `<div>` holding both; the panel's height animates,
 * instantly under reduced motion. For several such sections under headings, use `Accordion`.
 */
export function Disclosure({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
  className,
  ...props
}: DisclosureProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Disclosure',
  });
  const generatedId = useId();
  const [ownPanelId, setPanelId] = useState<string | undefined>();
  const panelId = ownPanelId ?? generatedId;
  const context = useMemo(
    () => ({ open, setOpen, disabled, panelId, setPanelId }),
    [open, setOpen, disabled, panelId],
  );
  return (
    <DisclosureContext value={context}>
      <div
        data-slot="disclosure"
        data-state={open ? 'open' : 'closed'}
        data-disabled={disabled || undefined}
        className={cx(styles.Disclosure, className)}
        {...props}
      />
    </DisclosureContext>
  );
}

export type DisclosureTriggerProps = ComponentProps<'button'>;

/**
 * Renders the `<button>` that shows and hides the panel, with `aria-expanded` and `aria-controls`;
 * Enter and Space toggle it, as on any button. Its children are its label.
 */
export function DisclosureTrigger({
  className,
  children,
  onClick,
  disabled,
  ...props
}: DisclosureTriggerProps) {
  const context = useDisclosureContext('DisclosureTrigger');
  const isDisabled = disabled ?? context.disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) context.setOpen(!context.open);
  };
  return (
    <button
      data-slot="disclosure-trigger"
      data-state={context.open ? 'open' : 'closed'}
      data-disabled={isDisabled || undefined}
      type="button"
      aria-expanded={context.open}
      aria-controls={context.panelId}
      disabled={isDisabled}
      className={cx(styles.Trigger, className)}
      onClick={handleClick}
      {...props}
    >
      <ChevronDown className={styles.Chevron} aria-hidden="true" />
      <span className={styles.Label}>{children}</span>
    </button>
  );
}

export type DisclosurePanelProps = ComponentProps<'div'>;

/**
 * Renders the content the trigger shows and hides: a `<div>` whose height animates open and
 * closed (`Collapse`). It stays in the document while closed, `hidden` (so it keeps its state, and
 * the trigger's `aria-controls` always names an element).
 */
export function DisclosurePanel({ className, id, ...props }: DisclosurePanelProps) {
  const { open, panelId, setPanelId } = useDisclosureContext('DisclosurePanel');
  useLayoutEffect(() => {
    setPanelId(id);
    return () => setPanelId(undefined);
  }, [id, setPanelId]);
  return (
    <Collapse
      open={open}
      keepMounted
      id={id ?? panelId}
      data-slot="disclosure-panel"
      className={cx(styles.Panel, className)}
      {...props}
    />
  );
}
