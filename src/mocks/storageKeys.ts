// The mock API's localStorage keys, in a module of their own: the app's crash page forgets the
// server's behaviour without loading the mock API (msw, the data), which lives in its own chunk.

/** Where the mock API keeps its behaviour (latency, faults) across reloads and tabs. */
export const MOCK_API_CONFIG_KEY = 'tessera.mockApi.config.v1';

/**
 * Forgets the stored behaviour: the next start is back to the baseline (normal latency, no faults),
 * and tabs running the mock API follow (they listen to storage events).
 */
export function forgetMockApiConfig(): void {
  try {
    localStorage.removeItem(MOCK_API_CONFIG_KEY);
  } catch {
    // Storage is unavailable: nothing was kept, so nothing to forget.
  }
}
