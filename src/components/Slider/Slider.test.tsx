import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole, rightToLeft } from '../../test';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { Slider } from './Slider';

describeConformance('Slider', Slider, {
  props: { 'aria-label': 'Volume' },
  element: 'div',
  slot: 'slider',
});

describe('Slider', () => {
  // Its label, description and error: src/forms/labelling.test.tsx, with every control.
  it('is a native range input with its value and bounds', () => {
    render(<Slider label="Volume" defaultValue={40} />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
  });

  it.each([
    ['{ArrowRight}', 41],
    ['{ArrowUp}', 41],
    ['{ArrowLeft}', 39],
    ['{ArrowDown}', 39],
    ['{PageUp}', 50],
    ['{PageDown}', 30],
    ['{Home}', 0],
    ['{End}', 100],
  ])('moves with %s as the APG slider pattern says', async (key, expected) => {
    const onValueChange = vi.fn();
    render(<Slider aria-label="Volume" defaultValue={40} onValueChange={onValueChange} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard(key);
    expect(onValueChange).toHaveBeenLastCalledWith(expected);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', String(expected));
  });

  it.each(rightToLeft)('reverses ArrowLeft/ArrowRight in right-to-left by %s', async (_, rtl) => {
    const onValueChange = vi.fn();
    render(rtl(<Slider aria-label="Volume" defaultValue={40} onValueChange={onValueChange} />));
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith(41);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith(39);
  });

  it('names each thumb of a range and groups them under its label', async () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        label="Price"
        defaultValue={[20, 80]}
        thumbLabels={['Minimum price', 'Maximum price']}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    high.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith([20, 79]);
    expect(low).toHaveAttribute('aria-valuenow', '20');
  });

  it('formats the value text with Intl in the locale', () => {
    render(
      <LocaleProvider locale="de-DE">
        <Slider
          aria-label="Preis"
          defaultValue={1250}
          max={5000}
          format={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
        />
      </LocaleProvider>,
    );
    // Intl puts a no-break space before the euro sign.
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '1.250\u00a0€');
    expect(document.querySelector('[data-slot="slider-value"]')).toHaveTextContent('1.250 €');
  });

  it('posts its value, or both values of a range, in FormData', () => {
    render(
      <form data-testid="form">
        <Slider aria-label="Volume" name="volume" defaultValue={30} />
        <Slider name="price" defaultValue={[10, 90]} thumbLabels={['Minimum', 'Maximum']} />
      </form>,
    );
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('volume')).toBe('30');
    expect(data.getAll('price')).toEqual(['10', '90']);
  });

  it('is controlled by value and onValueChange', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | number[]>(5);
      return (
        <>
          <Slider aria-label="Level" value={value} onValueChange={setValue} max={10} />
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Controlled />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('10');
  });

  it('reports the committed value once the user lets go', () => {
    const onValueCommit = vi.fn();
    render(<Slider aria-label="Level" defaultValue={5} onValueCommit={onValueCommit} />);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    expect(onValueCommit).toHaveBeenCalledWith(6);
  });

  it('is disabled by its disabled prop', () => {
    render(<Slider label="Volume" disabled defaultValue={10} />);
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeDisabled();
  });

  it('survives NaN and an inverted range', () => {
    expectConsole('warn', /Slider: max \(0\) must be greater than min \(10\)/);
    render(<Slider aria-label="Odd" defaultValue={Number.NaN} min={10} max={0} />);
    expect(screen.getByRole('slider')).toBeInTheDocument();
  });

  it('warns when it has no label, and when a range has no thumb labels', () => {
    expectConsole('warn', /Slider: the control has no label/);
    expectConsole('warn', /Slider: a range needs one label per thumb/);
    render(<Slider defaultValue={[1, 2]} />);
  });
});
