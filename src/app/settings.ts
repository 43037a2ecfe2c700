import { useCallback, useEffect, useState } from 'react';
import type { Density, MotionPreference, ThemePreference } from 'tessera';
import { isAppLanguage, preferredLanguage, type AppLanguage } from './locale/catalogue';

/** What the settings screen changes; kept in localStorage so it survives reloads. */
export interface AppSettings {
  theme: ThemePreference;
  density: Density;
  motion: MotionPreference;
  /** The language chosen in Settings; absent, the browser's (see `preferredLanguage`). */
  language?: AppLanguage;
}

/** Where the settings are kept (the root error page offers to forget them). */
export const SETTINGS_KEY = 'tessera-app:settings';
const defaults: AppSettings = { theme: 'system', density: 'comfortable', motion: 'system' };

function read(): AppSettings {
  try {
    const raw = localStorage.getItem(SETTINGS_KEY);
    if (!raw) return defaults;
    const parsed = JSON.parse(raw) as Partial<AppSettings>;
    return {
      theme: ['light', 'dark', 'system'].includes(parsed.theme as string)
        ? parsed.theme!
        : defaults.theme,
      density: parsed.density === 'compact' ? 'compact' : 'comfortable',
      motion: ['system', 'reduce', 'full'].includes(parsed.motion as string)
        ? parsed.motion!
        : defaults.motion,
      ...(isAppLanguage(parsed.language) ? { language: parsed.language } : {}),
    };
  } catch {
    return defaults;
  }
}

/** The language the app starts in: the one chosen in Settings, else the browser's (if the app has it). */
export function initialLanguage(): AppLanguage {
  return read().language ?? preferredLanguage();
}

/**
 * The app's settings with a setter that persists them. A change made in another tab of the app
 * applies here too (`storage` events), so two tabs never show different themes or languages.
 */
export function useAppSettings() {
  const [settings, setSettings] = useState(read);
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      // `key` is null when the other tab cleared its storage: back to the defaults.
      if (event.key !== SETTINGS_KEY && event.key !== null) return;
      setSettings((current) => {
        const next = read();
        return same(current, next) ? current : next;
      });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  const update = useCallback((patch: Partial<AppSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      try {
        localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
      } catch {
        // Private mode or a full quota: the setting still applies for this visit.
      }
      return next;
    });
  }, []);
  return [settings, update] as const;
}

function same(a: AppSettings, b: AppSettings): boolean {
  return (
    a.theme === b.theme &&
    a.density === b.density &&
    a.motion === b.motion &&
    a.language === b.language
  );
}
