import { Menu as BaseMenu } from '@base-ui/react/menu';
import { useMemo, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { MenuContext } from './MenuContext';

export interface MenuProps {
  /** The trigger and the content. */
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Whether arrow keys wrap from the last item to the first. @default true */
  loop?: boolean;
}

/**
 * A menu button (WAI-ARIA APG): a trigger that opens a list of actions. Enter, Space or ArrowDown
 * open it on the first item, ArrowUp on the last; arrows move, typing jumps to an item, Escape
 * closes and focus returns to the trigger. Compose it from `MenuTrigger`, `MenuContent`, `MenuItem`,
 * `MenuLinkItem`, `MenuCheckboxItem`, `MenuRadioGroup`/`MenuRadioItem`, `MenuGroup`,
 * `MenuGroupLabel`, `MenuSeparator` and `MenuSub`/`MenuSubTrigger`/`MenuSubContent`.
 */
export function Menu({
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  loop = true,
}: MenuProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Menu',
  });
  const context = useMemo(() => ({ open }), [open]);
  return (
    <MenuContext value={context}>
      <BaseMenu.Root open={open} onOpenChange={(next) => setOpen(next)} loopFocus={loop}>
        {children}
      </BaseMenu.Root>
    </MenuContext>
  );
}
