import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingState, Skeleton, Stack } from '../src';

/** The loading part of the data-state contract, on its own page (DataState and AsyncBoundary use it). */
const meta = {
  title: 'Facilities/HTTP/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
  args: { label: 'Loading the tasks', delayMs: 0 },
  // Skeletons are elements: no control for them.
  argTypes: { children: { control: false } },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spinner named for what loads. */
export const Spinner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the tasks');
  },
};

/** Skeletons the shape of the content instead of the spinner. */
export const WithSkeletons: Story = {
  args: {
    children: (
      <Stack gap="2">
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </Stack>
    ),
  },
};

/** With the usual delay nothing shows at first, so a fast answer never flashes a spinner. */
export const Delayed: Story = {
  args: { delayMs: 200 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the tasks');
  },
};
