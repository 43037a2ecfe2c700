#!/usr/bin/env node
// Keeps every core busy while a command runs, to prove that tests pass on a loaded machine (CI runs
// on a busy two-core host). The burners are separate processes at normal priority, spinning on
// arithmetic; they stop when the command exits.
//
//   node scripts/cpu-burner.mjs [--workers N] [--runs K] -- <command> [args…]
//
// --workers  how many spinning processes (default: one per core)
// --runs     run the command K times in a row, stopping at the first failure (default 1)
//
// Example: node scripts/cpu-burner.mjs --runs 3 -- npx vitest run --project storybook
import { fork, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

if (process.argv[2] === '--spin') {
  // A burner: spin until the parent goes away.
  let x = 0;
  for (;;) {
    for (let i = 0; i < 1e7; i++) x = (x * 1.000001 + i) % 1e9;
    if (!process.connected) process.exit(0);
  }
}

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const options = dashes === -1 ? args : args.slice(0, dashes);
const command = dashes === -1 ? [] : args.slice(dashes + 1);
const option = (name, fallback) => {
  const i = options.indexOf(name);
  return i === -1 ? fallback : Number(options[i + 1]);
};
const workers = option('--workers', availableParallelism());
const runs = option('--runs', 1);

if (command.length === 0) {
  console.error('usage: node scripts/cpu-burner.mjs [--workers N] [--runs K] -- <command> [args…]');
  process.exit(2);
}

const self = fileURLToPath(import.meta.url);
const burners = Array.from({ length: workers }, () => fork(self, ['--spin'], { stdio: 'ignore' }));
const stop = () => burners.forEach((b) => b.kill());
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
console.error(`cpu-burner: ${workers} spinning processes; running ${runs}× ${command.join(' ')}`);

let code = 0;
for (let run = 1; run <= runs && code === 0; run++) {
  const started = Date.now();
  code = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.error(`cpu-burner: run ${run} of ${runs} exited ${code} after ${seconds} s`);
}
process.exit(code);
