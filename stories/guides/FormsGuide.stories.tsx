import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  Button,
  DraftNotice,
  ErrorSummary,
  Field,
  Form,
  FormApi,
  FormGroup,
  Inline,
  NETWORK_ERROR_MESSAGE,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  TextField,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  UNSAVED_CHANGES_MESSAGE,
  VisuallyHidden,
  Heading,
  addBeforeUnloadPrompt,
  checkRules,
  clearDrafts,
  getDraftScope,
  getPath,
  isEmptyValue,
  issuesToErrors,
  readFieldErrors,
  setDraftScope,
  setPath,
  useFieldArray,
  useFieldContext,
  useForm,
  useFormContext,
  useFormField,
  useFormGroupName,
  useFormState,
  useUnsavedChanges,
  validateWithSchema,
  type FieldRules,
  type SubmitResult,
} from '../../src';

// The live examples of Guides/Forms (FormsGuide.mdx). Each is a story, so each is tested: its play
// function reaches the state the guide talks about, as a person would.
const meta = {
  title: 'Guides/Forms',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function SubmitButton({ children = 'Save' }: { children?: ReactNode }) {
  const { submitting, validating } = useFormState();
  return (
    <Button type="submit" variant="primary" loading={submitting || validating}>
      {children}
    </Button>
  );
}

/** The form's values as JSON, as the form holds them (nested by the dotted names). */
function ValuesPreview({ label = 'Values' }: { label?: string }) {
  const { values } = useFormState();
  return (
    <Text as="div" size="sm">
      {label}: <code data-testid="values">{JSON.stringify(values)}</code>
    </Text>
  );
}

const narrow = { maxInlineSize: 420 };

// ── Binding and rules ──────────────────────────────────────────────────────────────────────────
function CityField() {
  // Inside <FormGroup name="address"> a field named `city` is `address.city`.
  const group = useFormGroupName();
  return <TextField label="City" name="city" description={`Bound as “${group}.city”.`} required />;
}

function BindingForm() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Form
      aria-label="Contact details"
      defaultValues={{ email: '', confirm: '', address: { city: '' } }}
      onSubmit={(values) => setSent(JSON.stringify(values))}
      style={narrow}
    >
      <Stack gap="4">
        <TextField label="Email" name="email" type="email" required rules={{ email: true }} />
        <TextField
          label="Email again"
          name="confirm"
          type="email"
          required
          rules={{
            validate: (value, values) =>
              value !== values.email ? 'The two addresses differ.' : undefined,
          }}
        />
        <FormGroup name="address">
          <CityField />
        </FormGroup>
        <SubmitButton />
        <ValuesPreview />
        {sent && <Text role="status">Sent {sent}</Text>}
      </Stack>
    </Form>
  );
}

/** Bind by `name`, check with rules (built-in and cross-field), nest with `FormGroup`. */
export const Binding: Story = {
  render: () => <BindingForm />,
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Email(?! again)/ }),
      'ada@example.com',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Email again/ }), 'ada@example.org');
    await userEvent.tab();
    // A message shows once the person has left the field, not while typing.
    await expect(await canvas.findByText('The two addresses differ.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Leeds');
    await expect(canvas.getByTestId('values')).toHaveTextContent('"address":{"city":"Leeds"}');
    const again = canvas.getByRole('textbox', { name: /Email again/ });
    await userEvent.clear(again);
    await userEvent.type(again, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('"city":"Leeds"');
  },
};

// ── Rules on their own ─────────────────────────────────────────────────────────────────────────
const ruleCases: { rules: FieldRules; value: unknown; shown: string }[] = [
  { rules: { required: true }, value: '', shown: "''" },
  { rules: { required: true }, value: false, shown: 'false' },
  { rules: { minLength: 3 }, value: 'ab', shown: "'ab'" },
  { rules: { email: true }, value: 'ada@', shown: "'ada@'" },
  { rules: { min: 1, max: 10 }, value: 12, shown: '12' },
  { rules: { min: '2026-01-01' }, value: '2025-12-31', shown: "'2025-12-31'" },
  { rules: { step: 5 }, value: 12, shown: '12' },
  {
    rules: { pattern: { value: /[A-Z]{3}/, message: 'Use three capital letters.' } },
    value: 'ab1',
    shown: "'ab1'",
  },
  { rules: { minLength: 3 }, value: '', shown: "'' (optional and empty)" },
];

