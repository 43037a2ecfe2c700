import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Badge } from './Badge';

describeConformance('Badge', Badge, { props: { children: 'New' }, element: 'span', slot: 'badge' });

describe('Badge', () => {
  it('shows its text', () => {
    render(<Badge>Done</Badge>);
    expect(screen.getByText('Done')).toBeInTheDocument();
  });

  it.each(['neutral', 'accent', 'success', 'warning', 'danger'] as const)(
    'exposes tone %s as data-tone and data-state, for styling and status transitions',
    (tone) => {
      render(<Badge tone={tone}>Status</Badge>);
      expect(screen.getByText('Status')).toHaveAttribute('data-tone', tone);
      expect(screen.getByText('Status')).toHaveAttribute('data-state', tone);
    },
  );

  it('updates its state when the status changes, so CSS can animate the change', () => {
    const { rerender } = render(<Badge tone="warning">Pending</Badge>);
    rerender(<Badge tone="success">Done</Badge>);
    expect(screen.getByText('Done')).toHaveAttribute('data-state', 'success');
  });

  it('is marked animated only when asked, so long lists skip the colour transition', () => {
    const { rerender } = render(<Badge tone="warning">Pending</Badge>);
    expect(screen.getByText('Pending')).not.toHaveAttribute('data-animated');
    rerender(
      <Badge tone="warning" animated>
        Pending
      </Badge>,
    );
    expect(screen.getByText('Pending')).toHaveAttribute('data-animated');
  });

  it('hides its icon from assistive technology', () => {
    render(<Badge icon={<svg data-testid="icon" />}>Done</Badge>);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
