import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { NumberField } from './NumberField';

describeConformance('NumberField', NumberField, {
  props: { 'aria-label': 'Quantity' },
  element: 'input',
  slot: 'number-field-input',
});

function paste(input: HTMLElement, text: string) {
  (input as HTMLInputElement).select();
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe('NumberField', () => {
  it('is a text box named by its label, described by its description and error', () => {
    render(
      <NumberField
        label="Quantity"
        description="Up to 10 per order."
        error="Choose at most 10."
        defaultValue={12}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveAttribute('aria-roledescription', 'Number field');
    expect(input).toHaveAccessibleDescription('Up to 10 per order. Choose at most 10.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('12');
  });

  it('names its increment and decrement buttons', async () => {
    const onValueChange = vi.fn();
    render(<NumberField aria-label="Guests" defaultValue={2} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(onValueChange).toHaveBeenLastCalledWith(2);
  });

  it('lets the button names be translated', () => {
    render(<NumberField aria-label="Gäste" incrementLabel="Erhöhen" decrementLabel="Verringern" />);
    expect(screen.getByRole('button', { name: 'Erhöhen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verringern' })).toBeInTheDocument();
  });

  it.each([
    ['{ArrowUp}', 6],
    ['{ArrowDown}', 4],
    ['{PageUp}', 15],
    ['{PageDown}', 0],
    ['{Home}', 0],
    ['{End}', 20],
  ])('moves the value with %s as the APG spinbutton pattern says', async (key, expected) => {
    const onValueChange = vi.fn();
    render(
      <NumberField
        aria-label="Volume"
        defaultValue={5}
        min={0}
        max={20}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard(key);
    expect(onValueChange).toHaveBeenLastCalledWith(expected);
    expect(screen.getByRole('textbox')).toHaveValue(String(expected));
  });

  it('steps by step and stops at max', async () => {
    render(<NumberField aria-label="Size" defaultValue={8} step={2} max={9} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('textbox')).toHaveValue('9');
  });

  it('PageUp uses largeStep when given', async () => {
    const onValueChange = vi.fn();
    render(
      <NumberField
        aria-label="Size"
        defaultValue={1}
        largeStep={5}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard('{PageUp}');
    expect(onValueChange).toHaveBeenLastCalledWith(6);
  });

  it.each([
    ['en-US', '1,234.5', 1234.5],
    ['de-DE', '1.234,5', 1234.5],
  ])('in %s, parses a pasted "%s" as %d', (locale, text, expected) => {
    const onValueChange = vi.fn();
    render(
      <LocaleProvider locale={locale}>
        <NumberField aria-label="Amount" onValueChange={onValueChange} />
      </LocaleProvider>,
    );
    paste(screen.getByRole('textbox'), text);
    expect(onValueChange).toHaveBeenLastCalledWith(expected);
  });

  it('formats the value in the locale', () => {
    render(
      <LocaleProvider locale="de-DE">
        <NumberField aria-label="Betrag" defaultValue={1234.5} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('textbox')).toHaveValue('1.234,5');
  });

  it('parses typed text in the locale', async () => {
    const onValueChange = vi.fn();
    render(
      <LocaleProvider locale="de-DE">
        <NumberField aria-label="Betrag" onValueChange={onValueChange} />
      </LocaleProvider>,
    );
    await userEvent.type(screen.getByRole('textbox'), '12,5');
    expect(onValueChange).toHaveBeenLastCalledWith(12.5);
  });

  it('formats currency from the format option', () => {
    render(
      <LocaleProvider locale="en-US">
        <NumberField
          aria-label="Price"
          defaultValue={9.5}
          format={{ style: 'currency', currency: 'EUR' }}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('textbox')).toHaveValue('€9.50');
  });

  it('posts the raw number in FormData under its name', () => {
    render(
      <LocaleProvider locale="de-DE">
        <form data-testid="form">
          <NumberField aria-label="Betrag" name="amount" defaultValue={1234.5} />
        </form>
      </LocaleProvider>,
    );
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('amount')).toBe('1234.5');
  });

  it('is controlled by value and onValueChange', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(3);
      return (
        <>
          <NumberField aria-label="Count" value={value} onValueChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(screen.getByRole('status')).toHaveTextContent('4');
    await userEvent.clear(screen.getByRole('textbox'));
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('does nothing when disabled', async () => {
    const onValueChange = vi.fn();
    render(<NumberField label="Count" disabled defaultValue={1} onValueChange={onValueChange} />);
    expect(screen.getByRole('textbox', { name: 'Count' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('marks the input required', () => {
    render(<NumberField label="Count" required />);
    expect(screen.getByRole('textbox', { name: /Count/ })).toBeRequired();
  });

  it('ignores a NaN value instead of crashing', () => {
    render(<NumberField aria-label="Count" defaultValue={Number.NaN} />);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('warns in development when it has no label', () => {
    expectConsole('warn', /NumberField: the control has no label/);
    render(<NumberField />);
  });

  it("runs the user's onKeyDown first, which may prevent PageUp", async () => {
    const onValueChange = vi.fn();
    render(
      <NumberField
        aria-label="Count"
        defaultValue={1}
        onValueChange={onValueChange}
        onKeyDown={(e) => e.preventDefault()}
      />,
    );
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard('{PageUp}');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('NumberField reads what it shows, in every shipped locale', () => {
  // Each row is typed key by key exactly as the field shows the number (Intl's own output, with its
  // no-break spaces, native digits, U+2212 and bidi marks), then blurred.
  it.each<[string, Intl.NumberFormatOptions, number]>([
    ['en-US', {}, -1234.5],
    ['de-DE', {}, 1234567.25],
    ['fr-FR', {}, -1234.5],
    ['es-ES', { style: 'percent', maximumFractionDigits: 1 }, 0.125],
    ['ar', { style: 'currency', currency: 'SAR' }, -1234.5],
    ['ar-EG', { style: 'currency', currency: 'EGP' }, 1234.5],
    ['he-IL', { style: 'currency', currency: 'ILS' }, -1234.5],
    ['ja-JP', { style: 'currency', currency: 'JPY' }, 1235],
    ['zh-CN', { style: 'percent' }, -0.25],
    ['fa-IR', {}, -1234.5],
    ['fa-IR', { style: 'currency', currency: 'IRR' }, -1235],
    ['en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }, -12],
    ['ja-JP', { style: 'currency', currency: 'EUR', currencyDisplay: 'code' }, -1234.5],
  ])('in %s with %j stores %d typed as shown', async (locale, format, value) => {
    const onValueChange = vi.fn();
    render(
      <LocaleProvider locale={locale}>
        <NumberField aria-label="Amount" format={format} onValueChange={onValueChange} />
      </LocaleProvider>,
    );
    const shown = new Intl.NumberFormat(locale, format).format(value);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, shown);
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(value);
    expect(input).toHaveValue(shown);
  });
});
