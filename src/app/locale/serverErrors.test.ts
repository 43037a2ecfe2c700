import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient, HttpError } from 'tessera';
import { englishCatalogues, loadCatalogues, setActiveCatalogues } from './catalogue';
import { wordErrorBody, wordServerErrors } from './serverErrors';

// The test server (src/test) answers /api with the mock API's handlers.
const api = createHttpClient({ baseUrl: '/api', retry: false, interceptors: [wordServerErrors] });

const failure = (request: Promise<unknown>) =>
  request.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as HttpError,
  );

afterEach(() => setActiveCatalogues(englishCatalogues));

describe('errors from the mock server', () => {
  it('read in English by default, as the server’s own English does', async () => {
    const error = await failure(api.post('/tasks', { title: 'ab', labels: 'x' }));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('Some fields need your attention.');
    expect(error.fieldErrors).toEqual({
      title: 'Title must be at least 3 characters.',
      labels: 'Labels must be words of at most 30 characters.',
    });
  });

  it('read in the language on screen: the message and each field’s, with their numbers', async () => {
    setActiveCatalogues(await loadCatalogues('de'));
    const error = await failure(api.post('/tasks', { title: 'ab', labels: 'x' }));
    expect(error.message).toBe('Einige Felder brauchen Ihre Aufmerksamkeit.');
    expect(error.fieldErrors).toEqual({
      title: 'Der Titel muss mindestens 3 Zeichen lang sein.',
      labels: 'Schlagwörter müssen Wörter mit höchstens 30 Zeichen sein.',
    });
    setActiveCatalogues(await loadCatalogues('ar'));
    const conflict = await failure(
      api.patch('/tasks/t1', { title: 'Edited' }, { headers: { 'if-match': 'old' } }),
    );
    expect(conflict.message).toBe('غيّر شخص آخر هذه المهمة أثناء تعديلك لها.');
  });

  it('leave an unknown code to the library’s wording outside English, and a body without a code alone', async () => {
    setActiveCatalogues(await loadCatalogues('fr'));
    expect(wordErrorBody({ code: 'something.new', message: 'English' })).toEqual({
      code: 'something.new',
    });
    const plain = { message: 'No code here' };
    expect(wordErrorBody(plain)).toBe(plain);
    setActiveCatalogues(englishCatalogues);
    expect(wordErrorBody({ code: 'something.new', message: 'English' })).toEqual({
      code: 'something.new',
      message: 'English',
    });
  });
});
