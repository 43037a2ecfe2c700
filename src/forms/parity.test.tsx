/**
 * A control behaves the same to the person using it inside a Form and alone: the same keys give the
 * same text and the same `onValueChange` calls, clearing empties it the same way, and an error shows
 * the same way (alone from the `error` prop, in a Form from its rule once the field is left).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { DateField } from '../components/DatePicker/DateField';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';
import { NumberField } from '../components/NumberField/NumberField';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { SearchField } from '../components/SearchField/SearchField';
import { TextArea } from '../components/TextArea/TextArea';
import { TextField } from '../components/TextField/TextField';
import { Form } from './Form';

interface Props {
  label: string;
  name: string;
  error?: string;
  rules?: { required: string };
  onValueChange: Mock<(value: unknown) => void>;
}

const controls: Array<[string, (p: Props) => ReactElement, string]> = [
  ['TextField', (p) => <TextField {...p} />, 'ab'],
  ['TextArea', (p) => <TextArea {...p} />, 'ab'],
  ['PasswordField', (p) => <PasswordField {...p} />, 'ab'],
  ['SearchField', (p) => <SearchField {...p} />, 'ab'],
  ['NumberField', (p) => <NumberField {...p} />, '12'],
  ['DateField', (p) => <DateField {...p} />, '2026-03-15'],
];

afterEach(() => {
  sessionStorage.clear();
});

const answer = () => screen.getByLabelText(/^Answer/, { selector: 'input, textarea' });

/** Types, clears and leaves the control as a person does; returns what they would have seen. */
async function walk(props: Props, text: string) {
  const user = userEvent.setup();
  const control = answer();
  await user.click(control);
  await user.keyboard(text);
  const typed = (control as HTMLInputElement).value;
  await user.keyboard(`{Control>}a{/Control}{Backspace}`);
  const cleared = (control as HTMLInputElement).value;
  await user.tab();
  return {
    typed,
    cleared,
    calls: props.onValueChange.mock.calls,
    invalid: answer().getAttribute('aria-invalid'),
  };
}

describe.each(controls)('%s, inside a Form and alone', (_name, draw, text) => {
  it('types, clears and shows its error the same way', async () => {
    const alone: Props = { label: 'Answer', name: 'answer', onValueChange: vi.fn() };
    const view = render(<LocaleProvider locale="en-US">{draw(alone)}</LocaleProvider>);
    const seenAlone = await walk(alone, text);
    // Alone, the app says what is wrong through `error`.
    view.rerender(
      <LocaleProvider locale="en-US">
        {draw({ ...alone, error: 'Enter an answer.' })}
      </LocaleProvider>,
    );
    expect(answer()).toHaveAccessibleErrorMessage('Enter an answer.');
    const errorAlone = answer().getAttribute('aria-invalid');
    view.unmount();

    const inForm: Props = {
      label: 'Answer',
      name: 'answer',
      rules: { required: 'Enter an answer.' },
      onValueChange: vi.fn(),
    };
    render(
      <LocaleProvider locale="en-US">
        <Form aria-label="Quiz">{draw(inForm)}</Form>
      </LocaleProvider>,
    );
    const seenInForm = await walk(inForm, text);
    // In a Form, the rule's message once the emptied field is left: the same message, the same way.
    expect(answer()).toHaveAccessibleErrorMessage('Enter an answer.');

    expect(seenAlone.typed).not.toBe('');
    expect(seenAlone.cleared).toBe('');
    expect(seenInForm).toEqual({ ...seenAlone, invalid: errorAlone });
    expect(seenAlone.invalid).toBeNull();
  });
});
