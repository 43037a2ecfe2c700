import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { TextField } from '../components/TextField/TextField';
import {
  clearDrafts,
  draftStorageKey,
  getDraftScope,
  isSecretAutocomplete,
  setDraftScope,
} from './drafts';
import { Form } from './Form';
import { useFieldArray } from './hooks';
import { useFormField } from './useFormField';

/** Everything Tessera wrote to sessionStorage, as one string to search for a secret. */
function stored(): string {
  let all = '';
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i)!;
    all += `${key}=${sessionStorage.getItem(key)}\n`;
  }
  return all;
}

afterEach(() => {
  sessionStorage.clear();
  setDraftScope(undefined);
});

describe('a saved draft never holds a secret', () => {
  it('leaves out a password after its wizard step is gone, when another field changes', async () => {
    const user = userEvent.setup();
    function Wizard() {
      const [step, setStep] = useState(1);
      return (
        <Form id="signup" persistDraft aria-label="Sign up">
          {step === 1 ? (
            <PasswordField name="password" label="Password" autoComplete="new-password" />
          ) : (
            <TextField name="name" label="Name" />
          )}
          <button type="button" onClick={() => setStep(2)}>
            Next
          </button>
        </Form>
      );
    }
    render(<Wizard />);
    await user.type(screen.getByLabelText('Password'), 'hunter2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(stored()).toContain('Ada');
    expect(stored()).not.toContain('hunter2');
  });

  it('leaves out a password typed while shown as text', async () => {
    const user = userEvent.setup();
    render(
      <Form id="signin" persistDraft aria-label="Sign in">
        <TextField name="email" label="Email" />
        <PasswordField name="password" label="Password" />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    await user.type(screen.getByLabelText('Password'), 'hunter2');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    expect(stored()).toContain('ada@example.com');
    expect(stored()).not.toContain('hunter2');
  });

  it.each([
    ['type="password"', { type: 'password' }],
    ['autocomplete="current-password"', { autoComplete: 'current-password' }],
    ['autocomplete="new-password"', { autoComplete: 'new-password' }],
    ['autocomplete="one-time-code"', { autoComplete: 'one-time-code' }],
    ['autocomplete="cc-number"', { autoComplete: 'cc-number' }],
    ['autocomplete="billing cc-csc"', { autoComplete: 'billing cc-csc' }],
  ])('leaves out a TextField with %s', async (_, secretProps) => {
    const user = userEvent.setup();
    render(
      <Form id="pay" persistDraft aria-label="Pay">
        <TextField name="note" label="Note" />
        <TextField name="secret" label="Secret" {...secretProps} />
      </Form>,
    );
    await user.type(screen.getByLabelText('Secret'), '4242');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'hello');
    expect(stored()).toContain('hello');
    expect(stored()).not.toContain('4242');
  });

  it('leaves out a control of your own whose input is a password', async () => {
    const user = userEvent.setup();
    function Pin() {
      const field = useFormField<string>({ name: 'pin', emptyValue: '' });
      const ref = field.ref;
      return (
        <label>
          PIN
          <input
            type="password"
            name={field.name}
            ref={ref}
            value={field.value}
            onChange={(event) => field.setValue(event.target.value)}
          />
        </label>
      );
    }
    render(
      <Form id="pin" persistDraft aria-label="Unlock">
        <TextField name="note" label="Note" />
        <Pin />
      </Form>,
    );
    await user.type(screen.getByLabelText('PIN'), '2468');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'hello');
    expect(stored()).toContain('hello');
    expect(stored()).not.toContain('2468');
  });

  it('keeps a secret-looking value when the field asks for it with persist', async () => {
    const user = userEvent.setup();
    render(
      <Form id="pay" persistDraft aria-label="Pay">
        <TextField name="card" label="Card" autoComplete="cc-number" persist />
      </Form>,
    );
    await user.type(screen.getByLabelText('Card'), '4242');
    expect(stored()).toContain('4242');
  });

  it('leaves out a secret in a list row after rows move', async () => {
    const user = userEvent.setup();
    function Cards() {
      const cards = useFieldArray<{ pin: string }>('cards');
      return (
        <>
          {cards.rows.map((row) => (
            <PasswordField key={row.key} name={`${row.name}.pin`} label={`PIN ${row.index + 1}`} />
          ))}
          <button type="button" onClick={() => cards.insert(0, { pin: '' })}>
            Add a card first
          </button>
        </>
      );
    }
    render(
      <Form id="cards" persistDraft defaultValues={{ cards: [{ pin: '' }] }} aria-label="Cards">
        <Cards />
      </Form>,
    );
    await user.type(screen.getByLabelText('PIN 1'), '9876');
    await user.click(screen.getByRole('button', { name: 'Add a card first' }));
    expect(screen.getByLabelText('PIN 2')).toHaveValue('9876');
    expect(stored()).toContain('cards');
    expect(stored()).not.toContain('9876');
  });
});

describe('draft scopes', () => {
  const ui = (scope?: string) => (
    <Form id="note" persistDraft draftScope={scope} aria-label="Note">
      <TextField name="text" label="Text" />
    </Form>
  );

  it("never shows one person's draft to another, and sign-out clears it", async () => {
    const user = userEvent.setup();
    const ada = render(ui('ada'));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'private');
    ada.unmount();

    const bob = render(ui('bob'));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    bob.unmount();

    const again = render(ui('ada'));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('private');
    again.unmount();

    clearDrafts('ada');
    render(ui('ada'));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('');
    expect(stored()).toBe('');
  });

  it('takes the scope set with setDraftScope when a form gives none', async () => {
    const user = userEvent.setup();
    setDraftScope('ada');
    expect(getDraftScope()).toBe('ada');
    const ada = render(ui());
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'private');
    ada.unmount();
    expect(sessionStorage.getItem(draftStorageKey('note', 'ada'))).toContain('private');

    setDraftScope('bob');
    render(ui());
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('');
  });

  it('clears every draft, of every scope, without an argument', () => {
    sessionStorage.setItem(draftStorageKey('a'), '{"x":1}');
    sessionStorage.setItem(draftStorageKey('a', 'ada'), '{"x":1}');
    sessionStorage.setItem(draftStorageKey('a', 'bob'), '{"x":1}');
    sessionStorage.setItem('someone-else', 'kept');
    clearDrafts('bob');
    expect(sessionStorage.getItem(draftStorageKey('a', 'bob'))).toBeNull();
    expect(sessionStorage.getItem(draftStorageKey('a', 'ada'))).not.toBeNull();
    clearDrafts();
    expect(stored()).toBe('someone-else=kept\n');
  });

  it('keeps an id from posing as a scope', () => {
    expect(draftStorageKey('a:b')).not.toBe(draftStorageKey('b', 'a'));
  });
});

describe('isSecretAutocomplete', () => {
  it.each([
    ['current-password', true],
    ['NEW-PASSWORD', true],
    ['one-time-code', true],
    ['shipping cc-exp', true],
    ['username webauthn', false],
    ['email', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isSecretAutocomplete(value)).toBe(expected);
  });
});
