import { describe, expect, it } from 'vitest';
import { FormValueState } from './values';

describe('FormValueState', () => {
  it('reads and writes nested values, copying only the path it changes', () => {
    const state = new FormValueState<Record<string, unknown>>({ a: { b: 1 }, c: { d: 2 } });
    const before = state.values;
    expect(state.set('a.b', 3)).toBe(true);
    expect(state.get('a.b')).toBe(3);
    expect(state.values).not.toBe(before);
    expect(state.values.c).toBe(before.c);
    expect(state.set('a.b', 3)).toBe(false);
  });

  it('is dirty while a value differs from its default, and an empty string equals a missing value', () => {
    const state = new FormValueState<Record<string, unknown>>({ name: 'Ada' });
    expect(state.isDirty()).toBe(false);
    state.set('name', 'Grace');
    expect(state.isDirty('name')).toBe(true);
    expect(state.isDirty()).toBe(true);
    state.set('name', 'Ada');
    state.set('note', '');
    expect(state.isDirty()).toBe(false);
  });

  it("fills a field's own default only where the values and the defaults have none", () => {
    const state = new FormValueState<Record<string, unknown>>({ kept: 'x' });
    expect(state.fillDefault('kept', 'y')).toBe(false);
    expect(state.fillDefault('tags', [])).toBe(true);
    expect(state.values).toEqual({ kept: 'x', tags: [] });
    expect(state.getDefault('tags')).toEqual([]);
    expect(state.isDirty()).toBe(false);
  });

  it('remembers touched fields, renames them after rows move and forgets them on reset', () => {
    const state = new FormValueState<Record<string, unknown>>({});
    expect(state.touch('rows.1.city')).toBe(true);
    expect(state.touch('rows.1.city')).toBe(false);
    state.touch('other');
    state.remapTouched((name) => (name.startsWith('rows.1') ? 'rows.0.city' : null));
    expect(state.isTouched('rows.0.city')).toBe(true);
    expect(state.isTouched('rows.1.city')).toBe(false);
    expect(state.isTouched('other')).toBe(true);
    state.reset();
    expect(state.isTouched()).toBe(false);
  });

  it('takes the values as the new baseline on commit, and resets to new defaults', () => {
    const state = new FormValueState<Record<string, unknown>>({ n: 1 });
    state.set('n', 2);
    state.commit();
    expect(state.isDirty()).toBe(false);
    state.reset({ n: 5 });
    expect(state.get('n')).toBe(5);
  });
});
