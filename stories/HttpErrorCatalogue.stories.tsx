import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  Button,
  createHttpClient,
  HttpError,
  httpErrorCatalogue,
  Stack,
  Text,
  type HttpErrorKind,
} from '../src';
import { simulatedLatency } from './support/latency';

const api = createHttpClient({ baseUrl: '/api', retry: false });

/** How each entry of the catalogue is produced against the mock API. */
const triggers: Record<HttpErrorKind, () => Promise<unknown>> = {
  offline: () => api.get('/debug/offline'),
  timeout: () => api.get('/debug/timeout', { timeoutMs: 300 }),
  aborted: () => {
    const controller = new AbortController();
    void simulatedLatency(50).then(() => controller.abort());
    return api.get('/debug/timeout', { signal: controller.signal });
  },
  badRequest: () => api.get('/debug/400'),
  validation: () => api.post('/tasks', { title: 'x' }),
  unauthorized: () => api.get('/debug/401'),
  forbidden: () => api.get('/debug/403'),
  notFound: () => api.get('/tasks/does-not-exist'),
  conflict: () => api.patch('/tasks/t1', { title: 'Edited' }, { headers: { 'if-match': 'stale' } }),
  payloadTooLarge: () => api.get('/debug/413'),
  rateLimited: () => api.get('/debug/429', { query: { retryAfter: 30 } }),
  server: () => api.get('/debug/503'),
  malformedResponse: () => api.get('/debug/malformed'),
  unexpected: () => api.get('/debug/418'),
};

const kinds = Object.keys(httpErrorCatalogue) as HttpErrorKind[];

const cell = {
  padding: 'var(--space-2) var(--space-3)',
  borderBlockEnd: 'var(--border-width) solid var(--color-border)',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

function Row({ kind }: { kind: HttpErrorKind }) {
  const entry = httpErrorCatalogue[kind];
  const [result, setResult] = useState<string>('');
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    setResult('');
    try {
      await triggers[kind]();
      setResult('Unexpectedly succeeded');
    } catch (error) {
      const e = error as HttpError;
      const fields = e.fieldErrors
        ? ` Fields: ${Object.keys(e.fieldErrors).join(', ') || 'none'}.`
        : '';
      const wait = e.retryAfterMs !== undefined ? ` Retry after ${e.retryAfterMs / 1000} s.` : '';
      setResult(`Got ${e.kind}${e.status ? ` (${e.status})` : ''}: ${e.message}${fields}${wait}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <tr>
      <th scope="row" style={cell}>
        <code>{kind}</code>
      </th>
      <td style={cell}>{entry.status ?? '—'}</td>
      <td style={cell}>
        <strong>{entry.title}</strong>
        <br />
        {entry.message}
      </td>
      <td style={cell}>{entry.action}</td>
      <td style={cell}>{entry.retryable ? 'Yes' : 'No'}</td>
      <td style={cell}>
        <Stack gap="2" align="start">
          <Button size="sm" loading={busy} onClick={run} aria-label={`Trigger ${kind}`}>
            Trigger
          </Button>
          <Text size="sm" role="status" aria-label={`${kind} result`}>
            {result}
          </Text>
        </Stack>
      </td>
    </tr>
  );
}

/**
 * Every way a request can fail, as `HttpError.kind`, with the words a person sees and whether the
 * client retries it. Each row's Trigger button makes a real request against the mock API and shows
 * the error the client threw.
 */
function ErrorCatalogue() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 'var(--font-size-sm)' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: 'var(--space-3)' }}>
        HTTP error catalogue
      </caption>
      <thead>
        <tr>
          {['Kind', 'Status', 'Message', 'Suggested action', 'Retryable', 'Try it'].map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <Row key={kind} kind={kind} />
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Facilities/HTTP/Error catalogue',
  component: ErrorCatalogue,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'HTTP error catalogue' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(kinds.length + 1);
  },
};

/** Triggers every entry live against the mock API and checks the client's verdict for each. */
export const TriggerEach: Story = {
  play: async ({ canvas, step }) => {
    for (const kind of kinds) {
      await step(kind, async () => {
        await userEvent.click(canvas.getByRole('button', { name: `Trigger ${kind}` }));
        const status = canvas.getByRole('status', { name: `${kind} result` });
        await waitFor(() => expect(status).toHaveTextContent(new RegExp(`^Got ${kind}\\b`)));
      });
    }
    await expect(canvas.getByRole('status', { name: 'validation result' })).toHaveTextContent(
      'Fields: title.',
    );
    await expect(canvas.getByRole('status', { name: 'rateLimited result' })).toHaveTextContent(
      'Retry after 30 s.',
    );
  },
};
