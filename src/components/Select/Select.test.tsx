import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import de from '../../i18n/locales/de';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { Select, type SelectOptionGroup } from './Select';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'date', label: 'Date' },
];

const grouped: SelectOptionGroup[] = [
  { label: 'Fruit', options: [{ value: 'apple', label: 'Apple' }] },
  { label: 'Vegetables', options: [{ value: 'leek', label: 'Leek' }] },
];

describeConformance('Select', Select, {
  props: { 'aria-label': 'Fruit', options: fruits },
  element: 'button',
  slot: 'select-trigger',
});

async function open(name: string | RegExp = 'Fruit') {
  await userEvent.click(screen.getByRole('combobox', { name }));
  return screen.findByRole('listbox');
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder until something is chosen', () => {
    render(
      <Select
        label="Fruit"
        description="Pick one."
        error="Choose a fruit."
        options={fruits}
        placeholder="Choose a fruit"
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger).toHaveTextContent('Choose a fruit');
    expect(trigger).toHaveAccessibleDescription('Pick one. Choose a fruit.');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the locale's placeholder when given none", () => {
    const { unmount } = render(<Select label="Fruit" options={fruits} />);
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('Choose…');
    unmount();
    render(
      <LocaleProvider locale="de-DE" messages={de}>
        <Select label="Obst" options={fruits} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Obst' })).toHaveTextContent('Auswählen…');
  });

  it("treats the value '' as no choice: the placeholder, styled as one", () => {
    render(<Select label="Fruit" options={fruits} value="" onValueChange={() => {}} />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger).toHaveTextContent('Choose…');
    expect(trigger.querySelector('[data-placeholder]')).toHaveTextContent('Choose…');
  });

  it('opens a listbox of options on click and chooses one', async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Fruit" options={fruits} onValueChange={onValueChange} />);
    await open();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onValueChange).toHaveBeenCalledWith('banana');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox')).toHaveTextContent('Banana');
  });

  it('shows disabled options as disabled and does not choose them', async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Fruit" options={fruits} onValueChange={onValueChange} />);
    await open();
    const cherry = screen.getByRole('option', { name: 'Cherry' });
    expect(cherry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cherry);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('opens with the keyboard, moves with arrows and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Fruit" options={fruits} onValueChange={onValueChange} />);
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Apple' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Banana' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('banana');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
  });

  it('closes on Escape and returns focus to the trigger without choosing', async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Fruit" options={fruits} onValueChange={onValueChange} />);
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('moves to the option whose label starts with the typed characters', async () => {
    render(<Select aria-label="Fruit" options={fruits} />);
    await open();
    await userEvent.keyboard('d');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Date' })).toHaveFocus());
  });

  it('labels option groups', async () => {
    render(<Select aria-label="Produce" options={grouped} />);
    await open('Produce');
    const group = screen.getByRole('group', { name: 'Vegetables' });
    expect(group).toContainElement(screen.getByRole('option', { name: 'Leek' }));
  });

  it('chooses several options when multiple, keeping the list open', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        aria-label="Fruit"
        multiple
        options={fruits}
        defaultValue={['apple']}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('combobox')).toHaveTextContent('Apple');
    await open();
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Date' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['apple', 'date']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Date' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox')).toHaveTextContent('Apple, Date');
  });

  it('posts the chosen value in FormData under its name', () => {
    render(
      <form data-testid="form">
        <Select aria-label="Fruit" name="fruit" options={fruits} defaultValue="banana" />
      </form>,
    );
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).get('fruit')).toBe('banana');
  });

  it('posts every chosen value when multiple', () => {
    render(
      <form data-testid="form">
        <Select
          aria-label="Fruit"
          name="fruit"
          multiple
          options={fruits}
          defaultValue={['apple', 'date']}
        />
      </form>,
    );
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.getAll('fruit')).toEqual(['apple', 'date']);
  });

  it('is controlled by value and onValueChange', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('apple');
      return (
        <>
          <Select aria-label="Fruit" options={fruits} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await open();
    await userEvent.click(screen.getByRole('option', { name: 'Date' }));
    expect(screen.getByRole('status')).toHaveTextContent('date');
  });

  it('reports opening and closing', async () => {
    const onOpenChange = vi.fn();
    render(<Select aria-label="Fruit" options={fruits} onOpenChange={onOpenChange} />);
    await open();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('is disabled and required by its props', () => {
    render(<Select label="Fruit" disabled required options={fruits} />);
    const trigger = screen.getByRole('combobox', { name: /Fruit/ });
    expect(trigger).toBeDisabled();
  });

  it('renders with no options and an unknown value without crashing', () => {
    render(<Select aria-label="Fruit" options={[]} defaultValue="🍉 ghost" />);
    expect(screen.getByRole('combobox')).toHaveTextContent('🍉 ghost');
  });

  it('warns in development when it has no label', () => {
    expectConsole('warn', /Select: the control has no label/);
    render(<Select options={fruits} />);
  });

  it('warns in development about duplicate option values', () => {
    expectConsole('warn', /Select: two options share the value "apple"/);
    render(<Select aria-label="Fruit" options={[...fruits, { value: 'apple', label: 'Again' }]} />);
  });

  it('suggests a Combobox in development beyond 300 options, counting grouped ones', () => {
    expectConsole('warn', /Select: 301 options are too many.*Use a Combobox/);
    const option = (i: number) => ({ value: `v${i}`, label: `Option ${i}` });
    render(
      <Select
        aria-label="Option"
        options={[
          ...Array.from({ length: 201 }, (_, i) => option(i)),
          { label: 'More', options: Array.from({ length: 100 }, (_, i) => option(201 + i)) },
        ]}
      />,
    );
  });

  it('stays quiet at 300 options', () => {
    const options = Array.from({ length: 300 }, (_, i) => ({ value: `v${i}`, label: `${i}` }));
    render(<Select aria-label="Option" options={options} />);
    expect(screen.getByRole('combobox', { name: 'Option' })).toBeInTheDocument();
  });
});
