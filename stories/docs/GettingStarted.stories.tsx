import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Alert, Button, Checkbox, Form, Stack, TextField, useFormState } from '../../src';

// The live example of the Getting started page (GettingStarted.mdx): the first form, as the page
// shows it to copy.
const meta = {
  title: 'Getting started',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function SubmitButton() {
  const { submitting } = useFormState();
  return (
    <Button type="submit" variant="primary" loading={submitting}>
      Subscribe
    </Button>
  );
}

function FirstForm() {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  if (subscribed) {
    return (
      <Alert tone="success" heading="You are subscribed">
        We will write to {subscribed}.
      </Alert>
    );
  }
  return (
    <Form
      aria-label="Newsletter"
      defaultValues={{ email: '', weekly: true }}
      onSubmit={async (values) => {
        // Your API call goes here; a thrown error or a returned `{ fieldErrors }` lands on the form.
        setSubscribed(String(values.email));
      }}
    >
      <Stack gap="4" style={{ maxInlineSize: 360 }}>
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <Checkbox label="Send me the weekly digest" name="weekly" />
        <SubmitButton />
      </Stack>
    </Form>
  );
}

/** A first form: type an address, send it; an empty or wrong address is named in a summary. */
export const FirstFormExample: Story = {
  name: 'A first form',
  render: () => <FirstForm />,
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', { name: 'Subscribe' });
    await userEvent.click(send);
    // The summary names the empty field and takes focus, so a screen reader hears it at once.
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(/Email/);
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(send);
    await expect(await canvas.findByText('You are subscribed')).toBeVisible();
  },
};
