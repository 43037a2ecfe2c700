import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Inline } from './Inline';

describeConformance('Inline', Inline, { props: { children: 'x' }, element: 'div', slot: 'inline' });

describe('Inline', () => {
  it('wraps by default and can be told not to', () => {
    const { rerender } = render(<Inline data-testid="i" />);
    expect(screen.getByTestId('i')).not.toHaveAttribute('data-nowrap');
    rerender(<Inline data-testid="i" wrap={false} />);
    expect(screen.getByTestId('i')).toHaveAttribute('data-nowrap');
  });

  it('exposes alignment for styling and passes the gap as a space token', () => {
    render(<Inline data-testid="i" align="end" justify="between" gap="3" />);
    const el = screen.getByTestId('i');
    expect(el).toHaveAttribute('data-align', 'end');
    expect(el).toHaveAttribute('data-justify', 'between');
    expect(el.style.getPropertyValue('--layout-gap')).toBe('var(--space-3)');
  });
});
