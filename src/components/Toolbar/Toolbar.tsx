'use client';

import {
  cloneElement,
  use,
  useMemo,
  useRef,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import { cx } from '../../utils/cx';
import { useDirection } from '../../utils/direction';
import { rovingKeyTarget, useRovingTabStop } from '../../utils/rovingFocus';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { Button, type ButtonProps } from '../Button/Button';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import styles from './Toolbar.module.css';
import { TOOLBAR_ITEM, ToolbarContext, type ToolbarContextValue } from './ToolbarContext';

type Styled = { className?: string; style?: React.CSSProperties };
type DivProps = Omit<ComponentProps<'div'>, 'className' | 'style'> & Styled;

function useToolbarContext(part: string) {
  const context = use(ToolbarContext);
  if (!context) {
    throw new Error(`<${part}> must be used inside <Toolbar>. Wrap it in <Toolbar>…</Toolbar>.`);
  }
  return context;
}

export interface ToolbarProps extends DivProps {
  /** Which arrow keys move between items: Left/Right or Up/Down. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Whether arrow keys wrap from the last item to the first. @default true */
  loop?: boolean;
  /** Disables every item. @default false */
  disabled?: boolean;
  /** The buttons' size. @default 'sm' */
  size?: 'sm' | 'md';
}

/** The items of `toolbar` that can take focus, in order; not those of a toolbar nested in it. */
function ownItems(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>(`[${TOOLBAR_ITEM}]`)].filter(
    (item) => !item.matches(':disabled') && item.closest('[role="toolbar"]') === toolbar,
  );
}

/**
 * Renders a toolbar (`role="toolbar"`, WAI-ARIA APG): one Tab stop, arrow keys move between its
 * items (Left/Right reversed in right-to-left text, Up/Down when vertical), Home and End jump to
 * the first and last. Name it with `aria-label`. Holds `ToolbarButton`, `ToolbarIconButton`,
 * `ToolbarGroup`, `ToolbarSeparator`, a `ToggleGroup`, and menu or popover triggers.
 */
export function Toolbar({
  orientation = 'horizontal',
  loop = true,
  disabled = false,
  size = 'sm',
  className,
  ref,
  onKeyDown,
  onFocus,
  ...props
}: ToolbarProps) {
  const direction = useDirection(props.dir);
  const root = useRef<HTMLDivElement>(null);
  const setRoot = useComposedRefs(root, ref);
  // One Tab stop, kept by the toolbar for all its items, a ToggleGroup's among them.
  const moveTabStop = useRovingTabStop(root, ownItems, { watch: TOOLBAR_ITEM });
  const context = useMemo<ToolbarContextValue>(
    () => ({ size, disabled, orientation }),
    [size, disabled, orientation],
  );

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    onFocus?.(event);
    moveTabStop(event);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    // Keys from a popup opened from the toolbar reach it through React's tree, not the DOM's:
    // the target is then none of the items, and nothing moves.
    rovingKeyTarget(event, ownItems(event.currentTarget), orientation, direction, loop)?.focus();
  }

  return (
    <ToolbarContext value={context}>
      {/* The arrow keys of the items inside bubble to the toolbar, which moves focus among them. */}
      <div
        role="toolbar"
        aria-orientation={orientation}
        data-orientation={orientation}
        data-disabled={disabled ? '' : undefined}
        data-slot="toolbar"
        data-size={size}
        ref={setRoot}
        className={cx(styles.Toolbar, className)}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        {...props}
      />
    </ToolbarContext>
  );
}

/**
 * The props that make a button one of the toolbar's items. A disabled item stays focusable
 * (`aria-disabled`), so it can be discovered with the arrow keys, unless `focusable` is false.
 */
function itemProps(disabled: boolean, focusable: boolean) {
  return {
    [TOOLBAR_ITEM]: '',
    'data-disabled': disabled ? '' : undefined,
    'aria-disabled': disabled && focusable ? true : undefined,
    disabled: disabled && !focusable,
  };
}

