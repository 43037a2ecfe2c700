import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Alias, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { cssTarget, layerOrderFirst, scopedClassName } from './scripts/lib/css.mjs';
import { headersFile, withCspMetaTag, type CspOptions } from './src/app/csp.ts';

const src = path.join(import.meta.dirname, 'src');

/**
 * `tessera` resolved to its sources, for the app, Storybook and the tests: they import the package
 * by name as a user does (tsconfig.json's `paths` says the same to TypeScript). The global
 * stylesheet is tokens and reset here; each component's CSS comes with its module.
 */
export const tesseraFromSource: Alias[] = [
  { find: /^tessera$/, replacement: path.join(src, 'index.ts') },
  { find: /^tessera\/(forms|router|http|motion)$/, replacement: path.join(src, '$1/index.ts') },
  { find: /^tessera\/locales\/([\w-]+)$/, replacement: path.join(src, 'i18n/locales/$1.ts') },
  { find: /^tessera\/(styles|base)\.css$/, replacement: path.join(src, 'styles/index.css') },
  { find: /^tessera\/([A-Z]\w*)$/, replacement: path.join(src, 'components/$1/index.ts') },
];

/**
 * Preloads the code of the app's first screen (a lazy route) from index.html, so it downloads
 * alongside the entry instead of after it has run. Pages without that module are left as they are.
 */
function preloadFirstScreen(moduleSuffix: string): Plugin {
  let base = '/';
  return {
    name: 'tessera:preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!screen || !entry) return;
        // What the entry already loads up front is left out.
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (loaded.has(fileName) || files.has(fileName)) return;
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          files.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          chunk.imports.forEach(visit);
        };
        visit(screen.fileName);
        const tags: HtmlTagDescriptor[] = [
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
            injectTo: 'head' as const,
          })),
          ...[...css].map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + file },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}

/**
 * Ships the app's Content-Security-Policy (src/app/csp.ts) with the build: `dist/_headers` for hosts
 * that read it (Netlify, Cloudflare Pages), and with `TESSERA_CSP_META=1` a `<meta>` tag in
 * index.html for hosts that cannot set headers. A real API's origin (`VITE_API_URL`) is allowed to
 * be called.
 */
function contentSecurityPolicy(): Plugin {
  let options: CspOptions = {};
  // Storybook builds with this config too; its pages run inline scripts, so only the app gets it.
  const isApp = (bundle: Rolldown.OutputBundle) =>
    Object.values(bundle).some(
      (output) =>
        output.type === 'chunk' &&
        output.isEntry &&
        output.moduleIds.some((id) => id.endsWith('/src/app/main.tsx')),
    );
  return {
    name: 'tessera:content-security-policy',
    apply: 'build',
    configResolved(config) {
      const api = config.env.VITE_API_URL as string | undefined;
      options = api && URL.canParse(api) ? { apiOrigin: new URL(api).origin } : {};
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        process.env.TESSERA_CSP_META && bundle && isApp(bundle)
          ? withCspMetaTag(html, options)
          : html,
    },
    generateBundle(_options, bundle) {
      if (!isApp(bundle)) return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(options) });
    },
  };
}

// The app entry (index.html → src/app/main.tsx). Storybook and Vitest bring their own entries.
export default defineConfig({
  plugins: [
    layerOrderFirst(),
    react(),
    preloadFirstScreen('/src/app/screens/TaskList.tsx'),
    contentSecurityPolicy(),
  ],
  resolve: { alias: tesseraFromSource },
  css: {
    // Stable, prefixed class names (`tsr-Button`, `tsr-Dialog-Title`) that users can target, the
    // same in development, Storybook, the app and the package (scripts/lib/css-names.mjs).
    modules: { generateScopedName: scopedClassName },
  },
  build: {
    target: 'es2022',
    cssTarget,
    sourcemap: true,
  },
});
