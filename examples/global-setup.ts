import { ensureExamples } from '../scripts/lib/consumer.mjs';

type Example = 'vite' | 'next' | 'reactRouter';

// Once per run, for every test of the package project: lib/ built and packed with `npm pack`, then
// the example apps (a Vite app, a Next.js app, a React Router app) installed from the tarball and
// built by their own tools, each step reused while nothing it is made from changed
// (scripts/lib/consumer.mjs). TESSERA_EXAMPLES=vite (a comma-separated list) prepares only those,
// for a run of only their tests: `TESSERA_EXAMPLES=vite npx vitest run --project package
// examples/package.test.ts`.
export default async function setup() {
  const only = process.env.TESSERA_EXAMPLES?.split(',').filter(Boolean) as Example[] | undefined;
  await ensureExamples(only?.length ? { only } : {});
}
