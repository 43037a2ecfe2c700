import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from '../components/Combobox/Combobox';
import { DateField } from '../components/DatePicker/DateField';
import { DatePicker } from '../components/DatePicker/DatePicker';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';
import { NumberField } from '../components/NumberField/NumberField';
import { Select } from '../components/Select/Select';
import { Slider } from '../components/Slider/Slider';
import { Form } from './Form';

const FRUIT = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

afterEach(() => {
  sessionStorage.clear();
});

function inForm(children: ReactNode, props: Partial<Parameters<typeof Form>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <LocaleProvider locale="en-US">
      <Form aria-label="Order" onSubmit={onSubmit} {...props}>
        {children}
        <button type="submit">Send</button>
      </Form>
    </LocaleProvider>,
  );
  return { onSubmit, ...view };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

/** Submits, then expects the message on the control's Field and as a link in the error summary. */
async function expectErrorShown(control: HTMLElement, label: string, message: string) {
  await send();
  const summary = await screen.findByRole('region', { name: /problem/ });
  expect(within(summary).getByRole('link', { name: `${label}: ${message}` })).toBeInTheDocument();
  const field = control.closest('[data-slot="field"]');
  expect(field).toHaveAttribute('data-invalid');
  expect(within(field as HTMLElement).getByText(message)).toBeInTheDocument();
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

function expectErrorGone(control: HTMLElement, message: string) {
  const field = control.closest('[data-slot="field"]') as HTMLElement;
  expect(field).not.toHaveAttribute('data-invalid');
  expect(within(field).queryByText(message)).toBeNull();
  expect(control).not.toHaveAttribute('aria-invalid');
}

async function submittedValues(onSubmit: ReturnType<typeof vi.fn>) {
  await send();
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.lastCall![0] as Record<string, unknown>;
}

describe('NumberField inside a Form', () => {
  it('shows a required error, clears it when a number is typed and submits a number', async () => {
    const { onSubmit } = inForm(
      <NumberField label="Guests" name="guests" required min={1} max={10} />,
    );
    const input = screen.getByRole('textbox', { name: /Guests/ });
    await expectErrorShown(input, 'Guests', 'Enter a number.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '3');
    expectErrorGone(input, 'Enter a number.');
    const values = await submittedValues(onSubmit);
    expect(values).toEqual({ guests: 3 });
    expect(typeof values.guests).toBe('number');
  });

  it('applies min and max as rules', async () => {
    inForm(<NumberField label="Guests" name="guests" defaultValue={0} min={1} max={10} />);
    await expectErrorShown(
      screen.getByRole('textbox', { name: 'Guests' }),
      'Guests',
      'Enter 1 or more.',
    );
  });

  it('is touched only when focus leaves the whole control, not when it moves to its buttons', async () => {
    inForm(<NumberField label="Guests" name="guests" required />);
    const field = screen.getByRole('textbox', { name: /Guests/ }).closest('[data-slot="field"]');
    const input = screen.getByRole('textbox', { name: /Guests/ });
    input.focus();
    // Focus moving to a stepper button (by pointer) stays inside the control.
    fireEvent.blur(input, { relatedTarget: screen.getByRole('button', { name: 'Increase' }) });
    expect(field).not.toHaveAttribute('data-touched');
    await userEvent.click(input);
    await userEvent.tab(); // out, to Send
    expect(field).toHaveAttribute('data-touched');
    expect(field).toHaveAttribute('data-invalid');
  });

  it('marks its frame dirty and required, and follows the disabled form', () => {
    inForm(<NumberField label="Guests" name="guests" required />, { disabled: true });
    const input = screen.getByRole('textbox', { name: /Guests/ });
    expect(input).toBeDisabled();
    const field = input.closest('[data-slot="field"]');
    expect(field).toHaveAttribute('data-required');
    expect(field).toHaveAttribute('data-disabled');
    expect(within(field as HTMLElement).getByText('*')).toBeInTheDocument();
  });
});

describe('Select inside a Form', () => {
  it('shows a required error, clears it once an option is chosen and submits the string', async () => {
    const { onSubmit } = inForm(<Select label="Fruit" name="fruit" required options={FRUIT} />);
    const trigger = screen.getByRole('combobox', { name: /Fruit/ });
    await expectErrorShown(trigger, 'Fruit', 'Choose an option.');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Banana' }));
    await waitFor(() => expectErrorGone(trigger, 'Choose an option.'));
    expect(await submittedValues(onSubmit)).toEqual({ fruit: 'banana' });
  });

  it('submits a multiple choice as string[]', async () => {
    const { onSubmit } = inForm(
      <Select label="Fruit" name="fruit" multiple required options={FRUIT} />,
    );
    const trigger = screen.getByRole('combobox', { name: /Fruit/ });
    await expectErrorShown(trigger, 'Fruit', 'Choose at least one option.');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Apple' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cherry' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expectErrorGone(trigger, 'Choose at least one option.'));
    expect(await submittedValues(onSubmit)).toEqual({ fruit: ['apple', 'cherry'] });
  });

  it('is not touched while focus is in its popup', async () => {
    inForm(<Select label="Fruit" name="fruit" required options={FRUIT} />);
    const trigger = screen.getByRole('combobox', { name: /Fruit/ });
    const field = trigger.closest('[data-slot="field"]');
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    expect(field).not.toHaveAttribute('data-touched');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(field).not.toHaveAttribute('data-touched');
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveAttribute('data-touched'));
  });

  it('restores its value from a saved draft', async () => {
    const ui = () => (
      <Form id="fruit-draft" persistDraft aria-label="Order">
        <Select label="Fruit" name="fruit" options={FRUIT} />
      </Form>
    );
    const first = render(ui());
    await userEvent.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cherry' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('Cherry'),
    );
    first.unmount();
    render(ui());
    expect(screen.getByRole('status')).toHaveTextContent('Restored your draft');
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('Cherry');
    expect(
      screen.getByRole('combobox', { name: 'Fruit' }).closest('[data-slot="field"]'),
    ).toHaveAttribute('data-dirty');
  });
});

