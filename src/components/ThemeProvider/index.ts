export { ThemeProvider, useTheme } from './ThemeProvider';
export type {
  ThemeProviderProps,
  ThemeContextValue,
  ThemePreference,
  Density,
  MotionPreference,
} from './ThemeProvider';
