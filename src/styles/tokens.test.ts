import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and for the boundaries of controls (1.4.11).
const css = readFileSync(join(process.cwd(), 'src/styles/tokens.css'), 'utf8');

function token(name: string, theme: 'light' | 'dark'): string {
  const match = new RegExp(`--${name}:\\s*light-dark\\(([^,]+),\\s*([^)]+)\\)`).exec(css);
  if (!match) throw new Error(`--${name} is not a light-dark() colour token`);
  return (theme === 'light' ? match[1] : match[2])!.trim();
}

function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const surfaces = [
  'color-surface',
  'color-surface-raised',
  'color-surface-sunken',
  'color-surface-hover',
];

const textPairs: Array<[string, string]> = [
  ...[
    'color-text',
    'color-text-muted',
    'color-accent-text',
    'color-danger-text',
    'color-success-text',
    'color-warning-text',
  ].flatMap((fg) => surfaces.map((bg) => [fg, bg] as [string, string])),
  ['color-on-accent', 'color-accent'],
  ['color-on-accent', 'color-accent-hover'],
  ['color-on-danger', 'color-danger'],
  ['color-on-danger', 'color-danger-hover'],
  ['color-on-success', 'color-success'],
  ['color-on-warning', 'color-warning'],
  ['color-text', 'color-accent-subtle'],
  ['color-accent-text', 'color-accent-subtle'],
  ['color-danger-text', 'color-danger-subtle'],
  ['color-success-text', 'color-success-subtle'],
  ['color-warning-text', 'color-warning-subtle'],
  ['color-info-text', 'color-info-subtle'],
];

const uiPairs: Array<[string, string]> = [
  ...surfaces.map((bg) => ['color-border-strong', bg] as [string, string]),
  ...surfaces.map((bg) => ['color-focus-ring', bg] as [string, string]),
  ...surfaces.slice(0, 3).map((bg) => ['color-accent', bg] as [string, string]),
  ...surfaces.slice(0, 3).map((bg) => ['color-danger', bg] as [string, string]),
];

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  it.each(textPairs)('gives text %s on %s at least 4.5:1', (fg, bg) => {
    expect(contrast(token(fg, theme), token(bg, theme))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('gives the control colour %s on %s at least 3:1', (fg, bg) => {
    expect(contrast(token(fg, theme), token(bg, theme))).toBeGreaterThanOrEqual(3);
  });
});
