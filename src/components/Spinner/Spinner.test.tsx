import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Spinner } from './Spinner';

describeConformance('Spinner', Spinner, { props: {}, element: 'span', slot: 'spinner' });

describe('Spinner', () => {
  it('is a status region named "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces a custom label', () => {
    render(<Spinner label="Loading tasks" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks');
  });

  it('when decorative, is hidden from assistive technology and is no live region', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
