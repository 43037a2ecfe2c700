/**
 * Latency and fault injection for the mock API. Stories switch it from the 'Mock API' toolbar, tests
 * and the app's settings screen from code. Only `/api/…` requests are affected.
 */

export type MockApiFault =
  /** Every request is answered normally. */
  | 'none'
  /** Every request fails with `status` (500 unless told). */
  | 'status'
  /** Every request fails as a network error, as if the device were offline. */
  | 'offline'
  /** Every success is answered with a body that is not valid JSON. */
  | 'malformed';

export interface MockApiConfig {
  /** Added delay in milliseconds: a fixed number or a `[min, max]` range. */
  latency: number | readonly [number, number];
  fault: MockApiFault;
  /** The status returned when `fault` is `'status'`. @default 500 */
  status: number;
  /** Share of requests (0–1) that fail with a 500 at random, on top of `fault`. @default 0 */
  errorRate: number;
}

export type MockApiPreset =
  | 'normal'
  | 'fast'
  | 'slow'
  | 'flaky'
  | 'error500'
  | 'unauthorized'
  | 'rateLimited'
  | 'offline'
  | 'malformed';

/** Named configurations for the Storybook toolbar and the app's settings screen. */
export const mockApiPresets: Readonly<
  Record<MockApiPreset, { label: string; config: Partial<MockApiConfig> }>
> = {
  normal: { label: 'Normal', config: {} },
  fast: { label: 'No latency', config: { latency: 0 } },
  slow: { label: 'Slow (2–3 s)', config: { latency: [2000, 3000] } },
  flaky: { label: 'Flaky (30 % fail)', config: { errorRate: 0.3 } },
  error500: { label: 'Error 500', config: { fault: 'status', status: 500 } },
  unauthorized: { label: 'Error 401', config: { fault: 'status', status: 401 } },
  rateLimited: { label: 'Rate limited (429)', config: { fault: 'status', status: 429 } },
  offline: { label: 'Offline', config: { fault: 'offline' } },
  malformed: { label: 'Malformed JSON', config: { fault: 'malformed' } },
};

// Tests (unit and story) run without latency unless a test asks for it; people see a realistic delay.
const baseline: MockApiConfig = {
  latency: import.meta.env.MODE === 'test' ? 0 : [150, 400],
  fault: 'none',
  status: 500,
  errorRate: 0,
};

let current: MockApiConfig = { ...baseline };
const listeners = new Set<(config: MockApiConfig) => void>();

/** The mock API's configuration in effect. */
export function getMockApiConfig(): MockApiConfig {
  return current;
}

/** Changes part of the configuration; the rest stays. */
export function setMockApiConfig(patch: Partial<MockApiConfig>): void {
  current = { ...current, ...patch };
  for (const listener of listeners) listener(current);
}

/** Applies a named preset on top of the baseline (normal latency, no faults). */
export function applyMockApiPreset(preset: MockApiPreset): void {
  current = { ...baseline, ...(mockApiPresets[preset]?.config ?? {}) };
  for (const listener of listeners) listener(current);
}

/** Back to the baseline: normal latency, no faults. */
export function resetMockApiConfig(): void {
  applyMockApiPreset('normal');
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeMockApiConfig(listener: (config: MockApiConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The delay for one request under `config`, in milliseconds. */
export function pickLatency(config: MockApiConfig, random: () => number = Math.random): number {
  const { latency } = config;
  if (typeof latency === 'number') return Math.max(0, latency);
  const [min, max] = latency;
  return Math.max(0, Math.round(min + random() * (max - min)));
}
