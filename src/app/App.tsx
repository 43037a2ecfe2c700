import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import {
  createHttpClient,
  ErrorBoundary,
  HttpProvider,
  lazyRoute,
  RouteError,
  RouterRoot,
  ThemeProvider,
  ToastProvider,
  toast,
} from 'tessera';
import { subscribeMockData } from '../mocks';
import { apiBaseUrl } from './config';
import { Layout } from './Layout';
import { reportError, reportErrorsFrom } from './reportError';
import { RootError } from './RootError';
import { useAppSettings } from './settings';
import { SettingsContext } from './settingsContext';

// Every screen is its own chunk: only the first screen's code loads at start. While one loads, the
// frame stays and an indicator shows in its place if it takes longer than 300 ms.
const taskList = lazyRoute(() => import('./screens/TaskList').then((m) => m.TaskList));
const taskForm = lazyRoute(() => import('./screens/TaskForm').then((m) => m.TaskForm));

const routes: RouteObject[] = [
  {
    element: <RouterRoot titleTemplate="%s · Tessera" viewTransition />,
    // The frame itself failed: a full page with Reload and a way back to the task list.
    errorElement: <RouteError homeHref="/tasks" homeLabel="Go to the task list" />,
    children: [
      {
        element: <Layout />,
        children: [
          { index: true, handle: { title: 'Tasks' }, ...taskList },
          { path: 'tasks', handle: { title: 'Tasks' }, ...taskList },
          { path: 'tasks/new', handle: { title: 'New task' }, ...taskForm },
          { path: 'tasks/:id/edit', handle: { title: 'Edit task' }, ...taskForm },
          {
            path: 'tasks/:id',
            handle: { title: 'Task' },
            ...lazyRoute(() => import('./screens/TaskDetail').then((m) => m.TaskDetail)),
          },
          {
            path: 'settings',
            handle: { title: 'Settings' },
            ...lazyRoute(() => import('./screens/Settings').then((m) => m.Settings)),
          },
          {
            path: '*',
            handle: { title: 'Page not found' },
            ...lazyRoute(() => import('./screens/NotFound').then((m) => m.NotFound)),
          },
        ],
      },
    ],
  },
];

export interface AppProps {
  /** Settles once the API can answer (the mock API's worker has started); requests wait for it. */
  apiReady?: Promise<void>;
}

/**
 * The reference app: providers, then the routes. Composed from the public barrel only. Everything
 * sits inside a root error boundary: should a provider (or anything above the router) fail, a page
 * says so and offers Reload instead of leaving a blank page.
 */
export function App({ apiReady }: AppProps) {
  return (
    <ErrorBoundary onError={reportErrorsFrom('root boundary')} fallback={<RootError />}>
      <AppProviders apiReady={apiReady} />
    </ErrorBoundary>
  );
}

function AppProviders({ apiReady }: AppProps) {
  const [settings, updateSettings] = useAppSettings();
  const router = useMemo(() => createBrowserRouter(routes), []);
  const client = useMemo(
    () =>
      createHttpClient({
        baseUrl: apiBaseUrl.url,
        retry: false,
        interceptors: apiReady ? [{ request: () => apiReady }] : [],
      }),
    [apiReady],
  );
  return (
    <ThemeProvider
      theme={settings.theme}
      density={settings.density}
      motion={settings.motion}
      onThemeChange={(theme) => updateSettings({ theme })}
      onDensityChange={(density) => updateSettings({ density })}
      onMotionChange={(motion) => updateSettings({ motion })}
    >
      <SettingsContext value={{ settings, updateSettings }}>
        <ToastProvider>
          {/* A failed optimistic update rolls back and says so in a toast. */}
          <HttpProvider client={client} notify={(notice) => toast(notice)}>
            {!apiBaseUrl.external && <FollowMockDataInOtherTabs />}
            <RouterProvider
              router={router}
              onError={(error, { errorInfo }) => reportError(error, 'router', errorInfo)}
            />
          </HttpProvider>
        </ToastProvider>
      </SettingsContext>
    </ThemeProvider>
  );
}

/** When another tab changes the mock API's data, what this tab shows is fetched again. */
function FollowMockDataInOtherTabs() {
  const queryClient = useQueryClient();
  useEffect(() => subscribeMockData(() => void queryClient.invalidateQueries()), [queryClient]);
  return null;
}
