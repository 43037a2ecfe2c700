'use client';

import { devWarn } from './dev';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:']);

/**
 * True when a URL is safe to put in an `href`: relative URLs, fragments, and the http(s), mailto, tel
 * and sms schemes. `javascript:`, `data:`, `vbscript:`, `file:` and anything else with a scheme are
 * refused, however they are disguised with case, whitespace or control characters.
 */
export function isSafeHref(href: string): boolean {
  // No colon, no scheme (removing characters below cannot make one): a relative URL or a fragment.
  if (!href.includes(':')) return true;
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(scheme[1]!.toLowerCase() + ':');
}

/** True for absolute http(s) URLs on another origin than the page's. */
export function isExternalHref(href: string): boolean {
  if (!/^(https?:)?\/\//i.test(href.trim())) return false;
  if (typeof window === 'undefined') return true;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** Adds `noopener noreferrer` to a `rel` value, keeping what was there. */
export function withSafeRel(rel: string | undefined): string {
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

interface AnchorLike {
  href?: string | undefined;
  target?: string | undefined;
  rel?: string | undefined;
}

/**
 * Anchor props made safe to hand to a render prop (a router's own link component), as `Link`
 * makes its own: an unsafe `href` is left out and the element marked `data-unsafe-href` (with a
 * development warning naming `component`), and a link that opens a new tab gets
 * `rel="noopener noreferrer"`.
 */
export function safeAnchorProps<P extends AnchorLike>(
  props: P,
  component: string,
): P & { 'data-unsafe-href'?: true } {
  const { href, target, rel } = props;
  if (href !== undefined && !isSafeHref(href)) {
    devWarn(
      `${component}: refused the unsafe URL "${href}". Only relative, http(s), mailto, tel and sms URLs are handed on.`,
    );
    return { ...props, href: undefined, target: undefined, 'data-unsafe-href': true };
  }
  return target === '_blank' ? { ...props, rel: withSafeRel(rel) } : props;
}
