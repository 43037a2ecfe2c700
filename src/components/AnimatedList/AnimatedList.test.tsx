import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { ThemeProvider } from '../ThemeProvider';
import { AnimatedList } from './AnimatedList';

describeConformance('AnimatedList', AnimatedList<string>, {
  props: { items: ['a'], getKey: (s: string) => s, children: (s: string) => s },
  element: 'ul',
  slot: 'animated-list',
});

describe('AnimatedList', () => {
  const props = { getKey: (s: string) => s, children: (s: string) => s };

  it('fades new items in and keeps removed ones, hidden from assistive technology, until they faded out', async () => {
    const { rerender } = render(<AnimatedList items={['a', 'b']} {...props} />);
    rerender(<AnimatedList items={['b', 'c']} {...props} />);
    const c = screen.getByText('c');
    expect(c).toHaveAttribute('data-starting-style');
    await waitFor(() => expect(c).toHaveAttribute('data-state', 'entered'));
    // jsdom has no transitions, so the exit ends at once; in a browser it waits for transitionend.
    await waitFor(() => expect(screen.queryByText('a')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b', 'c']);
  });

  it('keeps a removed item in place while its exit plays', () => {
    const { rerender, container } = render(<AnimatedList items={['a', 'b', 'c']} {...props} />);
    // Give items a transition so the exit has something to wait for.
    const style = document.createElement('style');
    style.textContent = '[data-slot="animated-list-item"] { transition-duration: 200ms; }';
    document.head.append(style);
    try {
      rerender(<AnimatedList items={['a', 'c']} {...props} />);
      const items = container.querySelectorAll('li');
      expect([...items].map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
      const b = screen.getByText('b');
      expect(b).toHaveAttribute('data-state', 'exiting');
      expect(b).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      fireEvent.transitionEnd(b);
      expect(screen.queryByText('b')).not.toBeInTheDocument();
    } finally {
      style.remove();
    }
  });

  it('renders an empty list, emoji and right-to-left text without trouble', () => {
    const { rerender } = render(<AnimatedList items={[]} {...props} />);
    rerender(<AnimatedList items={['🚀', 'مهمة']} {...props} />);
    expect(screen.getByText('مهمة')).toBeInTheDocument();
  });

  it('adds and removes items at once under reduced motion', () => {
    const props = { getKey: (s: string) => s, children: (s: string) => s };
    const { rerender } = render(
      <ThemeProvider motion="reduce">
        <AnimatedList items={['a', 'b']} {...props} />
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider motion="reduce">
        <AnimatedList items={['b', 'c']} {...props} />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b', 'c']);
    expect(screen.getByText('c')).toHaveAttribute('data-state', 'entered');
  });
});
