'use client';

import { Menu as BaseMenu } from '@base-ui/react/menu';
import { engineOpenState, type OverlayRootProps } from '../internal/overlay/overlay';
import { MenuContext } from './MenuContext';

export interface MenuProps extends OverlayRootProps {
  /** Whether arrow keys wrap from the last item to the first. @default true */
  loop?: boolean;
}

/** The menu's parts only need to know they are inside one; the engine keeps the open state. */
const inMenu = {};

/**
 * A menu button (WAI-ARIA APG): a trigger that opens a list of actions. Enter, Space or ArrowDown
 * open it on the first item, ArrowUp on the last; arrows move, typing jumps to an item, Escape
 * closes and focus returns to the trigger. Compose it from `MenuTrigger`, `MenuContent`, `MenuItem`,
 * `MenuLinkItem`, `MenuCheckboxItem`, `MenuRadioGroup`/`MenuRadioItem`, `MenuGroup`,
 * `MenuGroupLabel`, `MenuSeparator` and `MenuSub`/`MenuSubTrigger`/`MenuSubContent`.
 */
export function Menu({ children, loop = true, ...openState }: MenuProps) {
  return (
    <MenuContext value={inMenu}>
      <BaseMenu.Root
        {...engineOpenState(openState, 'Menu')}
        onOpenChange={(next) => openState.onOpenChange?.(next)}
        loopFocus={loop}
      >
        {children}
      </BaseMenu.Root>
    </MenuContext>
  );
}
