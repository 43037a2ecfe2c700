import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  baseUiScrollbarStyle,
  baseUiScrollbarStyleHash,
  contentSecurityPolicy,
  headersFile,
  metaContentSecurityPolicy,
  parseHeadersFile,
  withCspMetaTag,
} from './csp';

describe('the app’s Content-Security-Policy', () => {
  it('allows no inline script, no eval, and requires Trusted Types', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-(inline|eval|hashes)/);
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toMatch(/; trusted-types default$/);
  });

  it('allows Base UI’s one inline stylesheet by the hash of its exact text', () => {
    const hash = createHash('sha256').update(baseUiScrollbarStyle).digest('base64');
    expect(baseUiScrollbarStyleHash).toBe(`'sha256-${hash}'`);
    // If this fails, Base UI changed the stylesheet: copy its new text and hash into csp.ts.
    const source = readFileSync('node_modules/@base-ui/react/utils/styles.mjs', 'utf8');
    expect(source).toContain('base-ui-disable-scrollbar');
    expect(source).toContain('{scrollbar-width:none}');
    expect(source).toContain('::-webkit-scrollbar{display:none}');
  });

  it('lets the app call a real API’s origin', () => {
    expect(contentSecurityPolicy({ apiOrigin: 'https://api.example.com' })).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });

  it('ships as a _headers file that reads back as the same header', () => {
    expect(parseHeadersFile(headersFile())).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(),
    });
  });

  it('goes into a meta tag right after the charset, without frame-ancestors', () => {
    const html = '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<title>x</title>';
    const tagged = withCspMetaTag(html);
    expect(tagged).toMatch(
      /<meta charset="UTF-8" \/>\n\s*<meta http-equiv="Content-Security-Policy" content="[^"]+" \/>\n<title>/,
    );
    expect(metaContentSecurityPolicy()).not.toContain('frame-ancestors');
    expect(metaContentSecurityPolicy()).toContain("require-trusted-types-for 'script'");
    const doc = new DOMParser().parseFromString(tagged, 'text/html');
    expect(
      doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toBe(metaContentSecurityPolicy());
  });
});
