import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { createHttpClient, ErrorBoundary, ThemeProvider, ToastProvider, toast } from 'tessera';
import { lazyRoute, RouteError, RouterRoot } from 'tessera/router';
import { HttpProvider, useHttpClient } from 'tessera/http';
import { TaskOutboxProvider } from './api/TaskOutboxProvider';
import { taskListQuery, type TaskListParams } from './api/tasks';
import { apiBaseUrl } from './config';
import { preferredLanguage } from './locale/catalogue';
import {
  activeTranslator,
  AppLocaleProvider,
  RefetchFailedOnLanguageChange,
  useAppMessages,
} from './locale/context';
import type { en } from './locale/messages/en';
import { wordServerErrors } from './locale/serverErrors';
import { Layout } from './Layout';
import { reportError, reportErrorsFrom } from './reportError';
import { RootError } from './RootError';
import { AppRouterContext } from './routerContext';
import { taskListState, toListParams } from './screens/taskListParams';
import { useAppSettings } from './settings';
import { SettingsContext } from './settingsContext';

// Every screen is its own chunk: only the first screen's code loads at start. While one loads, the
// frame stays and an indicator shows in its place if it takes longer than 300 ms.
const taskList = lazyRoute(() => import('./screens/TaskList').then((m) => m.TaskList));
const taskForm = lazyRoute(() => import('./screens/TaskForm').then((m) => m.TaskForm));

/**
 * A route's title in the language on screen. React Router's `handle` is fixed when the router is
 * made, so the title is a getter read at each render of the router's root (`AppRouterRoot`
 * renders again when the language changes).
 */
function titled(key: keyof typeof en.titles) {
  return {
    get title() {
      return activeTranslator('titles')(key);
    },
  };
}

/** The router's root, rendered again when the language changes so the route titles follow it. */
function AppRouterRoot() {
  useAppMessages('titles');
  return <RouterRoot titleTemplate="%s · Tessera" viewTransition />;
}

/** The frame itself failed: a full page with Reload and a way back to the task list. */
function AppRouteError() {
  const t = useAppMessages('app');
  return <RouteError homeHref="/tasks" homeLabel={t('homeLabel')} />;
}

const routes: RouteObject[] = [
  {
    element: <AppRouterRoot />,
    errorElement: <AppRouteError />,
    children: [
      {
        element: <Layout />,
        children: [
          { index: true, handle: titled('tasks'), ...taskList },
          { path: 'tasks', handle: titled('tasks'), ...taskList },
          { path: 'tasks/new', handle: titled('newTask'), ...taskForm },
          { path: 'tasks/:id/edit', handle: titled('editTask'), ...taskForm },
          {
            path: 'tasks/:id',
            handle: titled('task'),
            ...lazyRoute(() => import('./screens/TaskDetail').then((m) => m.TaskDetail)),
          },
          {
            path: 'sync',
            handle: titled('sync'),
            ...lazyRoute(() => import('./screens/SyncScreen').then((m) => m.SyncScreen)),
          },
          {
            path: 'settings',
            handle: titled('settings'),
            ...lazyRoute(() => import('./screens/Settings').then((m) => m.Settings)),
          },
          {
            path: '*',
            handle: titled('notFound'),
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
  const [firstList] = useState(firstTaskListPage);
  const client = useMemo(
    () =>
      createHttpClient({
        baseUrl: apiBaseUrl.url,
        retry: false,
        // The mock API's error codes are worded in the person's language as they arrive.
        interceptors: apiReady
          ? [{ request: () => apiReady }, wordServerErrors]
          : [wordServerErrors],
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
        <AppLocaleProvider language={settings.language ?? preferredLanguage()}>
          <ToastProvider>
            {/* A failed optimistic update rolls back and says so in a toast. */}
            <HttpProvider client={client} notify={(notice) => toast(notice)}>
              {firstList && <PrefetchTaskList params={firstList} />}
              {!apiBaseUrl.external && <FollowMockDataInOtherTabs />}
              <RefetchFailedOnLanguageChange />
              <TaskOutboxProvider>
                <AppRouterContext value={router}>
                  <RouterProvider
                    router={router}
                    onError={(error, { errorInfo }) => reportError(error, 'router', errorInfo)}
                  />
                </AppRouterContext>
              </TaskOutboxProvider>
            </HttpProvider>
          </ToastProvider>
        </AppLocaleProvider>
      </SettingsContext>
    </ThemeProvider>
  );
}

/** The page of tasks the address asks for, when the app opens on the task list; else `null`. */
function firstTaskListPage(): TaskListParams | null {
  if (typeof window === 'undefined') return null;
  const { pathname, search } = window.location;
  if (pathname !== '/' && pathname !== '/tasks') return null;
  return toListParams(taskListState(new URLSearchParams(search)));
}

/**
 * Asks for the task list's first page as the app starts, so the request runs while the screen's
 * code loads rather than after it (the screen's own query finds it under way, or answered).
 */
function PrefetchTaskList({ params }: { params: TaskListParams }) {
  usePrefetchQuery(taskListQuery(useHttpClient(), params));
  return null;
}

/** When another tab changes the mock API's data, what this tab shows is fetched again. */
function FollowMockDataInOtherTabs() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // From the mock API's own chunk (see main.tsx), already on its way: the main chunk holds none of it.
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void import('../mocks/browser').then(({ subscribeMockData }) => {
      if (live) unsubscribe = subscribeMockData(() => void queryClient.invalidateQueries());
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [queryClient]);
  return null;
}
