import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../../forms/Form';
import { describeConformance } from '../../test';
import { Checkbox } from './Checkbox';

describeConformance('Checkbox', Checkbox, {
  props: { label: 'Agree' },
  element: 'input',
  slot: 'checkbox',
});

describe('Checkbox', () => {
  it('toggles with a click on the label and with Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Send me news" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send me news' });
    await user.click(screen.getByText('Send me news'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the mixed state when indeterminate', () => {
    render(<Checkbox label="Select all" indeterminate />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
  });

  it('must be ticked when required in a Form, with a plain message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <Checkbox label="I accept the terms" name="terms" required />
        <button type="submit">Send</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      screen.getByRole('checkbox', { name: /I accept the terms/ }),
    ).toHaveAccessibleErrorMessage('Tick this box to continue.');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ terms: true });
    expect(onSubmit.mock.calls[0]![1].formData.get('terms')).toBe('on');
  });

  it('is disabled', () => {
    render(<Checkbox label="Locked" disabled />);
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
  });
});
