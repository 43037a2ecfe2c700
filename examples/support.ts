import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';

// What the example apps' tests share: starting an app's own server, and what a page reports.

/** How long a page-level wait may take: most of the package project's 60 s test budget. */
export const WAIT = { timeout: 45_000, interval: 50 };

export interface AppServer {
  url: string;
  /** What the server printed, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port free on 127.0.0.1 now, for a server that cannot be asked to pick one and say which. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts an app's production server (`next start`, `react-router-serve`) as its owner would, and
 * resolves once it prints the address it serves, then answers there. Fails with what it printed
 * if it exits first.
 */
export function startAppServer(
  command: string,
  args: string[],
  { cwd, env, url: urlPattern }: { cwd: string; env: NodeJS.ProcessEnv; url: RegExp },
): Promise<AppServer> {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // The whole group: `next start` serves from a child process of its own.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    });
  return new Promise((resolve, reject) => {
    let found = false;
    const onExit = (code: number | null) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code}) before serving:\n${output}`));
    child.once('exit', onExit);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = urlPattern.exec(output);
      if (found || !match) return;
      found = true;
      child.off('exit', onExit);
      const url = match[1]!;
      // Some servers print their address before they listen: ask until it answers.
      const ready = async () => {
        for (;;) {
          try {
            await fetch(url, { method: 'HEAD' });
            return;
          } catch {
            if (child.exitCode !== null) throw new Error(`${command} exited:\n${output}`);
            await new Promise((next) => setTimeout(next, 100));
          }
        }
      };
      ready().then(
        () => resolve({ url, output: () => output, stop }),
        (error: unknown) => reject(error as Error),
      );
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
}

/**
 * Collects what a page reports that a user's app must not: uncaught errors, console errors and
 * warnings (React's hydration mismatches among them). `allow` names messages a test causes on
 * purpose.
 */
export function watchProblems(page: Page, problems: string[]) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    // A failed request's console line does not say which: its address does.
    const { url } = message.location();
    problems.push(`${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
}
