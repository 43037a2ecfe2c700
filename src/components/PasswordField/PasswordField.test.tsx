import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { PasswordField } from './PasswordField';

describeConformance('PasswordField', PasswordField, {
  props: { label: 'Password' },
  element: 'input',
  slot: 'text-field-input',
});

describe('PasswordField', () => {
  it('hides the password until the toggle button is pressed, and says so with aria-pressed', async () => {
    const user = userEvent.setup();
    const onVisibleChange = vi.fn();
    render(<PasswordField label="Password" onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Show password');
    expect(onVisibleChange).toHaveBeenCalledWith(true);
  });

  it('keeps the caret where it was when toggled', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    input.focus();
    input.setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.selectionStart).toBe(3);
    expect(input.selectionEnd).toBe(3);
  });

  it('turns off spell checking and autocapitalisation', () => {
    render(<PasswordField label="Password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocapitalize', 'off');
  });
});
