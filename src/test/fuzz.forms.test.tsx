import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { CheckboxGroup } from '../components/CheckboxGroup/CheckboxGroup';
import { Combobox } from '../components/Combobox/Combobox';
import { DateField } from '../components/DatePicker/DateField';
import { DatePicker } from '../components/DatePicker/DatePicker';
import { Field } from '../components/Field/Field';
import { Fieldset } from '../components/Fieldset/Fieldset';
import { NumberField } from '../components/NumberField/NumberField';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { RadioGroup } from '../components/RadioGroup/RadioGroup';
import { SearchField } from '../components/SearchField/SearchField';
import { Select } from '../components/Select/Select';
import { Slider } from '../components/Slider/Slider';
import { Switch } from '../components/Switch/Switch';
import { TextArea } from '../components/TextArea/TextArea';
import { TextField } from '../components/TextField/TextField';
import { Form } from '../forms/Form';
import { allowConsole, expectConsole } from './console';
import {
  expectNoInjectedMarkup,
  foldWhitespace,
  fuzzRunsQuick,
  hostileNumber,
  hostileOptions,
  hostileString,
  manyOptions,
} from './fuzz';

// Property-based tests for the form controls: any label, description, error, option and value
// (strings of every kind, numbers NaN/Infinity/negative/huge, empty and huge option lists) renders
// without throwing or logging, and text arrives as text. Overlays portal to the body, so the whole
// body is checked for injected markup.

function check(ui: React.ReactElement) {
  // A failed run leaves its tree behind; fast-check's shrinking then renders again.
  cleanup();
  const result = render(ui);
  expectNoInjectedMarkup(document.body);
  return result;
}

/** Any number except the huge finite ones that trip the reported Slider bug. */
const text = (el: Element | null) => foldWhitespace(el?.textContent ?? '');
/** What an `<input>` keeps of a string: the HTML value sanitisation strips line breaks. */
const inputValue = (s: string) => s.replace(/[\r\n]/g, '');

describe('fuzz: text fields keep any label, message and value as text', () => {
  it('TextField, PasswordField and SearchField', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileString, (label, help, value) => {
        for (const ui of [
          <TextField key="t" label={label} description={help} error={help} defaultValue={value} />,
          <PasswordField key="p" label={label} toggleLabel={help || 'Show'} defaultValue={value} />,
          <SearchField key="s" label={label} clearLabel={help || 'Clear'} defaultValue={value} />,
        ]) {
          const { container } = check(ui);
          const input = container.querySelector('input')!;
          expect(input.value).toBe(inputValue(value));
          expect(text(container)).toContain(foldWhitespace(label));
          cleanup();
        }
      }),
      fuzzRunsQuick,
    );
  });

  it('TextArea with any value and any maxLength', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileNumber, (label, value, maxLength) => {
        const { container } = check(
          <TextArea label={label} defaultValue={value} maxLength={maxLength} autoGrow />,
        );
        expect(container.querySelector('textarea')!.value).toBe(value.replace(/\r\n?/g, '\n'));
        expect(text(container)).not.toMatch(/NaN|Infinity/);
        cleanup();
      }),
      fuzzRunsQuick,
    );
  });

  it('Checkbox, Switch and Fieldset', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileString, (label, description, error) => {
        const { container } = check(
          <Fieldset legend={label} description={description} error={error}>
            <Checkbox label={label} description={description} error={error} />
            <Switch label={label} description={description} />
          </Fieldset>,
        );
        expect(text(container)).toContain(foldWhitespace(description));
        cleanup();
      }),
      fuzzRunsQuick,
    );
  });
});

