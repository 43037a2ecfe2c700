import { describe, expect, it } from 'vitest';
import { recordHandlers } from '../test';
import { handleWorkerUpdateFailures } from './workerUpdates';

describe('handleWorkerUpdateFailures', () => {
  it('gives a dropped update a handler, and hands the caller the same outcome', async () => {
    const failure = new TypeError('Failed to update a ServiceWorker');
    const handled: Promise<unknown>[] = [];
    class Registration {
      update(): Promise<unknown> {
        return recordHandlers(Promise.reject(failure), handled);
      }
    }
    handleWorkerUpdateFailures(Registration);
    const updating = new Registration().update();
    // Dropped, as msw does: the guard's handler is there and settles quietly.
    expect(handled).toHaveLength(1);
    await expect(handled[0]).resolves.toBeUndefined();
    // A caller that does wait still sees the failure.
    await expect(updating).rejects.toBe(failure);
  });
});
