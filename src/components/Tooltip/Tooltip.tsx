'use client';

import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import {
  cloneElement,
  createContext,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { useHydrated } from '../../utils/useHydrated';
import popoverStyles from '../Popover/Popover.module.css';
import styles from './Tooltip.module.css';
import motion from '../PopupSurface/PopupMotion.module.css';

/** How long the pointer rests on a trigger, or focus stays on it, before its tooltip opens. */
const DEFAULT_DELAY = 600;
/** Within this time after a tooltip closes, the next one opens at once. */
const DEFAULT_GROUP_TIMEOUT = 400;

interface GroupValue {
  delay: number;
  /** Records that a tooltip of the group opened; returns what records its closing. */
  shown: () => () => void;
  /** Whether a tooltip of the group is open or closed less than `timeout` ago. */
  isWarm: () => boolean;
}

const GroupContext = createContext<GroupValue | null>(null);

export interface TooltipProviderProps {
  /** The tooltips in the group. */
  children?: ReactNode;
  /** Milliseconds before the first tooltip opens. @default 600 */
  delay?: number;
  /** Milliseconds after one tooltip closes during which the next opens at once. @default 400 */
  timeout?: number;
}

/**
 * Groups tooltips (a toolbar's, say): once one is showing, moving the pointer or focus to the next
 * trigger opens its tooltip at once instead of waiting for the delay again. Renders no element.
 */
export function TooltipProvider({
  children,
  delay = DEFAULT_DELAY,
  timeout = DEFAULT_GROUP_TIMEOUT,
}: TooltipProviderProps) {
  // When the last tooltip of the group closed, or `Infinity` while one is open.
  const lastClosedAt = useRef(-Infinity);
  const value = useMemo<GroupValue>(
    () => ({
      delay,
      shown: () => {
        lastClosedAt.current = Infinity;
        return () => {
          lastClosedAt.current = performance.now();
        };
      },
      isWarm: () => performance.now() - lastClosedAt.current < timeout,
    }),
    [delay, timeout],
  );
  return (
    <GroupContext value={value}>
      <BaseTooltip.Provider delay={delay} timeout={timeout}>
        {children}
      </BaseTooltip.Provider>
    </GroupContext>
  );
}

export interface TooltipProps extends Omit<ComponentProps<'div'>, 'content' | 'children'> {
  /** The tooltip's text: short, plain, never the only place something important is said. */
  content: ReactNode;
  /** One focusable element (a `Button`, an `IconButton`, a link) that the tooltip attaches to. */
  children: ReactElement;
  /**
   * How the tooltip relates to its trigger (WAI-ARIA APG tooltip pattern): `description` adds to the
   * trigger's own name (`aria-describedby`); `label` names it (`aria-labelledby`), for a trigger whose
   * only visible label is an icon and whose tooltip says the same as its name. @default 'description'
   */
  kind?: 'description' | 'label';
  /** The side of the trigger it shows on; it flips when there is no room. @default 'top' */
  side?: 'top' | 'bottom' | 'inline-start' | 'inline-end';
  /** Alignment against the trigger, following the text direction. @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** Distance from the trigger in pixels. @default 6 */
  sideOffset?: number;
  /** Draws an arrow pointing at the trigger. @default true */
  showArrow?: boolean;
  /** Milliseconds before it opens on hover or focus; by default the `TooltipProvider`'s, else 600. */
  delay?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever the tooltip opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Stops the tooltip from opening; the trigger itself stays as it is. @default false */
  disabled?: boolean;
  /** Where the tooltip is portalled to. @default document.body */
  container?: HTMLElement | null;
}

/**
 * Shows a short text hint next to its trigger when the trigger is hovered or focused, after a delay
 * (instantly inside a `TooltipProvider` while another tooltip has just been shown). Escape closes it.
 * The tooltip (`role="tooltip"`) names or describes its trigger, so screen readers get its text
 * without seeing it. Touch screens never show it: for information a touch user needs, use a
 * `Toggletip` or visible text instead.
 */
export function Tooltip({
  content,
  children,
  kind = 'description',
  side = 'top',
  align = 'center',
  sideOffset = 6,
  showArrow = true,
  delay: delayProp,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
  container,
  id: idProp,
  className,
  ...props
}: TooltipProps) {
  const group = use(GroupContext);
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Tooltip',
  });
  const delay = delayProp ?? group?.delay ?? DEFAULT_DELAY;
  // The popup (a portal, a positioner, the bubble) mounts the first time the tooltip opens; until
  // then a hidden copy of its text is all the trigger's aria-describedby/labelledby needs, so a page
  // of triggers that are never hovered costs little more than the triggers.
  const hydrated = useHydrated();
  const [popupMounted, setPopupMounted] = useState(open);
  if (open && !popupMounted) setPopupMounted(true);
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);

  // Tell the group when this tooltip closes, so the next trigger's tooltip can open at once.
  useEffect(() => {
    if (group && open) return group.shown();
  }, [group, open]);

  const triggerProps = children.props as {
    'aria-describedby'?: string;
    'aria-labelledby'?: string;
  };
  const relation =
    kind === 'label'
      ? { 'aria-labelledby': id }
      : { 'aria-describedby': join(triggerProps['aria-describedby'], id) };

  return (
    <BaseTooltip.Root
      open={open}
      disabled={disabled}
      onOpenChange={(next, details) => {
        clearTimeout(focusTimer.current);
        // Base UI opens on focus at once; the APG tooltip waits the same short delay as on hover,
        // unless a tooltip of the group has just been shown.
        if (next && details.reason === 'trigger-focus') {
          const wait = group?.isWarm() ? 0 : delay;
          if (wait > 0) {
            details.cancel();
            const trigger = details.event.target as Element | null;
            focusTimer.current = setTimeout(() => {
              if (trigger && trigger === document.activeElement) setOpen(true);
            }, wait);
            return;
          }
        }
        setOpen(next);
      }}
    >
      <BaseTooltip.Trigger
        delay={delayProp}
        // The relation goes onto the child itself: the render element's own props win over the
        // Trigger's, and its own aria-describedby is already joined in.
        render={cloneElement(children, relation)}
        onBlur={() => clearTimeout(focusTimer.current)}
      />
      {popupMounted ? (
        // Kept mounted once shown (hidden while closed) so the trigger's relation always points at
        // an element: a hidden element still gives its text to the name computation.
        <BaseTooltip.Portal keepMounted container={container ?? undefined}>
          <BaseTooltip.Positioner
            className={styles.Positioner}
            side={side}
            align={align}
            sideOffset={sideOffset}
            collisionPadding={8}
          >
            <BaseTooltip.Popup
              data-slot="tooltip"
              data-state={open ? 'open' : 'closed'}
              role="tooltip"
              id={id}
              className={cx(motion.Motion, styles.Tooltip, className)}
              {...props}
            >
              {showArrow && (
                <BaseTooltip.Arrow
                  data-slot="tooltip-arrow"
                  className={popoverStyles.Arrow}
                  aria-hidden="true"
                />
              )}
              {content}
            </BaseTooltip.Popup>
          </BaseTooltip.Positioner>
        </BaseTooltip.Portal>
      ) : hydrated ? (
        createPortal(
          <span hidden id={id}>
            {content}
          </span>,
          container ?? document.body,
        )
      ) : (
        // On the server (no document.body) and while hydrating: the same hidden text, in place.
        <span hidden id={id}>
          {content}
        </span>
      )}
    </BaseTooltip.Root>
  );
}

function join(...ids: Array<string | undefined>) {
  return ids.filter(Boolean).join(' ') || undefined;
}
