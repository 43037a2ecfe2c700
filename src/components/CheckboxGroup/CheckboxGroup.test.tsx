import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../../forms/Form';
import { describeConformance } from '../../test';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'tea', label: 'Tea' },
  { value: 'coffee', label: 'Coffee' },
  { value: 'water', label: 'Water' },
];

describeConformance('CheckboxGroup', CheckboxGroup, {
  props: { label: 'Drinks', options },
  element: 'fieldset',
  slot: 'fieldset',
});

describe('CheckboxGroup', () => {
  it('reports the ticked values in the options order', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CheckboxGroup label="Drinks" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'Drinks' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Water' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tea' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['tea', 'water']);
  });

  it('needs at least one in a Form and posts every ticked value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <CheckboxGroup label="Drinks" name="drinks" options={options} required />
        <button type="submit">Send</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('group', { name: /Drinks/ })).toHaveAccessibleDescription(
      'Choose at least one option.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Tea' }));
    await user.click(screen.getByRole('checkbox', { name: 'Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![1].formData.getAll('drinks')).toEqual(['tea', 'coffee']);
  });
});
