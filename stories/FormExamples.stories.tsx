import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { useActionState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import {
  Button,
  Checkbox,
  Form,
  FormGroup,
  PasswordField,
  Stack,
  TextField,
  createHttpClient,
  useFieldArray,
  useFormState,
  type SubmitResult,
} from '../src';

const api = createHttpClient({ baseUrl: '/api/forms-story', retry: false });

const meta = {
  title: 'Forms/Examples/Forms',
  component: Form,
  tags: ['autodocs'],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

function SubmitButton({ children }: { children: string }) {
  const { submitting, validating } = useFormState();
  return (
    <Button type="submit" variant="primary" loading={submitting || validating}>
      {children}
    </Button>
  );
}

// ── Registration: async "username taken", password rules, confirmation, terms ─────────────────
const TAKEN = new Set(['ada', 'admin', 'grace']);

function RegistrationForm() {
  return (
    <Form
      aria-label="Create an account"
      defaultValues={{ username: '', password: '', confirm: '', terms: false }}
      onSubmit={async (values) => {
        await api.post('/register', { username: values.username });
      }}
      style={{ maxInlineSize: 420 }}
    >
      <TextField
        label="Username"
        name="username"
        required
        minLength={3}
        autoComplete="username"
        description="Letters and digits, at least 3."
        rules={{
          pattern: { value: /[a-z0-9]+/i, message: 'Use only letters and digits.' },
          asyncDebounce: 300,
          validateAsync: async (value, { signal }) => {
            const { available } = await api.get<{ available: boolean }>('/username', {
              query: { name: String(value) },
              signal,
            });
            return available ? undefined : 'That username is taken. Try another.';
          },
        }}
      />
      <PasswordField
        label="Password"
        name="password"
        required
        autoComplete="new-password"
        description="At least 10 characters, with a digit."
        rules={{
          minLength: 10,
          validate: (value) => (/\d/.test(String(value)) ? undefined : 'Add at least one digit.'),
        }}
      />
      <PasswordField
        label="Confirm password"
        name="confirm"
        required
        autoComplete="new-password"
        rules={{
          deps: ['password'],
          validate: (value, values) =>
            value === values.password ? undefined : 'The passwords do not match.',
        }}
      />
      <Checkbox label="I accept the terms of use" name="terms" required />
      <div>
        <SubmitButton>Create account</SubmitButton>
      </div>
    </Form>
  );
}

export const Registration: Story = {
  render: () => <RegistrationForm />,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/forms-story/username', async ({ request }) => {
          await delay(50);
          const name = new URL(request.url).searchParams.get('name') ?? '';
          return HttpResponse.json({ available: !TAKEN.has(name.toLowerCase()) });
        }),
        http.post('/api/forms-story/register', () =>
          HttpResponse.json({ ok: true }, { status: 201 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const username = canvas.getByRole('textbox', { name: /Username/ });
    await userEvent.type(username, 'ada');
    await userEvent.tab();
    await waitFor(() =>
      expect(username).toHaveAccessibleErrorMessage('That username is taken. Try another.'),
    );
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'different');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const summary = await canvas.findByRole('region', { name: /There are \d problems/ });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      canvas.getByRole('link', { name: /Username: That username is taken/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Password: Enter at least 10/ })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Confirm password: The passwords do not match/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /I accept the terms of use: Tick this box/ }),
    ).toBeVisible();
    // Values are kept after the failed submit.
    await expect(username).toHaveValue('ada');

    await userEvent.click(canvas.getByRole('link', { name: /Username:/ }));
    await expect(username).toHaveFocus();
    await userEvent.clear(username);
    await userEvent.type(username, 'ada2026');
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'correcthorse1');
    const confirm = canvas.getByLabelText(/Confirm password/);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'correcthorse1');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('form')).not.toHaveAttribute('data-dirty'));
  },
};

// ── Profile: nested group and a dynamic list of addresses ────────────────────────────────────
interface Address {
  street: string;
  city: string;
}

function Addresses() {
  const {
    rows,
    append,
    remove,
    move,
    field: { ref: listRef, error: listError },
  } = useFieldArray<Address>('addresses', {
    rules: { minLength: { value: 1, message: 'Add at least one address.' } },
    label: 'Addresses',
  });
  return (
    <fieldset ref={listRef} tabIndex={-1} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBlockEnd: 8 }}>Addresses</legend>
      {listError && <p style={{ color: 'var(--color-danger-text)' }}>{listError}</p>}
      <Stack>
        {rows.map((row) => (
          <FormGroup key={row.key} name={row.name}>
            <Stack
              role="group"
              aria-label={`Address ${row.index + 1}`}
              style={{ padding: 12, border: '1px solid var(--color-border)', borderRadius: 8 }}
            >
              <TextField label={`Street (address ${row.index + 1})`} name="street" required />
              <TextField label={`City (address ${row.index + 1})`} name="city" required />
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button
                  size="sm"
                  disabled={row.index === 0}
                  onClick={() => move(row.index, row.index - 1)}
                >
                  Move address {row.index + 1} up
                </Button>
                <Button
                  size="sm"
                  disabled={row.index === rows.length - 1}
                  onClick={() => move(row.index, row.index + 1)}
                >
                  Move address {row.index + 1} down
                </Button>
                <Button size="sm" variant="danger" onClick={() => remove(row.index)}>
                  Remove address {row.index + 1}
                </Button>
              </div>
            </Stack>
          </FormGroup>
        ))}
      </Stack>
      <div style={{ marginBlockStart: 8 }}>
        <Button onClick={() => append({ street: '', city: '' })}>Add an address</Button>
      </div>
    </fieldset>
  );
}

