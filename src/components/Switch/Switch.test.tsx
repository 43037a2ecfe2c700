import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { Switch } from './Switch';

describeConformance('Switch', Switch, {
  props: { label: 'Wi-Fi' },
  element: 'input',
  slot: 'switch',
});

describe('Switch', () => {
  it('is a switch that turns on and off with Space and click', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Dark mode" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).not.toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.click(control);
    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be controlled', () => {
    render(<Switch label="Sync" checked onCheckedChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Sync' })).toBeChecked();
  });
});
