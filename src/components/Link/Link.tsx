import type { ComponentProps } from 'react';
import { useLinkProps, type UseLinkPropsOptions } from '../../router/useLinkProps';
import { cx } from '../../utils/cx';
import { devWarn } from '../../utils/dev';
import { isSafeHref, withSafeRel } from '../../utils/safeUrl';
import styles from './Link.module.css';

export interface LinkProps extends ComponentProps<'a'> {
  /** `inline` sits in running text and is always underlined; `standalone` is underlined on hover. @default 'inline' */
  variant?: 'inline' | 'standalone';
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen readers. @default false */
  external?: boolean;
  /** With a router: replaces the current history entry instead of adding one. @default false */
  replace?: boolean;
  /** With a router: state kept with the new history entry. */
  state?: unknown;
  /** With a router: loads the target's code when the pointer rests on or focus reaches the link. @default 'none' */
  prefetch?: 'intent' | 'none';
}

interface LinkImplProps extends LinkProps {
  /** NavLink's: `aria-current` when the link points at the current page, or `false` for a plain Link. */
  current: UseLinkPropsOptions['current'];
  /** NavLink's: active only on exactly its path. */
  end?: boolean;
}

/** Shared by Link and NavLink: one anchor, router-aware through the adapter. */
export function LinkImpl({
  href,
  variant = 'inline',
  external,
  target,
  rel,
  replace,
  state,
  prefetch,
  current,
  end,
  download,
  onClick,
  onPointerEnter,
  onFocus,
  className,
  children,
  ...props
}: LinkImplProps) {
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
  const linkProps = useLinkProps(safe ? href : undefined, {
    onClick,
    onPointerEnter,
    onFocus,
    target: finalTarget,
    download,
    replace,
    state,
    prefetch,
    current,
    end,
  });

  return (
    <a
      data-slot="link"
      data-variant={variant}
      data-external={opensNewTab || undefined}
      data-unsafe-href={!safe || undefined}
      target={safe ? finalTarget : undefined}
      rel={finalRel}
      download={download}
      className={cx(styles.Link, className)}
      {...props}
      {...linkProps}
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

/**
 * Renders an `<a>`. With a router provided, a plain left click navigates in place; modified clicks
 * (new tab, new window), other targets, downloads and other sites are left to the browser. Unsafe
 * URLs (`javascript:`, `data:` and other schemes) are refused and the text stays as text; links that
 * open a new tab get `rel="noopener noreferrer"`.
 */
export function Link(props: LinkProps) {
  return <LinkImpl {...props} current={false} />;
}
