import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkRules, isEmptyValue, sameRules, type FieldRules } from './rules';
import { validateWithSchema } from './standardSchema';

describe('checkRules', () => {
  it.each([
    ['an empty string', ''],
    ['whitespace only', '   '],
    ['undefined', undefined],
    ['null', null],
  ])('says "Fill in this field." for a required field holding %s', (_, value) => {
    expect(checkRules(value, { required: true })).toBe('Fill in this field.');
  });

  it('asks to tick a required checkbox and to choose from a required group', () => {
    expect(checkRules(false, { required: true })).toBe('Tick this box to continue.');
    expect(checkRules([], { required: true })).toBe('Choose at least one option.');
  });

  it('uses a custom required message', () => {
    expect(checkRules('', { required: 'Enter your name.' })).toBe('Enter your name.');
  });

  it('skips every other rule on an empty optional field', () => {
    expect(checkRules('', { minLength: 3, email: true, pattern: /x/, min: 3 })).toBeUndefined();
  });

  it('counts characters as a person does for minLength and maxLength (an emoji is one)', () => {
    expect(checkRules('ab', { minLength: 3 })).toBe('Enter at least 3 characters.');
    expect(checkRules('a', { minLength: { value: 2, message: 'Too short' } })).toBe('Too short');
    expect(checkRules('👍👍👍', { minLength: 3 })).toBeUndefined();
    expect(checkRules('abcd', { maxLength: 3 })).toBe(
      'Enter no more than 3 characters (you have 4).',
    );
    expect(checkRules('a', { minLength: 2 })).toBe('Enter at least 2 characters.');
    expect(checkRules('ab', { minLength: 1, maxLength: 1 })).toBe(
      'Enter no more than 1 character (you have 2).',
    );
  });

  it('counts items for lists', () => {
    expect(checkRules(['a'], { minLength: 2 })).toBe('Add at least 2 items.');
    expect(checkRules(['a', 'b', 'c'], { maxLength: 2 })).toBe('Keep it to 2 items or fewer.');
  });

  it('matches pattern against the whole value, ignoring a global flag', () => {
    const rules = {
      pattern: {
        value: /[A-Z]{2}\d{2}/g,
        message: 'Enter two letters then two digits, like AB12.',
      },
    };
    expect(checkRules('AB12', rules)).toBeUndefined();
    expect(checkRules('AB12', rules)).toBeUndefined();
    expect(checkRules('xAB12', rules)).toBe('Enter two letters then two digits, like AB12.');
    expect(checkRules('nope', { pattern: /\d+/ })).toBe('Enter it in the format shown.');
  });

  it.each([
    ['name@example.com', undefined],
    ['name@example', 'Enter an email address like name@example.com.'],
    ['name example.com', 'Enter an email address like name@example.com.'],
    ['ñame@exämple.de', undefined],
  ])('checks %s as an email address', (value, message) => {
    expect(checkRules(value, { email: true })).toBe(message);
  });

  it('checks min, max and step on numbers and numeric strings', () => {
    expect(checkRules(17, { min: 18 })).toBe('Enter 18 or more.');
    expect(checkRules('18', { min: 18 })).toBeUndefined();
    expect(checkRules(101, { max: 100 })).toBe('Enter 100 or less.');
    expect(checkRules(0.3, { step: 0.1 })).toBeUndefined();
    expect(checkRules(0.25, { step: 0.1 })).toBe('Enter a multiple of 0.1.');
    expect(checkRules(7, { min: 1, step: 2 })).toBeUndefined();
    expect(checkRules(6, { min: 1, step: 2 })).toBe('Enter a value in steps of 2 from 1.');
  });

  it('says "Enter a number." for NaN or text where a number is expected', () => {
    expect(checkRules('abc', { min: 1 })).toBe('Enter a number.');
    expect(isEmptyValue(Number.NaN)).toBe(true);
    expect(checkRules(Number.NaN, { required: true, min: 1 })).toBe('Fill in this field.');
  });

  it('compares ISO dates for min and max', () => {
    expect(checkRules('2025-01-01', { min: '2025-02-01' })).toBe(
      'Choose a date on or after 2025-02-01.',
    );
    expect(checkRules('2025-03-01', { max: '2025-02-01' })).toBe(
      'Choose a date on or before 2025-02-01.',
    );
    expect(checkRules('2025-02-01', { min: '2025-02-01', max: '2025-02-01' })).toBeUndefined();
  });

  it('runs custom rules in order with every value, for cross-field rules', () => {
    const rules = {
      validate: [
        (v: unknown, values: Record<string, unknown>) =>
          v !== values.password ? 'The passwords do not match.' : undefined,
        () => 'never reached when the first fails',
      ],
    };
    expect(checkRules('a', rules, { password: 'b' })).toBe('The passwords do not match.');
    expect(checkRules('b', { validate: () => undefined }, { password: 'b' })).toBeUndefined();
  });

  it('does not crash on huge, emoji or right-to-left input', () => {
    expect(checkRules('x'.repeat(100_000), { maxLength: 10 })).toMatch(/you have 100,000/);
    expect(checkRules('مرحبا', { minLength: 3 })).toBeUndefined();
  });
});

describe('validateWithSchema', () => {
  it('maps Standard Schema issues (zod 4) to field names by path', () => {
    const schema = z.object({
      name: z.string().min(2, 'Enter your full name.'),
      addresses: z.array(z.object({ city: z.string().min(1, 'Enter a city.') })),
    });
    expect(
      validateWithSchema(schema, { name: 'A', addresses: [{ city: 'Oslo' }, { city: '' }] }),
    ).toEqual({
      name: 'Enter your full name.',
      'addresses.1.city': 'Enter a city.',
    });
    expect(validateWithSchema(schema, { name: 'Ada', addresses: [] })).toEqual({});
  });

  it('supports async schemas', async () => {
    const schema = z.object({ code: z.string().refine(async (v) => v === 'ok', 'Wrong code.') });
    await expect(validateWithSchema(schema, { code: 'no' })).resolves.toEqual({
      code: 'Wrong code.',
    });
  });
});

describe('sameRules', () => {
  const validate = () => undefined;
  it.each([
    [
      'the same settings built anew',
      { required: true, minLength: 3 },
      { minLength: 3, required: true },
      true,
    ],
    ['equal patterns', { pattern: /a+/u }, { pattern: /a+/u }, true],
    [
      'a setting with the same message',
      { min: { value: 1, message: 'm' } },
      { min: { value: 1, message: 'm' } },
      true,
    ],
    [
      'an undefined setting and a missing one',
      { max: undefined, required: true },
      { required: true },
      true,
    ],
    ['the same validator list', { validate: [validate] }, { validate: [validate] }, true],
    ['another setting', { minLength: 3 }, { minLength: 4 }, false],
    ['another message', { required: 'a' }, { required: 'b' }, false],
    ['another pattern', { pattern: /a/ }, { pattern: /a/i }, false],
    ['another function', { validate }, { validate: () => undefined }, false],
    ['rules and none', { required: true }, undefined, false],
  ])('compares %s', (_, a, b, same) => {
    expect(sameRules(a as FieldRules, b as FieldRules | undefined)).toBe(same);
  });
});
