import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Text.module.css';

export interface TextProps extends ComponentProps<'p'> {
  /** The element rendered: a paragraph, or inline or block text inside other content. @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  /** @default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Colour role. @default 'default' */
  tone?: 'default' | 'muted' | 'danger' | 'success' | 'warning' | 'accent';
  /** @default 'regular' */
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  /** Cuts long text to one line with an ellipsis; the full text stays available as a tooltip (title). @default false */
  truncate?: boolean;
}

/** Renders body text on the typography and colour tokens. */
export function Text({
  as: Tag = 'p',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  truncate = false,
  className,
  title,
  children,
  ...props
}: TextProps) {
  return (
    <Tag
      data-slot="text"
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-truncate={truncate || undefined}
      title={title ?? (truncate && typeof children === 'string' ? children : undefined)}
      className={cx(styles.Text, className)}
      {...props}
    >
      {children}
    </Tag>
  );
}
