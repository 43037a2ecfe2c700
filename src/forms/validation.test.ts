import { describe, expect, it, vi } from 'vitest';
import { FieldRegistry } from './fields';
import type { StandardSchemaV1 } from './standardSchema';
import { Validation } from './validation';

function fieldsWith(rules: Record<string, object>) {
  const fields = new FieldRegistry();
  for (const [name, r] of Object.entries(rules)) fields.add(name, { element: null, rules: r });
  return fields;
}

const never = () => false;

/** A schema that answers like zod does for `{ name: string.min(1) }`, sync or async. */
function schema(async: boolean): StandardSchemaV1 {
  const check = (value: unknown) => {
    const name = (value as { name?: string }).name;
    return name ? { value } : { issues: [{ message: 'Name is needed.', path: ['name'] }] };
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'test',
      validate: (value) => (async ? Promise.resolve(check(value)) : check(value)),
    },
  };
}

describe('Validation', () => {
  it("takes a field's own rules first, then the form's rules, then the schema", () => {
    const validation = new Validation(vi.fn());
    const fields = fieldsWith({ name: { required: true } });
    validation.run({ name: '' }, fields, never, {
      validate: () => ({ name: 'Form says no.', '': 'Whole form.' }),
      schema: schema(false),
    });
    expect(validation.error('name')).toBe('Fill in this field.');
    expect(validation.failsOwnRules('name')).toBe(true);
    expect(validation.formError()).toBe('Whole form.');
    validation.run({ name: '' }, fieldsWith({}), never, { schema: schema(false) });
    expect(validation.error('name')).toBe('Name is needed.');
    expect(validation.failsOwnRules('name')).toBe(false);
  });

  it('skips a disabled field', () => {
    const validation = new Validation(vi.fn());
    validation.run({}, fieldsWith({ name: { required: true } }), () => true, {});
    expect(validation.error('name')).toBeUndefined();
    expect(validation.names()).toEqual([]);
  });

  it('waits for an async schema, keeps only the latest answer and says when it came', async () => {
    const answered = vi.fn();
    const validation = new Validation(answered);
    const fields = fieldsWith({});
    validation.run({ name: '' }, fields, never, { schema: schema(true) });
    validation.run({ name: 'Ada' }, fields, never, { schema: schema(true) });
    expect(validation.pending).toBe(true);
    await validation.settled();
    await vi.waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
    expect(validation.pending).toBe(false);
    expect(validation.error('name')).toBeUndefined();
  });

  it('changes its signature only when a message changes', () => {
    const validation = new Validation(vi.fn());
    const fields = fieldsWith({ name: { minLength: 3 } });
    validation.run({ name: 'a' }, fields, never, {});
    const before = validation.signature();
    validation.run({ name: 'b' }, fields, never, {});
    expect(validation.signature()).toBe(before);
    validation.run({ name: 'abc' }, fields, never, {});
    expect(validation.signature()).not.toBe(before);
  });
});
