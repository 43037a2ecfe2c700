import type { HttpInterceptor } from 'tessera';
import { activeCatalogues } from './catalogue';
import { appTranslator } from './context';
import { en } from './messages/en';

type Values = Record<string, string | number>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const knownCode = (code: unknown): code is keyof typeof en.serverErrors =>
  typeof code === 'string' && Object.hasOwn(en.serverErrors, code);

const values = (entry: Record<string, unknown>): Values | undefined =>
  isRecord(entry.values) ? (entry.values as Values) : undefined;

/**
 * An error body worded in the language on screen: the server sends stable codes (`code`, and per
 * field `fieldCodes: { title: { code, values } }`, see src/mocks/handlers.ts) beside its English;
 * each known code becomes the app catalogue's sentence. An unknown code's English message is
 * dropped outside English, so the library's wording of the error's kind shows instead.
 */
export function wordErrorBody(body: unknown): unknown {
  if (!isRecord(body) || typeof body.code !== 'string') return body;
  const t = appTranslator(activeCatalogues(), 'serverErrors');
  const worded: Record<string, unknown> = { ...body };
  if (knownCode(body.code)) worded.message = t(body.code, values(body));
  else if (activeCatalogues().language !== 'en') delete worded.message;
  if (isRecord(body.fieldCodes)) {
    const fieldErrors: Record<string, unknown> = isRecord(body.fieldErrors)
      ? { ...body.fieldErrors }
      : {};
    for (const [field, entry] of Object.entries(body.fieldCodes)) {
      if (isRecord(entry) && knownCode(entry.code))
        fieldErrors[field] = t(entry.code, values(entry));
    }
    worded.fieldErrors = fieldErrors;
  }
  return worded;
}

/**
 * The HTTP client's interceptor that words a failed answer's codes before the client reads it, so
 * the `HttpError` (its message, its field errors) is in the person's language.
 */
export const wordServerErrors: HttpInterceptor = {
  async response(response) {
    if (response.ok || !/json/i.test(response.headers.get('content-type') ?? '')) return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return;
    }
    const worded = wordErrorBody(body);
    if (worded === body) return;
    return new Response(JSON.stringify(worded), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  },
};
