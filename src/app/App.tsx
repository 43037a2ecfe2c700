import { useMemo } from 'react';
import {
  createBrowserRouter,
  createHttpClient,
  HttpProvider,
  LoadingState,
  RouterProvider,
  RouterRoot,
  ThemeProvider,
  ToastProvider,
  toast,
  type RouteObject,
} from '../index';
import { apiBaseUrl } from './config';
import { Layout } from './Layout';
import { useAppSettings } from './settings';
import { SettingsContext } from './settingsContext';

// Every screen is its own chunk: only the first screen's code loads at start.
const routes: RouteObject[] = [
  {
    // Shown while the first screen's chunk loads (only on a cold start).
    hydrateFallbackElement: <LoadingState label="Loading Tessera Tasks" />,
    element: (
      <RouterRoot>
        <Layout />
      </RouterRoot>
    ),
    children: [
      {
        index: true,
        lazy: () => import('./screens/TaskList').then((m) => ({ Component: m.TaskList })),
      },
      {
        path: 'tasks',
        lazy: () => import('./screens/TaskList').then((m) => ({ Component: m.TaskList })),
      },
      {
        path: 'tasks/new',
        lazy: () => import('./screens/TaskForm').then((m) => ({ Component: m.TaskForm })),
      },
      {
        path: 'tasks/:id/edit',
        lazy: () => import('./screens/TaskForm').then((m) => ({ Component: m.TaskForm })),
      },
      {
        path: 'tasks/:id',
        lazy: () => import('./screens/TaskDetail').then((m) => ({ Component: m.TaskDetail })),
      },
      {
        path: 'settings',
        lazy: () => import('./screens/Settings').then((m) => ({ Component: m.Settings })),
      },
      {
        path: '*',
        lazy: () => import('./screens/NotFound').then((m) => ({ Component: m.NotFound })),
      },
    ],
  },
];

/** The reference app: providers, then the routes. Composed from the public barrel only. */
export function App() {
  const [settings, updateSettings] = useAppSettings();
  const router = useMemo(() => createBrowserRouter(routes), []);
  const client = useMemo(() => createHttpClient({ baseUrl: apiBaseUrl.url, retry: false }), []);
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
          <HttpProvider
            client={client}
            notify={(notice) =>
              toast({
                title: notice.title,
                description: notice.description,
                tone: notice.tone === 'danger' ? 'error' : notice.tone,
              })
            }
          >
            <RouterProvider router={router} />
          </HttpProvider>
        </ToastProvider>
      </SettingsContext>
    </ThemeProvider>
  );
}
