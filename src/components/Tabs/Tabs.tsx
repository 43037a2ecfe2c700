'use client';

import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { createStrictContext } from '../../utils/createContext';
import { cx } from '../../utils/cx';
import { useDirection, type Direction } from '../../utils/direction';
import { rovingKeyTarget } from '../../utils/rovingFocus';
import { useComposedRefs } from '../../utils/useComposedRefs';
import styles from './Tabs.module.css';

export type TabsActivation = 'automatic' | 'manual';
export type TabsOrientation = 'horizontal' | 'vertical';
type ActivationDirection = 'none' | 'left' | 'right' | 'up' | 'down';

// Written by hand rather than on Base UI's Tabs: the WAI-ARIA tabs pattern needs little more than a
// roving tabindex and a keydown handler, and Base UI's composite list registers every tab and panel
// and reads layout per tab list on mount, several times the cost of the markup itself.

interface TabsContextValue {
  /** The selected tab's value (`undefined` until the first enabled tab is picked). */
  value: string | undefined;
  /** The value of the tab that is the tab list's one Tab stop. */
  stop: string | undefined;
  orientation: TabsOrientation;
  activation: TabsActivation;
  /** Where the last selection moved, for CSS (`data-activation-direction` on the root and list). */
  direction: ActivationDirection;
  /** The writing direction, which reverses the horizontal arrow keys. */
  dir: Direction;
  /** Prefix of the tabs' and panels' ids. */
  id: string;
  /** Values of the hidden panels kept mounted, whose tabs may point at them. */
  kept: ReadonlySet<string>;
  select: (value: string, tab: HTMLElement) => void;
  setStop: (value: string) => void;
  keep: (value: string) => () => void;
}

const [TabsContext, useTabsContext] = createStrictContext<TabsContextValue>('Tabs');

const tabId = (id: string, value: string) => `${id}tab-${encodeURIComponent(value)}`;
const panelId = (id: string, value: string) => `${id}panel-${encodeURIComponent(value)}`;
const NO_VALUES: ReadonlySet<string> = new Set();

/** The tabs of `container` that belong to this tab set, not to one nested in a panel. */
function ownTabs(container: HTMLElement, scope: 'tabs' | 'tablist'): HTMLElement[] {
  const owner = scope === 'tabs' ? '[data-slot="tabs"]' : '[role="tablist"]';
  return [...container.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (tab) => tab.parentElement?.closest(owner) === container,
  );
}

type DivProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'className' | 'style'> & {
  className?: string;
  style?: React.CSSProperties;
};

export interface TabsProps extends DivProps {
  /** The active tab's value (controlled). */
  value?: string;
  /** The tab active at first when uncontrolled. @default the first enabled tab */
  defaultValue?: string;
  /** Called with the value of the tab the user activated. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic`: arrow keys move focus and show the tab's panel at once (APG's recommendation when
   * panels are quick to show). `manual`: arrows only move focus, Enter or Space shows the panel (for
   * panels that are slow to load). @default 'automatic'
   */
  activation?: TabsActivation;
  /** `vertical` lists the tabs in a column and uses the Up and Down arrow keys. @default 'horizontal' */
  orientation?: TabsOrientation;
}

/**
 * Renders tabs (WAI-ARIA tabs pattern): a `tablist` of `tab`s each showing a `tabpanel`.
 * Arrow keys move between tabs (reversed in right-to-left text), Home and End go to the ends, Tab
 * moves into the panel.
 */
export function Tabs({
  value: valueProp,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  orientation = 'horizontal',
  className,
  ref,
  ...props
}: TabsProps) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = valueProp !== undefined;
  const value = controlled ? valueProp : inner;
  // The Tab stop when it is not the selected tab (manual activation, a disabled tab): valid only
  // while the selection it was set under lasts.
  const [stop, setStopState] = useState<{ value: string; under: string | undefined }>();
  const [direction, setDirection] = useState<ActivationDirection>('none');
  const [kept, setKept] = useState(NO_VALUES);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const setRef = useComposedRefs(rootRef, ref);
  const dir = useDirection(props.dir);

  const select = useCallback(
    (next: string, tab: HTMLElement) => {
      if (next === value) return;
      const root = rootRef.current;
      if (root) {
        const tabs = ownTabs(root, 'tabs');
        const from = tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true');
        const to = tabs.indexOf(tab);
        const forward = to > from;
        const rtl = dir === 'rtl';
        setDirection(
          from === -1
            ? 'none'
            : orientation === 'vertical'
              ? forward
                ? 'down'
                : 'up'
              : forward !== rtl
                ? 'right'
                : 'left',
        );
      }
      if (!controlled) setInner(next);
      setStopState(undefined);
      onValueChange?.(next);
    },
    [rootRef, value, controlled, orientation, dir, onValueChange],
  );
  const setStop = useCallback(
    (next: string) => setStopState({ value: next, under: value }),
    [value],
  );
  const keep = useCallback((panel: string) => {
    setKept((old) => new Set(old).add(panel));
    return () =>
      setKept((old) => {
        const rest = new Set(old);
        rest.delete(panel);
        return rest;
      });
  }, []);

  // No tab matches the selection (no defaultValue, or one that names no tab): the first enabled tab
  // is picked (not reported: it is not the user's choice), or, while controlled, made the Tab stop.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const tabs = ownTabs(root, 'tabs');
    if (tabs.some((tab) => tab.getAttribute('aria-selected') === 'true')) return;
    const first = tabs.find((tab) => tab.getAttribute('aria-disabled') !== 'true');
    const prefix = tabId(id, '');
    if (!first?.id.startsWith(prefix)) return;
    const picked = decodeURIComponent(first.id.slice(prefix.length));
    if (controlled) setStopState({ value: picked, under: value });
    else setInner(picked);
  }, [rootRef, id, value, controlled]);

  const tabStop = stop && stop.under === value ? stop.value : value;
  const context = useMemo<TabsContextValue>(
    () => ({
      value,
      stop: tabStop,
      orientation,
      activation,
      direction,
      dir,
      id,
      kept,
      select,
      setStop,
      keep,
    }),
    [value, tabStop, orientation, activation, direction, dir, id, kept, select, setStop, keep],
  );

  return (
    <TabsContext value={context}>
      <div
        data-orientation={orientation}
        data-activation-direction={direction}
        data-slot="tabs"
        ref={setRef}
        className={cx(styles.Tabs, className)}
        {...props}
      />
    </TabsContext>
  );
}

