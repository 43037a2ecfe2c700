'use client';

import { Menu as BaseMenu } from '@base-ui/react/menu';
import { Circle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { useMenuContext } from './MenuContext';
import styles from './Menu.module.css';

export interface MenuRadioGroupProps extends Omit<ComponentProps<'div'>, 'defaultValue'> {
  /** The chosen item's value (controlled). */
  value?: string;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** Disables every item in the group. @default false */
  disabled?: boolean;
}

/** Renders a group of mutually exclusive `MenuRadioItem`s (`role="group"`); name it with a label. */
export function MenuRadioGroup({
  value: valueProp,
  defaultValue,
  onValueChange,
  disabled = false,
  className,
  ...props
}: MenuRadioGroupProps) {
  useMenuContext('MenuRadioGroup');
  const [value, setValue] = useControllableState<string | undefined>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange as ((v: string | undefined) => void) | undefined,
    name: 'MenuRadioGroup',
  });
  return (
    <BaseMenu.RadioGroup
      data-slot="menu-radio-group"
      value={value ?? null}
      onValueChange={(next: string) => setValue(next)}
      disabled={disabled}
      className={cx(styles.Group, className)}
      {...props}
    />
  );
}

export interface MenuRadioItemProps extends ComponentProps<'div'> {
  /** The value this item stands for. */
  value: string;
  /** Ignores activation. @default false */
  disabled?: boolean;
  /** Whether choosing it closes the menu. @default false */
  closeOnClick?: boolean;
  /** The text typeahead matches, when the children are not plain text. */
  textValue?: string;
}

/** Renders one choice of a `MenuRadioGroup` (`role="menuitemradio"`, `aria-checked`). */
export function MenuRadioItem({
  value,
  disabled = false,
  closeOnClick = false,
  textValue,
  className,
  children,
  ...props
}: MenuRadioItemProps) {
  useMenuContext('MenuRadioItem');
  return (
    <BaseMenu.RadioItem
      data-slot="menu-radio-item"
      value={value}
      disabled={disabled}
      closeOnClick={closeOnClick}
      label={textValue}
      className={cx(styles.Item, className)}
      {...props}
    >
      <span className={styles.ItemIcon} aria-hidden="true">
        <BaseMenu.RadioItemIndicator className={styles.Indicator}>
          <Circle className={styles.Dot} />
        </BaseMenu.RadioItemIndicator>
      </span>
      <span className={styles.ItemLabel}>{children}</span>
    </BaseMenu.RadioItem>
  );
}
