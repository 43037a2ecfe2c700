import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button, Collapse, Stack, Text, type CollapseProps } from '../src';

function Demo(args: CollapseProps) {
  const [open, setOpen] = useState(args.open);
  const id = useId();
  return (
    <Stack gap="3" align="start">
      <Button aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        Shipping details
      </Button>
      <Collapse {...args} open={open} id={id}>
        <Stack gap="2">
          <Text>Orders ship within two working days.</Text>
          <Text>Returns are free for 30 days.</Text>
        </Stack>
      </Collapse>
    </Stack>
  );
}

const meta = {
  title: 'Facilities/Motion/Collapse',
  component: Collapse,
  args: { open: false },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Collapse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The height animates open and closed; the content leaves the DOM once closed. */
export const OpenAndClose: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/ship within/)).toBeInTheDocument();
    const collapse = canvasElement.querySelector('[data-slot="collapse"]')!;
    await waitFor(() => expect(collapse).toHaveAttribute('data-state', 'entered'));
    await expect(canvas.getByText(/ship within/)).toBeVisible();
    await userEvent.click(button);
    await expect(collapse).toHaveAttribute('data-state', 'exiting');
    await waitFor(() => expect(canvas.queryByText(/ship within/)).not.toBeInTheDocument());
  },
};

/** Kept mounted while closed: hidden, but its state survives. */
export const KeepMounted: Story = {
  args: { keepMounted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/ship within/)).not.toBeVisible();
  },
};

export const Open: Story = { args: { open: true } };

export const AllStates: Story = {
  render: () => (
    <Stack gap="3">
      <Collapse open>
        <Text>Open</Text>
      </Collapse>
      <Collapse open={false} keepMounted>
        <Text>Closed (kept mounted, hidden)</Text>
      </Collapse>
    </Stack>
  ),
};
