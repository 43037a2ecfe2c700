import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { Combobox, type ComboboxOption } from './Combobox';
import { shouldVirtualize } from './ComboboxOptions';

const fruits: ComboboxOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'creme', label: 'Crème brûlée' },
];

describeConformance('Combobox', Combobox, {
  props: { 'aria-label': 'Fruit', options: fruits },
  element: 'input',
  slot: 'combobox-input',
});

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('Combobox', () => {
  it('is a combobox named and described by its label', () => {
    render(
      <Combobox
        label="Fruit"
        description="Start typing."
        error="Choose a fruit."
        options={fruits}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input).toHaveAccessibleDescription('Start typing. Choose a fruit.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters the options as the user types, ignoring case and accents', async () => {
    render(<Combobox aria-label="Fruit" options={fruits} />);
    await userEvent.type(screen.getByRole('combobox'), 'B');
    await screen.findByRole('listbox');
    expect(optionNames()).toEqual(['Banana', 'Blueberry', 'Crème brûlée']);
    await userEvent.type(screen.getByRole('combobox'), 'rule');
    await waitFor(() => expect(optionNames()).toEqual(['Crème brûlée']));
  });

  it('chooses with the arrow keys and Enter, and shows the label in the input', async () => {
    const onValueChange = vi.fn();
    render(<Combobox aria-label="Fruit" options={fruits} onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'bl');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Blueberry' }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('blueberry');
    expect(input).toHaveValue('Blueberry');
    expect(input).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<Combobox aria-label="Fruit" options={fruits} />);
    await userEvent.type(screen.getByRole('combobox'), 'a');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('says "No results" when nothing matches', async () => {
    render(<Combobox aria-label="Fruit" options={fruits} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('does not choose a disabled option', async () => {
    const onValueChange = vi.fn();
    render(<Combobox aria-label="Fruit" options={fruits} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('combobox'), 'Ch');
    const cherry = await screen.findByRole('option', { name: 'Cherry' });
    expect(cherry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cherry);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('offers to create the typed text and selects it', async () => {
    const onCreate = vi.fn();
    const onValueChange = vi.fn();
    render(
      <Combobox
        aria-label="Fruit"
        options={fruits}
        onCreate={onCreate}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'Kiwi');
    await userEvent.click(await screen.findByRole('option', { name: 'Create "Kiwi"' }));
    expect(onCreate).toHaveBeenCalledWith('Kiwi');
    expect(onValueChange).toHaveBeenCalledWith('Kiwi');
    expect(screen.getByRole('combobox')).toHaveValue('Kiwi');
  });

  it('does not offer to create text that matches an option exactly', async () => {
    render(<Combobox aria-label="Fruit" options={fruits} onCreate={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'apple');
    await screen.findByRole('option', { name: 'Apple' });
    expect(screen.queryByRole('option', { name: /Create/ })).toBeNull();
  });

  it('loads options asynchronously, saying it is loading, and aborts stale requests', async () => {
    const signals: AbortSignal[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const loadOptions = vi.fn(async (query: string, signal: AbortSignal) => {
      signals.push(signal);
      await gate;
      return fruits.filter((f) => f.label.toLowerCase().startsWith(query.toLowerCase()));
    });
    render(<Combobox aria-label="Fruit" loadOptions={loadOptions} />);
    await userEvent.type(screen.getByRole('combobox'), 'ba');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('listbox').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('option', { name: 'Banana' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(loadOptions).toHaveBeenLastCalledWith('ba', expect.any(AbortSignal));
    expect(signals.slice(0, -1).every((s) => s.aborted)).toBe(true);
  });

  it('says when loading failed', async () => {
    const loadOptions = vi.fn(async () => {
      throw new Error('offline');
    });
    render(
      <Combobox
        aria-label="Fruit"
        loadOptions={loadOptions}
        errorMessage="Could not load fruit."
      />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'a');
    expect(await screen.findByText('Could not load fruit.')).toBeInTheDocument();
  });

  it('chooses several options as chips, each removable by a named button', async () => {
    const onValueChange = vi.fn();
    render(
      <Combobox
        aria-label="Fruit"
        multiple
        options={fruits}
        defaultValue={['apple']}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'ban');
    await userEvent.click(await screen.findByRole('option', { name: 'Banana' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['apple', 'banana']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Apple' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['banana']);
    expect(screen.queryByRole('button', { name: 'Remove Apple' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Banana' })).toBeInTheDocument();
  });

  it('removes the last chip with Backspace in an empty input', async () => {
    const onValueChange = vi.fn();
    render(
      <Combobox
        aria-label="Fruit"
        multiple
        options={fruits}
        defaultValue={['apple', 'banana']}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith(['apple']);
  });

  it('posts the chosen value in FormData under its name', () => {
    render(
      <form data-testid="form">
        <Combobox aria-label="Fruit" name="fruit" options={fruits} defaultValue="banana" />
      </form>,
    );
    expect(screen.getByRole('combobox')).toHaveValue('Banana');
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).get('fruit')).toBe('banana');
  });

  it('posts every chosen value when multiple', () => {
    render(
      <form data-testid="form">
        <Combobox
          aria-label="Fruit"
          name="fruit"
          multiple
          options={fruits}
          defaultValue={['apple', 'banana']}
        />
      </form>,
    );
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.getAll('fruit')).toEqual(['apple', 'banana']);
  });

  it('is controlled by value and onValueChange', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <>
          <Combobox aria-label="Fruit" options={fruits} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('combobox'), 'app');
    await userEvent.click(await screen.findByRole('option', { name: 'Apple' }));
    expect(screen.getByRole('status')).toHaveTextContent('apple');
  });

  it('opens every option from its labelled trigger button', async () => {
    render(<Combobox aria-label="Fruit" options={fruits} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show options' }));
    await screen.findByRole('listbox');
    expect(optionNames()).toHaveLength(fruits.length);
  });

  it('is disabled by its disabled prop', () => {
    render(<Combobox label="Fruit" disabled options={fruits} />);
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toBeDisabled();
  });

  it('warns in development when it has no label', () => {
    expectConsole('warn', /Combobox: the control has no label/);
    render(<Combobox options={fruits} />);
  });
});

const many = (count: number): ComboboxOption[] =>
  Array.from({ length: count }, (_, i) => ({ value: `item-${i + 1}`, label: `Item ${i + 1}` }));

describe('shouldVirtualize', () => {
  it.each([
    [300, 300, false],
    [301, 300, true],
    [0, 0, false],
    [1, 0, true],
    [5, -1, true],
    [10_000, Infinity, false],
  ])('for %i options and a threshold of %d is %s', (count, threshold, expected) => {
    expect(shouldVirtualize(count, threshold)).toBe(expected);
  });

  it('virtualizes beyond 300 options by default', () => {
    expect(shouldVirtualize(300)).toBe(false);
    expect(shouldVirtualize(301)).toBe(true);
  });
});

describe('Combobox with many options', () => {
  // jsdom has no layout: the list gets a height so the virtualizer has a window to fill.
  let restore: () => void;
  beforeEach(() => {
    const spy = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    restore = () => spy.mockRestore();
  });
  afterEach(() => restore());

  it('renders every option, with no set size, up to the threshold', async () => {
    render(<Combobox aria-label="Fruit" options={fruits} virtualizeThreshold={fruits.length} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show options' }));
    await screen.findByRole('listbox');
    expect(optionNames()).toHaveLength(fruits.length);
    expect(screen.getByRole('option', { name: 'Apple' })).not.toHaveAttribute('aria-setsize');
  });

  it('beyond the threshold renders only the options in view, each knowing its place', async () => {
    render(<Combobox aria-label="Item" options={many(1000)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show options' }));
    const first = await screen.findByRole('option', { name: 'Item 1' });
    expect(first).toHaveAttribute('aria-setsize', '1000');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(screen.getAllByRole('option').length).toBeLessThan(60);
    expect(screen.queryByRole('option', { name: 'Item 1000' })).toBeNull();
  });

  it('filters all the options, the set size following the matches', async () => {
    render(<Combobox aria-label="Item" options={many(1000)} />);
    await userEvent.type(screen.getByRole('combobox'), '999');
    const match = await screen.findByRole('option', { name: 'Item 999' });
    expect(optionNames()).toEqual(['Item 999']);
    expect(match).toHaveAttribute('aria-setsize', '1');
    expect(match).toHaveAttribute('aria-posinset', '1');
  });

  it('says "No results" when nothing among many options matches', async () => {
    render(<Combobox aria-label="Item" options={many(1000)} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('chooses with the arrow keys and Enter in a virtualized list', async () => {
    const onValueChange = vi.fn();
    render(
      <Combobox
        aria-label="Fruit"
        options={fruits}
        virtualizeThreshold={2}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'bl');
    const blueberry = await screen.findByRole('option', { name: 'Blueberry' });
    expect(blueberry).toHaveAttribute('aria-setsize', '1');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Blueberry' }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('blueberry');
    expect(input).toHaveValue('Blueberry');
  });

  it('chooses several options as chips in a virtualized list', async () => {
    const onValueChange = vi.fn();
    render(
      <Combobox
        aria-label="Item"
        multiple
        options={many(500)}
        defaultValue={['item-1']}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove Item 1' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox'), 'Item 42');
    await userEvent.click(await screen.findByRole('option', { name: 'Item 420' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['item-1', 'item-420']);
    expect(screen.getByRole('button', { name: 'Remove Item 420' })).toBeInTheDocument();
  });

  it('virtualizes loaded options beyond the threshold', async () => {
    const loadOptions = vi.fn(async (query: string) =>
      many(800).filter((o) => o.label.includes(query)),
    );
    render(<Combobox aria-label="Item" loadOptions={loadOptions} />);
    await userEvent.type(screen.getByRole('combobox'), 'I');
    const first = await screen.findByRole('option', { name: 'Item 1' });
    expect(first).toHaveAttribute('aria-setsize', '800');
    expect(screen.getAllByRole('option').length).toBeLessThan(60);
  });
});
