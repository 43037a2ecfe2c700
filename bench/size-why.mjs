// Which modules a component's bundle holds, largest first: `node bench/size-why.mjs Button [Checkbox…]`
// (`--all` lists every module, `--code` prints the minified bundle too).
// The same production build as bench/size.mjs (the package in lib/, imported by name, React left
// out), with each module's rendered (minified) bytes as Rolldown reports them, so a figure in
// `npm run size` can be traced to the modules that make it.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureLibBuild } from '../scripts/lib/build.mjs';
import { buildEntry, root } from './size.mjs';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (names.length === 0) {
  console.error('Usage: node bench/size-why.mjs Name [Name…] [--all]');
  process.exit(1);
}
await ensureLibBuild();
const barrel = path.join(root, 'lib/index.js').split(path.sep).join('/');
const code = `import { ${names.join(', ')} } from '${barrel}';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('div', null, ${names
  .map((name) => `createElement(${name})`)
  .join(', ')}));
`;
const outputs = await buildEntry(code);
const rows = [];
const chunks = [];
let total = 0;
for (const output of outputs) {
  if (output.type !== 'chunk') continue;
  const size = gzipSync(output.code, { level: 9 }).length;
  total += size;
  chunks.push(`${output.isEntry ? 'entry' : 'lazy '} ${output.fileName}: ${size} B gzip`);
  for (const [module, info] of Object.entries(output.modules)) {
    if (info.renderedLength === 0) continue;
    rows.push([info.renderedLength, path.relative(root, module.replace(/^\0/, ''))]);
  }
}
rows.sort((a, b) => b[0] - a[0]);
const shown = process.argv.includes('--all') ? rows : rows.slice(0, 40);
if (process.argv.includes('--code')) {
  for (const output of outputs) if (output.type === 'chunk') console.log(output.code);
}
for (const [bytes, module] of shown) console.log(`${String(bytes).padStart(8)}  ${module}`);
for (const line of chunks) console.log(line);
console.log(`${rows.length} modules; ${total} B gzip in all (React apart, baseline included)`);
