import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import { preventableClick } from '../../utils/overlay';
import { Button, type ButtonProps } from '../Button/Button';
import { useDrawerContext } from './DrawerContext';

export type DrawerTriggerProps = ButtonProps;

/** Renders a `Button` that opens its `Drawer`; focus returns to it when the drawer closes. */
export function DrawerTrigger({ onClick, ...props }: DrawerTriggerProps) {
  const { open } = useDrawerContext('DrawerTrigger');
  return (
    <BaseDrawer.Trigger
      render={
        <Button
          data-slot="drawer-trigger"
          data-state={open ? 'open' : 'closed'}
          onClick={preventableClick(onClick)}
          {...props}
        />
      }
    />
  );
}
