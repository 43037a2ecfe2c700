'use client';

import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Slider as BaseSlider } from '@base-ui/react/slider';
import type { ComponentProps, Ref } from 'react';
import type { FieldRules } from '../../forms/rules';
import { hasContent } from '../../utils/content';
import { cx } from '../../utils/cx';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { devWarn } from '../../utils/dev';
import { useDirection } from '../../utils/direction';
import { renderFieldFrame, type ControlLabelProps } from '../Field/frame';
import { useFramedField, type FramedProps } from '../Field/useFramedField';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import styles from './Slider.module.css';

export interface SliderProps
  extends
    Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'dir' | 'children'>,
    ControlLabelProps {
  /** The value: a number, or `[start, end]` for a range. Makes the slider controlled. */
  value?: number | number[];
  /** The initial value when uncontrolled; an array makes a range. @default min */
  defaultValue?: number | number[];
  /** Called with every new value while the user drags or presses keys. */
  onValueChange?: (value: number | number[]) => void;
  /** Called once the user lets go (pointer up or key press), with the final value. */
  onValueCommit?: (value: number | number[]) => void;
  /** The smallest value. @default 0 */
  min?: number;
  /** The largest value. @default 100 */
  max?: number;
  /** The amount one arrow key moves. @default 1 */
  step?: number;
  /** The amount PageUp/PageDown and Shift+Arrow move. @default 10 */
  largeStep?: number;
  /** How values are formatted in the locale, on screen and for screen readers (currency, percent, unit). */
  format?: Intl.NumberFormatOptions;
  /** One accessible name per thumb, in order; required for a range ("Minimum price", "Maximum price"). */
  thumbLabels?: string[];
  /** Shows the formatted value(s) above the track. @default true */
  showValue?: boolean;
  /** The field name: binds to an enclosing Form (the value is a number, or `number[]` for a range); each thumb's value is posted under it. */
  name?: string;
  /** Rules for a Form (custom, async); a slider always holds a value between `min` and `max`. */
  rules?: FieldRules<number | number[]>;
  /** `false` keeps the value out of a Form's saved draft. @default true */
  persist?: boolean;
  /** Ignores interaction and dims the slider. @default false */
  disabled?: boolean;
  /** Shows the value but ignores every attempt to change it. @default false */
  readOnly?: boolean;
  /** Marks the field required (a slider always holds a value, so it never fails). @default false */
  required?: boolean;
  /** Which way the track runs. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Text direction, which the arrow keys follow. @default the direction in effect (`useDirection`) */
  dir?: 'ltr' | 'rtl';
  /** The ref of the root element. */
  ref?: Ref<HTMLDivElement>;
}

function setAttribute(element: Element, name: string, value: string | false | undefined) {
  if (value) element.setAttribute(name, value);
  else element.removeAttribute(name);
}

/**
 * Renders a slider with one thumb, or two for a range, each a native range input (role `slider`)
 * with keyboard support per the APG slider pattern, values formatted in the locale, and the value(s)
 * posted under `name`.
 */
