import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeArgType, splitDefault } from '../argTypes';
import { lightPalette } from '../brand';
import { contrastRatio, parseColour, requiredRatio, tokenSet } from '../tokens';

const css = readFileSync(join(import.meta.dirname, '../../src/styles/tokens.css'), 'utf8');
const tokens = tokenSet(css);

describe("Storybook's brand", () => {
  it.each(Object.entries(lightPalette))(
    'paints the manager with --%s as tokens.css has it',
    (name, value) => {
      expect(value).toBe(tokens.colour(name, 'light'));
    },
  );
});

describe('the token reader behind the Foundations pages', () => {
  it('reads every colour token with its light and dark value', () => {
    expect(tokens.colour('color-surface', 'light')).toBe('#ffffff');
    expect(tokens.colour('color-surface', 'dark')).toBe('#111316');
    expect(tokens.colour('color-overlay', 'dark')).toBe('rgb(0 0 0 / 0.65)');
    expect(tokens.withPrefix('color-').length).toBe(css.match(/^\s*--color-[\w-]+:/gm)!.length);
  });

  it('groups tokens under the comment they are written under', () => {
    expect(tokens.colourGroups().map(([group]) => group)).toContain('surfaces');
    // Written over several lines, each starting with ` * `.
    expect(tokens.root.find((t) => t.name === 'color-border-strong')?.group).toBe(
      'Colour: borders',
    );
    expect(tokens.root.find((t) => t.name === 'space-4')?.group).toBe('Space (4 px grid)');
  });

  it('reads the overrides of density and reduced motion', () => {
    expect(tokens.overrides("[data-density='compact']").get('control-height-md')).toBe('2rem');
    expect(tokens.overrides("[data-motion='reduce']").get('motion-travel')).toBe('0');
    expect(
      tokens
        .overrides(":root:not([data-motion='full'])", '@media (prefers-reduced-motion: reduce)')
        .get('duration-slow'),
    ).toBe('0ms');
  });

  it('pairs each colour with what it is read against', () => {
    expect(tokens.backgroundPair('color-on-accent')).toBe('color-accent');
    expect(tokens.backgroundPair('color-accent')).toBe('color-on-accent');
    expect(tokens.backgroundPair('color-danger-text')).toBe('color-danger-subtle');
    expect(tokens.backgroundPair('color-surface-raised')).toBe('color-text');
    expect(tokens.backgroundPair('color-text-muted')).toBe('color-surface');
    expect(requiredRatio('color-border-strong', 'color-surface')).toBe(3);
    expect(requiredRatio('color-text-disabled', 'color-surface')).toBeNull();
    expect(tokens.backgroundPair('color-on-disabled')).toBe('color-fill-disabled');
    expect(requiredRatio('color-on-disabled', 'color-fill-disabled')).toBeNull();
  });

  it('computes WCAG contrast ratios, translucent colours composited', () => {
    expect(contrastRatio(parseColour('#000000')!, parseColour('#ffffff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour('#777777')!, parseColour('#ffffff')!)).toBeCloseTo(4.48, 2);
    // Half-transparent black over white is mid-grey.
    expect(contrastRatio(parseColour('rgb(0 0 0 / 0.5)')!, parseColour('#fff')!)).toBeCloseTo(
      contrastRatio(parseColour('#808080')!, parseColour('#fff')!),
      1,
    );
  });
});

describe('the props tables', () => {
  it("moves a one-line JSDoc's @default out of the description into the Default column", () => {
    expect(splitDefault("Visual emphasis. @default 'secondary'")).toEqual([
      'Visual emphasis.',
      "'secondary'",
    ]);
    const argType = describeArgType('size', {
      name: 'size',
      description: "Height and padding. @default 'md'",
      table: {},
    });
    expect(argType.description).toBe('Height and padding.');
    expect(argType.table?.defaultValue).toEqual({ summary: "'md'" });
  });

  it('describes the props every element takes', () => {
    expect(describeArgType('onClick', { name: 'onClick' }).description).toMatch(/click/);
    expect(describeArgType('children', { name: 'children' }).description).toMatch(/content/);
  });

  it('gives ReactNode, function and ref props no control', () => {
    const node = { name: 'icon', type: { name: 'other', value: 'ReactNode' } } as const;
    expect(describeArgType('icon', node).control).toBe(false);
    const fn = { name: 'onOpenChange', type: { name: 'function' } } as const;
    expect(describeArgType('onOpenChange', fn).control).toBe(false);
    expect(describeArgType('ref', { name: 'ref' }).control).toBe(false);
  });

  it('gives a ReactNode the story sets as text (a label) a text control', () => {
    const label = { name: 'label', type: { name: 'other', value: 'ReactNode' } } as const;
    expect(describeArgType('label', label, 'Full name').control).toEqual({ type: 'text' });
  });

  it('reads a boolean type parameter (`multiple?: M`) as the boolean its default says', () => {
    const argType = describeArgType('multiple', {
      name: 'multiple',
      description: 'Lets several options be chosen. @default false',
      type: { name: 'other', value: 'M', required: false },
      table: { type: { summary: 'M' } },
    });
    expect(argType.table?.type?.summary).toBe('boolean');
    expect(argType.control).toEqual({ type: 'boolean' });
  });

  it('shows a union of literals as itself, not as "union"', () => {
    const argType = describeArgType('variant', {
      name: 'variant',
      type: { name: 'enum', value: ['a', 'b'], raw: "'a' | 'b'", required: false },
      table: { type: { summary: 'union' } },
    });
    expect(argType.table?.type?.summary).toBe("'a' | 'b'");
  });
});
