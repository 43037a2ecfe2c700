import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { DateField } from '../components/DatePicker/DateField';
import { NumberField } from '../components/NumberField/NumberField';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { SearchField } from '../components/SearchField/SearchField';
import { TextArea } from '../components/TextArea/TextArea';
import { TextField } from '../components/TextField/TextField';
import { Form } from './Form';

// Inside a Form a control's element has two refs (the person's and the form's, which the error
// summary focuses), and every keystroke re-renders the Form and the control. Each ref must stay
// attached through those renders: a composed ref built anew each render detaches (null) and
// re-attaches it on every keystroke.
type Control = (ref: Ref<HTMLElement>) => ReactElement;
const controls: [string, Control, string][] = [
  ['TextField', (ref) => <TextField label="Name" name="name" ref={ref as never} />, 'textbox'],
  ['TextArea', (ref) => <TextArea label="Notes" name="notes" ref={ref as never} />, 'textbox'],
  ['PasswordField', (ref) => <PasswordField label="Pin" name="pin" ref={ref as never} />, 'Pin'],
  ['SearchField', (ref) => <SearchField label="Find" name="q" ref={ref as never} />, 'searchbox'],
  ['NumberField', (ref) => <NumberField label="Age" name="age" ref={ref as never} />, 'textbox'],
  ['DateField', (ref) => <DateField label="Due" name="due" ref={ref as never} />, 'textbox'],
];

describe('a control inside a Form keeps its refs attached while the person types', () => {
  it.each(controls)('%s', async (_name, control, role) => {
    const ref = vi.fn();
    render(<Form aria-label="Details">{control(ref)}</Form>);
    const input =
      role === 'Pin' ? screen.getByLabelText('Pin') : screen.getByRole(role as 'textbox');
    await userEvent.type(input, '12');
    expect((input as HTMLInputElement).value).toContain('12');
    expect(ref.mock.calls).toEqual([[input]]);
  });

  it('Checkbox, mixed or not', async () => {
    const ref = vi.fn();
    const { rerender } = render(
      <Form aria-label="Details">
        <Checkbox label="All" name="all" indeterminate ref={ref} />
      </Form>,
    );
    const box = screen.getByRole('checkbox', { name: 'All' });
    expect(box).toHaveProperty('indeterminate', true);
    await userEvent.click(box);
    // Still asked for: a click clears it natively, and it comes back.
    expect(box).toHaveProperty('indeterminate', true);
    await userEvent.click(box);
    expect(ref.mock.calls).toEqual([[box]]);
    rerender(
      <Form aria-label="Details">
        <Checkbox label="All" name="all" ref={ref} />
      </Form>,
    );
    expect(box).toHaveProperty('indeterminate', false);
  });

  it('the Form itself', async () => {
    const ref = vi.fn();
    render(
      <Form aria-label="Details" ref={ref}>
        <TextField label="Name" name="name" />
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    expect(ref.mock.calls).toEqual([[screen.getByRole('form', { name: 'Details' })]]);
  });
});
