import { describe, expect, it } from 'vitest';
import { FieldRegistry, type FieldRegistration } from './fields';

const reg = (extra: Partial<FieldRegistration> = {}): FieldRegistration => ({
  element: null,
  ...extra,
});

describe('FieldRegistry', () => {
  it('keeps every registration of a name until the last one leaves', () => {
    const fields = new FieldRegistry();
    const first = reg({ label: 'Email' });
    const second = reg();
    fields.add('email', first);
    fields.add('email', second);
    expect(fields.remove('email', second)).toBe(false);
    expect(fields.label('email')).toBe('Email');
    expect(fields.remove('email', first)).toBe(true);
    expect(fields.has('email')).toBe(false);
  });

  it('answers with the first registration that has something to say', () => {
    const fields = new FieldRegistry();
    const input = document.createElement('input');
    fields.add('a', reg());
    fields.add('a', reg({ element: input, label: 'A', disabled: true }));
    expect(fields.element('a')).toBe(input);
    expect(fields.label('a')).toBe('A');
    expect(fields.isDisabled('a')).toBe(true);
    expect(fields.isDisabled('b')).toBe(false);
  });

  it('finds the async rule and the fields that depend on a name', () => {
    const fields = new FieldRegistry();
    const validateAsync = async () => undefined;
    fields.add('username', reg({ rules: { validateAsync, deps: ['team'] } }));
    fields.add('team', reg());
    expect(fields.asyncRules('username')?.validateAsync).toBe(validateAsync);
    expect(fields.asyncRules('team')).toBeUndefined();
    expect(fields.dependents('team.name')).toEqual(['username']);
    expect(fields.dependents('username')).toEqual([]);
    expect(fields.names()).toEqual(['username', 'team']);
  });
});
