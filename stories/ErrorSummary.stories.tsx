import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button, ErrorSummary, Form, Heading, Stack, TextField } from '../src';

/**
 * A form's error summary on its own page. `<Form>` renders one at the top by default; with
 * `errorSummary={false}` you place `<ErrorSummary>` yourself. It shows after a failed submission.
 */
const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: { headingLevel: 2 },
  render: (args) => (
    <Form aria-label="Delivery" errorSummary={false} defaultValues={{ name: '', postcode: '' }}>
      <Stack gap="4" style={{ maxInlineSize: 420 }}>
        <Heading level={1} size="md">
          Delivery
        </Heading>
        <ErrorSummary {...args} />
        <TextField label="Name" name="name" required />
        <TextField label="Postcode" name="postcode" required />
        <div>
          <Button type="submit" variant="primary">
            Continue
          </Button>
        </div>
      </Stack>
    </Form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a failed submission: every problem, each a link to its field; the summary takes focus. */
export const AfterSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('region', { name: 'There are 2 problems' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: /Postcode/ }));
    await expect(canvas.getByRole('textbox', { name: /Postcode/ })).toHaveFocus();
  },
};

/** A heading of your own, at the level the page's outline needs. */
export const CustomTitle: Story = {
  args: { title: 'Check your delivery details', headingLevel: 2 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Check your delivery details', level: 2 }),
    ).toBeVisible();
  },
};
