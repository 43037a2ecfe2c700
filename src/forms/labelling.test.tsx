/**
 * One labelling model: every form control takes `label`, `description` and `error` itself and wires
 * them to the element a person reaches (accessible name, description, error message, invalid and
 * required state), the same way alone and inside a Form.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { CheckboxGroup } from '../components/CheckboxGroup/CheckboxGroup';
import { Combobox } from '../components/Combobox/Combobox';
import { DateField } from '../components/DatePicker/DateField';
import { DatePicker } from '../components/DatePicker/DatePicker';
import { Field } from '../components/Field/Field';
import { FileField } from '../components/FileField/FileField';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';
import { NumberField } from '../components/NumberField/NumberField';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { RadioGroup } from '../components/RadioGroup/RadioGroup';
import { SearchField } from '../components/SearchField/SearchField';
import { Select } from '../components/Select/Select';
import { Slider } from '../components/Slider/Slider';
import { Switch } from '../components/Switch/Switch';
import { TextArea } from '../components/TextArea/TextArea';
import { TextField } from '../components/TextField/TextField';
import { expectConsole } from '../test';
import { Form } from './Form';

/** The props every control is given here: the same for all of them. */
interface Labelled {
  label: ReactNode;
  description: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  rules?: { validate: () => string };
}

interface ControlCase {
  name: string;
  render: (props: Labelled) => ReactElement;
  /** The element a person reaches: the one the label names. */
  find: () => HTMLElement;
  /** Whether the control can say "required" in the accessibility tree (a slider always has a value). */
  required: 'aria' | 'name' | 'none';
  /** Its accessible name, when it is more than the label. @default 'Answer' */
  accessibleName?: string;
}

const choices = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
];
const byRole = (role: string) => () => screen.getByRole(role, { name: /^Answer/ });

const controls: ControlCase[] = [
  {
    name: 'TextField',
    render: (p) => <TextField {...p} />,
    find: byRole('textbox'),
    required: 'aria',
  },
  {
    name: 'TextArea',
    render: (p) => <TextArea {...p} />,
    find: byRole('textbox'),
    required: 'aria',
  },
  {
    name: 'PasswordField',
    render: (p) => <PasswordField {...p} />,
    find: () => screen.getByLabelText(/^Answer/, { selector: 'input' }),
    required: 'aria',
  },
  {
    name: 'SearchField',
    render: (p) => <SearchField {...p} />,
    find: byRole('searchbox'),
    required: 'aria',
  },
  {
    name: 'NumberField',
    render: (p) => <NumberField {...p} />,
    find: byRole('textbox'),
    required: 'aria',
  },
  {
    name: 'Select',
    render: (p) => <Select {...p} options={choices} />,
    find: byRole('combobox'),
    required: 'aria',
  },
  {
    name: 'Combobox',
    render: (p) => <Combobox {...p} options={choices} />,
    find: byRole('combobox'),
    required: 'aria',
  },
  { name: 'Slider', render: (p) => <Slider {...p} />, find: byRole('slider'), required: 'none' },
  {
    name: 'DateField',
    render: (p) => <DateField {...p} />,
    find: byRole('textbox'),
    required: 'aria',
  },
  {
    name: 'DatePicker',
    render: (p) => <DatePicker {...p} />,
    find: byRole('textbox'),
    required: 'aria',
  },
  {
    name: 'FileField',
    render: (p) => <FileField {...p} />,
    // The button is what a person reaches: named by the label and its own text.
    find: () => screen.getByRole('button', { name: /^Answer.*Choose a file$/ }),
    required: 'none',
    accessibleName: 'Answer Choose a file',
  },
  {
    name: 'Checkbox',
    render: (p) => <Checkbox {...p} />,
    find: byRole('checkbox'),
    required: 'aria',
  },
  { name: 'Switch', render: (p) => <Switch {...p} />, find: byRole('switch'), required: 'aria' },
  {
    name: 'CheckboxGroup',
    render: (p) => <CheckboxGroup {...p} options={choices} />,
    find: byRole('group'),
    // A group role has no aria-required: the legend says it.
    required: 'name',
  },
  {
    name: 'RadioGroup',
    render: (p) => <RadioGroup {...p} options={choices} />,
    find: byRole('radiogroup'),
    required: 'aria',
  },
];

