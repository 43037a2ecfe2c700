import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test';
import { ThemeProvider } from '../ThemeProvider';
import { StateTransition } from './StateTransition';

describeConformance('StateTransition', StateTransition, {
  props: { value: 'open', children: 'x' },
  element: 'span',
  slot: 'state-transition',
});

describe('StateTransition', () => {
  it('marks a change with data-changing until its animation ends', () => {
    const { rerender } = render(
      <ThemeProvider motion="full">
        <StateTransition value="open" style={{ animationName: 'pop', animationDuration: '300ms' }}>
          open
        </StateTransition>
      </ThemeProvider>,
    );
    const el = () => document.querySelector('[data-slot="state-transition"]')!;
    expect(el()).not.toHaveAttribute('data-changing');
    rerender(
      <ThemeProvider motion="full">
        <StateTransition value="done" style={{ animationName: 'pop', animationDuration: '300ms' }}>
          done
        </StateTransition>
      </ThemeProvider>,
    );
    expect(el()).toHaveAttribute('data-state', 'done');
    expect(el()).toHaveAttribute('data-changing');
    fireEvent.animationEnd(el());
    expect(el()).not.toHaveAttribute('data-changing');
  });

  it('changes without the emphasis animation', () => {
    const { rerender } = render(
      <ThemeProvider motion="reduce">
        <StateTransition value="open">open</StateTransition>
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider motion="reduce">
        <StateTransition value="done">done</StateTransition>
      </ThemeProvider>,
    );
    const el = document.querySelector('[data-slot="state-transition"]');
    expect(el).toHaveAttribute('data-state', 'done');
    expect(el).not.toHaveAttribute('data-changing');
  });
});
