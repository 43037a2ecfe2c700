'use client';

import { Toolbar as BaseToolbar } from '@base-ui/react/toolbar';
import { DirectionProvider } from '@base-ui/react/direction-provider';
import { use, type ComponentProps, type KeyboardEvent, type ReactElement } from 'react';
import { cx } from '../../utils/cx';
import { useDirection } from '../../utils/direction';
import { Button, type ButtonProps } from '../Button/Button';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import styles from './Toolbar.module.css';
import { ToolbarContext } from './ToolbarContext';

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
  ...props
}: ToolbarProps) {
  const direction = useDirection(props.dir);
  return (
    <ToolbarContext value={{ size }}>
      <DirectionProvider direction={direction}>
        <BaseToolbar.Root
          data-slot="toolbar"
          data-size={size}
          ref={ref}
          orientation={orientation}
          loopFocus={loop}
          disabled={disabled}
          className={cx(styles.Toolbar, className)}
          onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
            onKeyDown?.(event);
            // A disabled item that stays focusable prevents every key's default (so that Enter and
            // Space do nothing); Home and End must still leave it.
            const disabledItem = (event.target as Element).getAttribute('aria-disabled') === 'true';
            if (!event.defaultPrevented || disabledItem) jumpToEdge(event);
          }}
          {...props}
        />
      </DirectionProvider>
    </ToolbarContext>
  );
}

/** Home and End (APG toolbar, optional keys) focus the first and the last focusable item. */
function jumpToEdge(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Home' && event.key !== 'End') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target as HTMLElement;
  // In a text field Home and End move the caret.
  if (target.matches('input, textarea, [contenteditable="true"]')) return;
  const root = event.currentTarget;
  // Keys from a popup opened from the toolbar reach it through React's tree, not the DOM's.
  if (!root.contains(target)) return;
  const items = Array.from(root.querySelectorAll<HTMLElement>('[tabindex]')).filter(
    (el) => el.closest('[role="toolbar"]') === root && !el.matches(':disabled') && el !== root,
  );
  const item = event.key === 'Home' ? items[0] : items[items.length - 1];
  if (!item) return;
  event.preventDefault();
  item.focus();
}

export interface ToolbarButtonProps extends ButtonProps {
  /** Keeps a disabled button reachable with the arrow keys, so it can be discovered. @default true */
  focusableWhenDisabled?: boolean;
}

/** Renders a `Button` (ghost by default) as one item of a `Toolbar`. */
export function ToolbarButton({
  variant = 'ghost',
  size,
  disabled,
  focusableWhenDisabled = true,
  ...props
}: ToolbarButtonProps) {
  const context = useToolbarContext('ToolbarButton');
  return (
    <BaseToolbar.Button
      disabled={disabled}
      focusableWhenDisabled={focusableWhenDisabled}
      render={
        <Button
          data-slot="toolbar-button"
          variant={variant}
          size={size ?? context.size}
          {...props}
        />
      }
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
  disabled,
  focusableWhenDisabled = true,
  ...props
}: ToolbarIconButtonProps) {
  const context = useToolbarContext('ToolbarIconButton');
  return (
    <BaseToolbar.Button
      disabled={disabled}
      focusableWhenDisabled={focusableWhenDisabled}
      render={<IconButton data-slot="toolbar-button" size={size ?? context.size} {...props} />}
    />
  );
}

export interface ToolbarItemProps {
  /** One button-like element to make a toolbar item, such as a `MenuTrigger` or `PopoverTrigger`. */
  children: ReactElement;
  /** Disables the item; it stays reachable with the arrow keys. @default false */
  disabled?: boolean;
}

/**
 * Makes its one child (a `MenuTrigger`, a `PopoverTrigger`, a `Toggletip`…) an item of the toolbar's
 * arrow-key order, so a popup's trigger can sit among the buttons.
 */
export function ToolbarItem({ children, disabled }: ToolbarItemProps) {
  useToolbarContext('ToolbarItem');
  return <BaseToolbar.Button disabled={disabled} focusableWhenDisabled render={children} />;
}

export interface ToolbarGroupProps extends DivProps {
  /** Disables every item in the group. @default false */
  disabled?: boolean;
}

/** Renders a `role="group"` of related toolbar items; name it with `aria-label`. */
export function ToolbarGroup({ className, ...props }: ToolbarGroupProps) {
  useToolbarContext('ToolbarGroup');
  return (
    <BaseToolbar.Group
      data-slot="toolbar-group"
      className={cx(styles.Group, className)}
      {...props}
    />
  );
}

export type ToolbarSeparatorProps = DivProps;

/** Renders a separator between toolbar items, drawn across the toolbar's direction. */
export function ToolbarSeparator({ className, ...props }: ToolbarSeparatorProps) {
  useToolbarContext('ToolbarSeparator');
  return (
    <BaseToolbar.Separator
      data-slot="toolbar-separator"
      className={cx(styles.Separator, className)}
      {...props}
    />
  );
}
