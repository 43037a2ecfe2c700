import { setupServer } from 'msw/node';
import { handlers } from '../mocks/handlers';

/**
 * The mock API for unit tests (msw/node), started by src/test/setup.ts. A test overrides a handler
 * with `server.use(http.get('*\/api/…', …))`; overrides, data and faults reset after each test.
 */
export const server = setupServer(...handlers);
