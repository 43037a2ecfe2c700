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
    // Vitest runs with NODE_ENV=test, and a build follows the shell's NODE_ENV over its mode: left
    // alone, dist/ would hold React's development build (twice the bytes, other code paths).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { sourcemap: false } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const server = await startStaticServer({ root: 'dist', headers: shippedHeaders('dist') });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
  };
}
