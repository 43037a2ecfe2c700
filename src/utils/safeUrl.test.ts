import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyHref,
  browserProtocol,
  dangerousHref,
  EXECUTABLE_PROTOCOLS,
  readsPlainly,
  relativeHref,
  SAFE_PROTOCOLS,
  safeAbsoluteHref,
} from '../test/fuzzUrl';
import { isExternalHref, isSafeHref, withSafeRel } from './safeUrl';

// The oracle is the WHATWG URL parser: `browserProtocol` is the scheme a browser follows when the
// link is clicked. isSafeHref must refuse everything the browser would run, and accept every URL the
// browser reads as relative, http(s), mailto, tel or sms, however it is written.

describe('isSafeHref against the WHATWG URL parser', () => {
  it('never accepts an href the browser would follow to a scheme other than http(s), mailto, tel or sms', () => {
    fc.assert(
      fc.property(anyHref, (href) => {
        if (!isSafeHref(href)) return;
        const protocol = browserProtocol(href);
        // null: the browser cannot parse it, so a click goes nowhere.
        if (protocol !== null) expect(SAFE_PROTOCOLS, JSON.stringify(href)).toContain(protocol);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses every disguised javascript:, vbscript: and data: URL the browser would still run', () => {
    fc.assert(
      fc.property(dangerousHref, (href) => {
        const protocol = browserProtocol(href);
        if (protocol !== null && EXECUTABLE_PROTOCOLS.includes(protocol)) {
          expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts every href the browser reads plainly as relative, http(s), mailto, tel or sms', () => {
    fc.assert(
      fc.property(anyHref, (href) => {
        const protocol = browserProtocol(href);
        if (protocol === null || !readsPlainly(href)) return;
        expect(isSafeHref(href), JSON.stringify(href)).toBe(SAFE_PROTOCOLS.includes(protocol));
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts relative URLs, fragments and real web, mail and phone addresses as they are', () => {
    fc.assert(
      fc.property(fc.oneof(relativeHref, safeAbsoluteHref), (href) => {
        expect(isSafeHref(href), JSON.stringify(href)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  // A few of the disguises the properties generate, written out.
  it.each([
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['\u0000 \u001fjavascript:alert(1)', false],
    ['javascript\r:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    [' DATA:text/html,<script>alert(1)</script>', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['file:///etc/passwd', false],
    ['javascript&colon;alert(1)', true], // no colon: a relative path, as the browser reads it
    ['%6Aavascript:alert(1)', true], // a percent sign cannot start a scheme: relative
    ['javascript%3Aalert(1)', true],
    ['/a/javascript:alert(1)', true],
    ['#javascript:alert(1)', true],
    ['HTTPS://example.com', true],
    ['\thttps://example.com', true],
    ['mailto:someone@example.com', true],
    ['tel:+15555550123', true],
  ])('isSafeHref(%j) is %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
    const protocol = browserProtocol(href);
    expect(protocol !== null && SAFE_PROTOCOLS.includes(protocol)).toBe(safe);
  });
});

describe('isExternalHref and withSafeRel', () => {
  it('calls only absolute http(s) URLs on another origin external', () => {
    expect(isExternalHref('https://elsewhere.example/x')).toBe(true);
    expect(isExternalHref('//elsewhere.example/x')).toBe(true);
    expect(isExternalHref(`${window.location.origin}/tasks`)).toBe(false);
    expect(isExternalHref('/tasks')).toBe(false);
    expect(isExternalHref('mailto:someone@example.com')).toBe(false);
  });

  it('adds noopener and noreferrer once, keeping what was there', () => {
    expect(withSafeRel(undefined)).toBe('noopener noreferrer');
    expect(withSafeRel('author noopener')).toBe('author noopener noreferrer');
  });
});
