import type { ComponentProps } from 'react';
import { flexAttributes, type Align, type Justify, type Space } from '../Stack/layout';
import styles from './Inline.module.css';

export interface InlineProps extends ComponentProps<'div'> {
  /** The element rendered; use a list element when the children are list items. @default 'div' */
  as?: 'div' | 'span' | 'ul' | 'ol' | 'nav' | 'header' | 'footer';
  /** Space between children, a step of the space scale. @default '2' */
  gap?: Space;
  /** Cross-axis alignment. @default 'center' */
  align?: Align;
  /** Main-axis distribution. @default 'start' */
  justify?: Justify;
  /** Wraps onto new lines when the row is too narrow. @default true */
  wrap?: boolean;
}

/** Lays its children out in a row (following the text direction) with a token gap, wrapping by default. */
export function Inline({
  as: Tag = 'div',
  gap = '2',
  align = 'center',
  justify = 'start',
  wrap = true,
  className,
  style,
  ...props
}: InlineProps) {
  // Every allowed tag takes the same props as a div; the union only narrows which element it is.
  const Element = Tag as 'div';
  return (
    <Element
      {...flexAttributes('inline', styles.Inline, { align, justify, gap, className, style })}
      data-nowrap={!wrap || undefined}
      {...props}
    />
  );
}