export const Profile: Story = {
  render: () => (
    <Form
      aria-label="Profile"
      defaultValues={{
        name: 'Ada Lovelace',
        contact: { email: '' },
        addresses: [{ street: '12 St James’s Square', city: 'London' }],
      }}
      onSubmit={async (values) => {
        await api.put('/profile', values);
      }}
      style={{ maxInlineSize: 480 }}
    >
      <TextField label="Full name" name="name" required />
      <FormGroup name="contact">
        <TextField label="Email" name="email" type="email" required />
      </FormGroup>
      <Addresses />
      <div>
        <SubmitButton>Save profile</SubmitButton>
      </div>
    </Form>
  ),
  parameters: {
    msw: {
      handlers: [http.put('/api/forms-story/profile', () => HttpResponse.json({ ok: true }))],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Street \(address 2\)/ }),
      '1 Infinite Loop',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Move address 2 up' }));
    await expect(canvas.getByRole('textbox', { name: /Street \(address 1\)/ })).toHaveValue(
      '1 Infinite Loop',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    const summary = await canvas.findByRole('region', { name: /problems/ });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      canvas.getByRole('link', { name: /City \(address 1\): Fill in this field/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove address 1' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

// ── Server failure: field errors and a form error; then the network fails and retry works ────
let networkDown = true;

export const ServerFailure: Story = {
  render: () => (
    <Form
      aria-label="Book a room"
      defaultValues={{ email: 'ada@example.com', room: '' }}
      onSubmit={async (values) => {
        await api.post('/booking', values);
      }}
      style={{ maxInlineSize: 420 }}
    >
      <TextField label="Email" name="email" type="email" required />
      <TextField label="Room" name="room" required description="Try 101 (taken)." />
      <div>
        <SubmitButton>Book</SubmitButton>
      </div>
    </Form>
  ),
  parameters: {
    msw: {
      handlers: [
        http.post('/api/forms-story/booking', async ({ request }) => {
          const body = (await request.json()) as { room?: string };
          if (body.room === '101') {
            return HttpResponse.json(
              {
                message: 'We could not book that room.',
                fieldErrors: { room: 'Room 101 is already booked for those dates.' },
              },
              { status: 422 },
            );
          }
          if (networkDown) {
            networkDown = false;
            return HttpResponse.error();
          }
          return HttpResponse.json({ ok: true }, { status: 201 });
        }),
      ],
    },
  },
  beforeEach: () => {
    networkDown = true;
  },
  play: async ({ canvas }) => {
    const room = canvas.getByRole('textbox', { name: /Room/ });
    await userEvent.type(room, '101');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(room).toHaveAccessibleErrorMessage('Room 101 is already booked for those dates.'),
    );
    await expect(
      canvas.getByRole('link', { name: /Room: Room 101 is already booked/ }),
    ).toBeVisible();
    await userEvent.clear(room);
    await userEvent.type(room, '102');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const summary = await canvas.findByRole('region', { name: 'Your answers were not sent' });
    await expect(summary).toHaveTextContent(/check your connection/);
    await expect(room).toHaveValue('102');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

// ── React 19 useActionState: the action's state goes back in through `result` ──────────────
async function subscribe(
  _previous: SubmitResult | null,
  data: FormData,
): Promise<SubmitResult | null> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return data.get('email') === 'taken@example.com'
    ? { fieldErrors: { email: 'That email is already subscribed.' } }
    : null;
}

function ActionForm() {
  const [result, dispatch, pending] = useActionState(subscribe, null);
  return (
    <Form aria-label="Newsletter" action={dispatch} result={result} style={{ maxInlineSize: 420 }}>
      <TextField label="Email" name="email" type="email" required />
      <div>
        <Button type="submit" variant="primary" loading={pending}>
          Subscribe
        </Button>
      </div>
    </Form>
  );
}

export const WithUseActionState: Story = {
  render: () => <ActionForm />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'taken@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await screen.findByRole('link', { name: 'Email: That email is already subscribed.' }),
    ).toBeVisible();
  },
};