export function Slider({
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  largeStep = 10,
  format,
  thumbLabels,
  showValue = true,
  label,
  description,
  error,
  hideLabel,
  fieldProps,
  name,
  rules,
  persist,
  disabled: disabledProp,
  readOnly,
  required,
  orientation = 'horizontal',
  dir,
  className,
  ref,
  onBlur,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: SliderProps) {
  const { locale } = useLocale();
  const direction = useDirection(dir);
  // Bounds beyond ±1e300 are clamped, so that a fallback max above min always exists: near
  // Number.MAX_VALUE, min + 100 rounds back to min.
  const safeMin = Number.isFinite(min) ? Math.min(1e300, Math.max(-1e300, min)) : 0;
  const fallbackMax = safeMin + Math.max(100, Math.abs(safeMin) * 4 * Number.EPSILON);
  const safeMax = Number.isFinite(max) && max > safeMin ? max : fallbackMax;
  if (!(max > min)) devWarn(`Slider: max (${max}) must be greater than min (${min}).`);

  const { field, context, controlProps, frameProps } = useFramedField<
    number | number[],
    FramedProps<number | number[]>
  >(
    'Slider',
    {
      label,
      description,
      error,
      hideLabel,
      disabled: disabledProp,
      readOnly,
      required,
      name,
      rules,
      persist,
      'aria-label': ariaLabel ?? thumbLabels?.[0],
      'aria-labelledby': ariaLabelledBy,
    },
    {
      value: valueProp,
      defaultValue: defaultValue ?? safeMin,
      onValueChange,
      emptyValue: safeMin,
    },
  );
  const { value, setValue, disabled } = field;
  const { ref: focusRef, partRef, onBlur: onPartBlur } = field;
  const sliderRef = useComposedRefs(ref, partRef);
  const values = (Array.isArray(value) ? value : [value]).map((v) =>
    Number.isFinite(v) ? v : safeMin,
  );
  const range = values.length > 1;
  if (range && (!thumbLabels || thumbLabels.length < values.length)) {
    devWarn(
      'Slider: a range needs one label per thumb. Pass thumbLabels, e.g. ' +
        '["Minimum price", "Maximum price"].',
    );
  }

  const invalid = context.invalid;
  // Named by the label unless named otherwise.
  const labelled = hasContent(label);
  const labelledBy = ariaLabelledBy ?? (labelled && !ariaLabel ? context.labelId : undefined);

  return renderFieldFrame({
    ...frameProps,
    ...fieldProps,
    children: (
      <DirectionProvider direction={direction}>
        <BaseSlider.Root
          data-slot="slider"
          data-range={range || undefined}
          data-invalid={invalid || undefined}
          className={cx(styles.Root, className)}
          ref={sliderRef}
          onBlur={(event) => {
            onBlur?.(event);
            onPartBlur(event);
          }}
          // A range is a group named by the Field's label; each thumb adds its own name.
          role={range ? 'group' : undefined}
          aria-labelledby={range ? labelledBy : undefined}
          aria-label={range ? ariaLabel : undefined}
          {...props}
          value={range ? values : values[0]}
          onValueChange={(next) => {
            if (!readOnly) setValue(next as number | number[]);
          }}
          onValueCommitted={(next) => onValueCommit?.(next as number | number[])}
          min={safeMin}
          max={safeMax}
          step={Number.isFinite(step) && step > 0 ? step : 1}
          largeStep={largeStep}
          format={format}
          locale={locale}
          name={field.name}
          disabled={disabled}
          orientation={orientation}
        >
          {showValue && (
            <BaseSlider.Value data-slot="slider-value" className={styles.Value} aria-hidden="true">
              {(formatted) => formatted.join(' – ')}
            </BaseSlider.Value>
          )}
          <BaseSlider.Control data-slot="slider-control" className={styles.Control}>
            <BaseSlider.Track data-slot="slider-track" className={styles.Track}>
              <BaseSlider.Indicator data-slot="slider-indicator" className={styles.Indicator} />
              {values.map((_, index) => (
                <BaseSlider.Thumb
                  key={index}
                  index={index}
                  data-slot="slider-thumb"
                  className={styles.Thumb}
                  aria-label={thumbLabels?.[index] ?? (range ? undefined : ariaLabel)}
                  aria-labelledby={
                    thumbLabels?.[index] ? undefined : range ? undefined : labelledBy
                  }
                  aria-describedby={controlProps['aria-describedby']}
                  inputRef={(input: HTMLInputElement | null) => {
                    // Base UI passes only some ARIA props on to the range input; the rest are set
                    // here, each render (a new ref callback), so they follow the state.
                    if (input) {
                      setAttribute(input, 'aria-invalid', controlProps['aria-invalid'] && 'true');
                      setAttribute(input, 'aria-errormessage', controlProps['aria-errormessage']);
                      setAttribute(input, 'aria-readonly', readOnly && 'true');
                    }
                    if (index === 0) focusRef?.(input);
                  }}
                  // Screen readers read the locale's formatting ("1.250 €"), not the raw number.
                  getAriaValueText={(formatted) => formatted}
                />
              ))}
            </BaseSlider.Track>
          </BaseSlider.Control>
        </BaseSlider.Root>
      </DirectionProvider>
    ),
  });
}
