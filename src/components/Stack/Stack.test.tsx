import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Stack } from './Stack';

describeConformance('Stack', Stack, { props: { children: 'x' }, element: 'div', slot: 'stack' });

describe('Stack', () => {
  it('passes its gap to CSS as a space token', () => {
    render(<Stack gap="6" data-testid="s" />);
    expect(screen.getByTestId('s').style.getPropertyValue('--layout-gap')).toBe('var(--space-6)');
  });

  it('falls back to no gap for a step that is not on the scale', () => {
    // @ts-expect-error: an unknown step arrives from an untyped caller.
    render(<Stack gap="7" data-testid="s" />);
    expect(screen.getByTestId('s').style.getPropertyValue('--layout-gap')).toBe('var(--space-0)');
  });

  it('keeps the caller’s own inline styles', () => {
    render(<Stack data-testid="s" style={{ maxWidth: 100 }} />);
    expect(screen.getByTestId('s')).toHaveStyle({ maxWidth: '100px' });
  });

  it('renders as a list when asked, so its items are list items', () => {
    render(
      <Stack as="ul">
        <li>One</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByRole('listitem'));
  });
});
