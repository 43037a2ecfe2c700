'use client';

import { Popover as BasePopover } from '@base-ui/react/popover';
import type { ComponentProps, RefObject } from 'react';
import { cx } from '../../utils/cx';
import { TitleCheck } from '../internal/dialog/TitleCheck';
import { withOpenState } from '../internal/overlay/overlay';
import { usePopoverContext } from './PopoverContext';
import styles from './Popover.module.css';
import surface from '../PopupSurface/PopupSurface.module.css';
import { positionerProps } from '../PopupSurface/positioner';

export type PopoverSide = 'top' | 'bottom' | 'inline-start' | 'inline-end';
export type PopoverAlign = 'start' | 'center' | 'end';

export interface PopoverContentProps extends ComponentProps<'div'> {
  /** The side of the trigger it opens on; it flips when there is no room. @default 'bottom' */
  side?: PopoverSide;
  /** Alignment against the trigger, following the text direction. @default 'center' */
  align?: PopoverAlign;
  /** Distance from the trigger in pixels. @default 8 */
  sideOffset?: number;
  /** Draws an arrow pointing at the trigger. @default false */
  showArrow?: boolean;
  /** The element to focus on opening; by default the first focusable element inside, else the popover. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The element to focus on closing; by default the trigger. */
  finalFocus?: RefObject<HTMLElement | null>;
  /** Where the popover is portalled to. @default document.body */
  container?: HTMLElement | null;
}

/**
 * Renders the popover itself (`role="dialog"`, not modal), portalled to the body and positioned
 * against the trigger, flipping at the viewport's edges. Name it with a `PopoverTitle` (or
 * `aria-label`). Animates in and out with the motion tokens, so under reduced motion it appears at once.
 */
export function PopoverContent({
  side = 'bottom',
  align = 'center',
  sideOffset = 8,
  showArrow = false,
  initialFocus,
  finalFocus,
  container,
  className,
  children,
  ...props
}: PopoverContentProps) {
  const { titleCountRef } = usePopoverContext('PopoverContent');
  return (
    <BasePopover.Portal container={container ?? undefined}>
      <BasePopover.Positioner {...positionerProps(side, align, sideOffset)}>
        <BasePopover.Popup
          data-slot="popover-content"
          className={cx(surface.Surface, styles.Content, className)}
          render={withOpenState(<div />)}
          initialFocus={initialFocus}
          finalFocus={finalFocus}
          {...props}
        >
          {showArrow && <BasePopover.Arrow data-slot="popover-arrow" className={styles.Arrow} />}
          {children}
          <TitleCheck component="PopoverContent" titleCountRef={titleCountRef} labels={props} />
        </BasePopover.Popup>
      </BasePopover.Positioner>
    </BasePopover.Portal>
  );
}
