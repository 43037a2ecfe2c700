'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Popover as BasePopover } from '@base-ui/react/popover';
import { Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import popoverStyles from '../Popover/Popover.module.css';
import styles from './Tooltip.module.css';
import motion from '../PopupSurface/PopupMotion.module.css';

export interface ToggletipProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The information it reveals: short text, no links or controls (use a `Popover` for those). */
  children: ReactNode;
  /** The button's accessible name. @default the locale's `toggletip.label` ('More information') */
  label?: string;
  /** The button's icon. @default an "i" in a circle */
  icon?: ReactNode;
  /** The side of the button it shows on; it flips when there is no room. @default 'top' */
  side?: 'top' | 'bottom' | 'inline-start' | 'inline-end';
  /** Alignment against the button, following the text direction. @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** Draws an arrow pointing at the button. @default true */
  showArrow?: boolean;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Where the bubble is portalled to. @default document.body */
  container?: HTMLElement | null;
}

/**
 * Renders an info button that shows a small bubble of text on click, tap, Enter or Space (a
 * "toggletip"): unlike a `Tooltip` it works on touch screens. Focus stays on the button, and the
 * text is announced through a polite live region beside it; Escape, a click outside or the button
 * again close it.
 */
export function Toggletip({
  children,
  label: labelProp,
  icon = <Info />,
  side = 'top',
  align = 'center',
  showArrow = true,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  container,
  className,
  ...props
}: ToggletipProps) {
  const t = useTranslate('toggletip', english.toggletip);
  const label = labelProp ?? t('label');
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Toggletip',
  });
  return (
    <span
      data-slot="toggletip"
      data-state={open ? 'open' : 'closed'}
      className={cx(styles.Toggletip, className)}
      {...props}
    >
      <BasePopover.Root open={open} onOpenChange={(next) => setOpen(next)}>
        <BasePopover.Trigger
          // Not a dialog: the bubble is plain text announced in place, and focus stays here.
          aria-haspopup={undefined}
          render={
            <IconButton
              data-slot="toggletip-trigger"
              aria-label={label}
              icon={icon}
              size="sm"
              variant="ghost"
            />
          }
        />
        <BasePopover.Portal container={container ?? undefined}>
          <BasePopover.Positioner
            className={styles.Positioner}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
          >
            {/* A non-modal dialog named like the button (Tab from the button reaches it); the text is
                also announced by the live region below, so focus need not move. */}
            <BasePopover.Popup
              data-slot="toggletip-bubble"
              data-state={open ? 'open' : 'closed'}
              aria-label={label}
              initialFocus={false}
              className={cx(motion.Motion, styles.Tooltip, styles.Bubble)}
            >
              {showArrow && (
                <BasePopover.Arrow data-slot="toggletip-arrow" className={popoverStyles.Arrow} />
              )}
              {children}
            </BasePopover.Popup>
          </BasePopover.Positioner>
        </BasePopover.Portal>
      </BasePopover.Root>
      {/* Always present, so adding the text is announced (a live region must exist before it changes). */}
      <VisuallyHidden role="status" data-slot="toggletip-status">
        {open ? children : null}
      </VisuallyHidden>
    </span>
  );
}