describe('a composite control in its frame', () => {
  it('shows pending while an async rule checks, as data-pending and aria-busy', async () => {
    let resolve: (message: string | undefined) => void = () => {};
    inForm(
      <Select
        label="Fruit"
        name="fruit"
        options={FRUIT}
        rules={{
          asyncDebounce: 0,
          validateAsync: () => new Promise((r) => (resolve = r)),
        }}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Apple' }));
    const field = trigger.closest('[data-slot="field"]');
    await waitFor(() => expect(field).toHaveAttribute('data-pending'));
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    resolve('Apples are sold out.');
    await waitFor(() => expect(field).not.toHaveAttribute('data-pending'));
  });

  it("lets its own error win over the form's", async () => {
    inForm(
      <Select
        label="Fruit"
        error="Pick a fruit from the market list."
        name="fruit"
        required
        options={FRUIT}
      />,
    );
    await send();
    const trigger = screen.getByRole('combobox', { name: /Fruit/ });
    expect(trigger).toHaveAccessibleErrorMessage('Pick a fruit from the market list.');
  });

  it('leaves a standalone control (no Form) on its own state', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Fruit" name="fruit" options={FRUIT} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cherry' }));
    expect(onValueChange).toHaveBeenCalledWith('cherry');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('Cherry'),
    );
    expect(
      screen.getByRole('combobox', { name: 'Fruit' }).closest('[data-slot="field"]'),
    ).not.toHaveAttribute('data-dirty');
  });
});

describe('Combobox inside a Form', () => {
  it('shows a required error, clears it once an option is chosen and submits the string', async () => {
    const { onSubmit } = inForm(<Combobox label="Fruit" name="fruit" required options={FRUIT} />);
    const input = screen.getByRole('combobox', { name: /Fruit/ });
    await expectErrorShown(input, 'Fruit', 'Choose an option.');
    await userEvent.type(input, 'ban');
    await userEvent.click(await screen.findByRole('option', { name: 'Banana' }));
    await waitFor(() => expectErrorGone(input, 'Choose an option.'));
    expect(input).toHaveValue('Banana');
    expect(await submittedValues(onSubmit)).toEqual({ fruit: 'banana' });
  });

  it('submits chips as string[]', async () => {
    const { onSubmit } = inForm(
      <Combobox label="Fruit" name="fruit" multiple required options={FRUIT} />,
    );
    const input = screen.getByRole('combobox', { name: /Fruit/ });
    await expectErrorShown(input, 'Fruit', 'Choose at least one option.');
    await userEvent.type(input, 'app');
    await userEvent.click(await screen.findByRole('option', { name: 'Apple' }));
    await userEvent.type(input, 'che');
    await userEvent.click(await screen.findByRole('option', { name: 'Cherry' }));
    await waitFor(() => expectErrorGone(input, 'Choose at least one option.'));
    expect(await submittedValues(onSubmit)).toEqual({ fruit: ['apple', 'cherry'] });
  });

  it('shows the label of a value from the form defaults', () => {
    inForm(<Combobox label="Fruit" name="fruit" options={FRUIT} />, {
      defaultValues: { fruit: 'cherry' },
    });
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveValue('Cherry');
  });

  it('shows the label once options arrive after the value', () => {
    const ui = (options: typeof FRUIT) => (
      <LocaleProvider locale="en-US">
        <Form aria-label="Order" defaultValues={{ fruit: 'cherry' }}>
          <Combobox label="Fruit" name="fruit" options={options} />
        </Form>
      </LocaleProvider>
    );
    const { rerender } = render(ui([]));
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveValue('cherry');
    rerender(ui(FRUIT));
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveValue('Cherry');
  });
});

