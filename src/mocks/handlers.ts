import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { getMockApiConfig, pickLatency } from './config';
import { newTask, type Page, type Task } from '../domain/tasks';
import { mockData, rememberReply, saveMockData } from './db';
import { fieldError, invalidBody, validateTask, type FieldError } from './validation';

/**
 * The mock API's request handlers, shared by stories (msw-storybook-addon), unit tests (msw/node)
 * and the app's default data source.
 *
 * - `GET    /api/tasks?page&pageSize&sort=title:asc&status=open,done&priority&assigneeId&q` → `Page<Task>`
 * - `GET    /api/tasks/:id` → `Task` | 404
 * - `POST   /api/tasks` → 201 `Task` | 422 `{ code, message, fieldErrors, fieldCodes }` | 413
 * - `PATCH  /api/tasks/:id` (and `PUT`) → `Task` | 404 | 422 | 409 when `If-Match` names an older `updatedAt`;
 *   `PUT` to an id that holds no task creates it there (201), keeping the `createdAt` sent (Undo)
 * - `DELETE /api/tasks/:id` → 204 | 404
 * - `GET    /api/people?q&limit` → `Person[]`, `GET /api/people/:id` → `Person` | 404
 * - `GET    /api/usernames/:name` → `{ name, available, reason? }`
 * - `GET    /api/debug/:scenario` → answers a chosen status (`/api/debug/503?retryAfter=2`),
 *   or `offline`, `malformed`, `timeout` (never answers), for the error catalogue's demonstrations.
 *
 * Every error answer carries a stable machine `code` (`task.notFound`, `request.invalid`…) beside
 * an English `message` for logs and plain clients; a 422 adds, per field, an English message
 * (`fieldErrors`) and its code with the values it needs (`fieldCodes: { title: { code:
 * 'title.tooShort', values: { min: 3 } } }`), so a client words them in its person's language.
 */

const API = '*/api';
const MAX_BODY_BYTES = 64 * 1024;

const faults = http.all(`${API}/*`, async ({ request }) => {
  const config = getMockApiConfig();
  const late = config.lateRate > 0 && Math.random() < config.lateRate;
  const ms = pickLatency(config) + (late ? 3000 + Math.round(Math.random() * 5000) : 0);
  if (ms > 0) await delay(ms);
  if (new URL(request.url).pathname.startsWith('/api/debug/')) return undefined;
  if (config.fault === 'offline') return HttpResponse.error();
  if (config.fault === 'status') return errorResponse(config.status);
  if (config.errorRate > 0 && Math.random() < config.errorRate) return errorResponse(500);
  if (config.dropRate > 0 && Math.random() < config.dropRate) {
    // Lost on the way there, or on the way back after the server did the work: a client must
    // not tell them apart, and a write sent again must not be done twice (Idempotency-Key).
    if (Math.random() < 0.5) await getResponse(handlers.slice(1), request.clone());
    return HttpResponse.error();
  }
  if (config.fault === 'malformed') return malformed();
  // Nothing to inject: the next handler answers.
  return undefined;
});

type Resolver = (info: { request: Request; params: Record<string, unknown> }) => Promise<Response>;

/**
 * A write sent again with the same `Idempotency-Key` gets the answer of the first one that
 * succeeded, and nothing is done twice (IETF draft "The Idempotency-Key HTTP Header Field"). A
 * refused attempt is not kept: the same key may come back fixed, or against a newer version.
 */
function idempotent(resolver: Resolver): Resolver {
  return async (info) => {
    const key = info.request.headers.get('idempotency-key');
    if (!key) return resolver(info);
    const earlier = mockData().replies[key];
    if (earlier) {
      return earlier.body === null
        ? new HttpResponse(null, { status: earlier.status })
        : HttpResponse.json(earlier.body, { status: earlier.status });
    }
    const response = await resolver(info);
    if (response.ok) {
      const body: unknown =
        response.status === 204
          ? null
          : await response
              .clone()
              .json()
              .catch(() => null);
      rememberReply(key, { status: response.status, body });
    }
    return response;
  };
}

/** The current version did not match what the write was made against: 409, with the current one. */
function conflict(task: Task) {
  return HttpResponse.json(
    {
      code: 'task.conflict',
      message: 'Someone else changed this task while you were editing.',
      current: task,
    },
    { status: 409 },
  );
}

