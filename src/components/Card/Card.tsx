import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Heading, type HeadingProps } from '../Heading/Heading';
import { Link, type LinkProps } from '../Link/Link';
import styles from './Card.module.css';

export interface CardProps extends ComponentProps<'div'> {
  /** The element: `article` for a self-contained item (a post, a product), `li` inside a list. @default 'div' */
  as?: 'div' | 'article' | 'section' | 'li';
  /** `outline` is a bordered surface, `raised` adds a shadow. @default 'outline' */
  variant?: 'outline' | 'raised';
}

/**
 * Renders a surface grouping related content, with `CardHeader`, `CardTitle`, `CardDescription`,
 * `CardBody` and `CardFooter` parts. A `CardLink` inside it makes the whole card one click target
 * while keeping a single link in the tab order.
 */
export function Card({ as: Tag = 'div', variant = 'outline', className, ...props }: CardProps) {
  const Element = Tag as 'div';
  return (
    <Element
      data-slot="card"
      data-variant={variant}
      className={cx(styles.Card, className)}
      {...props}
    />
  );
}

/** Renders the card's header: its title, description and perhaps an action. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cx(styles.Header, className)} {...props} />;
}

/** Renders the card's heading, level 3 and size `lg` unless told otherwise. */
export function CardTitle({ className, level = 3, size = 'lg', ...props }: HeadingProps) {
  return (
    <Heading
      data-slot="card-title"
      level={level}
      size={size}
      className={cx(styles.Title, className)}
      {...props}
    />
  );
}

/** Renders a short muted line under the title. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cx(styles.Description, className)} {...props} />
  );
}

/** Renders the card's main content. */
export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-body" className={cx(styles.Body, className)} {...props} />;
}

/** Renders the card's footer: actions or metadata. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cx(styles.Footer, className)} {...props} />;
}

export type CardLinkProps = LinkProps;

/**
 * Renders the card's one link, usually inside `CardTitle`. Its hit area stretches over the whole
 * card, so the card is clickable without nesting everything in an `<a>` (which would make a screen
 * reader read the whole card as the link's name). Other buttons and links in the card stay usable
 * above it.
 */
export function CardLink({ className, ...props }: CardLinkProps) {
  return (
    <Link
      data-slot="card-link"
      variant="standalone"
      className={cx(styles.CardLink, className)}
      {...props}
    />
  );
}
