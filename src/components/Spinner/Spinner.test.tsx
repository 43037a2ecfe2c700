import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    expect(container.firstElementChild).toHaveTextContent('');
  });

  it('is one element whose text is its label (no inner element to style or lay out)', () => {
    const { container } = render(<Spinner label="Saving" />);
    const spinner = container.firstElementChild!;
    expect(spinner.children).toHaveLength(0);
    expect(spinner.textContent).toBe('Saving');
  });

  // The ring turns inside its image (SMIL), where no token reaches: its duration is written there.
  it('turns once per --duration-spin', () => {
    const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');
    const token = /--duration-spin:\s*(\d+)ms/.exec(read('src/styles/tokens.css'))?.[1];
    const turn = /type='rotate'[^>]*dur='([\d.]+)s'/.exec(
      read('src/components/Spinner/Spinner.module.css'),
    )?.[1];
    expect(token).toBeDefined();
    expect(Number(turn) * 1000).toBe(Number(token));
  });
});
