import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActionState, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field, useFieldControl } from '../components/Field';
import { describeConformance } from '../test';
import { ErrorSummary, Form, FormGroup } from './Form';
import { useFieldArray, useForm, useFormState, useUnsavedChanges } from './hooks';
import { useFormField, type UseFormFieldOptions } from './useFormField';
import type { FieldRules } from './rules';
import { NETWORK_ERROR_MESSAGE, type SubmitResult } from './store';

/** A bare text control bound through useFormField, the way TextField and friends bind. */
function Input({
  name,
  label,
  rules,
  ...options
}: { name: string; label: string; rules?: FieldRules<string> } & UseFormFieldOptions<string>) {
  const field = useFormField<string>({ name, rules, label, emptyValue: '', ...options });
  return (
    <Field label={label} required={!!rules?.required} field={field}>
      <InnerInput
        name={field.name ?? name}
        value={field.value}
        onChange={field.setValue}
        onBlur={field.onBlur}
        inputRef={field.ref}
      />
    </Field>
  );
}

function InnerInput({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
}: {
  value: string;
  name: string;
  onChange: (v: string) => void;
  onBlur?: (() => void) | undefined;
  inputRef?: ((el: HTMLElement | null) => void) | undefined;
}) {
  const props = useFieldControl({});
  return (
    <input
      {...props}
      ref={inputRef}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Send' });
const Submit = () => <button type="submit">Send</button>;

describeConformance('Form', Form, { props: {}, element: 'form', slot: 'form' });

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('Form', () => {
  it('is a native form that leaves validation to Tessera (noValidate)', () => {
    render(
      <Form aria-label="Profile">
        <Input name="name" label="Name" />
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Profile' });
    expect(form).toHaveAttribute('novalidate');
  });

  it('shows no error on the first keystroke, shows it once the field is left, then follows typing', async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <Input name="username" label="Username" rules={{ required: true, minLength: 3 }} />
        <Input name="other" label="Other" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: /Username/ });
    await user.type(input, 'a');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Enter at least 3 characters.');
    await user.type(input, 'bc');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.clear(input);
    expect(input).toHaveAccessibleErrorMessage('Fill in this field.');
  });

  it('exposes dirty, touched and invalid as data attributes on the Field', async () => {
    const user = userEvent.setup();
    render(
      <Form defaultValues={{ city: 'Oslo' }}>
        <Input name="city" label="City" rules={{ minLength: 5 }} />
        <Input name="other" label="Other" />
      </Form>,
    );
    const field = screen.getByRole('textbox', { name: 'City' }).closest('[data-slot="field"]')!;
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Oslo');
    expect(field).not.toHaveAttribute('data-dirty');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'x');
    expect(field).toHaveAttribute('data-dirty');
    expect(field).not.toHaveAttribute('data-touched');
    await user.tab();
    expect(field).toHaveAttribute('data-touched');
    expect(field).not.toHaveAttribute('data-invalid');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Ro');
    expect(field).toHaveAttribute('data-invalid');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Oslo');
    expect(field).not.toHaveAttribute('data-dirty');
  });

  it('on a failed submit keeps every value, lists the errors as links and moves focus to the summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <Input name="name" label="Name" rules={{ required: 'Enter your name.' }} />
        <Input name="email" label="Email" rules={{ required: true, email: true }} />
        <Submit />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@');
    await user.click(submitButton());
    const summary = await screen.findByRole('region', { name: 'There are 2 problems' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Name: Enter your name.',
      'Email: Enter an email address like name@example.com.',
    ]);
    await user.click(screen.getByRole('link', { name: /Email:/ }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
  });

  it('moves focus to the first invalid field when there is no summary', async () => {
    const user = userEvent.setup();
    render(
      <Form errorSummary={false}>
        <Input name="a" label="First" />
        <Input name="b" label="Second" rules={{ required: true }} />
        <Submit />
      </Form>,
    );
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Second/ })).toHaveFocus());
  });

  it('lets an ErrorSummary be placed by hand', async () => {
    const user = userEvent.setup();
    render(
      <Form errorSummary={false}>
        <Input name="b" label="Name" rules={{ required: true }} />
        <Submit />
        <ErrorSummary title="Check your answers" headingLevel={3} />
      </Form>,
    );
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Check your answers' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Check your answers' })).toHaveFocus(),
    );
  });

  it('submits valid values with the native FormData', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} defaultValues={{ name: '' }}>
        <Input name="name" label="Name" rules={{ required: true }} />
        <FormGroup name="address">
          <Input name="city" label="City" />
        </FormGroup>
        <Submit />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Oslo');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, { formData }] = onSubmit.mock.calls[0]!;
    expect(values).toEqual({ name: 'Ada', address: { city: 'Oslo' } });
    expect(formData.get('name')).toBe('Ada');
    expect(formData.get('address.city')).toBe('Oslo');
  });

  it('checks cross-field rules: confirm password and an end date after the start', async () => {
    const user = userEvent.setup();
    render(
      <Form
        validate={(v: Record<string, unknown>) => ({
          end:
            v.start && v.end && String(v.end) <= String(v.start)
              ? 'Choose an end date after the start date.'
              : undefined,
        })}
      >
        <Input name="password" label="Password" />
        <Input
          name="confirm"
          label="Confirm password"
          rules={{
            validate: (value, values) =>
              value !== values.password ? 'The passwords do not match.' : undefined,
          }}
        />
        <Input name="start" label="Start" />
        <Input name="end" label="End" />
        <Submit />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'secret1');
    await user.type(screen.getByRole('textbox', { name: 'Confirm password' }), 'secret2');
    await user.type(screen.getByRole('textbox', { name: 'Start' }), '2025-05-02');
    await user.type(screen.getByRole('textbox', { name: 'End' }), '2025-05-01');
    await user.click(submitButton());
    expect(screen.getByRole('textbox', { name: 'Confirm password' })).toHaveAccessibleErrorMessage(
      'The passwords do not match.',
    );
    expect(screen.getByRole('textbox', { name: 'End' })).toHaveAccessibleErrorMessage(
      'Choose an end date after the start date.',
    );
    // Changing the other field re-checks the rule.
    await user.clear(screen.getByRole('textbox', { name: 'Password' }));
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'secret2');
    expect(screen.getByRole('textbox', { name: 'Confirm password' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('validates with a Standard Schema (zod 4) and puts issues on fields by path', async () => {
    const user = userEvent.setup();
    const schema = z.object({
      name: z.string().min(2, 'Enter your full name.'),
      address: z.object({ city: z.string().min(1, 'Enter a city.') }),
    });
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} defaultValues={{ name: '', address: { city: '' } }} onSubmit={onSubmit}>
        <Input name="name" label="Name" />
        <FormGroup name="address">
          <Input name="city" label="City" />
        </FormGroup>
        <Submit />
      </Form>,
    );
    await user.click(submitButton());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleErrorMessage(
      'Enter your full name.',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleErrorMessage(
      'Enter a city.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Oslo');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("shows what the form learnt between a control's render and its registration", () => {
    // Both read "note"; the first brings the default. The second rendered before the first
    // registered it, and registers after: it must show the default, not the empty value it drew.
    render(
      <Form onSubmit={() => {}}>
        <Input name="note" label="First" defaultValue="kept" />
        <Input name="note" label="Second" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveValue('kept');
  });

  it('works standalone: a control outside a Form keeps its own state', async () => {
    const user = userEvent.setup();
    render(<Input name="q" label="Query" rules={{ required: true }} />);
    await user.type(screen.getByRole('textbox', { name: /Query/ }), 'hello');
    expect(screen.getByRole('textbox', { name: /Query/ })).toHaveValue('hello');
  });
});

describe('Form async rules', () => {
  function Username({
    check,
  }: {
    check: (v: string, signal: AbortSignal) => Promise<string | undefined>;
  }) {
    return (
      <Input
        name="username"
        label="Username"
        rules={{
          minLength: 3,
          validateAsync: (v, { signal }) => check(v, signal),
          asyncDebounce: 200,
        }}
      />
    );
  }

  it('debounces, shows pending, aborts the check when the value changes, and shows the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const signals: AbortSignal[] = [];
    const resolvers: Array<(m: string | undefined) => void> = [];
    const check = vi.fn(
      (_v: string, signal: AbortSignal) =>
        new Promise<string | undefined>((resolve) => {
          signals.push(signal);
          resolvers.push(resolve);
        }),
    );
    render(
      <Form>
        <Username check={check} />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    const field = input.closest('[data-slot="field"]')!;
    await user.type(input, 'ada');
    expect(field).toHaveAttribute('data-pending');
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(check).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenLastCalledWith('ada', expect.any(AbortSignal));
    await user.type(input, 'm');
    expect(signals[0]!.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(check).toHaveBeenCalledTimes(2);
    await act(async () => resolvers[1]!('That username is taken.'));
    await user.tab();
    expect(field).not.toHaveAttribute('data-pending');
    expect(input).toHaveAccessibleErrorMessage('That username is taken.');
  });

  it('does not run the async rule while a synchronous rule fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const check = vi.fn(async () => undefined);
    render(
      <Form>
        <Username check={check} />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ad');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(check).not.toHaveBeenCalled();
  });

  it('makes submit wait for async rules and stops on their error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const check = vi.fn(async (v: string) =>
      v === 'taken' ? 'That username is taken.' : undefined,
    );
    render(
      <Form onSubmit={onSubmit}>
        <Username check={check} />
        <Submit />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'taken');
    await user.click(submitButton());
    await screen.findByRole('link', { name: 'Username: That username is taken.' });
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Username' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'free');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(check).toHaveBeenLastCalledWith('free', expect.anything());
  });
});

describe('Form server errors', () => {
  function Profile({ onSubmit }: { onSubmit: () => unknown }) {
    return (
      <Form onSubmit={onSubmit as never}>
        <Input name="email" label="Email" />
        <Submit />
      </Form>
    );
  }

  it('puts returned field errors on fields and the form error in the summary', async () => {
    const user = userEvent.setup();
    render(
      <Profile
        onSubmit={async () => ({
          fieldErrors: { email: ['That email is already registered.'] },
          formError: 'Fix the problems below.',
        })}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(submitButton());
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Fix the problems below.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleErrorMessage(
      'That email is already registered.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    // The server's message goes as soon as the person changes the value.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'm');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('lands the field errors of a thrown error', async () => {
    const user = userEvent.setup();
    render(
      <Profile
        onSubmit={async () => {
          throw Object.assign(new Error('Unprocessable'), {
            fieldErrors: { email: 'Use your work email.' },
          });
        }}
      />,
    );
    await user.click(submitButton());
    expect(
      await screen.findByRole('link', { name: 'Email: Use your work email.' }),
    ).toBeInTheDocument();
  });

  it('says the network failed, keeps the values, and succeeds on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const onSubmit = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
    });
    render(<Profile onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(submitButton());
    const summary = await screen.findByRole('region', { name: 'Your answers were not sent' });
    expect(summary).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    fail = false;
    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'a plain error, whose message is for developers',
      new Error('TypeError: x is undefined'),
      'Something went wrong',
    ],
    [
      'a typed error with a human message',
      Object.assign(new Error('Someone else changed this.'), { kind: 'conflict' }),
      'Someone else changed this.',
    ],
    [
      'a typed network error',
      Object.assign(new Error('We couldn’t reach the server.'), { kind: 'offline' }),
      'check your connection',
    ],
    ['a thrown string', 'boom', 'Something went wrong'],
  ])('shows a message a person understands for %s', async (_, thrown, text) => {
    const user = userEvent.setup();
    render(
      <Profile
        onSubmit={async () => {
          throw thrown;
        }}
      />,
    );
    await user.click(submitButton());
    expect(await screen.findByRole('region')).toHaveTextContent(text);
  });

  it('applies useActionState results passed as `result`', async () => {
    const user = userEvent.setup();
    const serverAction = vi.fn(
      async (_prev: SubmitResult | null, data: FormData): Promise<SubmitResult | null> =>
        data.get('email') === 'taken@example.com'
          ? { fieldErrors: { email: 'That email is already registered.' } }
          : null,
    );
    function ActionForm() {
      const [state, dispatch] = useActionState(serverAction, null);
      return (
        <Form action={dispatch} result={state}>
          <Input name="email" label="Email" />
          <Submit />
        </Form>
      );
    }
    render(<ActionForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(serverAction).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByRole('link', { name: 'Email: That email is already registered.' }),
    ).toBeInTheDocument();
  });
});

describe('useFieldArray', () => {
  function Addresses() {
    const {
      rows,
      append,
      remove,
      move,
      field: { ref: listRef },
    } = useFieldArray<{ city: string }>('addresses', {
      rules: { minLength: { value: 1, message: 'Add at least one address.' } },
      label: 'Addresses',
    });
    return (
      <fieldset ref={listRef} tabIndex={-1}>
        <legend>Addresses</legend>
        {rows.map((row) => (
          <FormGroup key={row.key} name={row.name}>
            <Input
              name="city"
              label={`City ${row.index + 1}`}
              rules={{ required: 'Enter a city.' }}
            />
            <button type="button" onClick={() => remove(row.index)}>
              Remove address {row.index + 1}
            </button>
            <button type="button" onClick={() => move(row.index, row.index - 1)}>
              Move address {row.index + 1} up
            </button>
          </FormGroup>
        ))}
        <button type="button" onClick={() => append({ city: '' })}>
          Add address
        </button>
      </fieldset>
    );
  }

  it('adds, reorders and removes rows, keeping values and per-row errors with their row', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form defaultValues={{ addresses: [{ city: 'Oslo' }, { city: '' }] }} onSubmit={onSubmit}>
        <Addresses />
        <Submit />
      </Form>,
    );
    await user.click(submitButton());
    expect(screen.getByRole('textbox', { name: /City 2/ })).toHaveAccessibleErrorMessage(
      'Enter a city.',
    );
    expect(screen.getByRole('link', { name: 'City 2: Enter a city.' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move address 2 up' }));
    expect(screen.getByRole('textbox', { name: /City 1/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /City 1/ })).toHaveAccessibleErrorMessage(
      'Enter a city.',
    );
    expect(screen.getByRole('textbox', { name: /City 2/ })).toHaveValue('Oslo');

    await user.click(screen.getByRole('button', { name: 'Remove address 1' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /City 1/ })).toHaveValue('Oslo');

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByRole('textbox', { name: /City 2/ }), 'Rome');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ addresses: [{ city: 'Oslo' }, { city: 'Rome' }] });
    expect(onSubmit.mock.calls[0]![1].formData.getAll('addresses.1.city')).toEqual(['Rome']);
  });

  it('validates the list itself', async () => {
    const user = userEvent.setup();
    render(
      <Form defaultValues={{ addresses: [{ city: 'Oslo' }] }}>
        <Addresses />
        <Submit />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove address 1' }));
    await user.click(submitButton());
    await user.click(
      await screen.findByRole('link', { name: 'Addresses: Add at least one address.' }),
    );
    expect(screen.getByRole('group', { name: 'Addresses' })).toHaveFocus();
  });
});

describe('drafts and unsaved changes', () => {
  it('saves a draft (but not secrets) and restores it with a notice and a Discard action', async () => {
    const user = userEvent.setup();
    const ui = () => (
      <Form id="signup" persistDraft defaultValues={{ name: '' }}>
        <Input name="name" label="Name" />
        <Input name="password" label="Password" persist={false} />
      </Form>
    );
    const first = render(ui());
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'hunter2');
    expect(sessionStorage.getItem('tessera:form-draft:signup')).not.toContain('hunter2');
    first.unmount();

    render(ui());
    expect(screen.getByRole('status')).toHaveTextContent('Restored your draft from earlier.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem('tessera:form-draft:signup')).toBeNull();
  });

  it('ignores a corrupt draft', () => {
    sessionStorage.setItem('tessera:form-draft:bad', '{not json');
    render(
      <Form id="bad" persistDraft defaultValues={{ name: 'x' }}>
        <Input name="name" label="Name" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('x');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('prompts before unload only while dirty, and clears once saved', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    function Guarded() {
      const form = useForm({ onSubmit: () => undefined });
      const unsaved = useUnsavedChanges(form);
      const state = useFormState(form);
      const [left, setLeft] = useState<boolean | null>(null);
      return (
        <Form form={form} aria-label="Guarded">
          <Input name="note" label="Note" />
          <output>{state.dirty ? 'unsaved' : 'saved'}</output>
          <button type="button" onClick={() => setLeft(unsaved.confirmLeave())}>
            Leave
          </button>
          <p>{left === null ? '' : left ? 'left' : 'stayed'}</p>
          <Submit />
        </Form>
      );
    }
    render(<Guarded />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('left')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('unsaved');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('stayed')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving them?');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('saved'));
    expect(unload()).toBe(false);
    confirm.mockRestore();
  });

  it('accepts a plain dirty flag', () => {
    function Flag({ dirty }: { dirty: boolean }) {
      return <p>{useUnsavedChanges(dirty).dirty ? 'dirty' : 'clean'}</p>;
    }
    const { rerender } = render(<Flag dirty={false} />);
    expect(screen.getByText('clean')).toBeInTheDocument();
    rerender(<Flag dirty />);
    expect(screen.getByText('dirty')).toBeInTheDocument();
  });
});
