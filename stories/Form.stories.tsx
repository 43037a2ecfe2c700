import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  Button,
  Checkbox,
  Form,
  FormGroup,
  Inline,
  Text,
  TextField,
  useFormState,
  type FormProps,
} from '../src';

/**
 * A native `<form noValidate>` that holds its fields' values, rules and errors. Controls bind by
 * `name`; a failed submission keeps every value, lists the problems at the top and moves focus
 * there; a server's errors land on their fields.
 */
const meta = {
  title: 'Forms/Form',
  component: Form,
  args: {
    'aria-label': 'Contact details',
    defaultValues: { name: '', email: '', updates: false },
    onSubmit: fn(),
  },
  render: (args) => <ContactForm {...args} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

function SendButton() {
  const { submitting } = useFormState();
  return (
    <Button type="submit" variant="primary" loading={submitting}>
      Send
    </Button>
  );
}

function SentMessage() {
  const { submitSucceeded } = useFormState();
  return submitSucceeded ? <Text role="status">Thanks, we have your details.</Text> : null;
}

function ContactForm(props: FormProps) {
  return (
    <Form {...props} style={{ maxInlineSize: 420 }}>
      <TextField label="Full name" name="name" required autoComplete="name" />
      <TextField label="Email" name="email" type="email" required autoComplete="email" />
      <Checkbox label="Send me product updates" name="updates" />
      <Inline gap="2">
        <SendButton />
        <Button type="reset" variant="ghost">
          Reset
        </Button>
      </Inline>
      <SentMessage />
    </Form>
  );
}

const field = (canvas: { getByRole: (role: 'textbox', o: { name: RegExp }) => HTMLElement }) => ({
  name: () => canvas.getByRole('textbox', { name: /Full name/ }),
  email: () => canvas.getByRole('textbox', { name: /Email/ }),
});

/** Before anything is typed: no message shows until the person leaves a field or sends. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(field(canvas).name()).toBeRequired();
    await expect(field(canvas).name()).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('region', { name: /problem/ })).toBeNull();
  },
};

/** Sent empty: the summary lists each problem, takes focus, and each link moves to its field. */
export const InvalidAfterSend: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const summary = await canvas.findByRole('region', { name: 'There are 2 problems' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: /Email/ }));
    await expect(field(canvas).email()).toHaveFocus();
    await expect(field(canvas).email()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A field left with a wrong value says so once focus moves on, and not while typing. */
export const TouchedAndInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas).email(), 'ada@');
    await expect(field(canvas).email()).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(field(canvas).email()).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas).email()).toHaveAccessibleErrorMessage(/email address/);
  },
};

/** Fixed and sent: `onSubmit` gets the values, and the form says it went. */
export const Sent: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas).name(), 'Ada Lovelace');
    await userEvent.type(field(canvas).email(), 'ada@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send me product updates' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { name: 'Ada Lovelace', email: 'ada@example.com', updates: true },
        expect.anything(),
      ),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(/we have your details/);
  },
};

/** While `onSubmit`'s promise is pending the form is busy and the button shows it. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas).name(), 'Ada Lovelace');
    await userEvent.type(field(canvas).email(), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const form = canvas.getByRole('form', { name: 'Contact details' });
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(form).toHaveAttribute('data-submitting');
  },
};

/** The server's answer (`fieldErrors`, `formError`) lands on the fields and the summary. */
export const ServerErrors: Story = {
  args: {
    onSubmit: fn(async () => ({
      fieldErrors: { email: 'This email already has an account.' },
      formError: 'Nothing was saved.',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas).name(), 'Ada Lovelace');
    await userEvent.type(field(canvas).email(), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const summary = await canvas.findByRole('region', { name: /problem/ });
    await expect(summary).toHaveTextContent('Nothing was saved.');
    await expect(field(canvas).email()).toHaveAccessibleErrorMessage(
      'This email already has an account.',
    );
    // What the person typed is still there.
    await expect(field(canvas).name()).toHaveValue('Ada Lovelace');
  },
};

/** Without the summary (`errorSummary={false}`), focus goes to the first invalid field. */
export const WithoutSummary: Story = {
  args: { errorSummary: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field(canvas).name()).toHaveFocus());
    await expect(canvas.queryByRole('region', { name: /problem/ })).toBeNull();
  },
};

/** Reset puts back the default values and forgets the messages. */
export const Reset: Story = {
  args: { defaultValues: { name: 'Ada', email: '', updates: false } },
  play: async ({ canvas }) => {
    await userEvent.clear(field(canvas).name());
    await userEvent.type(field(canvas).name(), 'Grace');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await canvas.findByRole('region', { name: /problem/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(field(canvas).name()).toHaveValue('Ada');
    await expect(canvas.queryByRole('region', { name: /problem/ })).toBeNull();
  },
};

/** `disabled` disables every field (and, natively, leaves them out of FormData). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(field(canvas).name()).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Send me product updates' })).toBeDisabled();
  },
};

/** `FormGroup` prefixes the names inside it: the values arrive nested. */
export const Groups: Story = {
  args: { defaultValues: { address: { street: '', city: '' } } },
  render: (args) => (
    <Form {...args} aria-label="Address" style={{ maxInlineSize: 420 }}>
      <FormGroup name="address">
        <TextField label="Street" name="street" />
        <TextField label="City" name="city" required />
      </FormGroup>
      <div>
        <Button type="submit">Save</Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street' }), '12 Crescent');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Bath');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { address: { street: '12 Crescent', city: 'Bath' } },
        expect.anything(),
      ),
    );
  },
};
