import { describe, expect, it, vi } from 'vitest';
import { sharedWindowSubscription } from './windowEvents';

describe('sharedWindowSubscription', () => {
  it('adds one window listener per event for every subscriber, and removes it after the last', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const subscribe = sharedWindowSubscription('popstate', 'hashchange');
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = subscribe(first);
    const unsubscribeSecond = subscribe(second);
    expect(add.mock.calls.map(([event]) => event)).toEqual(['popstate', 'hashchange']);

    window.dispatchEvent(new Event('hashchange'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    unsubscribeFirst();
    expect(remove).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('popstate'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);

    unsubscribeSecond();
    expect(remove.mock.calls.map(([event]) => event)).toEqual(['popstate', 'hashchange']);
    window.dispatchEvent(new Event('popstate'));
    expect(second).toHaveBeenCalledTimes(2);
    add.mockRestore();
    remove.mockRestore();
  });
});
