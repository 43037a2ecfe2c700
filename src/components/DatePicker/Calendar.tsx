import { useMessages } from '../../i18n/context';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import styles from './DatePicker.module.css';
import {
  addDays,
  addMonths,
  compare,
  dayOfWeek,
  firstDayOfWeek,
  parseISO,
  toISO,
  today,
  type YMD,
} from './dates';

export interface CalendarProps {
  /** The chosen date, 'YYYY-MM-DD'. */
  value: string | null;
  /** Called with the date the user picks. */
  onSelect: (value: string) => void;
  /** The earliest selectable date, 'YYYY-MM-DD'. */
  min?: string | undefined;
  /** The latest selectable date, 'YYYY-MM-DD'. */
  max?: string | undefined;
  /** Reading direction; ArrowLeft/ArrowRight follow it. */
  direction: 'ltr' | 'rtl';
  /** Receives the focusable (roving) day cell, for initial focus. */
  focusRef?: Ref<HTMLTableCellElement>;
  /** @default the locale's `datePicker.previousMonth` ('Previous month') */
  previousMonthLabel?: string;
  /** @default the locale's `datePicker.nextMonth` ('Next month') */
  nextMonthLabel?: string;
}

const fmt = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
const utc = (d: YMD) => Date.UTC(d.year, d.month - 1, d.day);

/**
 * A month grid following the APG date picker dialog pattern: arrows move by day and week,
 * Home/End to the week's ends, PageUp/PageDown by month, Shift+PageUp/PageDown by year,
 * Enter/Space selects. Dates outside min/max are disabled.
 */
export function Calendar({
  value,
  onSelect,
  min,
  max,
  direction,
  focusRef,
  previousMonthLabel: previousMonthLabelProp,
  nextMonthLabel: nextMonthLabelProp,
}: CalendarProps) {
  const t = useMessages('datePicker');
  const previousMonthLabel = previousMonthLabelProp ?? t('previousMonth');
  const nextMonthLabel = nextMonthLabelProp ?? t('nextMonth');
  const { locale } = useLocale();
  const minDate = parseISO(min);
  const maxDate = parseISO(max);
  const selected = parseISO(value);
  const now = today();
  const clampToRange = (d: YMD) =>
    minDate && compare(d, minDate) < 0 ? minDate : maxDate && compare(d, maxDate) > 0 ? maxDate : d;
  const [focused, setFocused] = useState<YMD>(() => clampToRange(selected ?? now));
  const grid = useRef<HTMLTableElement | null>(null);
  const headingId = `calendar-${toISO({ ...focused, day: 1 })}`;

  const weekStart = firstDayOfWeek(locale);
  const first = { year: focused.year, month: focused.month, day: 1 };
  const lead = (dayOfWeek(first) - weekStart + 7) % 7;
  const start = addDays(first, -lead);
  const weeks: YMD[][] = [];
  for (let w = 0; w < 6; w++) {
    weeks.push(Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)));
  }
  const weekdays = weeks[0]!;
  const outside = (d: YMD) =>
    (minDate !== null && compare(d, minDate) < 0) || (maxDate !== null && compare(d, maxDate) > 0);

  function move(next: YMD) {
    setFocused(next);
    // Focus follows once the new month is rendered.
    requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus(),
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const back = direction === 'rtl' ? 1 : -1;
    const dow = (dayOfWeek(focused) - weekStart + 7) % 7;
    let next: YMD | null = null;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(focused, back);
        break;
      case 'ArrowRight':
        next = addDays(focused, -back);
        break;
      case 'ArrowUp':
        next = addDays(focused, -7);
        break;
      case 'ArrowDown':
        next = addDays(focused, 7);
        break;
      case 'Home':
        next = addDays(focused, -dow);
        break;
      case 'End':
        next = addDays(focused, 6 - dow);
        break;
      case 'PageUp':
        next = addMonths(focused, event.shiftKey ? -12 : -1);
        break;
      case 'PageDown':
        next = addMonths(focused, event.shiftKey ? 12 : 1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (!outside(focused)) onSelect(toISO(focused));
        return;
      default:
        return;
    }
    event.preventDefault();
    move(next);
  }

  const monthLabel = fmt(locale, { month: 'long', year: 'numeric' }).format(utc(first));
  const dayLabel = fmt(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <div data-slot="calendar" className={styles.Calendar}>
      <div className={styles.CalendarHeader}>
        <button
          type="button"
          className={styles.NavButton}
          aria-label={previousMonthLabel}
          onClick={() => setFocused(addMonths(focused, -1))}
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
          onClick={() => setFocused(addMonths(focused, 1))}
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
              <th key={toISO(d)} scope="col" className={styles.Weekday}>
                <abbr title={fmt(locale, { weekday: 'long' }).format(utc(d))}>
                  {fmt(locale, { weekday: 'narrow' }).format(utc(d))}
                </abbr>
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
                const iso = toISO(d);
                const isFocused = compare(d, focused) === 0;
                const disabled = outside(d);
                return (
                  <td
                    key={i}
                    ref={isFocused ? focusRef : undefined}
                    role="gridcell"
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={selected !== null && compare(d, selected) === 0}
                    aria-disabled={disabled || undefined}
                    aria-current={compare(d, now) === 0 ? 'date' : undefined}
                    aria-label={dayLabel.format(utc(d))}
                    data-outside-month={d.month !== focused.month || undefined}
                    data-disabled={disabled || undefined}
                    data-date={iso}
                    className={styles.Day}
                    onClick={() => {
                      setFocused(d);
                      if (!disabled) onSelect(iso);
                    }}
                  >
                    {fmt(locale, { day: 'numeric' }).format(utc(d))}
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
