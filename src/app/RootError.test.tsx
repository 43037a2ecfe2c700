import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogues, loadCatalogues, setActiveCatalogues } from './locale/catalogue';
import { RootError } from './RootError';
import { SETTINGS_KEY } from './settings';

afterEach(() => {
  localStorage.clear();
  setActiveCatalogues(englishCatalogues);
});

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

  it('speaks the language that was on screen, though no provider is left to ask', async () => {
    setActiveCatalogues(await loadCatalogues('ja'));
    render(<RootError onReload={vi.fn()} />);
    expect(screen.getByRole('main', { name: '問題が発生しました' })).toHaveFocus();
    expect(document.title).toBe('問題が発生しました · Tessera');
    expect(screen.getByRole('button', { name: '設定をリセットして再読み込み' })).toBeVisible();
  });
});
