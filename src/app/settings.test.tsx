import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage, SETTINGS_KEY, useAppSettings } from './settings';

/** What another tab of the app does: saves its settings, and this tab gets a `storage` event. */
function otherTabSaves(value: string | null) {
  const oldValue = localStorage.getItem(SETTINGS_KEY);
  if (value === null) localStorage.removeItem(SETTINGS_KEY);
  else localStorage.setItem(SETTINGS_KEY, value);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SETTINGS_KEY,
        oldValue,
        newValue: value,
        storageArea: localStorage,
      }),
    );
  });
}

afterEach(() => localStorage.clear());

describe('the app settings', () => {
  it('are kept in localStorage', () => {
    const { result, unmount } = renderHook(() => useAppSettings());
    act(() => result.current[1]({ theme: 'dark' }));
    unmount();
    const again = renderHook(() => useAppSettings());
    expect(again.result.current[0]).toEqual({
      theme: 'dark',
      density: 'comfortable',
      motion: 'system',
    });
  });

  it('follow a change made in another tab', () => {
    const { result } = renderHook(() => useAppSettings());
    otherTabSaves(JSON.stringify({ theme: 'dark', density: 'compact', motion: 'reduce' }));
    expect(result.current[0]).toEqual({ theme: 'dark', density: 'compact', motion: 'reduce' });
    otherTabSaves(null);
    expect(result.current[0]).toEqual({
      theme: 'system',
      density: 'comfortable',
      motion: 'system',
    });
  });

  it('keep the chosen language, and start in it', () => {
    expect(initialLanguage()).toBe('en');
    const { result, unmount } = renderHook(() => useAppSettings());
    act(() => result.current[1]({ language: 'de' }));
    act(() => result.current[1]({ theme: 'dark' }));
    unmount();
    const again = renderHook(() => useAppSettings());
    expect(again.result.current[0]).toEqual({
      theme: 'dark',
      density: 'comfortable',
      motion: 'system',
      language: 'de',
    });
    expect(initialLanguage()).toBe('de');
  });

  it('follow a language chosen in another tab, and its return to the browser’s', () => {
    const { result } = renderHook(() => useAppSettings());
    otherTabSaves(JSON.stringify({ theme: 'system', language: 'ar' }));
    expect(result.current[0].language).toBe('ar');
    otherTabSaves(null);
    expect(result.current[0].language).toBeUndefined();
  });

  it.each(['pt', 'EN', 42, null])('start in the browser’s language for a stored %j', (language) => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'dark', language }));
    const { result } = renderHook(() => useAppSettings());
    expect(result.current[0]).toEqual({ theme: 'dark', density: 'comfortable', motion: 'system' });
    expect(initialLanguage()).toBe('en');
  });

  it('ignore other keys changing in another tab', () => {
    const { result } = renderHook(() => useAppSettings());
    const before = result.current[0];
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'dark' }));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'something-else', storageArea: localStorage }),
      );
    });
    expect(result.current[0]).toBe(before);
  });

  // Why corrupt settings are no way to crash the app: every field is checked on reading.
  it.each([
    '{"theme":',
    'null',
    '[1,2]',
    '{"theme":{"toString":1},"density":42,"motion":["reduce"]}',
    '"dark"',
  ])('fall back to the defaults for a stored %s', (stored) => {
    localStorage.setItem(SETTINGS_KEY, stored);
    const { result } = renderHook(() => useAppSettings());
    expect(result.current[0]).toEqual({
      theme: 'system',
      density: 'comfortable',
      motion: 'system',
    });
  });
});
