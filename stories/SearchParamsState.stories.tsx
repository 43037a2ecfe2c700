import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { RouteObject } from 'react-router';
import {
  Button,
  Checkbox,
  Inline,
  RadioGroup,
  searchParam,
  Stack,
  Text,
  useSearchParamsState,
} from '../src';
import { MemoryRouterStory, UrlBar } from './support/router';

const tasks = [
  { title: 'Write the release notes', due: '2026-12-01', done: false },
  { title: 'Book the venue', due: '2026-11-24', done: true },
  { title: 'Answer the survey', due: '2026-12-15', done: false },
  { title: 'Check the invoices', due: '2026-11-30', done: false },
];

const schema = {
  sort: searchParam.oneOf(['title', 'due'], 'title'),
  open: searchParam.boolean(false),
};

/** Sort and filter live in the URL: a shared or reloaded link shows the same list. */
function TaskList() {
  const [state, setState] = useSearchParamsState(schema, { history: 'push' });
  const shown = tasks
    .filter((task) => !state.open || !task.done)
    .sort((a, b) =>
      state.sort === 'due' ? a.due.localeCompare(b.due) : a.title.localeCompare(b.title),
    );
  return (
    <Stack gap="4">
      <UrlBar />
      <Inline gap="6" align="end">
        <RadioGroup
          label="Sort by"
          orientation="horizontal"
          options={[
            { value: 'title', label: 'Title' },
            { value: 'due', label: 'Due date' },
          ]}
          value={state.sort}
          onValueChange={(sort) => setState({ sort: sort as 'title' | 'due' })}
        />
        <Checkbox
          label="Only open tasks"
          checked={state.open}
          onCheckedChange={(open) => setState({ open })}
        />
        <Button size="sm" onClick={() => setState({ sort: 'title', open: false })}>
          Reset
        </Button>
      </Inline>
      <ul aria-label="Tasks">
        {shown.map((task) => (
          <li key={task.title}>
            <Text as="span">{task.title}</Text>{' '}
            <Text as="span" tone="muted" size="sm">
              due {task.due}
              {task.done ? ', done' : ''}
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function Demo({ path }: { path: string }) {
  const routes = useMemo<RouteObject[]>(() => [{ path: '*', element: <TaskList /> }], []);
  return <MemoryRouterStory routes={routes} path={path} />;
}

const meta = {
  title: 'Facilities/Router/useSearchParamsState',
  component: Demo,
  args: { path: '/tasks' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Address' });
const titles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Tasks' }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);

/** Defaults stay out of the URL: a clean `/tasks`, sorted by title. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(address(canvas)).toHaveTextContent(/\/tasks$/);
    await expect(titles(canvas)).toEqual([
      'Answer the survey',
      'Book the venue',
      'Check the invoices',
      'Write the release notes',
    ]);
  },
};

/** Choosing a sort and a filter writes them to the URL; the list follows. */
export const SortAndFilter: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Due date' }));
    await expect(address(canvas)).toHaveTextContent('/tasks?sort=due');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only open tasks' }));
    await expect(address(canvas)).toHaveTextContent('/tasks?sort=due&open=true');
    await expect(titles(canvas)).toEqual([
      'Check the invoices',
      'Write the release notes',
      'Answer the survey',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(address(canvas)).toHaveTextContent(/\/tasks$/);
  },
};

/** A shared link opens the list as it was: the state is read from the URL. */
export const FromASharedLink: Story = {
  args: { path: '/tasks?sort=due&open=true' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Due date' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Only open tasks' })).toBeChecked();
    await expect(titles(canvas)).toHaveLength(3);
  },
};

/** A URL someone edited by hand falls back to the defaults instead of breaking the list. */
export const UnreadableValues: Story = {
  args: { path: '/tasks?sort=colour&open=maybe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Title' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Only open tasks' })).not.toBeChecked();
    await expect(titles(canvas)).toHaveLength(4);
  },
};
