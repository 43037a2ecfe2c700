'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { CalendarDate } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import styles from './DatePicker.module.css';
import { dateSystem, inCalendar, toGregorian, type CalendarIdentifier } from './calendars';
import { dateFormat, dayOfWeek, firstDayOfWeek, parseISO, toISO, toUTC, today } from './dates';

export interface CalendarProps {
  /** The chosen date, 'YYYY-MM-DD'. */
  value: string | null;
  /** Called with the date the user picks. */
  onSelect: (value: string) => void;
  /** The earliest selectable date, 'YYYY-MM-DD'. */
  min?: string | undefined;
  /** The latest selectable date, 'YYYY-MM-DD'. */
  max?: string | undefined;
  /** The calendar to show months in. @default the locale's (its `-u-ca-` extension, or its own) */
  calendar?: CalendarIdentifier | undefined;
  /** Reading direction; ArrowLeft/ArrowRight follow it. */
  direction: 'ltr' | 'rtl';
  /** Receives the focusable (roving) day cell, for initial focus. */
  focusRef?: Ref<HTMLTableCellElement>;
  /** @default the locale's `datePicker.previousMonth` ('Previous month') */
  previousMonthLabel?: string;
  /** @default the locale's `datePicker.nextMonth` ('Next month') */
  nextMonthLabel?: string;
}

const utc = (d: CalendarDate) => toUTC(toGregorian(d));
const isoOf = (d: CalendarDate) => toISO(toGregorian(d));

/**
 * A month grid following the APG date picker dialog pattern: arrows move by day and week,
 * Home/End to the week's ends, PageUp/PageDown by month, Shift+PageUp/PageDown by year,
 * Enter/Space selects. Dates outside min/max are disabled. Months, weeks and years are the
 * displayed calendar's (a Persian month runs from its 1st to its 29th–31st), values stay ISO.
 */
