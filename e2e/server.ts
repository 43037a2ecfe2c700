import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { contentSecurityPolicy, parseHeadersFile } from '../src/app/csp';

/**
 * The strict Content-Security-Policy the built app must run under, from its one source
 * (src/app/csp.ts): scripts and styles only from the app's own origin, no inline script, no eval,
 * no plugins, no framing, Trusted Types required for every script sink.
 */
export const STRICT_CSP = contentSecurityPolicy();

/**
 * The headers a build ships for every path in its `_headers` file (written by the build from the
 * same source), so the tests serve exactly what a Netlify or Cloudflare Pages host would.
 */
export function shippedHeaders(root: string): Record<string, string> {
  const file = join(resolve(root), '_headers');
  if (!existsSync(file))
    throw new Error(`${file} is missing: the build writes it (vite.config.ts).`);
  return parseHeadersFile(readFileSync(file, 'utf8'));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a built single-page app from `root` on 127.0.0.1 with the given headers on every answer
 * (the build's own `_headers`, say). Paths that are not files fall back to index.html, as a
 * production host configured for client-side routing does. `extraRoutes` serves fixed pages (the
 * CSP check's own self-test uses them).
 */
export function startStaticServer(options: {
  root: string;
  headers?: Record<string, string>;
  extraRoutes?: Record<string, string>;
}): Promise<StaticServer> {
  const root = resolve(options.root);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...options.headers };
    const extra = options.extraRoutes?.[url.pathname];
    if (extra !== undefined) {
      res.writeHead(200, { ...headers, 'Content-Type': TYPES['.html']! });
      res.end(extra);
      return;
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Asset-looking paths that do not exist are 404s; page paths get the app shell.
      if (extname(url.pathname)) {
        res.writeHead(404, headers).end('Not found');
        return;
      }
      file = join(root, 'index.html');
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolvePromise({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
