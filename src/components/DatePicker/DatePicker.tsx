'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Popover } from '@base-ui/react/popover';
import { CalendarDays } from 'lucide-react';
import { useRef } from 'react';
import { useDirection } from '../../utils/direction';
import { useControllableState } from '../../utils/useControllableState';
import { renderFieldFrame } from '../Field/frame';
import { Calendar } from './Calendar';
import { DateFieldInput, splitInputProps, useDateControl, type DateFieldProps } from './DateField';
import { cx } from '../../utils/cx';
import styles from './DatePicker.module.css';
import surface from '../PopupSurface/PopupSurface.module.css';

export interface DatePickerProps extends DateFieldProps {
  /** Whether the calendar is open. Makes it controlled. */
  open?: boolean;
  /** Whether the calendar starts open. @default false */
  defaultOpen?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The name of the button that opens the calendar. @default the locale's `datePicker.chooseDate` ('Choose date') */
  calendarLabel?: string;
}

/**
 * A DateField with a button that opens a calendar in a popover (role `dialog`). Picking a day
 * fills the field and closes the calendar; Escape closes it and returns focus to the button.
 * Months and weeks are the locale's calendar's (Buddhist in th-TH, Persian in fa-IR), or `calendar`'s.
 */
export function DatePicker({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  calendarLabel: calendarLabelProp,
  ...props
}: DatePickerProps) {
  const t = useTranslate('datePicker', english.datePicker);
  const calendarLabel = calendarLabelProp ?? t('chooseDate');
  const { min, max, calendar } = props;
  const [inputProps, rest] = splitInputProps(props);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const control = useDateControl('DatePicker', rest);
  const { field, controlProps, frameProps } = control;
  const { value, setValue, partRef } = field;
  const blocked = controlProps.disabled || controlProps.readOnly;
  const focusCell = useRef<HTMLTableCellElement | null>(null);
  // The calendar's arrow keys and its month buttons follow it; its popup is portalled away from
  // any `dir` around the field, so it carries the direction itself.
  const direction = useDirection(props.dir);

  // Focus leaving the field and its calendar (portalled, but inside in the React tree) marks a
  // Form's field touched; the wrapper only listens, it is not interactive itself.
  return renderFieldFrame({
    ...frameProps,
    ...props.fieldProps,
    children: (
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div
        ref={partRef}
        data-slot="date-picker"
        className={styles.DatePicker}
        onBlur={field.onBlur}
      >
        <Popover.Root open={open} onOpenChange={(next) => setOpen(next)}>
          <DateFieldInput
            {...inputProps}
            control={control}
            endSlot={
              <Popover.Trigger
                data-slot="date-picker-trigger"
                className={styles.CalendarButton}
                aria-label={calendarLabel}
                disabled={blocked}
              >
                <CalendarDays aria-hidden="true" />
              </Popover.Trigger>
            }
          />
          <Popover.Portal>
            <Popover.Positioner className={styles.Positioner} sideOffset={4} align="end">
              <Popover.Popup
                data-slot="date-picker-popup"
                className={cx(surface.Surface, styles.Popup)}
                aria-label={calendarLabel}
                initialFocus={focusCell}
                ref={partRef}
                dir={direction}
              >
                <Calendar
                  value={value}
                  min={min}
                  max={max}
                  calendar={calendar}
                  direction={direction}
                  focusRef={focusCell}
                  onSelect={(iso) => {
                    setValue(iso);
                    setOpen(false);
                  }}
                />
              </Popover.Popup>
            </Popover.Positioner>
          </Popover.Portal>
        </Popover.Root>
      </div>
    ),
  });
}
