import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { LoaderFunction, Renderer } from 'storybook/internal/types';

// One mock API for stories, tests and the app: msw's worker with the app's handlers, loaded on
// demand (so a page without a story, such as the Introduction, never downloads msw). Requests with
// no handler go to the network untouched. A story adds or overrides handlers with `parameters.msw`
// (a list, or `{ handlers: [...] | { name: [...] } }`) or `beforeEach({ msw }) { msw.use(…) }`.

let worker: Promise<SetupWorker> | undefined;

async function startWorker(): Promise<SetupWorker> {
  const [{ setupWorker }, { handlers }] = await Promise.all([
    import('msw/browser'),
    import('../src/mocks/handlers'),
  ]);
  const instance = setupWorker(...handlers);
  await instance.start({ onUnhandledRequest: 'bypass', quiet: true });
  return instance;
}

type MswParameter = RequestHandler[] | { handlers?: RequestHandler[] | Record<string, unknown> };

/** A story's own handlers, from `parameters.msw` in any of the shapes it may take. */
export function storyHandlers(parameter: MswParameter | undefined): RequestHandler[] {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const { handlers } = parameter;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers))
    .flat()
    .filter(Boolean) as RequestHandler[];
}

/** Which docs page the handlers in place belong to (undefined: a story alone). */
let docsPage: string | undefined;
/** `GET /api/x` → the story that mocks it on the current docs page. */
let mockedOnPage = new Map<string, string>();

function currentDocsPage(title: string): string {
  // The preview keeps the selected entry in its own URL (`iframe.html?id=…&viewMode=docs`).
  return new URLSearchParams(globalThis.location?.search ?? '').get('id') ?? title;
}

/**
 * Storybook's loader for the mock API. Alone, a story starts from the app's handlers plus its own.
 * A docs page renders several stories at once on one page, and a page has one network: there, each
 * story's handlers are added to the page's instead of replacing them, so every story on the page
 * finds its own (the DataTable page's "Server Paged" story used to get a 404 because the next story's
 * loader had reset them). Two stories on one page that answer the same request differently cannot
 * both be served inline: that is reported, and such a story renders in its own frame on docs pages
 * (`parameters.docs.story.inline: false`).
 */
export const mockApiLoader: LoaderFunction<Renderer> = async (context) => {
  const instance = await (worker ??= startWorker());
  (context as { msw?: SetupWorker }).msw = instance;
  const handlers = storyHandlers(context.parameters.msw as MswParameter | undefined);
  const page = context.viewMode === 'docs' ? currentDocsPage(context.title) : undefined;
  if (page === undefined || page !== docsPage) {
    instance.resetHandlers();
    mockedOnPage = new Map();
  }
  docsPage = page;
  if (page !== undefined) {
    for (const handler of handlers) {
      const { method, path } = handler.info as { method?: unknown; path?: unknown };
      const key = `${String(method ?? '')} ${String(path ?? handler.info.header)}`;
      const other = mockedOnPage.get(key);
      if (other && other !== context.id) {
        console.warn(
          `Mock API: "${context.id}" and "${other}" both answer ${key} on one docs page, so one of ` +
            "them shows the other's answer. Give one of them `parameters.docs.story.inline: false`.",
        );
      }
      mockedOnPage.set(key, context.id);
    }
  }
  if (handlers.length) instance.use(...handlers);
  return {};
};
