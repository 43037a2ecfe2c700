import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('tasks', 'routes/tasks.tsx'),
    route('tasks/new', 'routes/new-task.tsx'),
    route('broken', 'routes/broken.tsx'),
  ]),
  route('api/tasks', 'routes/api.tasks.ts'),
] satisfies RouteConfig;
