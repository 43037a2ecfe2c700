import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, Inline, Stack, Text } from '../src';

// A tiny inline SVG as the picture: stories never depend on the network.
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#2553c7"/><circle cx="40" cy="32" r="14" fill="#fff"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

/** The picture replaces the initials once loaded, in the same fixed box: no layout shift. */
export const WithPicture: Story = {
  args: { src: picture, size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    const before = avatar.getBoundingClientRect();
    await waitFor(() => expect(avatar.querySelector('img')).not.toBeNull());
    const after = avatar.getBoundingClientRect();
    await expect(after.width).toBe(before.width);
    await expect(after.height).toBe(before.height);
  },
};

/** A picture that fails to load keeps the initials. */
export const BrokenPicture: Story = {
  args: { src: '/does-not-exist.png' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const EmojiAndRtlNames: Story = {
  render: () => (
    <Inline gap="3">
      <Avatar name="🦊 Fox" />
      <Avatar name="محمد علي" />
      <Avatar name="李小龙" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '🦊 Fox' })).toHaveTextContent('🦊F');
    await expect(canvas.getByRole('img', { name: 'محمد علي' })).toHaveTextContent('مع');
  },
};

/** Next to the written name, the avatar is decorative and hidden from assistive technology. */
export const Decorative: Story = {
  render: () => (
    <Inline gap="2" align="center">
      <Avatar name="Ada Lovelace" decorative size="sm" />
      <Text>Ada Lovelace</Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3">
      <Inline gap="3" align="center">
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Avatar key={size} name="Grace Hopper" size={size} />
        ))}
      </Inline>
      <Inline gap="3" align="center">
        <Avatar name="Alan Turing" />
        <Avatar name="🦊 Fox" />
        <Avatar name="محمد علي" />
      </Inline>
    </Stack>
  ),
};
