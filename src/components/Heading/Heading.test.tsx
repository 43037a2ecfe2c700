import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Heading } from './Heading';

describeConformance('Heading', Heading, {
  props: { children: 'Title' },
  element: 'h2',
  slot: 'heading',
});

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as an h%i', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Title' })).toBeInTheDocument();
  });

  it('keeps the level and the visual size apart', () => {
    render(
      <Heading level={1} size="sm">
        Title
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAttribute('data-size', 'sm');
  });

  it.each([
    [0, 1],
    [7, 6],
    [Number.NaN, 2],
    [2.6, 3],
  ])('clamps the out-of-range level %s to %s instead of crashing', (given, level) => {
    // @ts-expect-error: out-of-range levels arrive from untyped callers.
    render(<Heading level={given}>Title</Heading>);
    expect(screen.getByRole('heading', { level })).toBeInTheDocument();
  });
});
