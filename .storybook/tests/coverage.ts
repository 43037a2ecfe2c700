// Which exports of the public entries (src/index.ts, and src/router/index.ts and src/http/index.ts for
// what needs an optional peer) a story or docs page uses: read from the sources, no Storybook build
// needed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const root = join(import.meta.dirname, '..', '..');

/** The public entries' runtime exports (components, hooks, functions, constants), by name. */
export async function barrelExports(): Promise<string[]> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: ['src/index.ts', 'src/router/index.ts', 'src/http/index.ts'].map((entry) =>
      join(root, entry),
    ),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: join(root, 'node_modules/.cache/tessera-exports'),
    packages: 'external',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const names = Object.values(result.metafile!.outputs)
    .filter((entry) => entry.entryPoint)
    .flatMap((entry) => entry.exports);
  return [...new Set(names)].sort();
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Identifiers a TypeScript file uses in its code (not in imports, comments or strings). */
function identifiersIn(file: string): Set<string> {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node)) names.add(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return names;
}

/** Names an MDX page shows in code: JSX tags, `inline code` and fenced code blocks. */
function namesInMdx(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^import .*$/gm, '');
  const code = [
    ...text.matchAll(/```[\s\S]*?```/g),
    ...text.matchAll(/`[^`\n]+`/g),
    ...text.matchAll(/<[A-Z][\w.]*/g),
  ].map((m) => m[0]);
  return new Set(code.flatMap((snippet) => snippet.match(/[A-Za-z_$][\w$]*/g) ?? []));
}

/** Every name used by a story (stories/**\/*.tsx, their helpers included) or an MDX page. */
export function namesUsedInDocs(): Set<string> {
  const stories = join(root, 'stories');
  const used = new Set<string>();
  for (const file of filesUnder(stories, /\.tsx?$/))
    identifiersIn(file).forEach((n) => used.add(n));
  for (const file of filesUnder(stories, /\.mdx$/)) namesInMdx(file).forEach((n) => used.add(n));
  return used;
}
