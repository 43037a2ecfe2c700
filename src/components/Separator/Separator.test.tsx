import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Separator } from './Separator';

describeConformance('Separator', Separator, { props: {}, element: 'hr', slot: 'separator' });

describe('Separator', () => {
  it('is a horizontal separator', () => {
    render(<Separator />);
    expect(screen.getByRole('separator')).not.toHaveAttribute('aria-orientation');
  });

  it('says when it is vertical', () => {
    render(<Separator orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Separator decorative />);
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
