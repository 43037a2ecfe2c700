'use client';

import type { ComponentProps } from 'react';
import type { UseLinkPropsOptions } from '../../router/useLinkProps';
import { cx } from '../../utils/cx';
import styles from './Link.module.css';
import { NewTabNote, useAnchor } from './useAnchor';

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
export function LinkImpl({ variant = 'inline', className, children, ...props }: LinkImplProps) {
  const anchor = useAnchor('Link', props);
  return (
    <a
      data-slot="link"
      data-variant={variant}
      data-external={anchor.opensNewTab || undefined}
      className={cx(styles.Link, className)}
      {...anchor.props}
    >
      {children}
      {anchor.opensNewTab && <NewTabNote />}
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
