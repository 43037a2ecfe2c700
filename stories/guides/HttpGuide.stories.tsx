import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  Button,
  DataState,
  EmptyState,
  HttpError,
  Inline,
  LoadingState,
  MAX_RETRY_AFTER_MS,
  Stack,
  Text,
  TextField,
  backoffDelay,
  bearerAuth,
  buildUrl,
  createHttpClient,
  dataStatus,
  defaultRetryOptions,
  describeError,
  isAbsoluteUrl,
  isHttpError,
  isRetryable,
  kindForStatus,
  logging,
  parseHttpDate,
  parseRetryAfter,
  requestId,
  type HttpLogEntry,
} from '../../src';
import {
  HttpProvider,
  createQueryClient,
  useHttpClient,
  useHttpMutation,
  useHttpNotify,
  type HttpNotice,
} from 'tessera/http';

// The live examples of Guides/HTTP and data (HttpGuide.mdx). Each story answers its own URLs under
// /api/guide-http/… with msw, so the stories on the one docs page never answer for each other.
const meta = {
  title: 'Guides/HTTP and data',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const base = '/api/guide-http';

function LogTable({ entries, caption }: { entries: HttpLogEntry[]; caption: string }) {
  return (
    <table>
      <caption style={{ textAlign: 'start' }}>
        <Text weight="semibold">{caption}</Text>
      </caption>
      <thead>
        <tr>
          <th scope="col">attempt</th>
          <th scope="col">request</th>
          <th scope="col">outcome</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, i) => (
          <tr key={i}>
            <td>{entry.attempt}</td>
            <td>
              <code>
                {entry.method} {new URL(entry.url).pathname}
                {new URL(entry.url).search}
              </code>
            </td>
            <td>{entry.status ?? entry.error}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ── The client and its interceptors ────────────────────────────────────────────────────────────
function ClientDemo() {
  const [log, setLog] = useState<HttpLogEntry[]>([]);
  const [answer, setAnswer] = useState<string | null>(null);
  const client = useMemo(
    () =>
      createHttpClient({
        baseUrl: base,
        interceptors: [
          requestId(),
          bearerAuth(() => 'token-123'),
          logging((entry) => setLog((all) => [...all, entry])),
        ],
      }),
    [],
  );
  return (
    <Stack gap="4">
      <Inline gap="2">
        <Button
          onClick={async () => {
            const me = await client.get<{ name: string; auth: string; id: string }>('/me', {
              query: { fields: ['name', 'email'] },
            });
            setAnswer(`${me.name}, sent with “${me.auth}” and a request id`);
          }}
        >
          Load my profile
        </Button>
      </Inline>
      {answer && <Text role="status">{answer}</Text>}
      <LogTable entries={log} caption="logging() saw" />
      <Text as="div" size="sm">
        <code>
          buildUrl('{base}', '/search', {'{'} q: 'a b', tag: ['x', 'y'] {'}'})
        </code>{' '}
        → <code>{buildUrl(base, '/search', { q: 'a b', tag: ['x', 'y'] })}</code>
        <br />
        <code>isAbsoluteUrl('https://cdn.example/x')</code> →{' '}
        <code>{String(isAbsoluteUrl('https://cdn.example/x'))}</code>,{' '}
        <code>isAbsoluteUrl('/me')</code> → <code>{String(isAbsoluteUrl('/me'))}</code>
      </Text>
    </Stack>
  );
}

/** A client with a base URL and three interceptors: a request id, a bearer token, a log. */
export const Client: Story = {
  render: () => <ClientDemo />,
  parameters: {
    msw: [
      http.get(`${base}/me`, ({ request }) =>
        HttpResponse.json({
          name: 'Ada Lovelace',
          auth: request.headers.get('authorization') ?? 'no token',
          id: request.headers.get('x-request-id') ?? '',
        }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load my profile' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Ada Lovelace, sent with “Bearer token-123”',
    );
    const rows = within(canvas.getByRole('table', { name: 'logging() saw' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('GET /api/guide-http/me?fields=name&fields=email');
    await expect(rows[1]).toHaveTextContent('200');
  },
};

// ── Retries with backoff ───────────────────────────────────────────────────────────────────────
let flakyCalls = 0;

function RetryDemo() {
  const [log, setLog] = useState<HttpLogEntry[]>([]);
  const [outcome, setOutcome] = useState<string | null>(null);
  const client = useMemo(
    () =>
      createHttpClient({
        baseUrl: base,
        // Short waits for the example; the defaults are below.
        retry: { attempts: 3, baseDelayMs: 50, jitter: false },
        interceptors: [logging((entry) => setLog((all) => [...all, entry]))],
      }),
    [],
  );
  const error503 = new HttpError({ kind: 'server', status: 503 });
  return (
    <Stack gap="4">
      <Inline gap="2">
        <Button
          onClick={async () => {
            setLog([]);
            const result = await client.get<{ ok: boolean }>('/flaky');
            setOutcome(result.ok ? 'Loaded, on the third attempt.' : 'No');
          }}
        >
          Load from a flaky server
        </Button>
        <Button
          onClick={async () => {
            setLog([]);
            try {
              await client.post('/flaky-post', { title: 'Once' });
            } catch (error) {
              if (isHttpError(error)) setOutcome(`POST failed at once: ${error.message}`);
            }
          }}
        >
          Send a POST to it
        </Button>
      </Inline>
      {outcome && <Text role="status">{outcome}</Text>}
      <LogTable entries={log} caption="Attempts" />
      <table>
        <caption style={{ textAlign: 'start' }}>
          <Text weight="semibold">
            backoffDelay(retry, defaultRetryOptions) without jitter (attempts{' '}
            {defaultRetryOptions.attempts}, base {defaultRetryOptions.baseDelayMs} ms, at most{' '}
            {defaultRetryOptions.maxDelayMs} ms)
          </Text>
        </caption>
        <thead>
          <tr>
            <th scope="col">retry</th>
            <th scope="col">wait</th>
            <th scope="col">with Retry-After: 2</th>
          </tr>
        </thead>
        <tbody>
          {[1, 2, 3, 4, 5, 6, 7].map((retry) => (
            <tr key={retry}>
              <td>{retry}</td>
              <td>{backoffDelay(retry, { ...defaultRetryOptions, jitter: false })} ms</td>
              <td>{backoffDelay(retry, defaultRetryOptions, parseRetryAfter('2'))} ms</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text as="div" size="sm">
        <code>isRetryable('GET', 503)</code> → {String(isRetryable('GET', error503))};{' '}
        <code>isRetryable('POST', 503)</code> → {String(isRetryable('POST', error503))}.{' '}
        <code>parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)</code> →{' '}
        {parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', Date.UTC(1994, 10, 6, 8, 49, 7))} ms (
        <code>parseHttpDate</code> reads the date:{' '}
        {new Date(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')!).toISOString()}); a wait longer
        than <code>MAX_RETRY_AFTER_MS</code> ({MAX_RETRY_AFTER_MS / 3_600_000} h) reads as that.
      </Text>
    </Stack>
  );
}

/** A GET retried after two 503s with growing waits; a POST, not idempotent, never retried. */
export const Retries: Story = {
  render: () => <RetryDemo />,
  beforeEach: () => {
    flakyCalls = 0;
  },
  parameters: {
    msw: [
      http.get(`${base}/flaky`, () => {
        flakyCalls += 1;
        return flakyCalls < 3
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ ok: true });
      }),
      http.post(`${base}/flaky-post`, () => new HttpResponse(null, { status: 503 })),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load from a flaky server' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Loaded, on the third attempt.',
    );
    const attempts = () =>
      within(canvas.getByRole('table', { name: 'Attempts' }))
        .getAllByRole('row')
        .slice(1);
    await expect(attempts().map((row) => row.textContent)).toEqual([
      '1GET /api/guide-http/flaky503',
      '2GET /api/guide-http/flaky503',
      '3GET /api/guide-http/flaky200',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a POST to it' }));
    await expect(await canvas.findByText(/^POST failed at once/)).toBeVisible();
    await expect(attempts()).toHaveLength(1);
  },
};

// ── Errors in words ────────────────────────────────────────────────────────────────────────────
function StatusTable() {
  const statuses = [200, 400, 401, 403, 404, 409, 413, 422, 429, 500, 503, 418];
  return (
    <table>
      <caption style={{ textAlign: 'start' }}>
        <Text weight="semibold">kindForStatus(status), and describeError of that error</Text>
      </caption>
      <thead>
        <tr>
          <th scope="col">status</th>
          <th scope="col">kind</th>
          <th scope="col">title</th>
          <th scope="col">what the person reads</th>
        </tr>
      </thead>
      <tbody>
        {statuses.map((status) => {
          const kind = kindForStatus(status);
          const described = kind ? describeError(new HttpError({ kind, status })) : null;
          return (
            <tr key={status}>
              <td>{status}</td>
              <td>
                <code>{kind ?? 'null (a success)'}</code>
              </td>
              <td>{described?.title ?? '—'}</td>
              <td>{described ? `${described.message} ${described.action}` : '—'}</td>
            </tr>
          );
        })}
        <tr>
          <td>—</td>
          <td>
            <code>(not an HttpError)</code>
          </td>
          <td>{describeError(new Error('x')).title}</td>
          <td>
            {describeError(new Error('x')).message} {describeError(new Error('x')).action}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Each status's kind and the words the catalogue gives it. */
export const StatusToWords: Story = {
  render: () => <StatusTable />,
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /^429/ });
    await expect(row).toHaveTextContent('rateLimited');
  },
};

// ── Mutations that refresh, and notices ────────────────────────────────────────────────────────
interface Note {
  id: number;
  text: string;
}
let notes: Note[] = [];

function Notes() {
  const client = useHttpClient();
  const notify = useHttpNotify();
  const [text, setText] = useState('');
  const list = useQuery({
    queryKey: ['guide-notes'],
    queryFn: ({ signal }) => client.get<Note[]>('/notes', { signal }),
  });
  const add = useHttpMutation<Note, string>({
    mutationFn: (value) => client.post<Note>('/notes', { text: value }),
    // The list is fetched again once the note is saved.
    invalidates: [['guide-notes']],
    onSuccess: (note) => {
      setText('');
      notify({ tone: 'success', title: `Added “${note.text}”` });
    },
  });
  return (
    <Stack gap="4" style={{ maxInlineSize: 420 }}>
      <form
        aria-label="Add a note"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(text);
        }}
      >
        <Inline gap="2" align="end">
          <TextField label="Note" value={text} onValueChange={setText} />
          <Button type="submit" loading={add.isPending}>
            Add
          </Button>
        </Inline>
      </form>
      <Text size="sm">
        Status: <code data-testid="status">{dataStatus(list, (data) => data.length === 0)}</code>
      </Text>
      <DataState
        query={list}
        label="Notes"
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState heading="No notes yet" />}
      >
        {(data) => (
          <ul aria-label="Notes">
            {data.map((note) => (
              <li key={note.id}>{note.text}</li>
            ))}
          </ul>
        )}
      </DataState>
    </Stack>
  );
}

function NotesDemo() {
  const [notice, setNotice] = useState<HttpNotice | null>(null);
  const queryClient = useMemo(() => createQueryClient({ staleTime: 0 }), []);
  const client = useMemo(() => createHttpClient({ baseUrl: base, retry: false }), []);
  return (
    <HttpProvider client={client} queryClient={queryClient} notify={setNotice}>
      <Notes />
      {notice && (
        <Text as="div" data-testid="notice">
          Notice: {notice.title}
        </Text>
      )}
    </HttpProvider>
  );
}

/** `useHttpMutation` saves, refetches the list it `invalidates`, and notifies through the provider. */
export const MutationAndNotice: Story = {
  render: () => <NotesDemo />,
  beforeEach: () => {
    notes = [];
  },
  parameters: {
    msw: [
      http.get(`${base}/notes`, () => HttpResponse.json(notes)),
      http.post(`${base}/notes`, async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        const note = { id: notes.length + 1, text };
        notes = [...notes, note];
        return HttpResponse.json(note, { status: 201 });
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notes yet')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Buy milk');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByTestId('notice')).toHaveTextContent('Added “Buy milk”');
    const list = await canvas.findByRole('list', { name: 'Notes' });
    await expect(await within(list).findByText('Buy milk')).toBeVisible();
    await expect(canvas.getByTestId('status')).toHaveTextContent('ready');
  },
};

// ── LoadingState ───────────────────────────────────────────────────────────────────────────────
/** `LoadingState`: nothing for `delayMs`, then a spinner (or the skeletons you give it). */
export const Loading: Story = {
  render: () => <LoadingState label="Loading the notes" delayMs={0} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the notes');
  },
};
