import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsyncChecks, type AsyncHost } from './asyncRules';
import type { FieldRules } from './rules';

afterEach(() => {
  vi.useRealTimers();
});

function setup(rules: FieldRules<unknown>, values: Record<string, unknown>) {
  const settled = vi.fn();
  const host: AsyncHost = {
    rulesOf: (name) => (name === 'username' ? rules : undefined),
    valueOf: (name) => values[name],
    values: () => values,
    failsOwnRules: () => false,
    isDisabled: () => false,
    names: () => Object.keys(values),
    onSettled: settled,
  };
  return { checks: new AsyncChecks(host), settled, values };
}

describe('AsyncChecks', () => {
  it('runs after the debounce and keeps the message', async () => {
    vi.useFakeTimers();
    const validateAsync = vi.fn(async (v: unknown) => (v === 'taken' ? 'That name is taken.' : ''));
    const { checks, settled } = setup({ validateAsync, asyncDebounce: 300 }, { username: 'taken' });
    checks.schedule('username');
    expect(checks.isPending('username')).toBe(true);
    await vi.advanceTimersByTimeAsync(299);
    expect(validateAsync).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(validateAsync).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(checks.error('username')).toBe('That name is taken.');
    expect(checks.isPending()).toBe(false);
  });

  it('aborts the check before when the value changes again', async () => {
    const signals: AbortSignal[] = [];
    const validateAsync = vi.fn((_v: unknown, { signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise<string>(() => {});
    });
    const { checks, values } = setup({ validateAsync }, { username: 'a' });
    checks.schedule('username', true);
    values.username = 'ab';
    checks.schedule('username', true);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    checks.reset();
    expect(signals[1]!.aborted).toBe(true);
    expect(checks.isPending()).toBe(false);
  });

  it('settles every field whose value was not checked, and a failing check lets the person on', async () => {
    const validateAsync = vi.fn(async () => {
      throw new Error('server down');
    });
    const { checks } = setup({ validateAsync }, { username: 'ada' });
    await checks.settle();
    expect(validateAsync).toHaveBeenCalledTimes(1);
    expect(checks.error('username')).toBeUndefined();
    await checks.settle();
    expect(validateAsync).toHaveBeenCalledTimes(1);
  });

  it('does not check an empty value', () => {
    const validateAsync = vi.fn(async () => 'no');
    const { checks } = setup({ validateAsync }, { username: '' });
    checks.schedule('username', true);
    expect(validateAsync).not.toHaveBeenCalled();
  });

  it('keeps a message whose field is not inside the list whose rows moved', async () => {
    const { checks } = setup({ validateAsync: async () => 'Taken.' }, { username: 'x' });
    await checks.settle();
    checks.remap('username', () => undefined);
    expect(checks.error('username')).toBe('Taken.');
  });
});