describe('fuzz: choice controls with any options', () => {
  it('RadioGroup and CheckboxGroup with any options and a value that may not be one of them', () => {
    fc.assert(
      fc.property(hostileString, hostileOptions, hostileString, (legend, options, value) => {
        for (const ui of [
          <RadioGroup key="r" legend={legend} options={options} defaultValue={value} />,
          <CheckboxGroup key="c" legend={legend} options={options} defaultValue={[value]} />,
        ]) {
          const { container } = check(ui);
          expect(container.querySelectorAll('input')).toHaveLength(options.length);
          cleanup();
        }
      }),
      fuzzRunsQuick,
    );
  });

  it('RadioGroup and CheckboxGroup with no options and with five hundred', () => {
    for (const options of [[], manyOptions(500)]) {
      const { container } = check(<RadioGroup legend="Pick" options={options} />);
      expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(options.length);
      cleanup();
      check(<CheckboxGroup legend="Pick" options={options} />);
      cleanup();
    }
  });

  it('Select, open, with any options, placeholder and value', () => {
    allowConsole('warn', /^\[Tessera\] Select:/);
    fc.assert(
      fc.property(
        hostileOptions,
        hostileString,
        fc.option(hostileString, { nil: undefined }),
        (options, placeholder, value) => {
          check(
            <Field label="Fruit">
              <Select
                options={options}
                placeholder={placeholder}
                defaultValue={value}
                defaultOpen
              />
            </Field>,
          );
          expect(screen.queryAllByRole('option')).toHaveLength(options.length);
          cleanup();
        },
      ),
      fuzzRunsQuick,
    );
  });

  it('Select with no options and with five hundred', () => {
    // Five hundred is past the long-list threshold: Select says to use a Combobox, and still works.
    expectConsole('warn', /^\[Tessera\] Select: .*Combobox/);
    for (const options of [[], manyOptions(500)]) {
      check(<Select aria-label="Fruit" options={options} defaultOpen />);
      cleanup();
    }
  });

  it('Combobox, typed into, with any options and any query', () => {
    fc.assert(
      fc.property(hostileOptions, hostileString, (options, query) => {
        check(
          <Field label="Fruit">
            <Combobox options={options} emptyMessage={query || 'None'} />
          </Field>,
        );
        act(() => {
          fireEvent.change(screen.getByRole('combobox'), { target: { value: query } });
        });
        expectNoInjectedMarkup(document.body);
        cleanup();
      }),
      fuzzRunsQuick,
    );
  });

  // Found by this property: a multiple value holding the same string twice once rendered two
  // chips with one React key. Values may now repeat.

  it('Combobox, multiple, with values that are not options', () => {
    fc.assert(
      fc.property(
        hostileOptions,
        fc.array(fc.oneof(hostileString, fc.constant('twice')), { maxLength: 5 }),
        (options, value) => {
          check(<Combobox aria-label="Tags" multiple options={options} defaultValue={value} />);
          cleanup();
        },
      ),
      fuzzRunsQuick,
    );
  });
});

describe('fuzz: number, range and date controls with any numbers and strings', () => {
  // Found by this property: a NaN `min` or `max` once reached the <input> as the attribute "NaN"
  // and React logged an error. Bounds, value and step are now any number at all.
  it('NumberField never shows NaN or Infinity, whatever its value, bounds and step', () => {
    allowConsole('warn', /^\[Tessera\] NumberField:/);
    const bound = fc.option(hostileNumber, { nil: undefined });
    fc.assert(
      fc.property(hostileNumber, bound, bound, bound, (value, min, max, step) => {
        const { container } = check(
          <NumberField aria-label="Guests" defaultValue={value} min={min} max={max} step={step} />,
        );
        expect(container.querySelector('input')!.value).not.toMatch(/NaN|Infinity|∞/);
        cleanup();
      }),
      fuzzRunsQuick,
    );
  });

  // Found by this property: a huge `min` such as 1e308 once gave a fallback max of min + 100,
  // which rounds back to min, so Base UI warned. Bounds are now any number at all.
  it('Slider keeps aria-valuenow a finite number, whatever its value, bounds and step', () => {
    allowConsole('warn', /^\[Tessera\] Slider:/);
    fc.assert(
      fc.property(
        fc.oneof(hostileNumber, fc.array(hostileNumber, { maxLength: 3 })),
        fc.option(hostileNumber, { nil: undefined }),
        fc.option(hostileNumber, { nil: undefined }),
        fc.option(hostileNumber, { nil: undefined }),
        hostileString,
        (value, min, max, step, thumb) => {
          check(
            <Slider
              aria-label="Volume"
              defaultValue={value}
              min={min}
              max={max}
              step={step}
              thumbLabels={[thumb || 'Thumb']}
              showValue
            />,
          );
          for (const slider of screen.queryAllByRole('slider')) {
            const now = slider.getAttribute('aria-valuenow');
            if (now !== null) expect(Number.isFinite(Number(now))).toBe(true);
          }
          cleanup();
        },
      ),
      fuzzRunsQuick,
    );
  });

  it('DateField and DatePicker with any value, min and max strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, fc.constantFrom('2026-02-30', '0000-00-00', '9999-12-31', '1-1-1')),
        hostileString,
        hostileString,
        (value, min, max) => {
          check(
            <Field label="Due">
              <DateField defaultValue={value} min={min} max={max} />
            </Field>,
          );
          cleanup();
          check(
            <Field label="Due">
              <DatePicker defaultValue={value} min={min} max={max} defaultOpen />
            </Field>,
          );
          cleanup();
        },
      ),
      fuzzRunsQuick,
    );
  });
});

describe('fuzz: Form shows any server message as text', () => {
  it('field errors and a form error of any text land as text, values kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileString,
        hostileString,
        hostileString,
        async (value, fieldError, formError) => {
          check(
            <Form
              defaultValues={{ title: value }}
              onSubmit={async () => ({ fieldErrors: { title: fieldError }, formError })}
            >
              <TextField name="title" label="Title" />
              <button type="submit">Save</button>
            </Form>,
          );
          await act(async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Save' }));
          });
          expectNoInjectedMarkup(document.body);
          if (formError) {
            expect(text(screen.getByRole('region'))).toContain(foldWhitespace(formError));
          }
          expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(inputValue(value));
          cleanup();
        },
      ),
      fuzzRunsQuick,
    );
  });
});
