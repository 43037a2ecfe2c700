'use client';

import { Menu as BaseMenu } from '@base-ui/react/menu';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { useMenuContext } from './MenuContext';
import styles from './Menu.module.css';

export interface MenuCheckboxItemProps extends Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultChecked'
> {
  /** Controlled checked state. */
  checked?: boolean;
  /** Initial checked state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Ignores activation. @default false */
  disabled?: boolean;
  /** Whether toggling closes the menu. @default false */
  closeOnClick?: boolean;
  /** A keyboard shortcut shown at the end (text only). */
  shortcut?: ReactNode;
  /** The text typeahead matches, when the children are not plain text. */
  textValue?: string;
}

/** Renders an on/off option in a menu (`role="menuitemcheckbox"`, `aria-checked`). */
export function MenuCheckboxItem({
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  closeOnClick = false,
  shortcut,
  textValue,
  className,
  children,
  ...props
}: MenuCheckboxItemProps) {
  useMenuContext('MenuCheckboxItem');
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
    name: 'MenuCheckboxItem',
  });
  return (
    <BaseMenu.CheckboxItem
      data-slot="menu-checkbox-item"
      checked={checked}
      onCheckedChange={(next) => setChecked(next)}
      disabled={disabled}
      closeOnClick={closeOnClick}
      label={textValue}
      className={cx(styles.Item, className)}
      {...props}
    >
      <span className={styles.ItemIcon} aria-hidden="true">
        <BaseMenu.CheckboxItemIndicator className={styles.Indicator}>
          <Check />
        </BaseMenu.CheckboxItemIndicator>
      </span>
      <span className={styles.ItemLabel}>{children}</span>
      {shortcut && (
        <span className={styles.Shortcut} aria-hidden="true">
          {shortcut}
        </span>
      )}
    </BaseMenu.CheckboxItem>
  );
}
