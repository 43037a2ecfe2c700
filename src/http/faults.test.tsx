import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from '../components/TextArea/TextArea';
import { TextField } from '../components/TextField/TextField';
import { Form } from '../forms/Form';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../forms/store';
import { server } from '../test/msw';
import { createHttpClient } from './client';
import type { HttpMethod } from './types';
import { httpErrorCatalogue as catalogue, type HttpErrorKind } from './errors';

// The HTTP fault matrix tied to "no data loss": for every entry of the error catalogue, a Form
// submitted through the HTTP client against the mock server shows the person what went wrong,
// retries only what is safe to repeat, puts field errors on their fields, keeps every typed value,
// and sends those same values once the server is back. The client's own mapping of statuses to
// kinds and its retry timing are tested in client.test.ts; this file tests the whole chain.

const ATTEMPTS = 3;
const TIMEOUT_MS = 150;

const client = createHttpClient({
  baseUrl: '/api',
  timeoutMs: TIMEOUT_MS,
  retry: { attempts: ATTEMPTS, baseDelayMs: 5, maxDelayMs: 1000, jitter: false },
});

interface Fault {
  /** What the server (or the network) does on every attempt. */
  respond: () => Response | Promise<Response>;
  kind: HttpErrorKind;
  /** The text the person must see. */
  message: string;
  /** Retried when the request is idempotent (GET, PUT). */
  transient: boolean;
  /** Field errors the answer carries, by field name. */
  fieldErrors?: Record<string, string>;
  /** The person cancels the request (the Cancel button) instead of waiting for an answer. */
  cancel?: boolean;
}

const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers });
const fieldErrors = { title: 'That title is already taken.', notes: 'Notes are too long.' };
const never = async () => {
  await delay('infinite');
  return new Response(null);
};

const faults: Record<string, Fault> = {
  offline: {
    respond: () => HttpResponse.error(),
    kind: 'offline',
    message: NETWORK_ERROR_MESSAGE,
    transient: true,
  },
  timeout: { respond: never, kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE, transient: true },
  '400 with field errors': {
    respond: () => json(400, { message: 'Bad request.', fieldErrors }),
    kind: 'badRequest',
    message: fieldErrors.title,
    transient: false,
    fieldErrors,
  },
  '422 with field errors': {
    respond: () =>
      json(422, {
        message: 'Some fields need your attention.',
        errors: [
          { field: 'title', message: fieldErrors.title },
          { path: ['notes'], message: fieldErrors.notes },
        ],
      }),
    kind: 'validation',
    message: fieldErrors.title,
    transient: false,
    fieldErrors,
  },
  '401': {
    respond: () => json(401, { message: 'jwt expired' }),
    kind: 'unauthorized',
    message: catalogue.unauthorized.message,
    transient: false,
  },
  '403': {
    respond: () => json(403, {}),
    kind: 'forbidden',
    message: catalogue.forbidden.message,
    transient: false,
  },
  '404': {
    respond: () => json(404, { message: 'No such task' }),
    kind: 'notFound',
    message: catalogue.notFound.message,
    transient: false,
  },
  '409': {
    respond: () => json(409, { message: 'Grace changed this task a minute ago.' }),
    kind: 'conflict',
    message: 'Grace changed this task a minute ago.',
    transient: false,
  },
  '413': {
    respond: () => new HttpResponse('<h1>413 Request Entity Too Large</h1>', { status: 413 }),
    kind: 'payloadTooLarge',
    message: catalogue.payloadTooLarge.message,
    transient: false,
  },
  '429 with Retry-After': {
    // Delta-seconds are whole seconds (RFC 9110 §10.2.3); how long the client waits for a longer
    // Retry-After is tested with fake timers in client.test.ts.
    respond: () => json(429, {}, { 'retry-after': '0' }),
    kind: 'rateLimited',
    message: catalogue.rateLimited.message,
    transient: true,
  },
  '500': {
    respond: () => json(500, { message: 'NullPointerException at Foo.java:42' }),
    kind: 'server',
    message: catalogue.server.message,
    transient: true,
  },
  '502 (an HTML error page)': {
    respond: () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
    kind: 'server',
    message: catalogue.server.message,
    transient: true,
  },
  '503': {
    respond: () => json(503, {}),
    kind: 'server',
    message: catalogue.server.message,
    transient: true,
  },
  'malformed JSON': {
    respond: () =>
      new HttpResponse('{"id": "t1", "title": "Unterminated', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    kind: 'malformedResponse',
    message: catalogue.malformedResponse.message,
    transient: false,
  },
  '418 (any other 4xx)': {
    respond: () => json(418, { message: 'I am a teapot' }),
    kind: 'unexpected',
    message: catalogue.unexpected.message,
    transient: false,
  },
  abort: {
    respond: never,
    kind: 'aborted',
    message: catalogue.aborted.message,
    transient: false,
    cancel: true,
  },
};

// Every kind the catalogue knows appears above: a new kind without a row here fails this check.
it('covers every kind of the error catalogue', () => {
  const covered = new Set(Object.values(faults).map((f) => f.kind));
  const kinds = Object.keys(catalogue) as HttpErrorKind[];
  expect(kinds.filter((k) => !covered.has(k))).toEqual([]);
});

/** What the person types: plain, emoji, right-to-left, markup, and spaces that must survive. */
const typed = { title: 'Write the report 📝', notes: '  مرحبا <b>bold</b> & "quotes"  ' };

interface Sent {
  method: string;
  at: number;
  values: Record<string, unknown>;
}

/** A search form sends GET (idempotent), an edit form PUT (idempotent), a create form POST (not). */
const methods: Array<[HttpMethod, string]> = [
  ['GET', 'a search form'],
  ['PUT', 'an edit form'],
  ['POST', 'a create form'],
];

function TaskForm({ method }: { method: HttpMethod }) {
  const controller = useRef<AbortController | null>(null);
  return (
    <Form
      onSubmit={async (values: Record<string, unknown>) => {
        controller.current = new AbortController();
        const { signal } = controller.current;
        if (method === 'GET') {
          await client.get('/tasks', { query: values as Record<string, string>, signal });
        } else {
          await client.request(method, method === 'POST' ? '/tasks' : '/tasks/t1', {
            body: values,
            signal,
          });
        }
      }}
    >
      <TextField name="title" label="Title" />
      <TextArea name="notes" label="Notes" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => controller.current?.abort()}>
        Cancel
      </button>
    </Form>
  );
}

