import fc from 'fast-check';
import { expect } from 'vitest';
import { hostileString } from './fuzz';

// URLs for property-based tests of everything that renders an `href`: schemes (dangerous, safe and
// other) disguised with case, inserted ASCII tab/newline, NUL and other C0 controls, C1 controls,
// leading whitespace and control characters, entity-like and percent-encoded letters and colons.
// The oracle for what a browser does with an href is the WHATWG URL parser (`new URL(href, base)`),
// which strips leading/trailing C0 controls and spaces and every tab and newline, and reads the
// scheme that is left, exactly as a browser does when the link is followed.

/** The page a rendered href is resolved against. */
export const PAGE_URL = 'https://app.example/tasks/12';

/** Schemes a browser runs or renders as a document of its own when a link is followed. */
export const EXECUTABLE_PROTOCOLS = ['javascript:', 'vbscript:', 'data:'];

/** Schemes Tessera renders in an href; relative URLs resolve to the page's own (https:). */
export const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'];

/** The scheme a browser follows for `href` on `PAGE_URL`, or null when it cannot parse it (no navigation). */
export function browserProtocol(href: string, base = PAGE_URL): string | null {
  try {
    return new URL(href, base).protocol;
  } catch {
    return null;
  }
}

/**
 * True when the browser reads `href`'s scheme without the help of a control character: after the
 * parser's own clean-up (leading/trailing C0 controls and spaces, every tab and newline) no C0 or C1
 * control, DEL or space is left before the first colon. For such hrefs a URL check has no reason to
 * refuse a safe URL; for the others refusing is allowed (`java\0script:` is no URL anyone meant).
 */
export function readsPlainly(href: string): boolean {
  const cleaned = cleanedByParser(href);
  const colon = cleaned.indexOf(':');
  // eslint-disable-next-line no-control-regex
  return colon === -1 || !/[\u0000-\u0020\u007f-\u009f]/.test(cleaned.slice(0, colon));
}

/** `href` as the URL parser reads it: no leading/trailing C0 controls and spaces, no tab or newline. */
export function cleanedByParser(href: string): string {
  // eslint-disable-next-line no-control-regex
  return href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** No element under `root` carries an href the browser would follow to javascript:, vbscript: or data:. */
export function expectNoExecutableHref(root: ParentNode = document.body, from?: string): void {
  for (const el of root.querySelectorAll('[href]')) {
    const rendered = el.getAttribute('href')!;
    const protocol = browserProtocol(rendered);
    const what = `<${el.tagName.toLowerCase()} href=${JSON.stringify(rendered)}>${from === undefined ? '' : ` from ${JSON.stringify(from)}`}`;
    expect(protocol === null || !EXECUTABLE_PROTOCOLS.includes(protocol), what).toBe(true);
    if (protocol !== null) expect(SAFE_PROTOCOLS, what).toContain(protocol);
  }
}

const dangerousSchemes = ['javascript', 'vbscript', 'data'];
const safeSchemes = ['http', 'https', 'mailto', 'tel', 'sms'];
const otherSchemes = ['file', 'blob', 'ftp', 'about', 'view-source', 'livescript', 'x-app+v1.2'];

/** Characters slipped between the letters of a scheme or before its colon; mostly ones the parser drops. */
const insertedChar = fc.oneof(
  // Ignored by the URL parser anywhere: the scheme still counts.
  { weight: 4, arbitrary: fc.constantFrom('\t', '\n', '\r') },
  // Not ignored: NUL and other controls, DEL, C1 controls, spaces and invisible characters end the
  // scheme, and the URL becomes relative.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u000b',
      '\u001f',
      ' ',
      '\u007f',
      '\u0080',
      '\u0085',
      '\u009f',
      '\u00a0',
      '\u200b',
      '\ufeff',
    ),
  },
);

/** Characters before the scheme: the parser strips C0 controls and spaces there, not the others. */
const leadingChar = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\u0000', '\u0008', '\u001b', '\u001f'),
  },
  { weight: 1, arbitrary: fc.constantFrom('\u0085', '\u00a0', '\u2028', '\u3000', '\ufeff') },
);

