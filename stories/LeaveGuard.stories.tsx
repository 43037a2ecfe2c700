import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RouteObject } from 'react-router';
import { Inline, Link, NavLink, PageHeading, Stack, Text, TextField } from '../src';
import { LeaveGuard } from 'tessera/router';
import { MemoryRouterStory, UrlBar } from './support/router';

function Nav() {
  return (
    <nav aria-label="Main">
      <Inline>
        <NavLink href="/tasks/new">New task</NavLink>
        <NavLink href="/tasks">Tasks</NavLink>
      </Inline>
    </nav>
  );
}

function Editor({ title, description }: { title?: string; description?: string }) {
  const [text, setText] = useState('');
  return (
    <Stack gap="4">
      <Nav />
      <UrlBar />
      <PageHeading>New task</PageHeading>
      <TextField label="Title" value={text} onValueChange={setText} />
      <Text tone="muted">{text ? 'Unsaved changes.' : 'Nothing typed yet.'}</Text>
      <LeaveGuard
        when={text !== ''}
        {...(title ? { title } : {})}
        {...(description ? { description } : {})}
      />
    </Stack>
  );
}

function Tasks() {
  return (
    <Stack gap="4">
      <Nav />
      <UrlBar />
      <PageHeading>Tasks</PageHeading>
      <Link href="/tasks/new">Back to the form</Link>
    </Stack>
  );
}

interface DemoProps {
  /** The dialog's title. */
  title?: string;
  /** What would be lost. */
  description?: string;
}

function Demo({ title, description }: DemoProps) {
  const routes = useMemo<RouteObject[]>(
    () => [
      { path: '/tasks/new', element: <Editor title={title} description={description} /> },
      { path: '/tasks', element: <Tasks /> },
    ],
    [title, description],
  );
  return <MemoryRouterStory routes={routes} path="/tasks/new" />;
}

const meta = {
  title: 'Facilities/Router/LeaveGuard',
  component: Demo,
  parameters: {
    docs: { description: { component: 'A form with `<LeaveGuard when={dirty} />`.' } },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const address = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('status', { name: 'Address' });

async function typeAndTryToLeave(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Half-written task');
  await userEvent.click(canvas.getByRole('link', { name: 'Tasks' }));
  return body.findByRole('alertdialog', { name: 'Leave this page?' });
}

/** A clean form lets the person go without asking. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Tasks' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tasks' }),
    ).toBeInTheDocument();
    await expect(address(canvas)).toHaveTextContent('/tasks');
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

/** With unsaved changes, leaving asks first; Stay closes the dialog and keeps every character. */
export const Stay: Story = {
  play: async ({ canvas }) => {
    const dialog = await typeAndTryToLeave(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'You have unsaved changes. They will be lost if you leave.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-written task');
    await expect(address(canvas)).toHaveTextContent('/tasks/new');
  },
};

/** Leave goes on to the page the person asked for, and the changes are gone. */
export const Leave: Story = {
  play: async ({ canvas }) => {
    const dialog = await typeAndTryToLeave(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tasks' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(address(canvas)).toHaveTextContent('/tasks');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the form' }));
    await expect(await canvas.findByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

/** By keyboard: Escape in the dialog means Stay. */
export const EscapeStays: Story = {
  play: async ({ canvas }) => {
    await typeAndTryToLeave(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(address(canvas)).toHaveTextContent('/tasks/new');
  },
};

/** The dialog's words can be changed (another language, a more specific loss). */
export const CustomWording: Story = {
  args: {
    title: 'Discard this task?',
    description: 'The title you typed has not been saved.',
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Draft');
    await userEvent.click(canvas.getByRole('link', { name: 'Tasks' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Discard this task?' });
    await expect(dialog).toHaveAccessibleDescription('The title you typed has not been saved.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
  },
};
