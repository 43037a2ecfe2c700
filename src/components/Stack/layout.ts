import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import layout from './layout.module.css';

/** A step of the space scale (tokens `--space-*`). */
export type Space = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12' | '16';
export type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type Justify = 'start' | 'center' | 'end' | 'between';

const SPACES = new Set<string>(['0', '1', '2', '3', '4', '5', '6', '8', '10', '12', '16']);

/** The gap as a token reference, passed to CSS through a custom property; unknown steps fall back to 0. */
export function gapStyle(gap: Space, style: CSSProperties | undefined): CSSProperties {
  const step = SPACES.has(String(gap)) ? gap : '0';
  return { ['--layout-gap' as string]: `var(--space-${step})`, ...style };
}

/**
 * The attributes Stack and Inline both put on their element: the slot, alignment and distribution
 * as data attributes, the shared flex class before the component's own and the user's, and the gap.
 */
export function flexAttributes(
  slot: string,
  own: string | undefined,
  {
    align,
    justify,
    gap,
    className,
    style,
  }: {
    align: Align;
    justify: Justify;
    gap: Space;
    className: string | undefined;
    style: CSSProperties | undefined;
  },
) {
  return {
    'data-slot': slot,
    'data-align': align,
    'data-justify': justify,
    className: cx(layout.Flex, own, className),
    style: gapStyle(gap, style),
  };
}
