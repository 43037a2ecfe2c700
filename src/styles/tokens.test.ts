import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and for the boundaries of controls (1.4.11).
// Colours are written as hex, rgb() or oklch(), often through a scale step (`var(--neutral-9)`),
// and as light-dark(light, dark); each pair below is checked in the theme's resolved values.
const css = readFileSync(join(process.cwd(), 'src/styles/tokens.css'), 'utf8');

type Theme = 'light' | 'dark';
type Rgb = [r: number, g: number, b: number];

/** The first declaration of each custom property: the `:root` vocabulary. */
const declared = new Map<string, string>();
for (const [, name, value] of css.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
  if (!declared.has(name!)) declared.set(name!, value!.replace(/\s+/g, ' ').trim());
}

/** The argument list of the call that starts at `open` (the index of its `(`), and its end. */
function callArguments(text: string, open: number): [args: string[], end: number] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && depth-- === 0) {
      args.push(text.slice(start, i).trim());
      return [args, i];
    } else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  throw new Error(`Unbalanced parentheses in ${text}`);
}

/** A value with every `var()` replaced by its token and every `light-dark()` by one side. */
function resolve(value: string, theme: Theme): string {
  const variable = /var\(--([\w-]+)\)/.exec(value);
  if (variable) {
    const target = declared.get(variable[1]!);
    if (target === undefined) throw new Error(`--${variable[1]} is used but not declared`);
    return resolve(value.replace(variable[0], target), theme);
  }
  const at = value.indexOf('light-dark(');
  if (at !== -1) {
    const [[light, dark], end] = callArguments(value, at + 'light-dark'.length);
    const chosen = theme === 'light' ? light! : dark!;
    return resolve(value.slice(0, at) + chosen + value.slice(end + 1), theme);
  }
  return value;
}

/** OKLCH to linear sRGB (https://bottosson.github.io/posts/oklab/). */
function oklchToLinear(l: number, c: number, h: number): Rgb {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** A resolved colour in linear sRGB, with its OKLCH chroma where it was written in OKLCH. */
function parse(value: string): { rgb: Rgb; chroma?: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const rgb = [0, 2, 4].map((i) => toLinear(parseInt(hex[1]!.slice(i, i + 2), 16) / 255));
    return { rgb: rgb as Rgb };
  }
  const oklch = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value);
  if (oklch) {
    const [l, c, h] = [Number(oklch[1]) / 100, Number(oklch[2]), Number(oklch[3])];
    return { rgb: oklchToLinear(l, c, h), chroma: c };
  }
  throw new Error(`${value} is not a colour this test reads (#rrggbb or oklch(L% C H))`);
}

function colour(name: string, theme: Theme) {
  const value = declared.get(name);
  if (value === undefined) throw new Error(`--${name} is not in tokens.css`);
  return parse(resolve(value, theme));
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string, theme: Theme): number {
  const [hi, lo] = [colour(a, theme), colour(b, theme)]
    .map(({ rgb }) => luminance(rgb))
    .sort((x, y) => y - x);
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
  ['color-text', 'color-surface-active'],
  ['color-text-muted', 'color-surface-active'],
  // Buttons, and a checked box's tick: the fill and its hover.
  ['color-on-accent', 'color-accent'],
  ['color-on-accent', 'color-accent-hover'],
  ['color-on-danger', 'color-danger'],
  ['color-on-danger', 'color-danger-hover'],
  ['color-on-success', 'color-success'],
  ['color-on-warning', 'color-warning'],
  // A selected row (and one under the pointer), its muted cells and its links.
  ['color-text', 'color-accent-subtle'],
  ['color-text-muted', 'color-accent-subtle'],
  ['color-text', 'color-accent-subtle-hover'],
  ['color-accent-text', 'color-accent-subtle'],
  ['color-danger-text', 'color-danger-subtle'],
  ['color-success-text', 'color-success-subtle'],
  ['color-warning-text', 'color-warning-subtle'],
  ['color-info-text', 'color-info-subtle'],
];

const uiPairs: Array<[string, string]> = [
  // The edge that finds a control: a field's bottom edge, a checkbox, a radio, a switch.
  ...surfaces.map((bg) => ['color-border-strong', bg] as [string, string]),
  ...surfaces.map((bg) => ['color-focus-ring', bg] as [string, string]),
  // A checked box, an on switch, a chosen radio; an invalid field's edge.
  ...surfaces.slice(0, 3).map((bg) => ['color-accent', bg] as [string, string]),
  ...surfaces.slice(0, 3).map((bg) => ['color-danger', bg] as [string, string]),
  // The focus ring around a checked box sits on the surface, but meets the box's fill.
  ['color-focus-ring', 'color-accent-subtle'],
];

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  it.each(textPairs)('gives text %s on %s at least 4.5:1', (fg, bg) => {
    expect(contrast(fg, bg, theme)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('gives the control colour %s on %s at least 3:1', (fg, bg) => {
    expect(contrast(fg, bg, theme)).toBeGreaterThanOrEqual(3);
  });

  it('writes every OKLCH colour inside sRGB, so the screen shows what is computed here', () => {
    const outside = [...declared.keys()]
      .filter((name) => /^(color|neutral|accent|danger)-/.test(name))
      .filter((name) => {
        const resolved = resolve(declared.get(name)!, theme);
        if (!resolved.startsWith('oklch(')) return false;
        return parse(resolved).rgb.some((c) => c < -0.0005 || c > 1.0005);
      });
    expect(outside).toEqual([]);
  });
});

describe('the filled actions in the dark theme', () => {
  // A pale fill with dark text reads as disabled (primary) or pink (danger): dark keeps the
  // colour's saturation and puts light text on it.
  it.each(['color-accent', 'color-danger'])(
    'keep %s saturated (OKLCH chroma at least 0.15)',
    (name) => {
      expect(colour(name, 'dark').chroma).toBeGreaterThanOrEqual(0.15);
    },
  );
});

describe('the resting borders', () => {
  // Containers and secondary buttons rest lighter than the edge that finds a control.
  it.each(['light', 'dark'] as const)('are lighter than the control edge in %s', (theme) => {
    for (const name of ['color-border', 'color-border-control']) {
      expect(contrast(name, 'color-surface', theme)).toBeLessThan(
        contrast('color-border-strong', 'color-surface', theme),
      );
    }
  });
});

describe('a disabled checkbox, radio or switch', () => {
  // Exempt from WCAG 1.4.11, but its tick, dash, dot or thumb is what tells checked from
  // unchecked: it keeps 3:1 on the fill behind it, checked or not.
  it.each(['light', 'dark'] as const)('keeps its mark at 3:1 on either fill in %s', (theme) => {
    for (const fill of ['color-fill-disabled', 'color-surface-disabled']) {
      expect(contrast('color-on-disabled', fill, theme), fill).toBeGreaterThanOrEqual(3);
    }
  });

  // Muted: its edge and its checked fill are quieter than an enabled control's.
  it.each(['light', 'dark'] as const)('is quieter than an enabled one in %s', (theme) => {
    const quieter: Array<[disabled: string, enabled: string]> = [
      ['color-border-disabled', 'color-border-strong'],
      ['color-fill-disabled', 'color-accent'],
      ['color-danger-disabled', 'color-danger'],
    ];
    for (const [disabled, enabled] of quieter) {
      expect(contrast(disabled, 'color-surface', theme), disabled).toBeLessThan(
        contrast(enabled, 'color-surface', theme),
      );
    }
  });
});
