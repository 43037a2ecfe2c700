import { describe, expect, it } from 'vitest';
import {
  collectFormData,
  NETWORK_ERROR_MESSAGE,
  ServerErrors,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './submission';

describe('ServerErrors', () => {
  it("puts a result's first messages on fields and its form error on the form", () => {
    const server = new ServerErrors();
    expect(server.apply({ fieldErrors: { email: ['', 'Taken.'], name: undefined } })).toBe(true);
    expect(server.get('email')).toBe('Taken.');
    expect(server.has('name')).toBe(false);
    expect(server.apply({ formError: 'Down.' })).toBe(true);
    expect(server.formError).toBe('Down.');
    expect(server.apply({})).toBe(false);
    expect(server.apply(null)).toBe(false);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch'), NETWORK_ERROR_MESSAGE],
    ['an offline typed error', { kind: 'offline', message: 'x' }, NETWORK_ERROR_MESSAGE],
    ['a timeout', { kind: 'timeout' }, TIMEOUT_ERROR_MESSAGE],
    ['a typed error with a message', { kind: 'server', message: 'Try later.' }, 'Try later.'],
    ['a developer error', new Error('undefined is not a function'), UNKNOWN_ERROR_MESSAGE],
    ['a thrown string', 'oops', UNKNOWN_ERROR_MESSAGE],
  ])('says what happened after %s', (_, error, message) => {
    const server = new ServerErrors();
    server.applyError(error);
    expect(server.formError).toBe(message);
  });

  it('keeps field errors of a thrown error without a form message', () => {
    const server = new ServerErrors();
    server.applyError({ fieldErrors: { email: 'Taken.' } });
    expect(server.get('email')).toBe('Taken.');
    expect(server.formError).toBeUndefined();
  });

  it('forgets a field and what lies inside it when the person changes it', () => {
    const server = new ServerErrors();
    server.apply({ fieldErrors: { rows: 'Too few.', 'rows.0.city': 'Unknown.', other: 'x' } });
    server.clearWithin('rows');
    expect(server.names()).toEqual(['other']);
  });
});

describe('collectFormData', () => {
  it('flattens the values to dotted names without a form element', () => {
    const data = collectFormData(null, { name: 'Ada', rows: [{ city: 'Oslo' }], none: null });
    expect([...data.entries()]).toEqual([
      ['name', 'Ada'],
      ['rows.0.city', 'Oslo'],
    ]);
  });

  it("reads the form element's own data when there is one", () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="q" value="tea">';
    expect(collectFormData(form, { ignored: 1 }).get('q')).toBe('tea');
  });
});
