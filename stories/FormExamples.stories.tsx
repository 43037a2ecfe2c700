import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { useActionState, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Checkbox,
  Combobox,
  DatePicker,
  FileField,
  Form,
  FormGroup,
  LocaleProvider,
  NumberField,
  PasswordField,
  RadioGroup,
  Select,
  Slider,
  Stack,
  Switch,
  TextArea,
  TextField,
  createHttpClient,
  useFieldArray,
  useFormState,
  type SubmitResult,
} from '../src';
import { simulatedLatency } from './support/latency';

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
  await simulatedLatency(50);
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

// ── Every control bound by name: one submit, every error on its control and in the summary ──
const ROOMS = [
  { value: 'single', label: 'Single' },
  { value: 'double', label: 'Double' },
  { value: 'suite', label: 'Suite' },
];
const EXTRAS = [
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'parking', label: 'Parking' },
  { value: 'late-checkout', label: 'Late checkout' },
];
const COUNTRIES = [
  { value: 'no', label: 'Norway' },
  { value: 'pt', label: 'Portugal' },
  { value: 'jp', label: 'Japan' },
];
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
];

/** What was submitted, as JSON; files by name, so the types (number, string[], File[]) show. */
function describeValues(values: Record<string, unknown>): string {
  return JSON.stringify(
    values,
    (_key, value: unknown) => (value instanceof File ? `File(${value.name})` : value),
    2,
  );
}

function BookingForm() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <LocaleProvider locale="en-US">
      <Stack gap="4" style={{ maxInlineSize: 520 }}>
        <Form
          aria-label="Book a stay"
          defaultValues={{ budget: 40 }}
          onSubmit={(values) => setSent(describeValues(values))}
        >
          <TextField label="Full name" name="name" required />
          <NumberField label="Guests" name="guests" required min={1} max={6} />
          <Select label="Room type" name="room" required options={ROOMS} />
          <Select label="Extras" name="extras" multiple options={EXTRAS} placeholder="None" />
          <Combobox label="Country" name="country" required options={COUNTRIES} />
          <Combobox label="Languages spoken" name="languages" multiple options={LANGUAGES} />
          <Slider
            label="Budget per night"
            description="At least 50."
            name="budget"
            max={500}
            step={10}
            rules={{ validate: (v) => (Number(v) < 50 ? 'Choose at least 50.' : undefined) }}
          />
          <Slider
            label="Floor"
            name="floor"
            min={0}
            max={10}
            defaultValue={[1, 4]}
            thumbLabels={['Lowest floor', 'Highest floor']}
          />
          <DatePicker label="Arrival" name="arrival" required min="2026-01-01" />
          <RadioGroup
            label="Bed"
            name="bed"
            required
            orientation="horizontal"
            options={[
              { value: 'one', label: 'One large bed' },
              { value: 'two', label: 'Two beds' },
            ]}
          />
          <TextArea label="Notes" name="notes" />
          <FileField label="ID document" name="id" required accept=".pdf,.jpg,.png" />
          <Switch label="Send me offers" name="offers" />
          <Checkbox label="I accept the booking terms" name="terms" required />
          <div>
            <Button type="submit" variant="primary">
              Book
            </Button>
          </div>
        </Form>
        {sent && (
          <section aria-label="Submitted values">
            <pre data-testid="submitted">{sent}</pre>
          </section>
        )}
      </Stack>
    </LocaleProvider>
  );
}

export const EveryControlBound: Story = {
  render: () => <BookingForm />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const summary = await canvas.findByRole('region', { name: /problems/ });
    for (const link of [
      'Guests: Enter a number.',
      'Room type: Choose an option.',
      'Country: Choose an option.',
      'Budget per night: Choose at least 50.',
      'Arrival: Enter a date.',
      'ID document: Choose a file.',
    ]) {
      await expect(within(summary).getByRole('link', { name: link })).toBeVisible();
    }
    const guests = canvas.getByRole('textbox', { name: /Guests/ });
    await expect(guests).toHaveAccessibleErrorMessage('Enter a number.');

    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await userEvent.type(guests, '2');
    await expect(guests).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('combobox', { name: /Room type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Suite' }));
    await userEvent.click(canvas.getByRole('combobox', { name: /Extras/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Breakfast' }));
    await userEvent.click(await body.findByRole('option', { name: 'Parking' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(canvas.getByRole('combobox', { name: /Country/ }), 'nor');
    await userEvent.click(await body.findByRole('option', { name: 'Norway' }));
    const budget = canvas.getByRole('slider', { name: /Budget/ });
    budget.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(budget).not.toHaveAccessibleDescription(/Choose at least 50/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Arrival/ }), '3/14/2026');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('radio', { name: 'Two beds' }));
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /booking terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));

    const submitted = await canvas.findByTestId('submitted');
    const values = JSON.parse(submitted.textContent ?? '{}') as Record<string, unknown>;
    await expect(values).toMatchObject({
      name: 'Ada Lovelace',
      guests: 2,
      room: 'suite',
      extras: ['breakfast', 'parking'],
      country: 'no',
      languages: [],
      budget: 50,
      floor: [1, 4],
      arrival: '2026-03-14',
      bed: 'two',
      id: ['File(passport.pdf)'],
      offers: false,
      terms: true,
    });
    await expect(canvas.queryByRole('region', { name: /problems/ })).toBeNull();
  },
};

// ── A saved draft comes back with a notice; Discard returns to the defaults ─────────────────
const DRAFT_ID = 'story-draft-trip';

function DraftForm() {
  return (
    <LocaleProvider locale="en-US">
      <Form
        id={DRAFT_ID}
        persistDraft
        aria-label="Plan a trip"
        defaultValues={{ destination: '', nights: null, room: null }}
        style={{ maxInlineSize: 420 }}
      >
        <TextField label="Destination" name="destination" />
        <NumberField label="Nights" name="nights" min={1} />
        <Select label="Room type" name="room" options={ROOMS} />
      </Form>
    </LocaleProvider>
  );
}

export const DraftRestored: Story = {
  render: () => <DraftForm />,
  beforeEach: () => {
    // A draft left by an earlier visit, in the store Form uses for drafts (sessionStorage).
    sessionStorage.setItem(
      `tessera:form-draft:${DRAFT_ID}`,
      JSON.stringify({ destination: 'Lisbon', nights: 3, room: 'double' }),
    );
    return () => sessionStorage.removeItem(`tessera:form-draft:${DRAFT_ID}`);
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Restored your draft from earlier.');
    await expect(canvas.getByRole('textbox', { name: 'Destination' })).toHaveValue('Lisbon');
    await expect(canvas.getByRole('textbox', { name: 'Nights' })).toHaveValue('3');
    await expect(canvas.getByRole('combobox', { name: 'Room type' })).toHaveTextContent('Double');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    await expect(canvas.getByRole('textbox', { name: 'Destination' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Nights' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Room type' })).toHaveTextContent('Choose…');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
