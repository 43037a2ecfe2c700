import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { Alert, Banner } from './Alert';

describeConformance('Alert', Alert, {
  props: { children: 'Saved' },
  element: 'div',
  slot: 'alert',
});
describeConformance('Banner', Banner, {
  props: { children: 'Maintenance tonight' },
  element: 'div',
  slot: 'banner',
});

describe('Alert', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'status'],
    ['danger', 'alert'],
  ] as const)('a %s alert has role %s (only urgent messages interrupt)', (tone, role) => {
    render(<Alert tone={tone}>Message</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Message');
    expect(screen.getByRole(role)).toHaveAttribute('data-tone', tone);
  });

  it('follows urgent over the tone', () => {
    render(
      <>
        <Alert tone="warning" urgent>
          Session ends in 1 minute
        </Alert>
        <Alert tone="danger" urgent={false}>
          2 tasks failed last week
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Session ends');
    expect(screen.getByRole('status')).toHaveTextContent('2 tasks failed');
  });

  it('is named by its heading', () => {
    render(<Alert heading="Payment failed">Update your card.</Alert>);
    expect(screen.getByRole('status', { name: 'Payment failed' })).toBeInTheDocument();
  });

  it('dismisses with a "Dismiss" button and reports it', async () => {
    const onDismiss = vi.fn();
    render(<Alert onDismiss={onDismiss}>Saved</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no dismiss button unless it can be dismissed', () => {
    render(<Alert>Saved</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each(['info', 'success', 'warning', 'danger'] as const)(
    'draws its %s icon with CSS, hidden from assistive technology and with no SVG in the DOM',
    (tone) => {
      render(
        <Alert tone={tone} urgent={false}>
          Saved
        </Alert>,
      );
      const alert = screen.getByRole('status');
      const icon = alert.querySelector('[data-slot="alert-icon"]');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toBeEmptyDOMElement();
      expect(alert.querySelector('svg')).toBeNull();
      expect(alert).toHaveAccessibleName('');
    },
  );

  it('renders as a banner', () => {
    render(<Banner tone="warning">Maintenance tonight</Banner>);
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'banner');
  });
});
