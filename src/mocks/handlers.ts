import type { RequestHandler } from 'msw';

/**
 * The mock API's request handlers, shared by stories (msw-storybook-addon), unit tests (msw/node)
 * and the app's default data source. The HTTP facility fills this in.
 */
export const handlers: RequestHandler[] = [];
