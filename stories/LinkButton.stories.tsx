import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Inline, LinkButton, Stack } from '../src';

const meta = {
  title: 'Facilities/Router/LinkButton',
  component: LinkButton,
  args: { href: '#create', children: 'Create task' },
  argTypes: { startIcon: { control: false }, endIcon: { control: false } },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link that looks like a button: screen readers call it a link, because it goes somewhere. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Create task' });
    await expect(link).toHaveAttribute('href', '#create');
  },
};

export const Primary: Story = { args: { variant: 'primary', startIcon: <Plus /> } };

export const External: Story = {
  args: { href: 'https://example.com/', external: true, children: 'Documentation' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Documentation (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack>
      <Inline>
        <LinkButton {...args} variant="primary">
          Primary
        </LinkButton>
        <LinkButton {...args} variant="secondary">
          Secondary
        </LinkButton>
        <LinkButton {...args} variant="ghost">
          Ghost
        </LinkButton>
        <LinkButton {...args} variant="danger">
          Danger
        </LinkButton>
      </Inline>
      <Inline>
        <LinkButton {...args} size="sm">
          Small
        </LinkButton>
        <LinkButton {...args} size="md" endIcon={<ArrowRight />}>
          Medium
        </LinkButton>
        <LinkButton {...args} size="lg">
          Large
        </LinkButton>
      </Inline>
      <LinkButton {...args} fullWidth>
        Full width
      </LinkButton>
    </Stack>
  ),
};
