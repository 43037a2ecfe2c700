import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../../forms/Form';
import { describeConformance } from '../../test';
import { TextField } from './TextField';

describeConformance('TextField', TextField, {
  props: { label: 'Name' },
  element: 'input',
  slot: 'text-field-input',
});

describe('TextField', () => {
  it('is a textbox named by its label, described by its description', () => {
    render(<TextField label="Name" description="As on your passport." />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'As on your passport.',
    );
  });

  it('works uncontrolled and controlled, reporting each change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <TextField label="Name" defaultValue="A" onValueChange={onValueChange} />,
    );
    await user.type(screen.getByRole('textbox'), 'da');
    expect(screen.getByRole('textbox')).toHaveValue('Ada');
    expect(onValueChange).toHaveBeenLastCalledWith('Ada');
    rerender(<TextField label="Name" value="Grace" onValueChange={onValueChange} />);
    expect(screen.getByRole('textbox')).toHaveValue('Grace');
  });

  it('shows a standalone error and marks the input invalid', () => {
    render(<TextField label="Email" type="email" error="Enter an email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Enter an email address.');
  });

  it('turns native attributes into form rules with plain-language messages', async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <TextField label="Username" name="username" required minLength={3} />
        <TextField label="Email" name="email" type="email" />
        <button type="submit">Send</button>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'ab');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAccessibleErrorMessage(
      'Enter at least 3 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleErrorMessage(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeRequired();
  });

  it('binds to a Form by name and posts its value in FormData', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} defaultValues={{ city: 'Oslo' }}>
        <TextField label="City" name="city" />
        <button type="submit">Send</button>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveValue('Oslo');
    expect(input.closest('[data-slot="field"]')).not.toHaveAttribute('data-dirty');
    await user.type(input, '!');
    expect(input.closest('[data-slot="field"]')).toHaveAttribute('data-dirty');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![1].formData.get('city')).toBe('Oslo!');
  });

  it('lets the user onChange prevent the change', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Digits"
        onChange={(e) => /\D/.test(e.target.value) && e.preventDefault()}
      />,
    );
    await user.type(screen.getByRole('textbox'), '1a2');
    expect(screen.getByRole('textbox')).toHaveValue('12');
  });

  it('ignores an invalid pattern instead of crashing', () => {
    render(<TextField label="Code" pattern="[" />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeInTheDocument();
  });
});
