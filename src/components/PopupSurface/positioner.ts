import surface from './PopupSurface.module.css';

type Side = 'top' | 'bottom' | 'left' | 'right' | 'inline-start' | 'inline-end';
type Align = 'start' | 'center' | 'end';

/**
 * The props a popup's Base UI positioner takes in Popover and Menu: the shared positioner class,
 * the side and alignment against the trigger, and 8 px kept from the viewport's edges when it flips.
 */
export function positionerProps<S extends Side, A extends Align>(
  side: S,
  align: A,
  sideOffset: number,
) {
  return { className: surface.Positioner, side, align, sideOffset, collisionPadding: 8 };
}
