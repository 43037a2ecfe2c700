import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootError } from './RootError';
import { SETTINGS_KEY } from './settings';

afterEach(() => localStorage.clear());

describe('RootError', () => {
  it('says what happened with focus on it, and Reload reloads', async () => {
    const onReload = vi.fn();
    render(<RootError onReload={onReload} />);
    const main = screen.getByRole('main', { name: 'Something went wrong' });
    expect(main).toHaveFocus();
    expect(document.title).toBe('Something went wrong · Tessera');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('forgets the stored settings and the demo server’s behaviour, keeps the tasks, and reloads', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'dark' }));
    localStorage.setItem('tessera.mockApi.v1', '{"tasks":[]}');
    localStorage.setItem('tessera.mockApi.config.v1', JSON.stringify({ fault: 'offline' }));
    const onReload = vi.fn();
    render(<RootError onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset settings and reload' }));
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    // The next start (the reload) is back to the baseline; open tabs follow the storage event.
    expect(localStorage.getItem('tessera.mockApi.config.v1')).toBeNull();
    expect(localStorage.getItem('tessera.mockApi.v1')).toBe('{"tasks":[]}');
    expect(onReload).toHaveBeenCalledOnce();
  });
});
