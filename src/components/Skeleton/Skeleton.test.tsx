import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Skeleton } from './Skeleton';

describeConformance('Skeleton', Skeleton, { props: {}, element: 'div', slot: 'skeleton' });

const get = (container: HTMLElement) =>
  container.querySelector('[data-slot="skeleton"]') as HTMLElement;

describe('Skeleton', () => {
  it('is hidden from assistive technology, so the busy region around it speaks instead', () => {
    const { container } = render(<Skeleton />);
    expect(get(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    [1, 1],
    [3, 3],
    [0, 1],
    [-4, 1],
    [Number.NaN, 1],
    [1e9, 100],
  ])('renders %s text lines as %s', (lines, expected) => {
    const { container } = render(<Skeleton lines={lines} />);
    expect(container.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(expected);
  });

  it.each(['circle', 'rect'] as const)('renders a %s as one shape without lines', (variant) => {
    const { container } = render(<Skeleton variant={variant} />);
    expect(get(container)).toHaveAttribute('data-variant', variant);
    expect(container.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(0);
  });

  it('takes the width and height it is given, in pixels or any CSS length', () => {
    const { container } = render(<Skeleton variant="rect" width="50%" height={120} />);
    expect(get(container).style.inlineSize).toBe('50%');
    expect(get(container).style.blockSize).toBe('120px');
  });

  it('makes a circle as high as it is wide when only the width is given', () => {
    const { container } = render(<Skeleton variant="circle" width={48} />);
    expect(get(container).style.blockSize).toBe('48px');
  });

  // The shimmer moves inside its image (SMIL), where no token reaches: its duration is written there.
  it('sweeps once per --duration-pulse', () => {
    const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');
    const token = /--duration-pulse:\s*(\d+)ms/.exec(read('src/styles/tokens.css'))?.[1];
    const sweep = /type='translate'[^>]*dur='([\d.]+)s'/.exec(
      read('src/components/Skeleton/Skeleton.module.css'),
    )?.[1];
    expect(token).toBeDefined();
    expect(Number(sweep) * 1000).toBe(Number(token));
  });

  it('ignores a width that is not a number instead of writing NaNpx', () => {
    const { container } = render(<Skeleton variant="rect" width={Number.NaN} />);
    expect(get(container).style.inlineSize).toBe('');
  });
});
