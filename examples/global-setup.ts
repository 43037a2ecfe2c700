import { ensureConsumer } from '../scripts/lib/consumer.mjs';

// Once per run, for every test of the package project: lib/ built, packed with `npm pack`,
// installed into examples/vite-consumer and that app built, each step reused while nothing it is
// made from changed (scripts/lib/consumer.mjs).
export default async function setup() {
  await ensureConsumer();
}