describe('Slider inside a Form', () => {
  it('shows a rule error, clears it when moved and submits a number', async () => {
    const { onSubmit } = inForm(
      <Slider
        label="Volume"
        name="volume"
        rules={{ validate: (v) => (Number(v) < 10 ? 'Choose at least 10.' : undefined) }}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Volume' });
    await send();
    const summary = await screen.findByRole('region', { name: /problem/ });
    expect(
      within(summary).getByRole('link', { name: 'Volume: Choose at least 10.' }),
    ).toBeInTheDocument();
    const field = slider.closest('[data-slot="field"]') as HTMLElement;
    expect(field).toHaveAttribute('data-invalid');
    expect(slider).toHaveAccessibleDescription('Choose at least 10.');
    slider.focus();
    await userEvent.keyboard('{PageUp}');
    expect(field).not.toHaveAttribute('data-invalid');
    const values = await submittedValues(onSubmit);
    expect(values).toEqual({ volume: 10 });
  });

  it('submits a range as number[]', async () => {
    const { onSubmit } = inForm(
      <Slider
        label="Price"
        name="price"
        defaultValue={[20, 80]}
        thumbLabels={['Minimum price', 'Maximum price']}
      />,
    );
    screen.getByRole('slider', { name: 'Minimum price' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await submittedValues(onSubmit)).toEqual({ price: [21, 80] });
  });
});

describe('DatePicker and DateField inside a Form', () => {
  it('shows a required error, clears it once a date is typed and submits the ISO string', async () => {
    const { onSubmit } = inForm(<DatePicker label="Due date" name="due" required />);
    const input = screen.getByRole('textbox', { name: /Due date/ });
    await expectErrorShown(input, 'Due date', 'Enter a date.');
    await userEvent.type(input, '3/10/2026');
    await userEvent.tab();
    expectErrorGone(input, 'Enter a date.');
    expect(await submittedValues(onSubmit)).toEqual({ due: '2026-03-10' });
  });

  it('fills the form from the calendar without marking it touched while the calendar is open', async () => {
    const { onSubmit } = inForm(<DatePicker label="Due date" name="due" required />, {
      defaultValues: { due: '2026-03-01' },
    });
    const field = screen.getByRole('textbox', { name: /Due date/ }).closest('[data-slot="field"]');
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('dialog');
    expect(field).not.toHaveAttribute('data-touched');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).not.toHaveAttribute('data-touched');
    expect(field).toHaveAttribute('data-dirty');
    expect(await submittedValues(onSubmit)).toEqual({ due: '2026-03-02' });
  });

  it('will not submit past a typed date it could not take, and lists it in the summary', async () => {
    const { onSubmit } = inForm(<DatePicker label="Due date" name="due" min="2026-01-01" />, {
      defaultValues: { due: '2026-03-10' },
    });
    const input = screen.getByRole('textbox', { name: /Due date/ });
    await userEvent.clear(input);
    await userEvent.type(input, '12/31/2025');
    await userEvent.tab();
    // What was typed stays, with its message; the form does not send the old date in its place.
    expect(input).toHaveValue('12/31/2025');
    await expectErrorShown(input, 'Due date', 'Choose a date on or after January 1, 2026.');
    expect(onSubmit).not.toHaveBeenCalled();
    // A text that is no date at all is held the same way.
    await userEvent.clear(input);
    await userEvent.type(input, 'next week');
    await userEvent.tab();
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
    // Corrected, it goes.
    await userEvent.clear(input);
    await userEvent.type(input, '1/2/2026');
    await userEvent.tab();
    expect(await submittedValues(onSubmit)).toEqual({ due: '2026-01-02' });
  });

  it('applies min as a rule on a DateField', async () => {
    inForm(<DateField label="Start" name="start" min="2026-01-01" />, {
      defaultValues: { start: '2025-12-31' },
    });
    await expectErrorShown(
      screen.getByRole('textbox', { name: 'Start' }),
      'Start',
      'Choose a date on or after 2026-01-01.',
    );
  });
});
