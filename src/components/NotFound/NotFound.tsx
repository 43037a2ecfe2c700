import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { LinkButton } from '../LinkButton/LinkButton';
import { PageHeading } from '../PageHeading/PageHeading';
import { SearchField } from '../SearchField/SearchField';
import styles from './NotFound.module.css';

export interface NotFoundProps extends ComponentProps<'section'> {
  /** The page's `<h1>`, which also titles the document. @default 'Page not found' */
  heading?: string;
  /** What happened and what to do. @default 'There is nothing at this address. It may have moved, or the link may be wrong.' */
  description?: ReactNode;
  /** Where the way back leads. @default '/' */
  homeHref?: string;
  /** The way back's label. @default 'Go to the home page' */
  homeLabel?: string;
  /** With it, a search form is offered; called with the trimmed query when it is submitted. */
  onSearch?: (query: string) => void;
  /** The search field's label. @default 'Search' */
  searchLabel?: string;
  /** A decorative illustration or icon above the heading; hidden from assistive technology. */
  icon?: ReactNode;
}

/**
 * Renders the body of a "page not found" (404) page: its `PageHeading` (document title, focus and
 * announcement after a navigation), a sentence, a link home and, with `onSearch`, a search form.
 */
export function NotFound({
  heading = 'Page not found',
  description = 'There is nothing at this address. It may have moved, or the link may be wrong.',
  homeHref = '/',
  homeLabel = 'Go to the home page',
  onSearch,
  searchLabel = 'Search',
  icon,
  className,
  children,
  ...props
}: NotFoundProps) {
  const id = useId();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (text) onSearch?.(text);
  }

  return (
    <section
      data-slot="not-found"
      aria-labelledby={`${id}-heading`}
      className={cx(styles.NotFound, className)}
      {...props}
    >
      {icon && (
        <span data-slot="not-found-icon" className={styles.Icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <PageHeading id={`${id}-heading`} className={styles.Heading}>
        {heading}
      </PageHeading>
      {description && (
        <p data-slot="not-found-description" className={styles.Description}>
          {description}
        </p>
      )}
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
      <div data-slot="not-found-action" className={styles.Action}>
        <LinkButton href={homeHref} variant="primary">
          {homeLabel}
        </LinkButton>
      </div>
    </section>
  );
}
