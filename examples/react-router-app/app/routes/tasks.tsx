import { useQuery } from '@tanstack/react-query';
import { DataState, PageHeading } from 'tessera';
import { AsyncBoundary, useHttpClient } from 'tessera/http';

export const handle = { title: 'Tasks' };

interface Task {
  id: string;
  title: string;
}

function TaskList() {
  const client = useHttpClient();
  const tasks = useQuery({
    queryKey: ['tasks'],
    queryFn: ({ signal }) => client.get<Task[]>('/tasks', { signal }),
  });
  return (
    <DataState query={tasks} label="Tasks">
      {(list) => (
        <ul aria-label="Tasks">
          {list.map((task) => (
            <li key={task.id}>{task.title}</li>
          ))}
        </ul>
      )}
    </DataState>
  );
}

/** The tasks, fetched in the browser through HttpProvider's client (GET /api/tasks). */
export default function Tasks() {
  return (
    <>
      <PageHeading>Tasks</PageHeading>
      <AsyncBoundary label="Tasks">
        <TaskList />
      </AsyncBoundary>
    </>
  );
}
