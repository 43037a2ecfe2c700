import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button, Heading, Inline, Stack, startViewTransition, Text } from '../src';

const pages = {
  inbox: { title: 'Inbox', body: 'Three new tasks were assigned to you.' },
  archive: { title: 'Archive', body: 'Finished tasks stay here for 90 days.' },
};

/**
 * Route changes through the View Transitions API: `startViewTransition(update)` runs a React update
 * so the browser cross-fades between the old and the new page. Without the API, or under reduced
 * motion, the page simply changes.
 */
function RouteDemo() {
  const [page, setPage] = useState<keyof typeof pages>('inbox');
  const go = (next: keyof typeof pages) => startViewTransition(() => setPage(next));
  return (
    <Stack gap="3">
      <nav aria-label="Pages">
        <Inline>
          {(Object.keys(pages) as Array<keyof typeof pages>).map((key) => (
            <Button
              key={key}
              size="sm"
              aria-current={key === page ? 'page' : undefined}
              onClick={() => go(key)}
            >
              {pages[key].title}
            </Button>
          ))}
        </Inline>
      </nav>
      <section aria-labelledby="vt-title" style={{ viewTransitionName: 'page' }}>
        <Heading level={2} size="lg" id="vt-title">
          {pages[page].title}
        </Heading>
        <Text>{pages[page].body}</Text>
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Facilities/Motion/View transitions',
  component: RouteDemo,
} satisfies Meta<typeof RouteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteChange: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(await canvas.findByRole('heading', { name: 'Archive' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Under reduced motion the update happens without a transition. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(canvas.getByRole('heading', { name: 'Archive' })).toBeVisible();
  },
};
