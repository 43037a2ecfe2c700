import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Meter } from './Meter';

describeConformance('Meter', Meter, {
  props: { label: 'Storage', value: 40 },
  element: 'div',
  slot: 'meter',
});

describe('Meter', () => {
  it('shows 0% rather than NaN when the bounds are too large for floating point to tell apart', () => {
    // min + 100 === min at this size, so the fallback range is empty (found by the fuzz test).
    render(<Meter label="Load" value={0} min={1152921504606847000} />);
    const meter = screen.getByRole('meter', { name: 'Load' });
    expect(meter).toHaveAttribute('aria-valuetext', '0%');
    expect(meter).toHaveTextContent('0%');
  });

  it('is a meter named by its label, with its value', () => {
    render(<Meter label="Storage used" value={74} />);
    const meter = screen.getByRole('meter', { name: 'Storage used' });
    expect(meter).toHaveAttribute('aria-valuenow', '74');
    expect(screen.getByText('74%')).toBeInTheDocument();
  });

  it('reads a custom value text and range', () => {
    render(
      <Meter
        label="Disk"
        value={7.4}
        max={10}
        getValueText={(_, v) => `${v} of 10 GB`}
        showValue={false}
      />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '7.4 of 10 GB');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuemax', '10');
  });

  it.each([Number.NaN, Infinity])('survives a value of %s', (value) => {
    render(<Meter label="Disk" value={value} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow');
  });

  it('exposes its tone for styling', () => {
    render(<Meter label="Disk" value={95} tone="danger" />);
    expect(screen.getByRole('meter')).toHaveAttribute('data-tone', 'danger');
  });
});
