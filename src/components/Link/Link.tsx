import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { devWarn } from '../../utils/dev';
import { isSafeHref, withSafeRel } from '../../utils/safeUrl';
import styles from './Link.module.css';

export interface LinkProps extends ComponentProps<'a'> {
  /** `inline` sits in running text and is always underlined; `standalone` is underlined on hover. @default 'inline' */
  variant?: 'inline' | 'standalone';
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen readers. @default false */
  external?: boolean;
}

/**
 * Renders an `<a>`. Unsafe URLs (`javascript:`, `data:` and other schemes) are refused and the text
 * stays as text; links that open a new tab get `rel="noopener noreferrer"`.
 */
export function Link({
  href,
  variant = 'inline',
  external,
  target,
  rel,
  className,
  children,
  ...props
}: LinkProps) {
  const safe = href === undefined || isSafeHref(href);
  if (!safe) {
    devWarn(
      `Link: refused the unsafe URL "${href}". Only relative, http(s), mailto, tel and sms URLs are rendered; ` +
        'handle actions with a Button instead of a javascript: link.',
    );
  }
  const finalTarget = external ? '_blank' : target;
  const opensNewTab = safe && finalTarget === '_blank';
  // A new tab must not get a handle on this page (window.opener) nor this page's URL as referrer.
  const finalRel = opensNewTab ? withSafeRel(rel) : rel;

  return (
    <a
      data-slot="link"
      data-variant={variant}
      data-external={opensNewTab || undefined}
      data-unsafe-href={!safe || undefined}
      href={safe ? href : undefined}
      target={safe ? finalTarget : undefined}
      rel={finalRel}
      className={cx(styles.Link, className)}
      {...props}
    >
      {children}
      {opensNewTab && (
        <>
          {' '}
          <span className={styles.NewTab}>(opens in a new tab)</span>
        </>
      )}
    </a>
  );
}