export interface TabListProps extends Omit<ComponentProps<'div'>, 'className' | 'style'> {
  className?: string;
  style?: React.CSSProperties;
}

/** Renders the `tablist`. Name it with `aria-label` when nothing else on the page does. */
export function TabList({ className, onKeyDown, ...props }: TabListProps) {
  const { orientation, direction, dir } = useTabsContext('TabList');
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    // Focus moves to disabled tabs too, so they can be discovered (APG); the tab's focus handler
    // makes it the Tab stop and, with automatic activation, shows its panel.
    rovingKeyTarget(event, ownTabs(event.currentTarget, 'tablist'), orientation, dir)?.focus();
  }
  return (
    // The tabs inside are the focusable elements (roving tabindex), not the list itself.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      data-orientation={orientation}
      data-activation-direction={direction}
      data-slot="tab-list"
      className={cx(styles.List, className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export interface TabProps extends Omit<ComponentProps<'button'>, 'value' | 'className' | 'style'> {
  /** The value that ties this tab to its `TabPanel`. */
  value: string;
  /** Skipped by the arrow keys and not activatable. @default false */
  disabled?: boolean;
  className?: string;
  style?: React.CSSProperties;
}

/** Renders one `tab` (a `<button>`); it carries `data-active` when its panel shows. */
export function Tab({ value, disabled = false, className, onClick, onFocus, ...props }: TabProps) {
  const context = useTabsContext('Tab');
  const selected = context.value === value;
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (!event.defaultPrevented && !disabled) context.select(value, event.currentTarget);
  }
  function handleFocus(event: FocusEvent<HTMLButtonElement>) {
    onFocus?.(event);
    if (event.defaultPrevented) return;
    if (context.stop !== value) context.setStop(value);
    if (context.activation === 'automatic' && !disabled) context.select(value, event.currentTarget);
  }
  return (
    <button
      type="button"
      role="tab"
      id={tabId(context.id, value)}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      aria-controls={selected || context.kept.has(value) ? panelId(context.id, value) : undefined}
      tabIndex={context.stop === value ? 0 : -1}
      data-active={selected ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-orientation={context.orientation}
      data-slot="tab"
      className={cx(styles.Tab, className)}
      onClick={handleClick}
      onFocus={handleFocus}
      {...props}
    />
  );
}

export interface TabPanelProps extends Omit<ComponentProps<'div'>, 'className' | 'style'> {
  /** The value of the `Tab` that shows this panel. */
  value: string;
  /** Keeps the panel in the DOM while hidden (to keep its state, or for find-in-page). @default false */
  keepMounted?: boolean;
  className?: string;
  style?: React.CSSProperties;
}

/**
 * Renders a `tabpanel`, labelled by its tab. It is focusable (APG), so Tab from the tab list reaches a
 * panel without focusable content.
 */
export function TabPanel({ value, keepMounted = false, className, ...props }: TabPanelProps) {
  const { value: selectedValue, id, orientation, keep } = useTabsContext('TabPanel');
  const selected = selectedValue === value;
  // A hidden panel kept in the DOM tells its tab, which may then point at it with aria-controls.
  useLayoutEffect(() => (keepMounted ? keep(value) : undefined), [keepMounted, keep, value]);
  if (!selected && !keepMounted) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(id, value)}
      aria-labelledby={tabId(id, value)}
      // APG: a panel with no focusable content takes focus itself.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={selected ? 0 : -1}
      hidden={!selected}
      inert={!selected}
      data-hidden={selected ? undefined : ''}
      data-orientation={orientation}
      data-slot="tab-panel"
      className={cx(styles.Panel, className)}
      {...props}
    />
  );
}
