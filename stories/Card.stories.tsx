import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardLink,
  CardTitle,
  Inline,
  Text,
} from '../src';

const meta = {
  title: 'Display/Card',
  component: Card,
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Quarterly plan</CardTitle>
        <CardDescription>Updated 2 hours ago</CardDescription>
      </CardHeader>
      <CardBody>
        <Text size="sm">Goals, owners and milestones for the next three months.</Text>
      </CardBody>
      <CardFooter>
        <Button size="sm">Share</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Quarterly plan' })).toBeVisible();
  },
};

export const Raised: Story = { ...Default, args: { variant: 'raised' } };

const onArchive = fn();
/**
 * The whole card is clickable through one link (its title); the Archive button is still its own
 * target, and Tab stops on the link and the button only.
 */
export const Interactive: Story = {
  render: () => (
    <Card as="article">
      <CardHeader>
        <Inline justify="between" align="center">
          <CardTitle>
            <CardLink href="#plan">Quarterly plan</CardLink>
          </CardTitle>
          <Badge tone="success">On track</Badge>
        </Inline>
        <CardDescription>Updated 2 hours ago</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button size="sm" onClick={onArchive}>
          Archive
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Quarterly plan');
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(onArchive).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  render: () => (
    <Card>
      <CardTitle>A card title long enough to wrap onto a second and even a third line</CardTitle>
      <CardBody>
        <Text size="sm">Averyveryveryveryveryveryveryveryverylongwordwithoutspaces wraps too.</Text>
      </CardBody>
    </Card>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <Card>
        <CardTitle>Outline</CardTitle>
        <CardBody>Body text.</CardBody>
      </Card>
      <Card variant="raised">
        <CardTitle>Raised</CardTitle>
        <CardBody>Body text.</CardBody>
      </Card>
      <Card>
        <CardTitle>
          <CardLink href="#x">Interactive</CardLink>
        </CardTitle>
        <CardFooter>
          <Button size="sm">Action</Button>
        </CardFooter>
      </Card>
    </div>
  ),
};
