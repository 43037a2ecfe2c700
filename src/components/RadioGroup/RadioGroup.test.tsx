import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../../forms/Form';
import { describeConformance } from '../../test';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'post', label: 'Post' },
  { value: 'email', label: 'Email', description: 'Fastest' },
  { value: 'phone', label: 'Phone', disabled: true },
];

describeConformance('RadioGroup', RadioGroup, {
  props: { label: 'Contact', options },
  element: 'fieldset',
  slot: 'fieldset',
});

describe('RadioGroup', () => {
  it('is a group of radios named by the legend, one Tab stop, arrows choose (skipping disabled)', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RadioGroup label="Contact by" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Contact by' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Post' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveAccessibleDescription('Fastest');
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeDisabled();
    expect(onValueChange).toHaveBeenLastCalledWith('email');
  });

  it('requires a choice in a Form and posts the chosen value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <RadioGroup label="Contact by" name="contact" options={options} required />
        <button type="submit">Send</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('radiogroup', { name: /Contact by/ })).toHaveAccessibleDescription(
      'Choose an option.',
    );
    await user.click(screen.getByRole('link', { name: 'Contact by: Choose an option.' }));
    expect(screen.getByRole('radio', { name: 'Post' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![1].formData.get('contact')).toBe('email');
  });
});
