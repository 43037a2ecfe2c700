import { cleanup } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';
import { ThemeProvider } from '../components/ThemeProvider/ThemeProvider';

/**
 * The ways a page says its text runs right to left, each wrapping a component under test, for
 * `it.each`: a ThemeProvider's `dir`, a LocaleProvider's Arabic locale, and `<html dir="rtl">`
 * with no provider at all (set for the test, put back after it).
 */
export const rightToLeft: [string, (ui: ReactNode) => ReactElement][] = [
  ['ThemeProvider dir="rtl"', (ui) => <ThemeProvider dir="rtl">{ui}</ThemeProvider>],
  ['LocaleProvider locale="ar-EG"', (ui) => <LocaleProvider locale="ar-EG">{ui}</LocaleProvider>],
  [
    '<html dir="rtl">',
    (ui) => {
      const root = document.documentElement;
      const before = root.getAttribute('dir');
      root.setAttribute('dir', 'rtl');
      onTestFinished(() => {
        cleanup();
        if (before === null) root.removeAttribute('dir');
        else root.setAttribute('dir', before);
      });
      return <>{ui}</>;
    },
  ],
];
