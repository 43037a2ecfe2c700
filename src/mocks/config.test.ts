import { afterEach, describe, expect, it } from 'vitest';
import {
  applyMockApiPreset,
  getMockApiConfig,
  persistMockApiConfig,
  resetMockApiConfig,
} from './config';

const KEY = 'tessera.mockApi.config.v1';
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  resetMockApiConfig();
  localStorage.clear();
});

describe('the mock API configuration, persisted', () => {
  it('is still Offline after a reload', () => {
    stop = persistMockApiConfig();
    applyMockApiPreset('offline');
    stop();
    resetMockApiConfig(); // a reload starts from the baseline…
    expect(getMockApiConfig().fault).toBe('none');
    stop = persistMockApiConfig(); // …and the app restores what was chosen
    expect(getMockApiConfig().fault).toBe('offline');
  });

  it('follows a change made in another tab', () => {
    stop = persistMockApiConfig();
    const newValue = JSON.stringify({ ...getMockApiConfig(), fault: 'status', status: 503 });
    localStorage.setItem(KEY, newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue, storageArea: localStorage }),
    );
    expect(getMockApiConfig()).toMatchObject({ fault: 'status', status: 503 });
  });

  it('keeps only the valid parts of a stored configuration', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ fault: 'explode', status: 42, latency: [10, 20], errorRate: 7 }),
    );
    stop = persistMockApiConfig();
    expect(getMockApiConfig()).toMatchObject({
      fault: 'none',
      status: 500,
      latency: [10, 20],
      errorRate: 0,
    });
  });

  it('ignores a stored value that is not JSON', () => {
    localStorage.setItem(KEY, '{oops');
    stop = persistMockApiConfig();
    expect(getMockApiConfig().fault).toBe('none');
  });
});
