'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { ComponentProps } from 'react';
import { useLinkProps, type UseLinkPropsOptions } from '../../router/useLinkProps';
import { devWarn } from '../../utils/dev';
import { isSafeHref, withSafeRel } from '../../utils/safeUrl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

type AnchorAttributes = Pick<
  ComponentProps<'a'>,
  'href' | 'target' | 'rel' | 'download' | 'onClick' | 'onPointerEnter' | 'onFocus'
>;

/** What every Tessera anchor takes (Link, NavLink, LinkButton, Card's link…). */
export interface AnchorOptions extends AnchorAttributes {
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen readers. */
  external?: boolean;
  /** With a router: replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** With a router: state kept with the new history entry. */
  state?: unknown;
  /** With a router: loads the target's code when the pointer rests on or focus reaches it. */
  prefetch?: 'intent' | 'none';
  /** NavLink's: `aria-current` when it points at the current page, or `false`. */
  current: UseLinkPropsOptions['current'];
  /** NavLink's: active only on exactly its path. */
  end?: boolean;
}

export interface Anchor {
  /** The props to spread on the `<a>`: the caller's own, with the anchor's behaviour merged in. */
  props: ComponentProps<'a'> & { 'data-unsafe-href'?: true };
  /** The URL passed the safety check (or there is none). */
  safe: boolean;
  /** It opens a new tab: render `<NewTabNote />` inside it. */
  opensNewTab: boolean;
}

/**
 * The behaviour every Tessera anchor shares, in one place: unsafe URLs (`javascript:` and the like)
 * refused with a development warning naming `component`; a new tab gets `rel="noopener noreferrer"`
 * (no `window.opener`, no referrer); with a router, a plain click navigates in place. It takes the
 * anchor's props and returns what to spread on the `<a>`.
 */
export function useAnchor(
  component: string,
  {
    href,
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
    ...rest
  }: AnchorOptions & Omit<ComponentProps<'a'>, keyof AnchorOptions>,
): Anchor {
  const safe = href === undefined || isSafeHref(href);
  if (!safe) {
    devWarn(
      `${component}: refused the unsafe URL "${href.slice(0, 60)}". Only relative, http(s), mailto, tel ` +
        'and sms URLs are rendered; handle actions with a Button instead of a javascript: link.',
    );
  }
  const finalTarget = external ? '_blank' : target;
  const opensNewTab = safe && finalTarget === '_blank';
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
  return {
    safe,
    opensNewTab,
    props: {
      target: safe ? finalTarget : undefined,
      rel: opensNewTab ? withSafeRel(rel) : rel,
      download,
      ...(!safe && { 'data-unsafe-href': true }),
      ...rest,
      ...linkProps,
    },
  };
}

/** What screen readers hear after the name of a link that opens a new tab. */
export function NewTabNote() {
  const t = useTranslate('link', english.link);
  return (
    <>
      {' '}
      <VisuallyHidden>{t('newTab')}</VisuallyHidden>
    </>
  );
}
