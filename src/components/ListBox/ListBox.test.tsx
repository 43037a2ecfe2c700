import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole } from '../../test';
import { ListBox, type ListBoxOption } from './ListBox';

const fruit: ListBoxOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'date', label: 'Date' },
];

describeConformance('ListBox', ListBox, {
  props: { options: fruit, 'aria-label': 'Fruit' },
  element: 'div',
  slot: 'list-box',
});

function active() {
  const list = screen.getByRole('listbox');
  const id = list.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('ListBox', () => {
  // jsdom has no layout: the list gets a height so the virtualizer has a window to fill.
  let restore: () => void;
  beforeEach(() => {
    const spy = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    restore = () => spy.mockRestore();
  });
  afterEach(() => restore());

  it('is a named listbox of options that know their place in the whole list', () => {
    render(<ListBox aria-label="Fruit" options={fruit} />);
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toBeInTheDocument();
    const date = screen.getByRole('option', { name: 'Date' });
    expect(date).toHaveAttribute('aria-setsize', '4');
    expect(date).toHaveAttribute('aria-posinset', '4');
    expect(screen.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves the active option with arrows, skipping disabled ones, and selects with Enter', async () => {
    const onValueChange = vi.fn();
    render(<ListBox aria-label="Fruit" options={fruit} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(active()).toHaveTextContent('Apple');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Date');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['date']);
    expect(screen.getByRole('option', { name: 'Date' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(active()).toHaveTextContent('Apple');
  });

  it('starts on the selected option when focus arrives', async () => {
    render(<ListBox aria-label="Fruit" options={fruit} defaultValue={['banana']} />);
    await userEvent.tab();
    expect(active()).toHaveTextContent('Banana');
  });

  it('jumps by typeahead', async () => {
    render(<ListBox aria-label="Fruit" options={fruit} />);
    await userEvent.tab();
    await userEvent.keyboard('d');
    expect(active()).toHaveTextContent('Date');
  });

  it('toggles several options with Space when multiple, and Ctrl+A selects all enabled ones', async () => {
    const onValueChange = vi.fn();
    render(<ListBox aria-label="Fruit" options={fruit} multiple onValueChange={onValueChange} />);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' {ArrowDown} ');
    expect(onValueChange).toHaveBeenLastCalledWith(['apple', 'banana']);
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['apple']);
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(onValueChange).toHaveBeenLastCalledWith(['apple', 'banana', 'date']);
  });

  it('selects on click but never a disabled option', async () => {
    const onValueChange = vi.fn();
    render(<ListBox aria-label="Fruit" options={fruit} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('option', { name: 'Cherry' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onValueChange).toHaveBeenCalledWith(['banana']);
    expect(screen.getByRole('listbox')).toHaveFocus();
  });

  it('renders only a window of a very long list', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => ({
      value: `v${i}`,
      label: `Option ${i + 1}`,
    }));
    render(<ListBox aria-label="Many" options={many} />);
    const shown = screen.getAllByRole('option');
    expect(shown.length).toBeLessThan(50);
    expect(shown[0]).toHaveAttribute('aria-setsize', '50000');
  });

  it('says so when there are no options, and survives a missing list', () => {
    render(<ListBox aria-label="Fruit" options={undefined as unknown as ListBoxOption[]} />);
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('warns when a single-selection list is given several values', () => {
    expectConsole('warn', /ListBox: several values/);
    render(<ListBox aria-label="Fruit" options={fruit} defaultValue={['apple', 'banana']} />);
  });
});
