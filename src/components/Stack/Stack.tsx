import type { ComponentProps } from 'react';
import { flexAttributes, type Align, type Justify, type Space } from './layout';
import styles from './Stack.module.css';

export interface StackProps extends ComponentProps<'div'> {
  /** The element rendered; use a list element when the children are list items. @default 'div' */
  as?:
    | 'div'
    | 'section'
    | 'ul'
    | 'ol'
    | 'form'
    | 'fieldset'
    | 'main'
    | 'nav'
    | 'aside'
    | 'header'
    | 'footer';
  /** Space between children, a step of the space scale. @default '4' */
  gap?: Space;
  /** Cross-axis alignment of the children. @default 'stretch' */
  align?: Align;
  /** Main-axis distribution of the children. @default 'start' */
  justify?: Justify;
}

/** Lays its children out in a column with a token gap. */
export function Stack({
  as: Tag = 'div',
  gap = '4',
  align = 'stretch',
  justify = 'start',
  className,
  style,
  ...props
}: StackProps) {
  // Every allowed tag takes the same props as a div; the union only narrows which element it is.
  const Element = Tag as 'div';
  return (
    <Element
      {...flexAttributes('stack', styles.Stack, { align, justify, gap, className, style })}
      {...props}
    />
  );
}
