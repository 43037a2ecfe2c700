'use client';

import { Toggle } from '@base-ui/react/toggle';
import {
  createContext,
  use,
  useCallback,
  useMemo,
  useRef,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cx } from '../../utils/cx';
import { useDirection } from '../../utils/direction';
import { rovingKeyTarget, useRovingTabStop } from '../../utils/rovingFocus';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { useControllableState } from '../../utils/useControllableState';
import { TOOLBAR_ITEM, ToolbarContext } from '../Toolbar/ToolbarContext';
import styles from './ToggleGroup.module.css';

type Styled = { className?: string; style?: React.CSSProperties };
type GroupDivProps = Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'className' | 'style'
> &
  Styled;

export interface ToggleGroupProps extends GroupDivProps {
  /** The pressed items' values (controlled). */
  value?: string[];
  /** The items pressed at first when uncontrolled. @default [] */
  defaultValue?: string[];
  /** Called with the pressed items' values. */
  onValueChange?: (value: string[]) => void;
  /** Lets several items be pressed at once. @default false */
  multiple?: boolean;
  /** Disables every item. @default false */
  disabled?: boolean;
  /** Arrow keys follow it. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** @default 'md' */
  size?: 'sm' | 'md';
}

interface GroupContextValue {
  value: readonly string[];
  disabled: boolean;
  /** In a Toolbar: the toolbar moves focus among the items and keeps their one Tab stop. */
  inToolbar: boolean;
  toggle: (value: string, pressed: boolean) => void;
}

const GroupContext = createContext<GroupContextValue | null>(null);
// Never mutated: the toggles build new arrays.
const NONE: string[] = [];

/** The enabled items of `group`, not those of a group nested in it. */
function ownItems(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>('[data-slot="toggle-group-item"]')].filter(
    (item) => !item.matches(':disabled') && item.parentElement?.closest('[role="group"]') === group,
  );
}

/**
 * Renders a group of toggle buttons (`aria-pressed`) with one Tab stop: arrow keys move between
 * items (reversed in right-to-left text), Home and End go to the ends, Space or Enter presses. Name
 * the group with `aria-label`. Inside a Toolbar its items join the toolbar's own arrow-key order.
 */
export function ToggleGroup({
  value: valueProp,
  defaultValue,
  onValueChange,
  multiple = false,
  disabled: ownDisabled = false,
  orientation = 'horizontal',
  size = 'md',
  className,
  ref,
  onKeyDown,
  onFocus,
  ...props
}: ToggleGroupProps) {
  const toolbar = use(ToolbarContext);
  const inToolbar = toolbar !== null;
  const disabled = ownDisabled || !!toolbar?.disabled;
  const [value, setValue] = useControllableState<string[]>({
    value: valueProp,
    defaultValue: defaultValue ?? NONE,
    onChange: onValueChange,
  });
  const groupRef = useRef<HTMLDivElement>(null);
  const setRef = useComposedRefs(groupRef, ref);
  const direction = useDirection(props.dir);

  const toggle = useCallback(
    (item: string, pressed: boolean) =>
      setValue(
        multiple
          ? pressed
            ? [...value, item]
            : value.filter((v) => v !== item)
          : pressed
            ? [item]
            : [],
      ),
    [multiple, value, setValue],
  );

  // One Tab stop, the first enabled item until the user focuses another (APG). In a Toolbar the
  // toolbar keeps it, for its items and these alike.
  const moveTabStop = useRovingTabStop(groupRef, ownItems, { enabled: !inToolbar });

  const context = useMemo<GroupContextValue>(
    () => ({ value, disabled, inToolbar, toggle }),
    [value, disabled, inToolbar, toggle],
  );

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    onFocus?.(event);
    moveTabStop(event);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (!inToolbar)
      rovingKeyTarget(event, ownItems(event.currentTarget), orientation, direction)?.focus();
  }

  return (
    <GroupContext value={context}>
      {/* The arrow keys of the buttons inside bubble to the group, which moves focus among them. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        data-disabled={disabled ? '' : undefined}
        data-orientation={orientation}
        role="group"
        data-slot="toggle-group"
        data-size={size}
        ref={setRef}
        className={cx(styles.ToggleGroup, className)}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        {...props}
      />
    </GroupContext>
  );
}

export interface ToggleGroupItemProps
  extends Omit<ComponentProps<'button'>, 'value' | 'className' | 'style'>, Styled {
  /** Identifies the item in the group's value. */
  value: string;
  /** @default false */
  disabled?: boolean;
}

/** Renders one toggle button of a `ToggleGroup` or `SegmentedControl`. */
export function ToggleGroupItem(props: ToggleGroupItemProps) {
  const group = use(GroupContext);
  return group ? (
    <OwnItem group={group} {...props} />
  ) : (
    <Toggle data-slot="toggle-group-item" {...props} className={cx(styles.Item, props.className)} />
  );
}

function OwnItem({
  group,
  value,
  disabled: ownDisabled = false,
  className,
  onClick,
  ...props
}: ToggleGroupItemProps & { group: GroupContextValue }) {
  const pressed = group.value.includes(value);
  const disabled = ownDisabled || group.disabled;
  // In a Toolbar a disabled item stays focusable, like the toolbar's own items, so that it can be
  // discovered with the arrow keys; it then ignores presses.
  const focusableWhenDisabled = disabled && group.inToolbar;
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (focusableWhenDisabled) return;
    onClick?.(event);
    if (!event.defaultPrevented) group.toggle(value, !pressed);
  }
  return (
    <button
      type="button"
      data-pressed={pressed ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      aria-disabled={disabled || undefined}
      disabled={disabled && !focusableWhenDisabled}
      // The group, or in a Toolbar the toolbar, writes the tabindex (useRovingTabStop).
      {...{ [TOOLBAR_ITEM]: group.inToolbar ? '' : undefined }}
      aria-pressed={pressed}
      data-value={value}
      data-slot="toggle-group-item"
      className={cx(styles.Item, className)}
      onClick={handleClick}
      {...props}
    />
  );
}

export interface SegmentedControlProps extends Omit<
  ToggleGroupProps,
  'value' | 'defaultValue' | 'onValueChange' | 'multiple'
> {
  /** The chosen segment (controlled). */
  value?: string;
  /** The segment chosen at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen segment. */
  onValueChange?: (value: string) => void;
}

/**
 * Renders a segmented control: a `ToggleGroup` where exactly one segment is pressed, for switching a
 * view (List / Board / Calendar). Pressing the chosen segment again keeps it chosen. For a form
 * field's value, use a radio group instead.
 */
export function SegmentedControl({
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: SegmentedControlProps) {
  const [current, setCurrent] = useControllableState<string | undefined>({
    value,
    defaultValue,
    onChange: onValueChange as ((next: string | undefined) => void) | undefined,
    name: 'SegmentedControl',
  });
  return (
    <ToggleGroup
      data-slot="segmented-control"
      data-variant="segmented"
      value={current === undefined ? [] : [current]}
      onValueChange={(next) => {
        // One segment is always chosen: un-pressing the current one changes nothing.
        if (next.length > 0) setCurrent(next[next.length - 1]!);
      }}
      className={cx(styles.Segmented, className)}
      {...props}
    />
  );
}