/** A colon as written, as an HTML entity (never decoded in an attribute set from script), or encoded. */
const colonForm = fc.oneof(
  { weight: 8, arbitrary: fc.constant(':') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('&colon;', '&#58;', '&#x3A;', '%3A', '%3a', '\uff1a', '\ufe55'),
  },
);

/** What follows the colon: script, markup, an image, an address. */
const payload = fc.constantFrom(
  'alert(1)',
  '//%0aalert(document.domain)',
  'alert`1`',
  'msgbox(1)',
  ',<script>alert(1)</script>',
  'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'image/png;base64,iVBORw0KGgo=',
  'image/svg+xml,<svg onload=alert(1)>',
  '//example.com/path?q=1#x',
  '//app.example/tasks',
  'someone@example.com',
  '+15555550123',
  '',
);

/** A letter percent- or entity-encoded: the URL parser decodes neither in a scheme. */
const encodings = [
  (c: string) => `%${c.charCodeAt(0).toString(16)}`,
  (c: string) => `&#${c.charCodeAt(0)};`,
  (c: string) => `&#x${c.charCodeAt(0).toString(16)};`,
];

/** A scheme from `schemes`, disguised with case, inserted characters, leading characters and a colon form. */
function disguised(schemes: string[]): fc.Arbitrary<string> {
  return fc
    .constantFrom(...schemes)
    .chain((scheme) =>
      fc.tuple(
        fc.constant(scheme),
        fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
        fc.oneof(
          { weight: 5, arbitrary: fc.constant(null) },
          {
            weight: 1,
            arbitrary: fc.tuple(fc.nat({ max: scheme.length - 1 }), fc.constantFrom(...encodings)),
          },
        ),
        fc.array(fc.tuple(fc.nat({ max: scheme.length }), insertedChar), { maxLength: 3 }),
        fc.array(leadingChar, { maxLength: 3 }).map((chars) => chars.join('')),
        colonForm,
        payload,
      ),
    )
    .map(([scheme, upper, encoded, inserts, lead, colon, rest]) => {
      const parts = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c));
      if (encoded) parts[encoded[0]] = encoded[1](scheme[encoded[0]]!);
      // Inserts at position n go before letter n (n === length: just before the colon).
      for (const [at, char] of [...inserts].sort((a, b) => b[0] - a[0])) parts.splice(at, 0, char);
      return `${lead}${parts.join('')}${colon}${rest}`;
    });
}

/** `javascript:`, `vbscript:` and `data:` URLs in every disguise a browser might still follow. */
export const dangerousHref = disguised(dangerousSchemes);

/** http(s), mailto, tel and sms URLs, disguised the same way (most of them still safe to render). */
export const disguisedSafeHref = disguised(safeSchemes);

/** Relative URLs and fragments a page really uses, some with a scheme-like word after a slash or in the query. */
export const relativeHref = fc.oneof(
  fc.constantFrom(
    '',
    '/',
    '#',
    '#main',
    '#javascript:alert(1)',
    '?q=javascript:alert(1)',
    '/redirect?to=javascript:alert(1)',
    '/tasks/12',
    'tasks/12/edit',
    './a:b',
    '../up',
    '/a/javascript:alert(1)',
    '//app.example/tasks',
    '/👩‍👩‍👧‍👦/مرحبا',
  ),
  fc.webPath(),
  fc.webFragments().map((f) => `#${f}`),
  fc.webQueryParameters().map((q) => `?${q}`),
);

/** Absolute URLs that are safe: web addresses, mail and phone links. */
export const safeAbsoluteHref = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.emailAddress().map((e) => `mailto:${e}`),
  fc.stringMatching(/^\+?[0-9]{3,12}$/).map((n) => `tel:${n}`),
);

/** Every kind of href: disguised schemes of each kind, real safe URLs and arbitrary strings. */
export const anyHref = fc.oneof(
  { weight: 4, arbitrary: dangerousHref },
  { weight: 2, arbitrary: disguisedSafeHref },
  { weight: 1, arbitrary: disguised(otherSchemes) },
  { weight: 2, arbitrary: relativeHref },
  { weight: 2, arbitrary: safeAbsoluteHref },
  { weight: 1, arbitrary: hostileString },
);
