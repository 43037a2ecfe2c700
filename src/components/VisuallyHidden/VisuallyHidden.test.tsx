import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { VisuallyHidden } from './VisuallyHidden';

describeConformance('VisuallyHidden', VisuallyHidden, {
  props: { children: 'x' },
  element: 'span',
  slot: 'visually-hidden',
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its parent', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('marks itself focusable for skip links', () => {
    render(<VisuallyHidden focusable>Skip</VisuallyHidden>);
    expect(screen.getByText('Skip')).toHaveAttribute('data-focusable');
  });
});
