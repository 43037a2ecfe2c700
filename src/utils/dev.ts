const warned = new Set<string>();

/** True in development builds and tests; false in production, where wrong use degrades quietly. */
export const isDev = import.meta.env.DEV;

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
