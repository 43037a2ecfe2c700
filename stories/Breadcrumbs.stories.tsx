import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Breadcrumbs, Stack } from '../src';

const trail = [
  { label: 'Home', href: '#home' },
  { label: 'Projects', href: '#projects' },
  { label: 'Tessera', href: '#tessera' },
  { label: 'Settings', href: '#settings' },
  { label: 'Members', href: '#members' },
  { label: 'Invite people' },
];

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: trail.slice(0, 4) },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A long trail collapses its middle; the "…" button expands it and focus lands on what it revealed. */
export const Collapsed: Story = {
  args: { items: trail, maxItems: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Projects' })).toBeNull();
    const more = canvas.getByRole('button', { name: 'Show 3 more breadcrumbs' });
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Projects' })).toHaveFocus());
    await expect(canvas.getByText('Invite people')).toHaveAttribute('aria-current', 'page');
  },
};

/** Unsafe URLs are refused by `Link`: the crumb stays as text. */
export const UnsafeUrlRefused: Story = {
  args: { items: [{ label: 'Evil', href: 'javascript:alert(1)' }, { label: 'Here' }] },
  parameters: { expectedConsole: [{ level: 'warn', pattern: /Link: refused the unsafe URL/ }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'A project with a remarkably long name for a breadcrumb', href: '#p' },
      { label: 'سجل النشاط للمشروع' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="4">
      <Breadcrumbs aria-label="Short trail" items={trail.slice(0, 3)} />
      <Breadcrumbs aria-label="Collapsed trail" items={trail} maxItems={4} />
      <Breadcrumbs aria-label="Full trail" items={trail} />
    </Stack>
  ),
};
