// Where Chromium is, and how it is launched, for Vitest browser tests, end-to-end tests and benchmarks.
// CHROMIUM_PATH overrides the path; otherwise the first of the usual system locations that exists.
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
].filter(Boolean);

/** The path of a Chromium executable, or undefined when none is installed. */
export const chromiumPath = candidates.find((path) => existsSync(path));

/** Flags that keep Chromium quiet on machines with a closed network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumHelp = `Tessera's browser tests need Chromium, and none was found.
Install it, then run the command again:
  Debian/Ubuntu:  sudo apt-get install -y chromium
  macOS:          install Google Chrome or Chromium
Or point CHROMIUM_PATH at any Chromium or Chrome executable:
  CHROMIUM_PATH=/path/to/chrome npm test`;
