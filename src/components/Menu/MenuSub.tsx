'use client';

import { Menu as BaseMenu } from '@base-ui/react/menu';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useMenuContext } from './MenuContext';
import styles from './Menu.module.css';
import surface from '../PopupSurface/PopupSurface.module.css';
import { positionerProps } from '../PopupSurface/positioner';
import { withOpenState } from '../internal/overlay/overlay';

export interface MenuSubProps {
  /** The `MenuSubTrigger` and the `MenuSubContent`. */
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A submenu: ArrowRight (ArrowLeft in right-to-left) or Enter on its trigger opens it on its first
 * item, ArrowLeft or Escape closes it and returns to the trigger.
 */
export function MenuSub({ children, open, defaultOpen, onOpenChange }: MenuSubProps) {
  useMenuContext('MenuSub');
  return (
    <BaseMenu.SubmenuRoot
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
    >
      {children}
    </BaseMenu.SubmenuRoot>
  );
}

export interface MenuSubTriggerProps extends ComponentProps<'div'> {
  /** An icon before the label; hidden from assistive technology. */
  icon?: ReactNode;
  /** Disables the submenu. @default false */
  disabled?: boolean;
  /** The text typeahead matches, when the children are not plain text. */
  textValue?: string;
}

/** Renders the item that opens a submenu (`aria-haspopup="menu"`), with a chevron at the end. */
export function MenuSubTrigger({
  icon,
  disabled = false,
  textValue,
  className,
  children,
  ...props
}: MenuSubTriggerProps) {
  useMenuContext('MenuSubTrigger');
  return (
    <BaseMenu.SubmenuTrigger
      data-slot="menu-sub-trigger"
      disabled={disabled}
      label={textValue}
      className={cx(styles.Item, className)}
      {...props}
    >
      <span className={styles.ItemIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.ItemLabel}>{children}</span>
      <span className={cx(styles.Shortcut, styles.SubChevron)} aria-hidden="true">
        <ChevronRight />
      </span>
    </BaseMenu.SubmenuTrigger>
  );
}

export type MenuSubContentProps = ComponentProps<'div'>;

/** Renders a submenu's items, beside its trigger (on the inline end, flipping at the edge). */
export function MenuSubContent({ className, ...props }: MenuSubContentProps) {
  useMenuContext('MenuSubContent');
  return (
    <BaseMenu.Portal>
      <BaseMenu.Positioner {...positionerProps('inline-end', 'start', -4)} alignOffset={-4}>
        <BaseMenu.Popup
          data-slot="menu-sub-content"
          className={cx(surface.Surface, styles.Content, className)}
          render={withOpenState(<div />)}
          {...props}
        />
      </BaseMenu.Positioner>
    </BaseMenu.Portal>
  );
}
