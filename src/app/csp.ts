/**
 * The Content-Security-Policy the built app runs under, in one place: the build writes it to
 * `dist/_headers` (Netlify, Cloudflare Pages) and, when asked, into index.html as a `<meta>` tag
 * (see vite.config.ts); the end-to-end tests serve exactly what `dist/_headers` says.
 *
 * Scripts and styles only from the app's own origin (and one inline stylesheet by its hash), no
 * inline script, no eval, no plugins, no framing; every DOM sink that turns a string into script
 * (Trusted Types) refused unless a policy vouched for it. https://w3c.github.io/trusted-types/dist/spec/
 */

/**
 * The Trusted Types policies the app may create. Only `default`, made by the mock API
 * (src/mocks/browser.ts), which vouches for msw's worker URL at `navigator.serviceWorker.register`
 * and refuses everything else. Nothing in the app turns text into HTML or script.
 */
export const trustedTypesPolicies = ['default'] as const;

/**
 * The one inline stylesheet the app needs: Base UI's Select renders it (as a `<style>` React hoists
 * into the head) to hide the scrollbar of a popup that scrolls by its arrows. The policy allows
 * exactly this text by its hash, nothing else inline. Should Base UI change it, every end-to-end
 * test fails on the violation, and csp.test.ts says what to update.
 */
export const baseUiScrollbarStyle =
  '.base-ui-disable-scrollbar{scrollbar-width:none}.base-ui-disable-scrollbar::-webkit-scrollbar{display:none}';
/** `sha256-` and the base64 SHA-256 of `baseUiScrollbarStyle`. */
export const baseUiScrollbarStyleHash = "'sha256-kLmvWqfziFavKtqHqRsb90f006UAK2Dmd0It5Iz2KFA='";

export interface CspOptions {
  /** The origin of a real API (`VITE_API_URL`), which the app must be allowed to call. */
  apiOrigin?: string;
}

function directives({ apiOrigin }: CspOptions): Array<[string, ...string[]]> {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", baseUiScrollbarStyleHash],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(apiOrigin ? [apiOrigin] : [])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...trustedTypesPolicies],
  ];
}

/** The policy as the `Content-Security-Policy` response header carries it. */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  return directives(options)
    .map((parts) => parts.join(' '))
    .join('; ');
}

/**
 * The policy for a `<meta http-equiv="Content-Security-Policy">` tag: the same, less
 * `frame-ancestors`, which browsers ignore in a meta tag (only a header can forbid framing).
 */
export function metaContentSecurityPolicy(options: CspOptions = {}): string {
  return directives(options)
    .filter(([name]) => name !== 'frame-ancestors')
    .map((parts) => parts.join(' '))
    .join('; ');
}

/** A `_headers` file (Netlify and Cloudflare Pages format) that sends the policy with every path. */
export function headersFile(options: CspOptions = {}): string {
  return `/*\n  Content-Security-Policy: ${contentSecurityPolicy(options)}\n`;
}

/** The headers a `_headers` file gives every path (`/*`), read back; the e2e server sends these. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAllPaths && colon > 0)
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * `html` with the policy's `<meta>` tag at the start of its `<head>` (after the charset), before
 * any script or style it governs.
 */
export function withCspMetaTag(html: string, options: CspOptions = {}): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(options)}" />`;
  const charset = /<meta charset=[^>]*>/i;
  if (charset.test(html)) return html.replace(charset, (meta) => `${meta}\n    ${tag}`);
  return html.replace(/<head>/i, (head) => `${head}\n    ${tag}`);
}
