import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Messages } from '../../i18n/locales/en';
import { en } from '../../i18n/locales/en';
import ar from '../../i18n/locales/ar';
import de from '../../i18n/locales/de';
import es from '../../i18n/locales/es';
import fr from '../../i18n/locales/fr';
import he from '../../i18n/locales/he';
import ja from '../../i18n/locales/ja';
import zh from '../../i18n/locales/zh';
import { describeConformance, expectConsole, rightToLeft } from '../../test';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { DateField } from './DateField';
import { DatePicker } from './DatePicker';

describeConformance('DateField', DateField, {
  props: { 'aria-label': 'Start date' },
  element: 'input',
  slot: 'date-field-input',
});

function inGB(ui: React.ReactNode) {
  return render(<LocaleProvider locale="en-GB">{ui}</LocaleProvider>);
}

describe('DateField', () => {
  it("shows the locale's pattern and commits a typed date as ISO on blur", async () => {
    const onValueChange = vi.fn();
    render(
      <LocaleProvider locale="de-DE">
        <DateField label="Anreise" onValueChange={onValueChange} />
      </LocaleProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Anreise' });
    expect(input).toHaveAttribute('placeholder', 'DD.MM.YYYY');
    await userEvent.type(input, '1.3.2026');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenCalledWith('2026-03-01');
    expect(input).toHaveValue('01.03.2026');
  });

  it('commits on Enter too', async () => {
    const onValueChange = vi.fn();
    render(
      <LocaleProvider locale="en-US">
        <DateField aria-label="Start" onValueChange={onValueChange} />
      </LocaleProvider>,
    );
    await userEvent.type(screen.getByRole('textbox'), '12/31/2026{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('2026-12-31');
  });

  it('accepts a pasted date in the locale format', async () => {
    const onValueChange = vi.fn();
    inGB(<DateField aria-label="Start" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('05/04/2026');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenCalledWith('2026-04-05');
  });

  it('says clearly that an impossible date does not exist', async () => {
    const onValueChange = vi.fn();
    inGB(<DateField aria-label="Start" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '31/02/2026');
    await userEvent.tab();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('31 February 2026 does not exist.');
  });

  it.each([
    ['15/02/2026', 'Choose a date on or after 1 March 2026.'],
    ['01/01/2027', 'Choose a date on or before 31 December 2026.'],
  ])('refuses %s outside min/max with "%s"', async (text, message) => {
    inGB(<DateField aria-label="Start" min="2026-03-01" max="2026-12-31" />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, text);
    await userEvent.tab();
    expect(input).toHaveAccessibleErrorMessage(message);
  });

  it('asks for the pattern when it cannot read the text', async () => {
    render(
      <LocaleProvider locale="en-US">
        <DateField aria-label="Start" />
      </LocaleProvider>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'next tuesday');
    await userEvent.tab();
    expect(screen.getByRole('textbox')).toHaveAccessibleErrorMessage(
      'Enter a date like MM/DD/YYYY.',
    );
  });

  it('clears the value when emptied', async () => {
    const onValueChange = vi.fn();
    inGB(<DateField aria-label="Start" defaultValue="2026-05-01" onValueChange={onValueChange} />);
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(onValueChange).toHaveBeenCalledWith(null);
  });

  it('posts the ISO date in FormData under its name', () => {
    inGB(
      <form data-testid="form">
        <DateField aria-label="Start" name="start" defaultValue="2026-03-01" />
      </form>,
    );
    expect(screen.getByRole('textbox')).toHaveValue('01/03/2026');
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).get('start')).toBe(
      '2026-03-01',
    );
  });

  it('ignores an invalid ISO default value instead of crashing', () => {
    inGB(<DateField aria-label="Start" defaultValue="2026-02-31" />);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('warns in development when it has no label', () => {
    expectConsole('warn', /DateField: the control has no label/);
    render(<DateField />);
  });
});

/** The shipped catalogues, by language. */
const catalogues: Record<string, Messages> = { en, de, fr, es, ar, he, ja, zh };
const catalogueOf = (locale: string) => catalogues[new Intl.Locale(locale).language]!;

/** A pattern of right-to-left words as the field writes it: `يوم` `/` `شهر` … */
const rtlPattern = (...parts: string[]) =>
  `\u2066${parts.map((part, i) => (i % 2 === 0 ? `\u200e${part}\u200e` : part)).join('')}\u2069`;

describe("the date placeholder, in the locale's order and its language's words", () => {
  it.each([
    ['en-US', 'MM/DD/YYYY'],
    ['de-DE', 'TT.MM.JJJJ'],
    ['fr-FR', 'jj/mm/aaaa'],
    ['es-ES', 'dd/mm/aaaa'],
    // Right-to-left words laid out left to right (an isolate, U+2066…U+2069, and a mark, U+200E,
    // around each word), so each sits where its digits go: a typed date is one left-to-right run.
    ['ar-EG', rtlPattern('يوم', '/', 'شهر', '/', 'سنة')],
    ['he-IL', rtlPattern('יום', '.', 'חודש', '.', 'שנה')],
    ['ja-JP', '年/月/日'],
    ['zh-CN', '年/月/日'],
  ])('in %s is %s', (locale, placeholder) => {
    render(
      <LocaleProvider locale={locale} messages={catalogueOf(locale)}>
        <DateField aria-label="Date" />
        <DatePicker aria-label="Picked" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveAttribute(
      'placeholder',
      placeholder,
    );
    expect(screen.getByRole('textbox', { name: 'Picked' })).toHaveAttribute(
      'placeholder',
      placeholder,
    );
  });

  it('in a calendar with an era (Umm al-Qura) has nothing after the year', () => {
    render(
      <LocaleProvider locale="ar-SA-u-ca-islamic-umalqura" messages={ar}>
        <DateField aria-label="Date" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('textbox')).toHaveAttribute(
      'placeholder',
      rtlPattern('يوم', '/', 'شهر', '/', 'سنة'),
    );
  });

  it.each([
    ['de-DE', 'Termin', 'Geben Sie ein Datum wie TT.MM.JJJJ ein.'],
    ['ar-EG', 'الموعد', `أدخل تاريخًا مثل ${rtlPattern('يوم', '/', 'شهر', '/', 'سنة')}.`],
  ])('is what the message for an unreadable date in %s shows', async (locale, label, message) => {
    render(
      <LocaleProvider locale={locale} messages={catalogueOf(locale)}>
        <DateField label={label} />
      </LocaleProvider>,
    );
    const input = screen.getByRole('textbox', { name: label });
    await userEvent.type(input, 'xyz');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(message);
  });
});

describe('DatePicker', () => {
  // Found by date (role queries over 42 named cells are slow in jsdom); names are checked once below.
  const cell = (iso: string) => document.querySelector<HTMLElement>(`[data-date="${iso}"]`)!;
  async function openCalendar() {
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    return screen.findByRole('grid');
  }

  it('opens a calendar dialog with focus on the chosen day', async () => {
    inGB(<DatePicker aria-label="Start" defaultValue="2026-03-10" />);
    const grid = await openCalendar();
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toContainElement(grid);
    expect(grid).toHaveAccessibleName('March 2026');
    await waitFor(() => expect(cell('2026-03-10')).toHaveFocus());
    expect(cell('2026-03-10')).toHaveRole('gridcell');
    expect(cell('2026-03-10')).toHaveAccessibleName('Tuesday, 10 March 2026');
    expect(cell('2026-03-10')).toHaveAttribute('aria-selected', 'true');
  });

  it('starts weeks on Monday in en-GB and on Sunday in en-US', async () => {
    const { unmount } = inGB(<DatePicker aria-label="Start" defaultValue="2026-03-10" />);
    await openCalendar();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('M');
    unmount();
    render(
      <LocaleProvider locale="en-US">
        <DatePicker aria-label="Start" defaultValue="2026-03-10" />
      </LocaleProvider>,
    );
    await openCalendar();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('S');
  });

  it.each([
    ['{ArrowRight}', '2026-03-11'],
    ['{ArrowLeft}', '2026-03-09'],
    ['{ArrowDown}', '2026-03-17'],
    ['{ArrowUp}', '2026-03-03'],
    ['{Home}', '2026-03-09'],
    ['{End}', '2026-03-15'],
    ['{PageDown}', '2026-04-10'],
    ['{PageUp}', '2026-02-10'],
    ['{Shift>}{PageDown}{/Shift}', '2027-03-10'],
    ['{Shift>}{PageUp}{/Shift}', '2025-03-10'],
  ])('moves focus with %s to %s', async (key, iso) => {
    inGB(<DatePicker aria-label="Start" defaultValue="2026-03-10" />);
    await openCalendar();
    await waitFor(() => expect(cell('2026-03-10')).toHaveFocus());
    await userEvent.keyboard(key);
    await waitFor(() => expect(cell(iso)).toHaveFocus());
  });

  it('selects with Enter, closes, fills the field and returns focus to the button', async () => {
    const onValueChange = vi.fn();
    inGB(<DatePicker aria-label="Start" defaultValue="2026-03-10" onValueChange={onValueChange} />);
    await openCalendar();
    await waitFor(() => expect(cell('2026-03-10')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('2026-03-11');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(screen.getByRole('textbox')).toHaveValue('11/03/2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus());
  });

  it('closes on Escape and returns focus to the button', async () => {
    inGB(<DatePicker aria-label="Start" />);
    await openCalendar();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
  });

  it('disables days outside min/max and does not select them', async () => {
    const onValueChange = vi.fn();
    inGB(
      <DatePicker
        aria-label="Start"
        defaultValue="2026-03-10"
        min="2026-03-05"
        max="2026-03-20"
        onValueChange={onValueChange}
      />,
    );
    await openCalendar();
    const early = cell('2026-03-04');
    expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(cell('2026-03-05')).not.toHaveAttribute('aria-disabled');
  });

  it('moves to the next month with its labelled button', async () => {
    inGB(<DatePicker aria-label="Start" defaultValue="2026-03-10" />);
    const grid = await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(grid).toHaveAccessibleName('April 2026');
  });

  it.each(rightToLeft)('reverses ArrowLeft/ArrowRight in right-to-left by %s', async (_, rtl) => {
    render(rtl(<DatePicker aria-label="Start" defaultValue="2026-03-10" />));
    await openCalendar();
    await waitFor(() => expect(cell('2026-03-10')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cell('2026-03-11')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(cell('2026-03-09')).toHaveFocus());
  });

  it('follows a ThemeProvider over a left-to-right locale inside it', async () => {
    render(
      <ThemeProvider dir="rtl">
        <LocaleProvider locale="en-GB">
          <DatePicker aria-label="Start" defaultValue="2026-03-10" />
        </LocaleProvider>
      </ThemeProvider>,
    );
    await openCalendar();
    await waitFor(() => expect(cell('2026-03-10')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cell('2026-03-11')).toHaveFocus());
  });
});