export interface ToolbarButtonProps extends ButtonProps {
  /** Keeps a disabled button reachable with the arrow keys, so it can be discovered. @default true */
  focusableWhenDisabled?: boolean;
}

/** Renders a `Button` (ghost by default) as one item of a `Toolbar`. */
export function ToolbarButton({
  variant = 'ghost',
  size,
  disabled = false,
  focusableWhenDisabled = true,
  onClick,
  ...props
}: ToolbarButtonProps) {
  const context = useToolbarContext('ToolbarButton');
  const off = disabled || context.disabled;
  return (
    <Button
      data-slot="toolbar-button"
      variant={variant}
      size={size ?? context.size}
      onClick={off ? undefined : onClick}
      {...itemProps(off, focusableWhenDisabled)}
      {...props}
    />
  );
}

export type ToolbarIconButtonProps = IconButtonProps & {
  /** Keeps a disabled button reachable with the arrow keys, so it can be discovered. @default true */
  focusableWhenDisabled?: boolean;
};

/** Renders an `IconButton` as one item of a `Toolbar`; like every IconButton it needs `aria-label`. */
export function ToolbarIconButton({
  size,
  disabled = false,
  focusableWhenDisabled = true,
  onClick,
  ...props
}: ToolbarIconButtonProps) {
  const context = useToolbarContext('ToolbarIconButton');
  const off = disabled || context.disabled;
  return (
    <IconButton
      data-slot="toolbar-button"
      size={size ?? context.size}
      onClick={off ? undefined : onClick}
      {...itemProps(off, focusableWhenDisabled)}
      {...props}
    />
  );
}

export interface ToolbarItemProps {
  /** One button-like element to make a toolbar item, such as a `MenuTrigger` or `PopoverTrigger`. */
  children: ReactElement<Record<string, unknown>>;
  /** Disables the item; it stays reachable with the arrow keys. @default false */
  disabled?: boolean;
}

/** Stops a disabled item's press, and Enter or Space on it, before its own handlers see them. */
function inert(event: SyntheticEvent) {
  if ('key' in event && event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Makes its one child (a `MenuTrigger`, a `PopoverTrigger`, a `Toggletip`…) an item of the toolbar's
 * arrow-key order, so a popup's trigger can sit among the buttons.
 */
export function ToolbarItem({ children, disabled = false }: ToolbarItemProps) {
  const context = useToolbarContext('ToolbarItem');
  const off = disabled || context.disabled;
  return cloneElement(children, {
    [TOOLBAR_ITEM]: '',
    ...(off && {
      'aria-disabled': true,
      'data-disabled': '',
      onClickCapture: inert,
      onPointerDownCapture: inert,
      onKeyDownCapture: inert,
    }),
  });
}

export interface ToolbarGroupProps extends DivProps {
  /** Disables every item in the group. @default false */
  disabled?: boolean;
}

/** Renders a `role="group"` of related toolbar items; name it with `aria-label`. */
export function ToolbarGroup({ className, disabled = false, ...props }: ToolbarGroupProps) {
  const toolbar = useToolbarContext('ToolbarGroup');
  const off = disabled || toolbar.disabled;
  const context = useMemo(() => ({ ...toolbar, disabled: off }), [toolbar, off]);
  return (
    <ToolbarContext value={context}>
      <div
        role="group"
        data-orientation={toolbar.orientation}
        data-disabled={off ? '' : undefined}
        data-slot="toolbar-group"
        className={cx(styles.Group, className)}
        {...props}
      />
    </ToolbarContext>
  );
}

export type ToolbarSeparatorProps = DivProps;

/** Renders a separator between toolbar items, drawn across the toolbar's direction. */
export function ToolbarSeparator({ className, ...props }: ToolbarSeparatorProps) {
  const { orientation } = useToolbarContext('ToolbarSeparator');
  const across = orientation === 'vertical' ? 'horizontal' : 'vertical';
  return (
    <div
      role="separator"
      aria-orientation={across}
      data-orientation={across}
      data-slot="toolbar-separator"
      className={cx(styles.Separator, className)}
      {...props}
    />
  );
}
