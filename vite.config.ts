import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

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

// The app entry (index.html → src/app/main.tsx). Storybook and Vitest bring their own entries.
export default defineConfig({
  plugins: [react(), preloadFirstScreen('/src/app/screens/TaskList.tsx')],
  css: {
    modules: {
      // Readable class names while developing, short ones in production.
      generateScopedName:
        process.env.NODE_ENV === 'production'
          ? '[hash:base64:6]'
          : '[name]_[local]_[hash:base64:4]',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
