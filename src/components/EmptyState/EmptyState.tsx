import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends ComponentProps<'section'> {
  /** The heading, saying what is empty ("No tasks yet"). */
  heading: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** A decorative icon or illustration; hidden from assistive technology. */
  icon?: ReactNode;
  /** A sentence saying why it is empty or what to do next. */
  description?: ReactNode;
  /** The way out: a button or link ("Create a task", "Clear filters"). */
  action?: ReactNode;
  /**
   * Renders the heading element yourself, for a heading of another kind: a `PageHeading` when the
   * empty state is the whole page (a 404, say). It gets the props to spread on it.
   */
  renderHeading?: (props: EmptyStateHeadingProps) => ReactNode;
}

/** What `renderHeading` spreads on its heading element. */
export interface EmptyStateHeadingProps {
  children: ReactNode;
  className: string;
  'data-slot': 'empty-state-title';
}

/** Renders a `<section>` for "nothing here": an icon, a heading, a description and an action. */
export function EmptyState({
  heading,
  headingLevel = 2,
  icon,
  description,
  action,
  renderHeading,
  className,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <section data-slot="empty-state" className={cx(styles.EmptyState, className)} {...props}>
      {icon && (
        <span data-slot="empty-state-icon" className={styles.Icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {renderHeading ? (
        renderHeading({
          children: heading,
          className: styles.Title,
          'data-slot': 'empty-state-title',
        })
      ) : (
        <Heading
          level={headingLevel}
          size="lg"
          data-slot="empty-state-title"
          className={styles.Title}
        >
          {heading}
        </Heading>
      )}
      {description && (
        <p data-slot="empty-state-description" className={styles.Description}>
          {description}
        </p>
      )}
      {children}
      {action && (
        <div data-slot="empty-state-action" className={styles.Action}>
          {action}
        </div>
      )}
    </section>
  );
}
