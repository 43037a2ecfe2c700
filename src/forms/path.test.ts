import { describe, expect, it } from 'vitest';
import { getPath, isEqual, isWithin, setPath } from './path';

describe('paths', () => {
  it('reads a dotted path and is undefined where a step is missing', () => {
    const values = { rows: [{ city: 'Oslo' }] };
    expect(getPath(values, 'rows.0.city')).toBe('Oslo');
    expect(getPath(values, 'rows.1.city')).toBeUndefined();
    expect(getPath(values, '')).toBe(values);
  });

  it('writes a dotted path, creating arrays for numeric steps', () => {
    expect(setPath({}, 'rows.1.city', 'Oslo')).toEqual({ rows: [undefined, { city: 'Oslo' }] });
  });

  it('compares values as a person filling in a form would', () => {
    expect(isEqual({ a: [1, { b: '' }] }, { a: [1, {}] })).toBe(true);
    expect(isEqual(new Date(1), new Date(1))).toBe(true);
    expect(isEqual([1], { 0: 1 })).toBe(false);
    expect(isEqual('a', 'b')).toBe(false);
  });

  it('knows a name inside another', () => {
    expect(isWithin('a.0.b', 'a')).toBe(true);
    expect(isWithin('a', 'a')).toBe(true);
    expect(isWithin('ab', 'a')).toBe(false);
  });
});
