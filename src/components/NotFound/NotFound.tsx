'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';
import { LinkButton } from '../LinkButton/LinkButton';
import { PageHeading } from '../PageHeading/PageHeading';
import { SearchField } from '../SearchField/SearchField';
import styles from './NotFound.module.css';

export interface NotFoundProps extends Omit<
  EmptyStateProps,
  'heading' | 'headingLevel' | 'action' | 'renderHeading'
> {
  /** The page's `<h1>`, which also titles the document. @default the locale's `router.notFoundHeading` ('Page not found') */
  heading?: string;
  /** What happened and what to do. @default the locale's `router.notFoundDescription` ('There is nothing at this address. It may have moved, or the link may be wrong.') */
  description?: ReactNode;
  /** Where the way back leads. @default '/' */
  homeHref?: string;
  /** The way back's label. @default the locale's `router.goHome` ('Go to the home page') */
  homeLabel?: string;
  /** With it, a search form is offered; called with the trimmed query when it is submitted. */
  onSearch?: (query: string) => void;
  /** The search field's label. @default the locale's `router.search` ('Search') */
  searchLabel?: string;
}

/**
 * Renders the body of a "page not found" (404) page: an `EmptyState` whose heading is the page's
 * `PageHeading` (document title, focus and announcement after a navigation), a sentence, a link
 * home and, with `onSearch`, a search form.
 */
export function NotFound({
  heading: headingProp,
  description: descriptionProp,
  homeHref = '/',
  homeLabel: homeLabelProp,
  onSearch,
  searchLabel: searchLabelProp,
  children,
  ...props
}: NotFoundProps) {
  const t = useTranslate('router', english.router);
  const heading = headingProp ?? t('notFoundHeading');
  const description = descriptionProp ?? t('notFoundDescription');
  const homeLabel = homeLabelProp ?? t('goHome');
  const searchLabel = searchLabelProp ?? t('search');
  const headingId = useId();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (text) onSearch?.(text);
  }

  return (
    <EmptyState
      data-slot="not-found"
      aria-labelledby={headingId}
      heading={heading}
      renderHeading={(heading) => <PageHeading {...heading} id={headingId} />}
      description={description}
      action={
        <LinkButton href={homeHref} variant="primary">
          {homeLabel}
        </LinkButton>
      }
      {...props}
    >
      {children}
      {onSearch && (
        <form
          role="search"
          aria-label={searchLabel}
          data-slot="not-found-search"
          className={styles.Search}
          onSubmit={submit}
        >
          <SearchField
            label={searchLabel}
            value={query}
            onValueChange={setQuery}
            fieldProps={{ className: styles.SearchField }}
          />
          <Button type="submit">{searchLabel}</Button>
        </form>
      )}
    </EmptyState>
  );
}