function RulesTable() {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start' }}>
        <Text weight="semibold">checkRules(value, rules): the built-in messages</Text>
      </caption>
      <thead>
        <tr>
          <th scope="col">rules</th>
          <th scope="col">value</th>
          <th scope="col">isEmptyValue</th>
          <th scope="col">message</th>
        </tr>
      </thead>
      <tbody>
        {ruleCases.map(({ rules, value, shown }) => (
          <tr key={JSON.stringify(rules) + shown}>
            <td>
              <code>
                {JSON.stringify(rules, (_, v: unknown) => (v instanceof RegExp ? String(v) : v))}
              </code>
            </td>
            <td>
              <code>{shown}</code>
            </td>
            <td>{isEmptyValue(value) ? 'yes' : 'no'}</td>
            <td>{checkRules(value, rules) ?? '(passes)'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every built-in rule's message, from `checkRules` itself; an empty optional field passes. */
export const Rules: Story = {
  render: () => <RulesTable />,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(ruleCases.length + 1);
    await expect(rows.at(-1)).toHaveTextContent('(passes)');
  },
};

// ── Standard Schema (zod) ──────────────────────────────────────────────────────────────────────
const signUp = z
  .object({
    name: z.string().trim().min(2, 'Enter your name.'),
    age: z.coerce.number().int().min(18, 'You must be 18 or over.'),
    password: z.string().min(8, 'Use at least 8 characters.'),
    repeat: z.string(),
  })
  .refine((v) => v.password === v.repeat, {
    path: ['repeat'],
    message: 'The passwords differ.',
  });

function SchemaForm() {
  const [sent, setSent] = useState(false);
  // The same schema, run outside a form: what `<Form schema>` does with it on submit.
  const preview = validateWithSchema(signUp, { name: 'A', age: '12', password: '', repeat: 'x' });
  return (
    <Stack gap="4" style={narrow}>
      <Form
        aria-label="Sign up"
        schema={signUp}
        defaultValues={{ name: '', age: '', password: '', repeat: '' }}
        onSubmit={() => setSent(true)}
      >
        <Stack gap="4">
          <TextField label="Name" name="name" autoComplete="name" />
          <TextField label="Age" name="age" inputMode="numeric" />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" />
          <TextField
            label="Repeat the password"
            name="repeat"
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton>Sign up</SubmitButton>
          {sent && <Text role="status">Signed up.</Text>}
        </Stack>
      </Form>
      <Text as="div" size="sm">
        <code>validateWithSchema(signUp, …)</code>:{' '}
        <code data-testid="schema-errors">{JSON.stringify(preview)}</code>
      </Text>
    </Stack>
  );
}

/** Any Standard Schema (here zod 4) checks the whole form; its issues land on fields by path. */
export const SchemaValidation: Story = {
  render: () => <SchemaForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const summary = await canvas.findByRole('region', { name: /problems/ });
    await expect(summary).toHaveTextContent('Enter your name.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Age' }), '36');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('Repeat the password'), 'correct hose');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    // The schema's cross-field refinement names the second field.
    await expect(await canvas.findByRole('link', { name: /The passwords differ\./ })).toBeVisible();
    await expect(canvas.getByLabelText('Repeat the password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('Repeat the password'), '{Backspace}{Backspace}rse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signed up.');
    await expect(canvas.getByTestId('schema-errors')).toHaveTextContent(
      JSON.stringify(
        issuesToErrors([
          { message: 'Enter your name.', path: ['name'] },
          { message: 'You must be 18 or over.', path: ['age'] },
          { message: 'Use at least 8 characters.', path: ['password'] },
          { message: 'The passwords differ.', path: ['repeat'] },
        ]),
      ),
    );
  },
};

// ── Field arrays ───────────────────────────────────────────────────────────────────────────────
function Guests() {
  const guests = useFieldArray<{ name: string }>('guests', {
    label: 'Guests',
    rules: { minLength: { value: 1, message: 'Add at least one guest.' } },
  });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Text weight="semibold">Guests</Text>
      </legend>
      <Stack gap="3">
        {guests.rows.map((row) => (
          <Inline key={row.key} gap="2" align="end">
            <FormGroup name={row.name}>
              <TextField label={`Guest ${row.index + 1}`} name="name" required />
            </FormGroup>
            <Button
              variant="ghost"
              disabled={row.index === 0}
              onClick={() => guests.move(row.index, row.index - 1)}
            >
              Move up <VisuallyHidden>guest {row.index + 1}</VisuallyHidden>
            </Button>
            <Button variant="ghost" onClick={() => guests.remove(row.index)}>
              Remove guest {row.index + 1}
            </Button>
          </Inline>
        ))}
        <div>
          <Button onClick={() => guests.append({ name: '' })}>Add a guest</Button>
        </div>
      </Stack>
    </fieldset>
  );
}

/** `useFieldArray`: rows that keep their state as they are added, removed and moved. */
export const FieldArrays: Story = {
  render: () => (
    <Form aria-label="Party" defaultValues={{ guests: [] }} onSubmit={() => {}} style={narrow}>
      <Stack gap="4">
        <Guests />
        <SubmitButton />
        <ValuesPreview />
      </Stack>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Guests: Add at least one guest.')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add a guest' });
    await userEvent.click(add);
    await userEvent.type(canvas.getByRole('textbox', { name: /Guest 1/ }), 'Ada');
    await userEvent.click(add);
    await userEvent.type(canvas.getByRole('textbox', { name: /Guest 2/ }), 'Grace');
    await userEvent.click(canvas.getByRole('button', { name: 'Move up guest 2' }));
    await expect(canvas.getByTestId('values')).toHaveTextContent(
      '{"guests":[{"name":"Grace"},{"name":"Ada"}]}',
    );
    // Each row kept what was typed in it: Grace is now the first guest's value.
    await expect(canvas.getByRole('textbox', { name: /Guest 1/ })).toHaveValue('Grace');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove guest 1' }));
    await expect(canvas.getByTestId('values')).toHaveTextContent('{"guests":[{"name":"Ada"}]}');
  },
};

