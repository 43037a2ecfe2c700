'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { isHttpError } from '../../http/errors';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import styles from './AsyncBoundary.module.css';

export interface ErrorStateProps extends ComponentProps<'div'> {
  /** What failed. An `HttpError` supplies its title, message and suggested action. */
  error: unknown;
  /** Called by the Retry button; without it, no button shows. */
  onRetry?: () => void;
  /** The heading's level in the page outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** The Retry button's label. @default 'Try again' */
  retryLabel?: string;
  /** Replaces the heading the error would get (its catalogue title, or 'Something went wrong'). */
  heading?: ReactNode;
  /** Replaces the sentence the error would get (its message and suggested action). */
  description?: ReactNode;
}

/** Describes a failure to load in words a person understands, with a Retry button when one can help. */
export function ErrorState({
  error,
  onRetry,
  headingLevel = 3,
  retryLabel = 'Try again',
  heading,
  description,
  className,
  ...props
}: ErrorStateProps) {
  const id = useId();
  const text = describeError(error);
  return (
    <div
      data-slot="error-state"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className={cx(styles.ErrorState, className)}
      {...props}
    >
      <Heading level={headingLevel} size="md" id={`${id}-title`} className={styles.Title}>
        {heading ?? text.title}
      </Heading>
      <p id={`${id}-message`} className={styles.Message}>
        {description ?? `${text.message} ${text.action}`}
      </p>
      {onRetry && (
        <Button size="sm" onClick={onRetry} className={styles.Retry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

/** Title, message and suggested action for anything thrown: catalogue wording for an `HttpError`. */
export function describeError(error: unknown): { title: string; message: string; action: string } {
  if (isHttpError(error))
    return { title: error.title, message: error.message, action: error.action };
  return {
    title: 'Something went wrong',
    message: 'This part of the page could not be shown.',
    action: 'Try again. If it keeps happening, reload the page.',
  };
}
