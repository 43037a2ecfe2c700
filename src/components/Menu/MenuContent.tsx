'use client';

import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useMenuContext } from './MenuContext';
import styles from './Menu.module.css';
import surface from '../PopupSurface/PopupSurface.module.css';
import { positionerProps } from '../PopupSurface/positioner';
import { withOpenState } from '../internal/overlay/overlay';

export interface MenuContentProps extends ComponentProps<'div'> {
  /** The side of the trigger it opens on; it flips when there is no room. @default 'bottom' */
  side?: 'top' | 'bottom' | 'inline-start' | 'inline-end';
  /** Alignment against the trigger, following the text direction. @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** Distance from the trigger in pixels. @default 4 */
  sideOffset?: number;
  /** Where the menu is portalled to. @default document.body */
  container?: HTMLElement | null;
}

/**
 * Renders the list of items (`role="menu"`), portalled to the body and positioned against the
 * trigger, flipping at the viewport's edges. Animates in and out with the motion tokens.
 */
export function MenuContent({
  side = 'bottom',
  align = 'start',
  sideOffset = 4,
  container,
  className,
  ...props
}: MenuContentProps) {
  useMenuContext('MenuContent');
  return (
    <BaseMenu.Portal container={container ?? undefined}>
      <BaseMenu.Positioner {...positionerProps(side, align, sideOffset)}>
        <BaseMenu.Popup
          data-slot="menu-content"
          className={cx(surface.Surface, styles.Content, className)}
          render={withOpenState(<div />)}
          {...props}
        />
      </BaseMenu.Positioner>
    </BaseMenu.Portal>
  );
}
