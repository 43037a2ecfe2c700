// The design tokens as the Foundations pages and the docs theme read them: parsed from
// src/styles/tokens.css itself (imported as text at build time), so a page cannot drift from the CSS.
import source from '../src/styles/tokens.css?raw';

export type Theme = 'light' | 'dark';

export interface Token {
  /** The custom property's name without its leading dashes, e.g. `color-surface`. */
  name: string;
  /** The value as written, e.g. `light-dark(#ffffff, #15171c)`. */
  value: string;
  /** The group it is written under: the comment before it, up to its first full stop. */
  group: string;
}

export interface TokenBlock {
  /** The rule's selector, e.g. `:root` or `[data-density='compact']`. */
  selector: string;
  /** The at-rule it sits in, e.g. `@media (prefers-reduced-motion: reduce)`, if any. */
  condition?: string;
  tokens: Token[];
}

/** Every rule of the stylesheet that sets custom properties, in source order. */
export function parseTokenBlocks(css: string): TokenBlock[] {
  const blocks: TokenBlock[] = [];
  const stack: { prelude: string; body: string }[] = [{ prelude: '', body: '' }];
  for (let i = 0; i < css.length; i++) {
    const frame = stack[stack.length - 1]!;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2) + 2;
      frame.body += css.slice(i, end);
      i = end - 1;
      continue;
    }
    const c = css[i];
    if (c === '{') {
      // A block's prelude is what its parent holds since the last statement, block or brace.
      const prelude = frame.body
        .replace(/\/\*[\s\S]*?\*\//g, ' ')
        .split(/[;{}]/)
        .pop()!
        .replace(/\s+/g, ' ')
        .trim();
      frame.body += '{}';
      stack.push({ prelude, body: '' });
    } else if (c === '}') {
      const block = stack.pop()!;
      const tokens = parseDeclarations(block.body);
      if (tokens.length) {
        const condition = stack.map((s) => s.prelude).find((p) => p.startsWith('@media'));
        blocks.push({ selector: block.prelude, ...(condition && { condition }), tokens });
      }
    } else {
      frame.body += c;
    }
  }
  return blocks;
}

function parseDeclarations(body: string): Token[] {
  const tokens: Token[] = [];
  let group = '';
  const pattern = /\/\*([\s\S]*?)\*\/|--([\w-]+)\s*:\s*([^;]*);/g;
  for (const match of body.matchAll(pattern)) {
    if (match[1] !== undefined) {
      // A comment over several lines starts each with ` * `: that is its frame, not its words.
      group = match[1]
        .replace(/^\s*\*[ \t]?/gm, '')
        .trim()
        .split(/\.\s|\.$|\n/)[0]!
        .trim();
    } else {
      tokens.push({ name: match[2]!, value: match[3]!.replace(/\s+/g, ' ').trim(), group });
    }
  }
  return tokens;
}

/** Splits `a, b` at its top-level commas (not those inside parentheses). */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '(') depth++;
    else if (value[i] === ')') depth--;
    else if (value[i] === ',' && depth === 0) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts;
}

/** The value in one theme: each `light-dark(a, b)` replaced by `a` or `b`. */
export function resolveTheme(value: string, theme: Theme): string {
  const at = value.indexOf('light-dark(');
  if (at === -1) return value;
  let depth = 0;
  let end = at + 'light-dark('.length;
  for (; end < value.length; end++) {
    if (value[end] === '(') depth++;
    else if (value[end] === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  const [light = '', dark = ''] = splitTopLevel(value.slice(at + 'light-dark('.length, end));
  const chosen = theme === 'light' ? light : dark;
  return resolveTheme(value.slice(0, at) + chosen + value.slice(end + 1), theme);
}

export type Rgba = [r: number, g: number, b: number, a: number];

/** `oklch(L% C H)` as `#rrggbb` (https://bottosson.github.io/posts/oklab/); tokens.css keeps to sRGB. */
export function oklchToHex(value: string): string | null {
  const match = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value.trim());
  if (!match) return null;
  const [l, c, h] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  const encode = (x: number) => {
    const v = Math.min(1, Math.max(0, x));
    return v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  };
  return `#${linear
    .map((x) =>
      Math.round(encode(x) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Parses `#rrggbb`, `#rgb`, `rgb(r g b / a)` or `oklch(L% C H)` (the forms tokens.css uses). */
export function parseColour(value: string): Rgba | null {
  const oklch = oklchToHex(value);
  if (oklch) return parseColour(oklch);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb =
    /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[/,]\s*([\d.]+%?))?\s*\)$/i.exec(
      value.trim(),
    );
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : parseFloat(rgb[4]) / (rgb[4].endsWith('%') ? 100 : 1);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  return null;
}

