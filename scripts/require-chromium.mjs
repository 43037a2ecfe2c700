// Fails early, with the fix spelled out, when no Chromium is installed.
import { chromiumHelp, chromiumPath } from './chromium.mjs';

if (!chromiumPath) {
  console.error(chromiumHelp);
  process.exit(1);
}