function malformed() {
  return new HttpResponse('{"items": [ {"id": "t1", "title": "Unterminated', {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** An error answer shaped like a real API's, for any status. */
export function errorResponse(status: number, retryAfterSeconds?: number) {
  const headers: Record<string, string> = {};
  if (status === 429 || status === 503) headers['retry-after'] = String(retryAfterSeconds ?? 1);
  if (status === 400 || status === 422) {
    return HttpResponse.json(invalidBody({ title: fieldError('title.tooShort', { min: 3 }) }), {
      status,
      headers,
    });
  }
  const body = { code: 'server.status', message: `Mock API: HTTP ${status}`, values: { status } };
  return HttpResponse.json(body, { status, headers });
}

const SORTABLE = ['title', 'status', 'priority', 'dueDate', 'createdAt', 'updatedAt'] as const;
type SortField = (typeof SORTABLE)[number];
const RANK: Record<string, number> = {
  low: 0,
  medium: 1,
  high: 2,
  open: 0,
  in_progress: 1,
  done: 2,
};

function compare(a: Task, b: Task, field: SortField): number {
  if (field === 'priority' || field === 'status') return RANK[a[field]]! - RANK[b[field]]!;
  const x = a[field] ?? '';
  const y = b[field] ?? '';
  return x.localeCompare(y, 'en', { sensitivity: 'base' });
}

function intParam(value: string | null, fallback: number, min: number, max: number) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** Lists tasks with filtering, sorting and paging, as the handler does (exported for tests). */
export function queryTasks(tasks: Task[], params: URLSearchParams): Page<Task> {
  const statuses = (params.get('status') ?? '').split(',').filter(Boolean);
  const priorities = (params.get('priority') ?? '').split(',').filter(Boolean);
  const assigneeId = params.get('assigneeId');
  const q = (params.get('q') ?? '').trim().toLocaleLowerCase();
  let items = tasks.filter(
    (t) =>
      (!statuses.length || statuses.includes(t.status)) &&
      (!priorities.length || priorities.includes(t.priority)) &&
      (!assigneeId ||
        (assigneeId === 'none' ? t.assigneeId === null : t.assigneeId === assigneeId)) &&
      (!q ||
        t.title.toLocaleLowerCase().includes(q) ||
        t.description.toLocaleLowerCase().includes(q) ||
        t.labels.some((l) => l.toLocaleLowerCase().includes(q))),
  );
  const [field, direction] = (params.get('sort') ?? 'createdAt:desc').split(':');
  if ((SORTABLE as readonly string[]).includes(field ?? '')) {
    const sign = direction === 'desc' ? -1 : 1;
    // Tasks without the value (no due date) go last whichever the direction.
    const blank = (t: Task) => Number(t[field as SortField] === null);
    items = [...items].sort(
      (a, b) =>
        blank(a) - blank(b) || sign * compare(a, b, field as SortField) || a.id.localeCompare(b.id),
    );
  }
  const pageSize = intParam(params.get('pageSize'), 20, 1, 100);
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = intParam(params.get('page'), 1, 1, totalPages);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total,
    totalPages,
  };
}

async function readJson(request: Request): Promise<{ body: unknown } | { response: Response }> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    return {
      response: HttpResponse.json(
        { code: 'request.tooLarge', message: 'The task is too large.' },
        { status: 413 },
      ),
    };
  }
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return {
      response: HttpResponse.json(
        {
          code: 'request.notJson',
          message: 'The request body is not valid JSON.',
          fieldErrors: {},
        },
        { status: 400 },
      ),
    };
  }
}

function invalid(errors: Record<string, FieldError>) {
  return HttpResponse.json(invalidBody(errors), { status: 422 });
}

const notFoundWording = {
  task: 'The task',
  person: 'The person',
  scenario: 'The scenario',
} as const;

function notFound(what: keyof typeof notFoundWording) {
  return HttpResponse.json(
    { code: `${what}.notFound`, message: `${notFoundWording[what]} was not found.` },
    { status: 404 },
  );
}

async function updateTask({
  request,
  params,
}: {
  request: Request;
  params: Record<string, unknown>;
}) {
  const data = mockData();
  const task = data.tasks.find((t) => t.id === params.id);
  if (!task && request.method === 'PUT') return putNewTask(request, String(params.id));
  if (!task) return notFound('task');
  const ifMatch = request.headers.get('if-match');
  if (ifMatch && ifMatch !== task.updatedAt) return conflict(task);
  const read = await readJson(request);
  if ('response' in read) return read.response;
  const result = validateTask(read.body, data.people, request.method === 'PATCH');
  if (!result.ok) return invalid(result.fieldErrors);
  Object.assign(task, result.value, { updatedAt: new Date().toISOString() });
  saveMockData();
  return HttpResponse.json(task);
}

