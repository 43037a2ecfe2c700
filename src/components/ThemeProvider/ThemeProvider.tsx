'use client';

import { createContext, use, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ReducedMotionContext } from '../../motion/useReducedMotion';
import { DirectionContext, useDirection } from '../../utils/direction';
import { useControllableState } from '../../utils/useControllableState';
import { useMediaQuery } from '../../utils/useMediaQuery';
import { DirectionScope, directionSource } from '../LocaleProvider/DirectionScope';

export type ThemePreference = 'light' | 'dark' | 'system';
export type Density = 'comfortable' | 'compact';
export type MotionPreference = 'system' | 'reduce' | 'full';

export interface ThemeContextValue {
  /** The chosen theme, possibly `system`. */
  theme: ThemePreference;
  /** The theme in effect once `system` is resolved. */
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: ThemePreference) => void;
  density: Density;
  setDensity: (density: Density) => void;
  motion: MotionPreference;
  setMotion: (motion: MotionPreference) => void;
  /** True when movement should be removed: forced by `motion="reduce"` or asked for by the system. */
  reducedMotion: boolean;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Controlled theme. `system` follows `prefers-color-scheme`. */
  theme?: ThemePreference;
  /** Initial theme when uncontrolled. @default 'system' */
  defaultTheme?: ThemePreference;
  /** Called when `setTheme` picks a new theme. */
  onThemeChange?: (theme: ThemePreference) => void;
  /** Controlled density. */
  density?: Density;
  /** Initial density when uncontrolled. @default 'comfortable' */
  defaultDensity?: Density;
  /** Called when `setDensity` picks a new density. */
  onDensityChange?: (density: Density) => void;
  /** Controlled motion preference. `system` follows `prefers-reduced-motion`. */
  motion?: MotionPreference;
  /** Initial motion preference when uncontrolled. @default 'system' */
  defaultMotion?: MotionPreference;
  /** Called when `setMotion` picks a new preference. */
  onMotionChange?: (motion: MotionPreference) => void;
  /**
   * Text direction for the whole document (or, nested, for its subtree). Every component inside
   * follows it (`useDirection`: arrow keys in Tabs, Menu, Toolbar, Slider; a drawer's side), over
   * a LocaleProvider's locale. Left unset, the document's own `dir` (or a locale's) stays.
   */
  dir?: 'ltr' | 'rtl';
}

/**
 * Applies theme, density, motion and direction to the document root as data attributes (so portalled
 * overlays get them too) and shares them through `useTheme()`; at the root it renders no element.
 * Nested inside another ThemeProvider it themes only its own subtree, through a `display: contents`
 * wrapper (overlays it opens are portalled to the body and follow the root's theme).
 */
export function ThemeProvider({
  children,
  theme: themeProp,
  defaultTheme = 'system',
  onThemeChange,
  density: densityProp,
  defaultDensity = 'comfortable',
  onDensityChange,
  motion: motionProp,
  defaultMotion = 'system',
  onMotionChange,
  dir,
}: ThemeProviderProps) {
  const [theme, setTheme] = useControllableState({
    value: themeProp,
    defaultValue: defaultTheme,
    onChange: onThemeChange,
  });
  const [density, setDensity] = useControllableState({
    value: densityProp,
    defaultValue: defaultDensity,
    onChange: onDensityChange,
  });
  const [motion, setMotion] = useControllableState({
    value: motionProp,
    defaultValue: defaultMotion,
    onChange: onMotionChange,
  });
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const systemReduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  const scoped = use(ThemeContext) !== null;
  const above = use(DirectionContext);
  const inherited = useDirection();

  // A layout effect, so the first paint already has the right theme.
  useLayoutEffect(() => {
    if (scoped) return;
    const root = document.documentElement;
    const previous = {
      theme: root.getAttribute('data-theme'),
      density: root.getAttribute('data-density'),
      motion: root.getAttribute('data-motion'),
      dir: root.getAttribute('dir'),
    };
    setAttr(root, 'data-theme', theme === 'system' ? null : theme);
    setAttr(root, 'data-density', density === 'comfortable' ? null : density);
    setAttr(root, 'data-motion', motion === 'system' ? null : motion);
    if (dir) root.setAttribute('dir', dir);
    return () => {
      setAttr(root, 'data-theme', previous.theme);
      setAttr(root, 'data-density', previous.density);
      setAttr(root, 'data-motion', previous.motion);
      setAttr(root, 'dir', previous.dir);
    };
  }, [scoped, theme, density, motion, dir]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      resolvedTheme: theme === 'system' ? (systemDark ? 'dark' : 'light') : theme,
      setTheme,
      density,
      setDensity,
      motion,
      setMotion,
      reducedMotion: motion === 'reduce' || (motion === 'system' && systemReduce),
    }),
    [theme, systemDark, setTheme, density, setDensity, motion, setMotion, systemReduce],
  );

  // The direction below, for Tessera's components and Base UI's alike: `dir` when given (over any
  // locale), else what is inherited. The scope element carries `dir` for the layout.
  const content = scoped ? (
    <div
      data-slot="theme-scope"
      data-theme={theme}
      data-density={density}
      data-motion={motion}
      dir={dir}
      // A region themed apart from the page paints its own surface and text colour: without them
      // a light region in a dark page would keep the page's dark background under its dark text.
      style={{ backgroundColor: 'var(--color-surface)', color: 'var(--color-text)' }}
    >
      {children}
    </div>
  ) : (
    children
  );
  return (
    <ThemeContext value={value}>
      <ReducedMotionContext value={value.reducedMotion}>
        <DirectionScope
          source={dir ? directionSource(dir, true) : above}
          direction={dir ?? inherited}
        >
          {content}
        </DirectionScope>
      </ReducedMotionContext>
    </ThemeContext>
  );
}

function setAttr(el: HTMLElement, name: string, value: string | null) {
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/**
 * The theme in effect and the setters of the nearest `ThemeProvider`. Outside one, it reports the
 * system's preferences and its setters do nothing, so components can call it unconditionally.
 */
export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const systemReduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (context) return context;
  return {
    theme: 'system',
    resolvedTheme: systemDark ? 'dark' : 'light',
    setTheme: noop,
    density: 'comfortable',
    setDensity: noop,
    motion: 'system',
    setMotion: noop,
    reducedMotion: systemReduce,
  };
}

function noop() {}
