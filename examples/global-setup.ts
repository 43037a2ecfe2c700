import { ensureExamples } from '../scripts/lib/consumer.mjs';

// Once per run, for every test of the package project: lib/ built and packed with `npm pack`, then
// the example apps (a Vite app, a Next.js app, a React Router app) installed from the tarball and
// built by their own tools, each step reused while nothing it is made from changed
// (scripts/lib/consumer.mjs).
export default async function setup() {
  await ensureExamples();
}