// ── Field states ───────────────────────────────────────────────────────────────────────────────
const TAKEN = new Set(['ada', 'grace']);

interface FieldStateValues extends Record<string, unknown> {
  handle: string;
  bio: string;
}

function FieldStateRow({ form, name }: { form: FormApi<FieldStateValues>; name: string }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{form.isDirty(name) ? 'dirty' : 'pristine'}</td>
      <td>{form.isTouched(name) ? 'touched' : 'untouched'}</td>
      <td>{form.isPending(name) ? 'pending' : 'settled'}</td>
      <td>{form.getShownError(name) ?? '—'}</td>
    </tr>
  );
}

function FieldStatesForm() {
  // `useForm` when the owner needs the form's API; `useFormState(form)` re-renders on each change.
  const form = useForm<FieldStateValues>({ defaultValues: { handle: '', bio: '' } });
  useFormState(form);
  const [check, setCheck] = useState<{ resolve: () => void } | null>(null);
  return (
    <Stack gap="4" style={{ maxInlineSize: 560 }}>
      <Form form={form} aria-label="Profile" onSubmit={() => {}}>
        <Stack gap="4">
          <TextField
            label="Handle"
            name="handle"
            description="Checked with the server as you type."
            rules={{
              asyncDebounce: 0,
              // Held until the story says "Answer": the pending state stays visible.
              validateAsync: (value) =>
                new Promise((resolve) =>
                  setCheck({
                    resolve: () =>
                      resolve(TAKEN.has(String(value)) ? 'That handle is taken.' : undefined),
                  }),
                ),
            }}
          />
          <TextArea label="Bio" name="bio" />
        </Stack>
      </Form>
      <Inline gap="2">
        <Button disabled={!check} onClick={() => (check?.resolve(), setCheck(null))}>
          Answer the handle check
        </Button>
        <Button variant="ghost" onClick={() => form.reset()}>
          Reset
        </Button>
      </Inline>
      <table>
        <caption style={{ textAlign: 'start' }}>
          <Text weight="semibold">Each field’s state</Text>
        </caption>
        <thead>
          <tr>
            <th scope="col">field</th>
            <th scope="col">dirty</th>
            <th scope="col">touched</th>
            <th scope="col">pending</th>
            <th scope="col">error shown</th>
          </tr>
        </thead>
        <tbody>
          <FieldStateRow form={form} name="handle" />
          <FieldStateRow form={form} name="bio" />
        </tbody>
      </table>
    </Stack>
  );
}