/** Answers /api/tasks with the fault until `recover()`, then with success; records what arrived. */
function mockServer(fault: Fault) {
  const sent: Sent[] = [];
  let healthy = false;
  const resolver = async ({ request }: { request: Request }) => {
    const values =
      request.method === 'GET'
        ? Object.fromEntries(new URL(request.url).searchParams)
        : ((await request.json()) as Record<string, unknown>);
    sent.push({ method: request.method, at: performance.now(), values });
    if (healthy) return HttpResponse.json({ id: 't1', ...values });
    return fault.respond();
  };
  server.use(http.all('*/api/tasks', resolver), http.all('*/api/tasks/:id', resolver));
  return {
    sent,
    recover: () => {
      healthy = true;
    },
  };
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const notes = () => screen.getByRole('textbox', { name: 'Notes' });

describe.each(methods)('HTTP faults: %s submitted by %s', (method) => {
  it.each(Object.entries(faults))(
    '%s: says what happened, retries only if safe, and loses no typed value',
    async (_, fault) => {
      // No pause between keystrokes: the matrix has 46 cases and the values are what matters.
      const user = userEvent.setup({ delay: null });
      const mock = mockServer(fault);
      render(<TaskForm method={method} />);
      await user.type(title(), typed.title);
      // user.type would read "<b>" as text anyway; paste keeps the leading spaces exactly.
      await user.click(notes());
      await user.paste(typed.notes);
      await user.click(screen.getByRole('button', { name: 'Save' }));

      if (fault.cancel) {
        await waitFor(() => expect(mock.sent).toHaveLength(1));
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
      }

      // The person is told, in the summary at the top, in words written for people.
      const summary = await screen.findByRole('region');
      expect(summary).toHaveTextContent(fault.message);
      expect(summary).toHaveFocus();

      // Retries: only an idempotent request after a transient failure, up to the attempt limit.
      const retried = fault.transient && method !== 'POST';
      expect(mock.sent).toHaveLength(retried ? ATTEMPTS : 1);
      expect(mock.sent.every((s) => s.method === method)).toBe(true);
      // Every attempt carried exactly what was typed.
      for (const s of mock.sent) expect(s.values).toEqual(typed);

      // Field errors land on their fields and are listed as links to them.
      if (fault.fieldErrors) {
        expect(title()).toHaveAttribute('aria-invalid', 'true');
        expect(title()).toHaveAccessibleErrorMessage(fault.fieldErrors.title);
        expect(notes()).toHaveAccessibleErrorMessage(fault.fieldErrors.notes);
        expect(
          within(summary).getByRole('link', { name: `Title: ${fault.fieldErrors.title}` }),
        ).toBeInTheDocument();
      } else {
        expect(title()).not.toHaveAttribute('aria-invalid');
        expect(notes()).not.toHaveAttribute('aria-invalid');
      }

      // No data loss: every value is still in the form, exactly as typed.
      expect(title()).toHaveValue(typed.title);
      expect(notes()).toHaveValue(typed.notes);

      // Once the server is back, submitting again sends the same values and succeeds.
      mock.recover();
      const before = mock.sent.length;
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
      expect(mock.sent).toHaveLength(before + 1);
      expect(mock.sent.at(-1)!.values).toEqual(typed);
      expect(title()).toHaveValue(typed.title);
    },
  );
});
