import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Inline, Stack, Text } from '../src';

const Box = ({ children }: { children: React.ReactNode }) => (
  <div
    style={{
      padding: 'var(--space-3)',
      border: '1px dashed var(--color-border-strong)',
      borderRadius: 'var(--radius-md)',
    }}
  >
    {children}
  </div>
);

/** Stack: a column with a token gap. */
const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: '4' },
  render: (args) => (
    <Stack {...args}>
      <Box>First</Box>
      <Box>Second</Box>
      <Box>Third</Box>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tight: Story = { args: { gap: '1' } };
export const Loose: Story = { args: { gap: '10' } };
export const AlignCenter: Story = { args: { align: 'center' } };
export const AsList: Story = {
  args: { as: 'ul', gap: '2' },
  render: (args) => (
    <Stack {...args}>
      <li>Apples</li>
      <li>Pears</li>
      <li>Plums</li>
    </Stack>
  ),
};

/** Stack and Inline composed: a form-like layout that follows the density toolbar. */
export const StackWithInline: Story = {
  render: () => (
    <Stack gap="4">
      <Text>Stacks hold rows; Inline rows wrap when space runs out.</Text>
      <Inline gap="2">
        <Button variant="primary">Save</Button>
        <Button>Cancel</Button>
        <Button variant="ghost">Reset</Button>
      </Inline>
    </Stack>
  ),
};
