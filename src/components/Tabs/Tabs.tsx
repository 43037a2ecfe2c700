import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import { createContext, use, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useElementDirection } from '../../utils/direction';
import styles from './Tabs.module.css';

export type TabsActivation = 'automatic' | 'manual';
export type TabsOrientation = 'horizontal' | 'vertical';

const ActivationContext = createContext<TabsActivation>('automatic');

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
 * Renders tabs (WAI-ARIA tabs pattern on Base UI): a `tablist` of `tab`s each showing a `tabpanel`.
 * Arrow keys move between tabs (reversed in right-to-left text), Home and End go to the ends, Tab
 * moves into the panel.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  orientation = 'horizontal',
  className,
  ref,
  ...props
}: TabsProps) {
  const [direction, directionRef] = useElementDirection(ref);
  // Base UI keeps the controlled/uncontrolled state itself: it also knows which tab is the first
  // enabled one, which the default selection needs.
  return (
    <DirectionProvider direction={direction}>
      <ActivationContext value={activation}>
        <BaseTabs.Root
          data-slot="tabs"
          ref={directionRef}
          // Passed only when given: an explicit `undefined` would read as a value to Base UI.
          {...(value !== undefined && { value })}
          {...(defaultValue !== undefined && { defaultValue })}
          onValueChange={
            onValueChange
              ? (next: unknown, details: { reason: string }) => {
                  // The first automatic pick of an uncontrolled root is not the user's choice.
                  if (details.reason !== 'initial') onValueChange(String(next));
                }
              : undefined
          }
          orientation={orientation}
          className={cx(styles.Tabs, className)}
          {...props}
        />
      </ActivationContext>
    </DirectionProvider>
  );
}

export interface TabListProps extends Omit<ComponentProps<'div'>, 'className' | 'style'> {
  className?: string;
  style?: React.CSSProperties;
}

/** Renders the `tablist`. Name it with `aria-label` when nothing else on the page does. */
export function TabList({ className, ...props }: TabListProps) {
  const activation = use(ActivationContext);
  return (
    <BaseTabs.List
      data-slot="tab-list"
      activateOnFocus={activation === 'automatic'}
      className={cx(styles.List, className)}
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
export function Tab({ className, ...props }: TabProps) {
  return <BaseTabs.Tab data-slot="tab" className={cx(styles.Tab, className)} {...props} />;
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
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <BaseTabs.Panel data-slot="tab-panel" className={cx(styles.Panel, className)} {...props} />
  );
}
