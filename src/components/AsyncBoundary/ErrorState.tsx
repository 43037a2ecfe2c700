'use client';

import { use, useId, type ComponentProps, type ReactNode } from 'react';
import { describeError } from '../../http/errors';
import { I18nContext, translate } from '../../i18n/context';
import * as english from '../../i18n/english';
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
  /** The Retry button's label. @default the locale's `dataState.retry` ('Try again') */
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
  retryLabel,
  heading,
  description,
  className,
  ...props
}: ErrorStateProps) {
  const id = useId();
  const i18n = use(I18nContext);
  const text = describeError(error, i18n);
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
        {description ?? translate(i18n, 'httpErrors', english.httpErrors)('description', text)}
      </p>
      {onRetry && (
        <Button size="sm" onClick={onRetry} className={styles.Retry}>
          {retryLabel ?? translate(i18n, 'dataState', english.dataState)('retry')}
        </Button>
      )}
    </div>
  );
}
