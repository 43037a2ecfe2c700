import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { shippedHeaders, startStaticServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the app for production once, then serves dist/ with the headers the build ships (its
 * `_headers`: the strict CSP) for every end-to-end test. Set E2E_SKIP_BUILD=1 to reuse an existing
 * dist/.
 */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { sourcemap: false } });
  }
  const server = await startStaticServer({ root: 'dist', headers: shippedHeaders('dist') });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
  };
}
