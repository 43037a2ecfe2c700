import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { TextArea } from './TextArea';

describeConformance('TextArea', TextArea, {
  props: { label: 'Notes' },
  element: 'textarea',
  slot: 'text-area',
});

describe('TextArea', () => {
  it('is a multi-line textbox named by its label', () => {
    render(<TextArea label="Notes" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '3');
  });

  it('counts characters against maxLength and lets the person go over and fix it', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Bio" maxLength={5} />);
    const area = screen.getByRole('textbox', { name: 'Bio' });
    expect(area).toHaveAccessibleDescription('You have 5 characters remaining');
    await user.type(area, 'Hello!');
    expect(area).toHaveValue('Hello!');
    expect(area).not.toHaveAttribute('maxlength');
    expect(area).toHaveAccessibleDescription('You have 1 character too many');
  });

  it('announces the count politely only after typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<TextArea label="Bio" maxLength={10} />);
    const live = container.querySelector('[aria-live="polite"]')!;
    await user.type(screen.getByRole('textbox'), 'abc');
    expect(live).not.toHaveTextContent('7');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(live).toHaveTextContent('You have 7 characters remaining');
    vi.useRealTimers();
  });

  it('counts an emoji as one character', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Bio" maxLength={3} />);
    await user.type(screen.getByRole('textbox'), '👍');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'You have 2 characters remaining',
    );
  });

  it.each([NaN, Infinity, -1])(
    'shows no count for a maxLength of %s, which limits nothing',
    (max) => {
      render(<TextArea label="Bio" maxLength={max} defaultValue="Hello" />);
      expect(screen.getByRole('textbox')).not.toHaveAccessibleDescription();
      expect(screen.queryByText(/remaining|too many/)).toBeNull();
    },
  );

  it('counts against the whole part of a fractional maxLength', () => {
    render(<TextArea label="Bio" maxLength={7.9} defaultValue="Hello" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'You have 2 characters remaining',
    );
  });
});