export function Calendar({
  value,
  onSelect,
  min,
  max,
  calendar: calendarProp,
  direction,
  focusRef,
  previousMonthLabel: previousMonthLabelProp,
  nextMonthLabel: nextMonthLabelProp,
}: CalendarProps) {
  const t = useTranslate('datePicker', english.datePicker);
  const previousMonthLabel = previousMonthLabelProp ?? t('previousMonth');
  const nextMonthLabel = nextMonthLabelProp ?? t('nextMonth');
  const { locale: baseLocale } = useLocale();
  const { locale, calendar } = dateSystem(baseLocale, calendarProp);
  const toDate = (iso: string | null | undefined) => {
    const ymd = parseISO(iso);
    return ymd ? inCalendar(ymd, calendar) : null;
  };
  const minDate = toDate(min);
  const maxDate = toDate(max);
  const selected = toDate(value);
  const now = inCalendar(today(), calendar);
  const clampToRange = (d: CalendarDate) =>
    minDate && d.compare(minDate) < 0 ? minDate : maxDate && d.compare(maxDate) > 0 ? maxDate : d;
  const [focusedState, setFocused] = useState<CalendarDate>(() => clampToRange(selected ?? now));
  // The same day in this calendar, should the locale change while the grid is open.
  const focused = inCalendar(toGregorian(focusedState), calendar);
  const grid = useRef<HTMLTableElement | null>(null);

  const weekStart = firstDayOfWeek(locale);
  // Back to the 1st by days, not `set({ day: 1 })`: a month where a Japanese era begins (Heisei 1
  // began on 8 January 1989) starts in the era before.
  const first = focused.subtract({ days: focused.day - 1 });
  const last = first.add({ days: calendar.getDaysInMonth(first) - 1 });
  const weekday = (d: CalendarDate) => (dayOfWeek(toGregorian(d)) - weekStart + 7) % 7;
  const start = first.subtract({ days: weekday(first) });
  const weeks: (CalendarDate | null)[][] = [];
  for (let w = 0; w < 6; w++) {
    weeks.push(
      Array.from({ length: 7 }, (_, d) => {
        const day = start.add({ days: w * 7 + d });
        // Past the calendar's last day (31 December 9999) dates stop moving: those cells stay empty.
        return day.compare(start) < w * 7 + d ? null : day;
      }),
    );
  }
  const weekdays = weeks[0]!.map((d, i) => d ?? start.add({ days: i }));
  const headingId = `calendar-${isoOf(first)}`;
  const outside = (d: CalendarDate) =>
    (minDate !== null && d.compare(minDate) < 0) || (maxDate !== null && d.compare(maxDate) > 0);

  function move(next: CalendarDate) {
    setFocused(next);
    // Focus follows once the new month is rendered.
    requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus(),
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const back = direction === 'rtl' ? 1 : -1;
    const dow = weekday(focused);
    let next: CalendarDate | null = null;
    switch (event.key) {
      case 'ArrowLeft':
        next = focused.add({ days: back });
        break;
      case 'ArrowRight':
        next = focused.add({ days: -back });
        break;
      case 'ArrowUp':
        next = focused.subtract({ days: 7 });
        break;
      case 'ArrowDown':
        next = focused.add({ days: 7 });
        break;
      case 'Home':
        next = focused.subtract({ days: dow });
        break;
      case 'End':
        next = focused.add({ days: 6 - dow });
        break;
      // By the calendar's months and years, keeping the day where the month has it.
      case 'PageUp':
        next = event.shiftKey ? focused.subtract({ years: 1 }) : focused.subtract({ months: 1 });
        break;
      case 'PageDown':
        next = event.shiftKey ? focused.add({ years: 1 }) : focused.add({ months: 1 });
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (!outside(focused)) onSelect(isoOf(focused));
        return;
      default:
        return;
    }
    event.preventDefault();
    move(next);
  }

  const monthLabel = dateFormat(locale, { month: 'long', year: 'numeric' }).format(utc(first));
  const dayLabel = dateFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const dayNumber = dateFormat(locale, { day: 'numeric' });
  const weekdayLong = dateFormat(locale, { weekday: 'long' });
  const weekdayNarrow = dateFormat(locale, { weekday: 'narrow' });

  return (
    <div data-slot="calendar" className={styles.Calendar}>
      <div className={styles.CalendarHeader}>
        <button
          type="button"
          className={styles.NavButton}
          aria-label={previousMonthLabel}
          onClick={() => setFocused(focused.subtract({ months: 1 }))}
        >
          {direction === 'rtl' ? (
            <ChevronRight aria-hidden="true" />
          ) : (
            <ChevronLeft aria-hidden="true" />
          )}
        </button>
        <h2 id={headingId} className={styles.MonthLabel} aria-live="polite">
          {monthLabel}
        </h2>
        <button
          type="button"
          className={styles.NavButton}
          aria-label={nextMonthLabel}
          onClick={() => setFocused(focused.add({ months: 1 }))}
        >
          {direction === 'rtl' ? (
            <ChevronLeft aria-hidden="true" />
          ) : (
            <ChevronRight aria-hidden="true" />
          )}
        </button>
      </div>
      {/* A table with role grid, as in the APG date picker dialog example:
          https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/ */}
      <table
        ref={grid}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
        role="grid"
        aria-labelledby={headingId}
        className={styles.Grid}
        onKeyDown={handleKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={isoOf(d)} scope="col" className={styles.Weekday}>
                <abbr title={weekdayLong.format(utc(d))}>{weekdayNarrow.format(utc(d))}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            // Rows and cells are keyed by position, so the focused cell stays mounted when the month
            // changes and focus never falls back to the popup.
            <tr key={w}>
              {week.map((d, i) => {
                if (!d) {
                  return (
                    <td
                      key={i}
                      role="gridcell"
                      aria-disabled="true"
                      data-outside-month
                      data-disabled
                      className={styles.Day}
                    />
                  );
                }
                const iso = isoOf(d);
                const isFocused = d.compare(focused) === 0;
                const disabled = outside(d);
                return (
                  <td
                    key={i}
                    ref={isFocused ? focusRef : undefined}
                    role="gridcell"
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={selected !== null && d.compare(selected) === 0}
                    aria-disabled={disabled || undefined}
                    aria-current={d.compare(now) === 0 ? 'date' : undefined}
                    aria-label={dayLabel.format(utc(d))}
                    data-outside-month={d.compare(first) < 0 || d.compare(last) > 0 || undefined}
                    data-disabled={disabled || undefined}
                    data-date={iso}
                    className={styles.Day}
                    onClick={() => {
                      setFocused(d);
                      if (!disabled) onSelect(iso);
                    }}
                  >
                    {dayNumber.format(utc(d))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
