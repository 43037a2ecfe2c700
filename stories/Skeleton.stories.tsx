import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Inline, Skeleton, Stack, Text } from '../src';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Skeletons are hidden from assistive technology: the busy region around them speaks instead. */
export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(3);
  },
};
export const OneLine: Story = { args: { lines: 1, width: '40%' } };
export const Circle: Story = { args: { variant: 'circle', width: 48 } };
export const Rect: Story = { args: { variant: 'rect', width: '100%', height: 160 } };

/**
 * The pattern: the region that is loading says so (`aria-busy` and a label), the skeleton has the
 * size of what replaces it, and when the content arrives nothing moves.
 */
export const SwapsForContentWithoutLayoutShift: Story = {
  render: function Render() {
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      const id = setTimeout(() => setLoaded(true), 400);
      return () => clearTimeout(id);
    }, []);
    return (
      <section aria-label="Profile" aria-busy={!loaded}>
        <Inline gap="3" align="center">
          <div data-testid="avatar-box">
            {loaded ? (
              <div
                role="img"
                aria-label="Ada Lovelace"
                style={{
                  inlineSize: 48,
                  blockSize: 48,
                  borderRadius: '50%',
                  background: 'var(--color-accent-subtle)',
                }}
              />
            ) : (
              <Skeleton variant="circle" width={48} />
            )}
          </div>
          <div data-testid="text-box" style={{ flex: 1 }}>
            {loaded ? <Text>Ada Lovelace</Text> : <Skeleton lines={1} width="8rem" />}
          </div>
        </Inline>
        <span role="status" style={{ position: 'absolute', clipPath: 'inset(50%)' }}>
          {loaded ? '' : 'Loading profile'}
        </span>
      </section>
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Profile' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const avatar = canvas.getByTestId('avatar-box');
    const text = canvas.getByTestId('text-box');
    const before = { avatar: avatar.getBoundingClientRect(), text: text.getBoundingClientRect() };
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    const after = { avatar: avatar.getBoundingClientRect(), text: text.getBoundingClientRect() };
    await expect(after.avatar.width).toBe(before.avatar.width);
    await expect(after.avatar.height).toBe(before.avatar.height);
    await expect(after.text.height).toBe(before.text.height);
    await expect(after.text.top).toBe(before.text.top);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="4">
      <Inline gap="3" align="center">
        <Skeleton variant="circle" width={40} />
        <Skeleton lines={2} style={{ flex: 1 }} />
      </Inline>
      <Skeleton variant="rect" height={120} />
      <Skeleton lines={4} />
      <Text size="sm" tone="muted">
        Under reduced motion the shimmer stops; the shapes stay.
      </Text>
    </Stack>
  ),
};
