import { MOCK_API_CONFIG_KEY } from './storageKeys';

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
  /**
   * Share of requests (0–1) that fail as a network error at random: half before the server sees
   * them, half after it has done the work (the answer is lost on its way back). @default 0
   */
  dropRate: number;
  /** Share of requests (0–1) answered late, 3–8 s after the usual latency. @default 0 */
  lateRate: number;
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
  // Some requests fail (a network error, sometimes after the server did the work), some succeed late.
  flaky: { label: 'Flaky (some fail, some late)', config: { dropRate: 0.3, lateRate: 0.2 } },
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
  dropRate: 0,
  lateRate: 0,
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

const STORAGE_KEY = MOCK_API_CONFIG_KEY;
const faults: readonly MockApiFault[] = ['none', 'status', 'offline', 'malformed'];

const isDelay = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 600_000;

/** The valid fields of a stored configuration; anything else is left at the baseline. */
function parseConfig(text: string | null): Partial<MockApiConfig> {
  if (!text) return {};
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return {};
  }
  if (!saved || typeof saved !== 'object') return {};
  const { latency, fault, status, errorRate, dropRate, lateRate } = saved as Record<
    string,
    unknown
  >;
  const config: Partial<MockApiConfig> = {};
  if (isDelay(latency)) config.latency = latency as number;
  else if (Array.isArray(latency) && latency.length === 2 && latency.every(isDelay))
    config.latency = [latency[0] as number, latency[1] as number];
  if (faults.includes(fault as MockApiFault)) config.fault = fault as MockApiFault;
  if (Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)
    config.status = status as number;
  const isShare = (value: unknown): value is number =>
    typeof value === 'number' && value >= 0 && value <= 1;
  if (isShare(errorRate)) config.errorRate = errorRate;
  if (isShare(dropRate)) config.dropRate = dropRate;
  if (isShare(lateRate)) config.lateRate = lateRate;
  return config;
}

/**
 * Keeps the configuration in `storage` (localStorage by default), as a real server's state would
 * outlive a page: restored now, saved on every change, and followed when another tab changes it
 * (so "Offline" stays offline after a reload). Returns the function that stops it.
 */
export function persistMockApiConfig(storage?: Storage): () => void {
  let store: Storage;
  try {
    store = storage ?? localStorage;
  } catch {
    // Storage is disabled: the configuration lasts until the page is left.
    return () => {};
  }
  const read = () => {
    try {
      return parseConfig(store.getItem(STORAGE_KEY));
    } catch {
      return {};
    }
  };
  const replace = (config: MockApiConfig) => {
    current = config;
    for (const listener of listeners) listener(current);
  };
  let restoring = false;
  const save = (config: MockApiConfig) => {
    if (restoring) return;
    try {
      store.setItem(STORAGE_KEY, JSON.stringify(config));
    } catch {
      // Private mode or a full quota: the setting lasts until the page is left.
    }
  };
  const follow = (event: StorageEvent) => {
    if ((event.key !== STORAGE_KEY && event.key !== null) || event.storageArea !== store) return;
    restoring = true;
    try {
      replace({ ...baseline, ...read() });
    } finally {
      restoring = false;
    }
  };
  const saved = read();
  if (Object.keys(saved).length > 0) replace({ ...baseline, ...saved });
  const unsubscribe = subscribeMockApiConfig(save);
  if (typeof window !== 'undefined') window.addEventListener('storage', follow);
  return () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('storage', follow);
  };
}

/** The delay for one request under `config`, in milliseconds. */
export function pickLatency(config: MockApiConfig, random: () => number = Math.random): number {
  const { latency } = config;
  if (typeof latency === 'number') return Math.max(0, latency);
  const [min, max] = latency;
  return Math.max(0, Math.round(min + random() * (max - min)));
}
