import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup as BaseToggleGroup } from '@base-ui/react/toggle-group';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useElementDirection } from '../../utils/direction';
import { useControllableState } from '../../utils/useControllableState';
import styles from './ToggleGroup.module.css';

type Styled = { className?: string; style?: React.CSSProperties };
type GroupDivProps = Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'className' | 'style'
> &
  Styled;

export interface ToggleGroupProps extends GroupDivProps {
  /** The pressed items' values (controlled). */
  value?: string[];
  /** The items pressed at first when uncontrolled. @default [] */
  defaultValue?: string[];
  /** Called with the pressed items' values. */
  onValueChange?: (value: string[]) => void;
  /** Lets several items be pressed at once. @default false */
  multiple?: boolean;
  /** Disables every item. @default false */
  disabled?: boolean;
  /** Arrow keys follow it. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * Renders a group of toggle buttons (`aria-pressed`, Base UI toggle group) with one Tab stop: arrow
 * keys move between items (reversed in right-to-left text), Space or Enter presses. Name the group
 * with `aria-label`.
 */
export function ToggleGroup({
  value,
  defaultValue,
  onValueChange,
  size = 'md',
  className,
  ref,
  ...props
}: ToggleGroupProps) {
  const [direction, directionRef] = useElementDirection(ref);
  return (
    <DirectionProvider direction={direction}>
      <BaseToggleGroup
        data-slot="toggle-group"
        data-size={size}
        ref={directionRef}
        {...(value !== undefined && { value })}
        {...(defaultValue !== undefined && { defaultValue })}
        onValueChange={onValueChange ? (next: string[]) => onValueChange(next) : undefined}
        className={cx(styles.ToggleGroup, className)}
        {...props}
      />
    </DirectionProvider>
  );
}

export interface ToggleGroupItemProps
  extends Omit<ComponentProps<'button'>, 'value' | 'className' | 'style'>, Styled {
  /** Identifies the item in the group's value. */
  value: string;
  /** @default false */
  disabled?: boolean;
}

/** Renders one toggle button of a `ToggleGroup` or `SegmentedControl`. */
export function ToggleGroupItem({ className, ...props }: ToggleGroupItemProps) {
  return <Toggle data-slot="toggle-group-item" className={cx(styles.Item, className)} {...props} />;
}

export interface SegmentedControlProps extends Omit<
  ToggleGroupProps,
  'value' | 'defaultValue' | 'onValueChange' | 'multiple'
> {
  /** The chosen segment (controlled). */
  value?: string;
  /** The segment chosen at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen segment. */
  onValueChange?: (value: string) => void;
}

/**
 * Renders a segmented control: a `ToggleGroup` where exactly one segment is pressed, for switching a
 * view (List / Board / Calendar). Pressing the chosen segment again keeps it chosen. For a form
 * field's value, use a radio group instead.
 */
export function SegmentedControl({
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: SegmentedControlProps) {
  const [current, setCurrent] = useControllableState<string | undefined>({
    value,
    defaultValue,
    onChange: onValueChange as ((next: string | undefined) => void) | undefined,
    name: 'SegmentedControl',
  });
  return (
    <ToggleGroup
      data-slot="segmented-control"
      data-variant="segmented"
      value={current === undefined ? [] : [current]}
      onValueChange={(next) => {
        // One segment is always chosen: un-pressing the current one changes nothing.
        if (next.length > 0) setCurrent(next[next.length - 1]!);
      }}
      className={cx(styles.Segmented, className)}
      {...props}
    />
  );
}
