'use client';

import { Drawer as BaseDrawer } from '@base-ui/react/drawer';
import { useRef, type ComponentProps, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { useDialogFamily } from '../internal/dialog/context';
import { PopupCloseButton } from '../internal/dialog/CloseButton';
import { PopupEnd } from '../internal/dialog/PopupEnd';
import { firstTabbable, withOpenState } from '../internal/overlay/overlay';
import backdrop from '../internal/dialog/DialogBackdrop.module.css';
import styles from './Drawer.module.css';

export interface DrawerContentProps extends ComponentProps<'div'> {
  /** The element to focus on opening; by default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The element to focus on closing (or a function returning it, or `false` to leave focus alone); by default the element that opened the drawer. */
  finalFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | boolean | null);
  /** Shows the close button (an `IconButton` named "Close") at the top end. @default true */
  showCloseButton?: boolean;
  /** The close button's accessible name, for other languages. @default the locale's `dialog.close` ('Close') */
  closeLabel?: string;
  /** Where the drawer is portalled to. @default document.body */
  container?: HTMLElement | null;
}

/**
 * Renders the drawer panel (`role="dialog"`, `aria-modal`) against its edge over a backdrop, portalled
 * to the body. It slides in and out with the motion tokens, so under reduced motion it appears at once.
 */
export function DrawerContent({
  initialFocus,
  showCloseButton = true,
  closeLabel,
  container,
  className,
  children,
  ref,
  ...props
}: DrawerContentProps) {
  const { side, edge } = useDialogFamily('DrawerContent', 'Drawer');
  const popupRef = useRef<HTMLDivElement>(null);
  const contentRef = useComposedRefs(ref, popupRef);
  return (
    <BaseDrawer.Portal container={container ?? undefined}>
      <BaseDrawer.Backdrop
        data-slot="drawer-backdrop"
        className={cx(backdrop.DialogBackdrop, styles.Backdrop)}
      />
      <BaseDrawer.Viewport className={styles.Viewport} data-edge={edge}>
        <BaseDrawer.Popup
          data-slot="drawer-content"
          data-side={side}
          data-edge={edge}
          className={cx(styles.Content, className)}
          ref={contentRef}
          render={withOpenState(<div />)}
          // As in Dialog: the first focusable element, except on touch, where focusing a field would
          // open the on-screen keyboard (Base UI then focuses the panel itself).
          initialFocus={
            initialFocus ??
            ((type) => (type === 'touch' ? true : (firstTabbable(popupRef.current) ?? true)))
          }
          {...props}
        >
          <BaseDrawer.Content className={styles.Body}>{children}</BaseDrawer.Content>
          <PopupEnd
            part="DrawerContent"
            closeButton={showCloseButton && <PopupCloseButton family="drawer" label={closeLabel} />}
            labels={props}
          />
        </BaseDrawer.Popup>
      </BaseDrawer.Viewport>
    </BaseDrawer.Portal>
  );
}
