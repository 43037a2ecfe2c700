import { useCallback, useState } from 'react';
import type { Density, MotionPreference, ThemePreference } from '../index';

/** What the settings screen changes; kept in localStorage so it survives reloads. */
export interface AppSettings {
  theme: ThemePreference;
  density: Density;
  motion: MotionPreference;
}

const KEY = 'tessera-app:settings';
const defaults: AppSettings = { theme: 'system', density: 'comfortable', motion: 'system' };

function read(): AppSettings {
  try {
    const raw = localStorage.getItem(KEY);
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
    };
  } catch {
    return defaults;
  }
}

/** The app's settings with a setter that persists them. */
export function useAppSettings() {
  const [settings, setSettings] = useState(read);
  const update = useCallback((patch: Partial<AppSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Private mode or a full quota: the setting still applies for this visit.
      }
      return next;
    });
  }, []);
  return [settings, update] as const;
}
