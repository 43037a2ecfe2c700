import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { ProgressBar } from './ProgressBar';

describeConformance('ProgressBar', ProgressBar, {
  props: { label: 'Uploading', value: 40 },
  element: 'div',
  slot: 'progress-bar',
});

describe('ProgressBar', () => {
  it.each(['accent', 'success', 'warning', 'danger'] as const)(
    'takes the %s tone, the same vocabulary as Meter',
    (tone) => {
      render(<ProgressBar label="Quota" value={85} tone={tone} />);
      expect(screen.getByRole('progressbar', { name: 'Quota' })).toHaveAttribute('data-tone', tone);
    },
  );

  it('is a progressbar named by its label, with its value and a percentage text', () => {
    render(<ProgressBar label="Uploading report.pdf" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading report.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('is indeterminate without a value: no aria-valuenow and no value text', () => {
    render(<ProgressBar label="Preparing export" />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing export' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-indeterminate');
  });

  it('reads a custom value text', () => {
    render(
      <ProgressBar label="Files" value={3} max={10} getValueText={(_, v) => `${v} of 10 files`} />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 10 files');
  });

  it.each([
    [150, '100'],
    [-5, '0'],
  ])('clamps %s into the range', (value, now) => {
    render(<ProgressBar label="Upload" value={value} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', now);
  });

  it('treats NaN as indeterminate instead of crashing', () => {
    render(<ProgressBar label="Upload" value={Number.NaN} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