/** Dirty (changed from its default), touched (left once), pending (an async rule running). */
export const FieldStates: Story = {
  render: () => <FieldStatesForm />,
  play: async ({ canvas }) => {
    const row = () => within(canvas.getByRole('row', { name: /^handle/ }));
    await expect(row().getByText('pristine')).toBeVisible();
    const handle = canvas.getByRole('textbox', { name: /Handle/ });
    await userEvent.type(handle, 'ada');
    await expect(row().getByText('dirty')).toBeVisible();
    await expect(await row().findByText('pending')).toBeVisible();
    // The control says it is busy while the check runs.
    await expect(handle).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(row().getByText('touched')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Answer the handle check' }));
    await expect(await row().findByText('settled')).toBeVisible();
    await expect(row().getByText('That handle is taken.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await row().findByText('pristine')).toBeVisible();
    await expect(row().getByText('untouched')).toBeVisible();
  },
};

// ── Server errors ──────────────────────────────────────────────────────────────────────────────
type Answer = 'fields' | 'offline' | 'timeout' | 'other';

async function fakeServer(answer: Answer, values: Record<string, unknown>): Promise<SubmitResult> {
  if (answer === 'fields') {
    // A 422 body in a shape many servers send; `readFieldErrors` reads it (and `fieldErrors`).
    const body = {
      errors: [{ field: 'email', message: `${String(values.email)} already has an account.` }],
    };
    return { fieldErrors: readFieldErrors(body), formError: 'Nothing was saved.' };
  }
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  if (answer === 'timeout') throw Object.assign(new Error('Timed out'), { kind: 'timeout' });
  throw new Error('Boom');
}

function ServerErrorsForm() {
  const [answer, setAnswer] = useState<Answer>('fields');
  return (
    <Stack gap="4" style={narrow}>
      <RadioGroup
        label="The server answers"
        value={answer}
        onValueChange={(value) => setAnswer(value as Answer)}
        options={[
          { value: 'fields', label: '422 with field errors' },
          { value: 'offline', label: 'Nothing (offline)' },
          { value: 'timeout', label: 'Too late (timeout)' },
          { value: 'other', label: 'Something unexpected' },
        ]}
      />
      {/* errorSummary={false}: the summary is placed here, below the heading, not at the top. */}
      <Form
        aria-labelledby="server-errors-heading"
        errorSummary={false}
        defaultValues={{ email: 'ada@example.com' }}
        onSubmit={(values) => fakeServer(answer, values)}
      >
        <Stack gap="4">
          <Heading level={3} size="sm" id="server-errors-heading">
            Open an account
          </Heading>
          <ErrorSummary headingLevel={4} />
          <TextField label="Email" name="email" type="email" required />
          <SubmitButton>Create</SubmitButton>
        </Stack>
      </Form>
    </Stack>
  );
}

/** What the server said lands where it belongs; a network failure keeps every value and says so. */
export const ServerErrors: Story = {
  render: () => <ServerErrorsForm />,
  play: async ({ canvas }) => {
    const create = canvas.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage(/already has an account/));
    await expect(canvas.getByText('Nothing was saved.')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Nothing (offline)' }));
    await userEvent.click(create);
    await expect(await canvas.findByText(NETWORK_ERROR_MESSAGE)).toBeVisible();
    await expect(email).toHaveValue('ada@example.com');

    await userEvent.click(canvas.getByRole('radio', { name: 'Too late (timeout)' }));
    await userEvent.click(create);
    await expect(await canvas.findByText(TIMEOUT_ERROR_MESSAGE)).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Something unexpected' }));
    await userEvent.click(create);
    await expect(await canvas.findByText(UNKNOWN_ERROR_MESSAGE)).toBeVisible();
  },
};

// ── Drafts ─────────────────────────────────────────────────────────────────────────────────────
function DraftsForm() {
  const [scope, setScope] = useState(() => {
    setDraftScope('user-42');
    return getDraftScope();
  });
  const [cleared, setCleared] = useState(false);
  useEffect(() => () => setDraftScope(null), []);
  return (
    <Stack gap="4" style={narrow}>
      <Text size="sm">
        Drafts are kept for <code data-testid="scope">{scope ?? '(no one)'}</code>.
      </Text>
      <Form
        id="guide-note"
        aria-label="Note"
        persistDraft
        draftNotice={false}
        defaultValues={{ note: '' }}
      >
        <Stack gap="4">
          {/* draftNotice={false}: the notice is placed here, under the heading. */}
          <DraftNotice />
          <TextArea label="Note" name="note" />
        </Stack>
      </Form>
      <div>
        <Button
          onClick={() => {
            // On sign-out: forget every draft of this person, and whose drafts these are.
            clearDrafts();
            setDraftScope(null);
            setScope(getDraftScope());
            setCleared(true);
          }}
        >
          Sign out
        </Button>
      </div>
      {cleared && <Text role="status">Signed out; the drafts are gone.</Text>}
    </Stack>
  );
}

const draftKeys = () =>
  Object.keys(sessionStorage).filter((key) => key.startsWith('tessera:form-draft:'));

/** A draft is kept per person (`setDraftScope`) and cleared on sign-out (`clearDrafts`). */
export const Drafts: Story = {
  render: () => <DraftsForm />,
  beforeEach: () => {
    for (const key of draftKeys()) sessionStorage.removeItem(key);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('scope')).toHaveTextContent('user-42');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Buy milk');
    await waitFor(() => expect(draftKeys()).toEqual(['tessera:form-draft:user-42:guide-note']));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('the drafts are gone');
    await expect(draftKeys()).toEqual([]);
    await expect(canvas.getByTestId('scope')).toHaveTextContent('(no one)');
  },
};

// ── Leaving unsaved work ───────────────────────────────────────────────────────────────────────
function UnsavedState() {
  const { dirty, message } = useUnsavedChanges();
  return (
    <Text as="div" size="sm" role="status">
      {dirty ? `Unsaved changes. Leaving asks: “${message}”` : 'Nothing unsaved.'}
    </Text>
  );
}

/** A plain editor outside any Form asks before the page unloads too, with the same two helpers. */
function PlainEditor() {
  const [text, setText] = useState('');
  const dirty = text !== '';
  useEffect(() => (dirty ? addBeforeUnloadPrompt() : undefined), [dirty]);
  return <TextArea label="Scratchpad (no Form)" value={text} onValueChange={setText} />;
}

function unloadIsBlocked() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** `useUnsavedChanges` reads the form: while it is dirty, leaving (or closing the tab) asks first. */
export const LeavingUnsavedWork: Story = {
  render: () => (
    <Stack gap="4" style={narrow}>
      <Form aria-label="Title" defaultValues={{ title: 'Draft' }} onSubmit={() => {}}>
        <Stack gap="4">
          <TextField label="Title" name="title" />
          <UnsavedState />
        </Stack>
      </Form>
      <PlainEditor />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing unsaved.')).toBeVisible();
    await expect(unloadIsBlocked()).toBe(false);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' two');
    await expect(
      await canvas.findByText(`Unsaved changes. Leaving asks: “${UNSAVED_CHANGES_MESSAGE}”`),
    ).toBeVisible();
    // The browser would ask before closing or reloading the page now.
    await expect(unloadIsBlocked()).toBe(true);
    await userEvent.type(title, '{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(await canvas.findByText('Nothing unsaved.')).toBeVisible();
    await expect(unloadIsBlocked()).toBe(false);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Scratchpad (no Form)' }), 'x');
    await expect(unloadIsBlocked()).toBe(true);
  },
};

// ── A control of your own ──────────────────────────────────────────────────────────────────────
interface RatingProps {
  name?: string;
  label: string;
  required?: boolean;
}

/** A star rating: the form binding (`useFormField`) and the label frame (`Field`). */
function Rating({ name, label, required }: RatingProps) {
  const field = useFormField<number | null>({
    name,
    emptyValue: null,
    label,
    rules: required ? { required: 'Choose a rating.' } : undefined,
  });
  // Taken into locals first: the React Compiler lint reads `field.ref` as a ref read in render.
  const { ref, onBlur } = field;
  return (
    <Field label={label} required={required} field={field}>
      <Stars
        value={field.value}
        onChange={field.setValue}
        name={field.name}
        focusRef={ref}
        onBlur={onBlur}
      />
    </Field>
  );
}

function Stars({
  value,
  onChange,
  name,
  focusRef,
  onBlur,
}: {
  value: number | null;
  onChange: (value: number) => void;
  name: string | undefined;
  /** The element the error summary's link focuses: the group's current star. */
  focusRef: ((element: HTMLElement | null) => void) | undefined;
  onBlur: () => void;
}) {
  // Field gives its control the ids that name and describe it.
  const field = useFieldContext();
  return (
    <div
      role="radiogroup"
      aria-labelledby={field?.labelId}
      aria-describedby={
        [field?.descriptionId, field?.errorId].filter(Boolean).join(' ') || undefined
      }
      aria-invalid={field?.invalid || undefined}
    >
      <input type="hidden" name={name} value={value ?? ''} />
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={`${star} star${star > 1 ? 's' : ''}`}
          tabIndex={value === star || (value === null && star === 1) ? 0 : -1}
          ref={value === star || (value === null && star === 1) ? focusRef : undefined}
          onBlur={onBlur}
          onClick={() => onChange(star)}
          style={{ background: 'none', border: 0, color: 'var(--color-text)', fontSize: '1.5rem' }}
        >
          {star <= (value ?? 0) ? '★' : '☆'}
        </button>
      ))}
    </div>
  );
}

function FormReadout() {
  // Any component inside a Form can reach its API; outside one, `useFormContext()` is null.
  const form = useFormContext();
  const values = form ? form.getValues() : {};
  useFormState();
  return (
    <Text as="div" size="sm">
      <code>getPath(values, 'review.stars')</code> ={' '}
      <code data-testid="stars">{String(getPath(values, 'review.stars'))}</code>
    </Text>
  );
}

/** Your own control joins a Form like Tessera's: bound by name, labelled by Field, in the summary. */
export const CustomControl: Story = {
  render: () => (
    <Form
      aria-label="Review"
      defaultValues={setPath({}, 'review.stars', null)}
      onSubmit={() => {}}
      style={narrow}
    >
      <Stack gap="4">
        <FormGroup name="review">
          <Rating label="Your rating" name="stars" required />
        </FormGroup>
        <SubmitButton>Send review</SubmitButton>
        <FormReadout />
      </Stack>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    const link = await canvas.findByRole('link', { name: 'Your rating: Choose a rating.' });
    // The summary's link reaches the control, as it does Tessera's own.
    await userEvent.click(link);
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    const group = canvas.getByRole('radiogroup', { name: /Your rating/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByTestId('stars')).toHaveTextContent('4');
  },
};
