import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { headersFile, withCspMetaTag, type CspOptions } from './src/app/csp.ts';

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
  plugins: [react(), preloadFirstScreen('/src/app/screens/TaskList.tsx'), contentSecurityPolicy()],
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
