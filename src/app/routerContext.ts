import { createContext } from 'react';
import type { createBrowserRouter } from 'react-router';

/**
 * The app's router, for a screen that must read its state as it is at this moment rather than as
 * last rendered (whether a navigation the person asked for is under way or waits on a question).
 */
export const AppRouterContext = createContext<ReturnType<typeof createBrowserRouter> | null>(null);