afterEach(() => {
  sessionStorage.clear();
});

function inLocale(ui: ReactNode) {
  return render(<LocaleProvider locale="en-US">{ui}</LocaleProvider>);
}

/** The frame around a control: what carries its state as data attributes. */
const frameOf = (control: HTMLElement) =>
  control.closest<HTMLElement>(
    '[data-slot="field"], [data-slot="fieldset"], [data-slot="checkbox-field"], [data-slot="switch-field"]',
  )!;

describe.each(controls)('$name', ({ render: draw, find, required, accessibleName = 'Answer' }) => {
  it('alone: is named by its label, described by its description and error, and invalid', () => {
    inLocale(draw({ label: 'Answer', description: 'Pick one you like.', error: 'Not that one.' }));
    const control = find();
    expect(control).toHaveAccessibleName(accessibleName);
    expect(control).toHaveAccessibleDescription('Pick one you like. Not that one.');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleErrorMessage('Not that one.');
    expect(frameOf(control)).toHaveAttribute('data-invalid');
  });

  it('alone: is valid and described by its description only without an error', () => {
    inLocale(draw({ label: 'Answer', description: 'Pick one you like.' }));
    const control = find();
    expect(control).toHaveAccessibleDescription('Pick one you like.');
    expect(control).not.toHaveAttribute('aria-invalid');
  });

  it('alone: marks required for sighted people and in the accessibility tree', () => {
    inLocale(draw({ label: 'Answer', description: 'Pick one you like.', required: true }));
    const control = find();
    // The visible marker, hidden from the accessibility tree (which says "required" its own way).
    const frame = frameOf(control);
    expect(frame).toHaveAttribute('data-required');
    expect(within(frame).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    if (required === 'aria') expect(control).toBeRequired();
    if (required === 'name') expect(control).toHaveAccessibleName('Answer (required)');
  });

  it("in a Form: shows the form's message the same way once it is sent", async () => {
    inLocale(
      <Form aria-label="Quiz">
        {draw({
          label: 'Answer',
          description: 'Pick one you like.',
          name: 'answer',
          rules: { validate: () => 'Choose again.' },
        })}
        <button type="submit">Send</button>
      </Form>,
    );
    const control = find();
    expect(control).toHaveAccessibleName(accessibleName);
    expect(control).toHaveAccessibleDescription('Pick one you like.');
    expect(control).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(find()).toHaveAccessibleDescription('Pick one you like. Choose again.');
    expect(find()).toHaveAttribute('aria-invalid', 'true');
    expect(find()).toHaveAccessibleErrorMessage('Choose again.');
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Answer: Choose again.' }),
    ).toBeInTheDocument();
  });

  it('in a Form: its own error wins over the form’s', async () => {
    inLocale(
      <Form aria-label="Quiz">
        {draw({
          label: 'Answer',
          description: 'Pick one you like.',
          error: 'Not that one.',
          name: 'answer',
          rules: { validate: () => 'Choose again.' },
        })}
      </Form>,
    );
    expect(find()).toHaveAccessibleErrorMessage('Not that one.');
  });
});

describe('a Tessera control inside <Field>', () => {
  it.each([
    ['Select', <Select key="s" name="answer" options={choices} />],
    ['NumberField', <NumberField key="n" name="answer" />],
  ] as const)('%s warns with what to write instead', (component, control) => {
    expectConsole(
      'warn',
      new RegExp(`${component}: a Tessera control takes its label itself.*<${component} label="…"`),
    );
    inLocale(
      <Form aria-label="Quiz">
        <Field label="Answer">{control}</Field>
      </Form>,
    );
  });
});