/**
 * PUT to a task's address that holds none creates it there (RFC 9110 §9.3.4), with the `createdAt`
 * sent: how Undo puts a deleted task back as it was, under the same id.
 */
async function putNewTask(request: Request, id: string) {
  const data = mockData();
  if (!/^[\w-]{1,64}$/.test(id)) return notFound('task');
  const read = await readJson(request);
  if ('response' in read) return read.response;
  const result = validateTask(read.body, data.people, false);
  if (!result.ok) return invalid(result.fieldErrors);
  const sent = (read.body as { createdAt?: unknown }).createdAt;
  const now = new Date().toISOString();
  const createdAt =
    typeof sent === 'string' && !Number.isNaN(Date.parse(sent)) && sent <= now ? sent : now;
  const restored = newTask(id, result.value, createdAt, now);
  data.tasks.unshift(restored);
  saveMockData();
  return HttpResponse.json(restored, { status: 201 });
}

const RESERVED_USERNAMES = new Set(['admin', 'root', 'support', 'tessera', 'api']);

export const handlers: RequestHandler[] = [
  faults,

  http.get(`${API}/tasks`, ({ request }) =>
    HttpResponse.json(queryTasks(mockData().tasks, new URL(request.url).searchParams)),
  ),

  http.get(`${API}/tasks/:id`, ({ params }) => {
    const task = mockData().tasks.find((t) => t.id === params.id);
    return task ? HttpResponse.json(task) : notFound('task');
  }),

  http.post(
    `${API}/tasks`,
    idempotent(async ({ request }) => {
      const data = mockData();
      const read = await readJson(request);
      if ('response' in read) return read.response;
      const result = validateTask(read.body, data.people, false);
      if (!result.ok) return invalid(result.fieldErrors);
      const now = new Date().toISOString();
      const task = newTask(`t${data.nextId++}`, result.value, now);
      data.tasks.unshift(task);
      saveMockData();
      return HttpResponse.json(task, {
        status: 201,
        headers: { location: `/api/tasks/${task.id}` },
      });
    }),
  ),

  http.patch(`${API}/tasks/:id`, idempotent(updateTask)),
  http.put(`${API}/tasks/:id`, idempotent(updateTask)),

  http.delete(
    `${API}/tasks/:id`,
    idempotent(async ({ request, params }) => {
      const data = mockData();
      const index = data.tasks.findIndex((t) => t.id === params.id);
      if (index < 0) return notFound('task');
      const ifMatch = request.headers.get('if-match');
      if (ifMatch && ifMatch !== data.tasks[index]!.updatedAt) return conflict(data.tasks[index]!);
      data.tasks.splice(index, 1);
      saveMockData();
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(`${API}/people`, ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').trim().toLocaleLowerCase();
    const limit = intParam(url.searchParams.get('limit'), 50, 1, 100);
    const people = mockData().people.filter(
      (p) => !q || p.name.toLocaleLowerCase().includes(q) || p.username.includes(q),
    );
    return HttpResponse.json(people.slice(0, limit));
  }),

  http.get(`${API}/people/:id`, ({ params }) => {
    const person = mockData().people.find((p) => p.id === params.id);
    return person ? HttpResponse.json(person) : notFound('person');
  }),

  http.get(`${API}/usernames/:name`, ({ params }) => {
    const name = String(params.name).toLocaleLowerCase();
    if (!/^[a-z0-9_]{3,20}$/.test(name)) {
      return HttpResponse.json({
        name,
        available: false,
        reason: 'Use 3 to 20 letters, digits or underscores.',
      });
    }
    const taken =
      RESERVED_USERNAMES.has(name) || mockData().people.some((p) => p.username === name);
    return HttpResponse.json(
      taken
        ? { name, available: false, reason: 'That username is taken.' }
        : { name, available: true },
    );
  }),

  http.all(`${API}/debug/:scenario`, async ({ params, request }) => {
    const scenario = String(params.scenario);
    if (scenario === 'offline') return HttpResponse.error();
    if (scenario === 'malformed') return malformed();
    if (scenario === 'timeout') {
      await delay('infinite');
      return undefined;
    }
    const status = Number(scenario);
    if (!Number.isInteger(status) || status < 200 || status > 599) return notFound('scenario');
    if (status < 300) return HttpResponse.json({ ok: true }, { status });
    const retryAfter = new URL(request.url).searchParams.get('retryAfter');
    return errorResponse(status, retryAfter === null ? undefined : Number(retryAfter));
  }),
];