/** `top` painted over the opaque `bottom`. */
function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG 2.2 contrast ratio of `foreground` over `background` (translucent colours composited). */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const bg = background[3] < 1 ? composite(background, [255, 255, 255, 1]) : background;
  const fg = foreground[3] < 1 ? composite(foreground, bg) : foreground;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export interface TokenSet {
  blocks: TokenBlock[];
  /** The tokens set on `:root` outside any condition: the whole vocabulary with its defaults. */
  root: Token[];
  /** Tokens whose name starts with `prefix`, in source order. */
  withPrefix: (prefix: string) => Token[];
  /** The tokens a rule overrides, e.g. `[data-density='compact']`, as a name → value map. */
  overrides: (selector: string, condition?: string) => Map<string, string>;
  /**
   * A colour token's value in one theme, its scale steps (`var(--neutral-1)`) followed, and an
   * OKLCH value as hex (`#111316`): Storybook's own UI reads only hex and rgb().
   */
  colour: (name: string, theme: Theme) => string;
  /** The colour tokens grouped as tokens.css groups them (`surfaces`, `text`, …). */
  colourGroups: () => [group: string, tokens: Token[]][];
  /**
   * The token a colour is read against: text against the surface it sits on, a fill against the
   * text drawn on it (`accent` ↔ `on-accent`), a tint against its text (`danger-subtle` ↔
   * `danger-text`), a line or ring against the surface.
   */
  backgroundPair: (name: string) => string;
}

/** The token vocabulary of a stylesheet written like tokens.css. */
export function tokenSet(css: string): TokenSet {
  const blocks = parseTokenBlocks(css);
  const root = blocks
    .filter((b) => b.selector === ':root' && !b.condition)
    .flatMap((b) => b.tokens);
  const has = (name: string) => root.some((t) => t.name === name);
  const withPrefix = (prefix: string) => root.filter((t) => t.name.startsWith(prefix));
  return {
    blocks,
    root,
    withPrefix,
    overrides: (selector, condition) =>
      new Map(
        blocks
          .filter((b) => b.selector === selector && b.condition === condition)
          .flatMap((b) => b.tokens.map((t) => [t.name, t.value] as const)),
      ),
    colour: (name, theme) => {
      const valueOf = (tokenName: string): string => {
        const token = root.find((t) => t.name === tokenName);
        if (!token) throw new Error(`--${tokenName} is not in tokens.css`);
        return token.value.replace(/var\(--([\w-]+)\)/g, (_, step: string) => valueOf(step));
      };
      const value = resolveTheme(valueOf(name), theme);
      return oklchToHex(value) ?? value;
    },
    colourGroups: () => {
      const groups = new Map<string, Token[]>();
      for (const token of withPrefix('color-')) {
        const group = token.group.replace(/^Colour:\s*/, '') || 'other';
        groups.set(group, [...(groups.get(group) ?? []), token]);
      }
      return [...groups];
    },
    backgroundPair: (name) => {
      const on = /^color-on-(.+)$/.exec(name);
      if (on && has(`color-${on[1]}`)) return `color-${on[1]}`;
      // The mark of a disabled control sits on its disabled fill (`on-disabled` on `fill-disabled`).
      if (on && has(`color-fill-${on[1]}`)) return `color-fill-${on[1]}`;
      const text = /^color-(.+)-text$/.exec(name);
      if (text && has(`color-${text[1]}-subtle`)) return `color-${text[1]}-subtle`;
      const subtle = /^color-(.+)-subtle$/.exec(name);
      if (subtle && has(`color-${subtle[1]}-text`)) return `color-${subtle[1]}-text`;
      if (name.startsWith('color-surface')) return 'color-text';
      const fill = /^color-(.+?)(-hover)?$/.exec(name);
      if (fill && has(`color-on-${fill[1]}`)) return `color-on-${fill[1]}`;
      return 'color-surface';
    },
  };
}

/** The tokens of src/styles/tokens.css, read when Storybook is built. */
export const tokens = tokenSet(source);

/**
 * What WCAG 2.2 asks of a pair: 4.5:1 where one of the two is text (1.4.3), 3:1 for the outline
 * of a control or a focus ring (1.4.11); nothing for a disabled control or its text, decorative
 * lines or a scrim.
 */
export function requiredRatio(name: string, pair: string): number | null {
  const isText = (n: string) =>
    /^color-(text|text-muted|on-.+|.+-text)$/.test(n) && n !== 'color-text-disabled';
  // A disabled control and its text are exempt (WCAG 1.4.3 and 1.4.11): nothing is asked of them.
  if (/-disabled$/.test(name) || /-disabled$/.test(pair)) return null;
  if (isText(name) || isText(pair)) return 4.5;
  if (/^color-(border-strong|focus-ring)$/.test(name)) return 3;
  return null;
}
