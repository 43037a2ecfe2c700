const warned = new Set<string>();

/**
 * True in development builds and tests; false in production, where wrong use degrades quietly.
 * `process.env.NODE_ENV` is the convention every bundler replaces (Vite, webpack, Rspack, esbuild,
 * Next.js), so a production build drops the warnings; Vite's own `import.meta` variables would be
 * undefined in Node and in other bundlers.
 */
export const isDev = process.env.NODE_ENV !== 'production';

/**
 * Logs a development-time message about wrong use, once per message. Messages name the component
 * and the fix. Silent in production.
 */
export function devWarn(message: string): void {
  if (!isDev || warned.has(message)) return;
  warned.add(message);
  console.warn(`[Tessera] ${message}`);
}

/** Forgets which messages were logged (tests call it so each test sees its own warnings). */
export function resetDevWarnings(): void {
  warned.clear();
}
