import type { QueryParams } from './types';

// URL.parse is missing from Node 20, which the library still supports.
export function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

export function pageHref(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}

// A scheme, or two slashes (either way round: browsers read `\\` as `/` in http URLs), possibly
// after the spaces and control characters the URL parser strips.
// eslint-disable-next-line no-control-regex
const ABSOLUTE_URL = /^[\u0000-\u0020]*(?:[a-z][a-z\d+.\t\n\r-]*:|[\\/][\t\n\r]*[\\/])/i;

/** True when `path` names a whole URL (`https://…`, `//host/…`) rather than a path under a base. */
export function isAbsoluteUrl(path: string): boolean {
  return ABSOLUTE_URL.test(path);
}

/**
 * Builds a URL from a base, a path and query parameters (skipping null/undefined values). A path
 * that is a whole URL (see `isAbsoluteUrl`) is taken as it is: the client refuses those unless
 * created with `allowAbsoluteUrls`.
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const joined = isAbsoluteUrl(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}${path && !path.startsWith('/') ? '/' : ''}${path}`;
  const url = new URL(joined, pageHref());
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      url.searchParams.append(key, String(value));
    }
  }
  return url.href;
}
