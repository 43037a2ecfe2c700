import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../../forms/Form';
import { describeConformance } from '../../test';
import { SearchField } from './SearchField';

describeConformance('SearchField', SearchField, {
  props: { label: 'Search' },
  element: 'input',
  slot: 'text-field-input',
});

describe('SearchField', () => {
  it('is a searchbox whose clear button appears with text and clears it, returning focus', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<SearchField label="Search" onClear={onClear} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(box, 'tea');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('clears on Escape, and lets Escape through when already empty', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a test listener
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <SearchField label="Search" />
      </div>,
    );
    await user.type(screen.getByRole('searchbox'), 'tea');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(outer).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('clears a value held by a Form', async () => {
    const user = userEvent.setup();
    render(
      <Form defaultValues={{ q: 'tea' }}>
        <SearchField label="Search" name="q" />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
