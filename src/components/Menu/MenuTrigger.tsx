'use client';

import { Menu as BaseMenu } from '@base-ui/react/menu';
import { ChevronDown } from 'lucide-react';
import { preventableClick, withOpenState } from '../internal/overlay/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import { useMenuContext } from './MenuContext';

export interface MenuTriggerProps extends ButtonProps {
  /** Shows a chevron after the label, the usual sign of a menu button. @default true */
  showChevron?: boolean;
}

/** Renders a `Button` that opens its `Menu` (`aria-haspopup="menu"`, `aria-expanded`). */
export function MenuTrigger({
  onClick,
  showChevron = true,
  endIcon,
  ref,
  ...props
}: MenuTriggerProps) {
  useMenuContext('MenuTrigger');
  return (
    <BaseMenu.Trigger
      ref={ref}
      render={withOpenState(
        <Button
          data-slot="menu-trigger"
          onClick={preventableClick(onClick)}
          endIcon={endIcon ?? (showChevron ? <ChevronDown /> : undefined)}
          {...props}
        />,
      )}
    />
  );
}

export type MenuIconTriggerProps = IconButtonProps;

/**
 * Renders an `IconButton` that opens its `Menu`, for compact places such as a table row's actions.
 * Like every IconButton it must be named with `aria-label` (for example "Actions for Task 12").
 */
export function MenuIconTrigger({ onClick, ref, ...props }: MenuIconTriggerProps) {
  useMenuContext('MenuIconTrigger');
  return (
    <BaseMenu.Trigger
      ref={ref}
      render={withOpenState(
        <IconButton data-slot="menu-trigger" onClick={preventableClick(onClick)} {...props} />,
      )}
    />
  );
}
