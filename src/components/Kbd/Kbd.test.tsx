import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { Kbd } from './Kbd';

describeConformance('Kbd', Kbd, { props: { children: 'Esc' }, element: 'kbd', slot: 'kbd' });

describe('Kbd', () => {
  it('renders a key combination as nested keys joined by +', () => {
    const { container } = render(<Kbd keys={['Ctrl', 'K']} />);
    const keys = container.querySelectorAll('kbd kbd');
    expect([...keys].map((k) => k.textContent)).toEqual(['Ctrl', 'K']);
    expect(container.firstElementChild).toHaveTextContent('Ctrl+K');
  });
});
