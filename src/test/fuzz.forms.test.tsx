import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { CheckboxGroup } from '../components/CheckboxGroup/CheckboxGroup';
import { Combobox } from '../components/Combobox/Combobox';
import { formatNumeric, parseISO } from '../components/DatePicker/dates';
import { DateField } from '../components/DatePicker/DateField';
import { DatePicker } from '../components/DatePicker/DatePicker';
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
  fuzzRuns,
  fuzzTimeout,
  hostileNumber,
  hostileOptions,
  hostileString,
  manyOptions,
  readsAs,
  renderChecked as check,
} from './fuzz';

// Property-based tests for the form controls: any label, description, error, option and value
// (strings of every kind, numbers NaN/Infinity/negative/huge, empty and huge option lists) renders
// without throwing or logging, and text arrives as text. Overlays portal to the body, so the whole
// body is checked for injected markup.

/** Any number except the huge finite ones that trip the reported Slider bug. */
const text = (el: Element | null) => foldWhitespace(el?.textContent ?? '');
/** What an `<input>` keeps of a string: the HTML value sanitisation strips line breaks. */
const inputValue = (s: string) => s.replace(/[\r\n]/g, '');

describe('fuzz: text fields keep any label, message and value as text', () => {
  it(
    'TextField, PasswordField and SearchField',
    () => {
      // An empty label names nothing: the development warning says so.
      allowConsole('warn', /: the control has no label\./);
      fc.assert(
        fc.property(hostileString, hostileString, hostileString, (label, help, value) => {
          for (const ui of [
            <TextField
              key="t"
              label={label}
              description={help}
              error={help}
              defaultValue={value}
            />,
            <PasswordField
              key="p"
              label={label}
              toggleLabel={help || 'Show'}
              defaultValue={value}
            />,
            <SearchField key="s" label={label} clearLabel={help || 'Clear'} defaultValue={value} />,
          ]) {
            const { container } = check(ui);
            const input = container.querySelector('input')!;
            expect(input.value).toBe(inputValue(value));
            expect(text(container)).toContain(foldWhitespace(label));
            cleanup();
          }
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'TextArea with any value and any maxLength',
    () => {
      // An empty label names nothing: the development warning says so.
      allowConsole('warn', /: the control has no label\./);
      fc.assert(
        fc.property(hostileString, hostileString, hostileNumber, (label, value, maxLength) => {
          const { container } = check(
            <TextArea label={label} defaultValue={value} maxLength={maxLength} autoGrow />,
          );
          expect(container.querySelector('textarea')!.value).toBe(value.replace(/\r\n?/g, '\n'));
          expect(text(container)).not.toMatch(/NaN|Infinity/);
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'Checkbox, Switch and Fieldset',
    () => {
      // An empty label names nothing: the development warning says so.
      allowConsole('warn', /: the control has no label\./);
      fc.assert(
        fc.property(hostileString, hostileString, hostileString, (label, description, error) => {
          const { container } = check(
            <Fieldset legend={label} description={description} error={error}>
              <Checkbox label={label} description={description} error={error} />
              <Switch label={label} description={description} />
            </Fieldset>,
          );
          expect(text(container)).toContain(foldWhitespace(description));
          // Each control is there with its role and is named by its label.
          expect(screen.getByRole('checkbox', { name: readsAs(label) })).not.toBeChecked();
          expect(screen.getByRole('switch', { name: readsAs(label) })).not.toBeChecked();
          expect(screen.getByRole('group', { name: readsAs(label) })).toBeInTheDocument();
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: choice controls with any options', () => {
  it(
    'RadioGroup and CheckboxGroup with any options and a value that may not be one of them',
    () => {
      // An empty label names nothing: the development warning says so.
      allowConsole('warn', /: the control has no label\./);
      fc.assert(
        fc.property(hostileString, hostileOptions, hostileString, (legend, options, value) => {
          for (const ui of [
            <RadioGroup key="r" label={legend} options={options} defaultValue={value} />,
            <CheckboxGroup key="c" label={legend} options={options} defaultValue={[value]} />,
          ]) {
            const { container } = check(ui);
            const inputs = [...container.querySelectorAll('input')];
            expect(inputs).toHaveLength(options.length);
            // The default value is the one checked, when it is an option; otherwise none is.
            const checked = options.filter((_, i) => inputs[i]!.checked).map((o) => o.value);
            expect(checked).toEqual(options.some((o) => o.value === value) ? [value] : []);
            cleanup();
          }
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'RadioGroup and CheckboxGroup with no options and with five hundred',
    () => {
      for (const options of [[], manyOptions(500)]) {
        const { container } = check(<RadioGroup label="Pick" options={options} />);
        expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(options.length);
        cleanup();
        check(<CheckboxGroup label="Pick" options={options} />);
        cleanup();
      }
    },
    fuzzTimeout,
  );

  it(
    'Select, open, with any options, placeholder and value',
    () => {
      allowConsole('warn', /^\[Tessera\] Select:/);
      fc.assert(
        fc.property(
          hostileOptions,
          hostileString,
          fc.option(hostileString, { nil: undefined }),
          (options, placeholder, value) => {
            check(
              <Select
                label="Fruit"
                options={options}
                placeholder={placeholder}
                defaultValue={value}
                defaultOpen
              />,
            );
            expect(screen.queryAllByRole('option')).toHaveLength(options.length);
            // The trigger shows the chosen option's label, or the placeholder when nothing is chosen.
            // An empty value means nothing chosen, even when an option has the value '' (reported:
            // the trigger then shows the placeholder while that option is marked selected).
            const chosen = value ? options.find((o) => o.value === value) : undefined;
            const shown = text(document.querySelector('[data-slot="select-value"]'));
            if (chosen) {
              expect(shown).toBe(foldWhitespace(chosen.label));
              const marked = screen
                .getAllByRole('option', { name: readsAs(chosen.label) })
                .filter((o) => o.getAttribute('aria-selected') === 'true');
              expect(marked).toHaveLength(1);
            } else if (!value) {
              expect(shown).toBe(foldWhitespace(placeholder));
            }
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'Select with no options and with five hundred',
    () => {
      // Five hundred is past the long-list threshold: Select says to use a Combobox, and still works.
      expectConsole('warn', /^\[Tessera\] Select: .*Combobox/);
      for (const options of [[], manyOptions(500)]) {
        check(<Select aria-label="Fruit" options={options} defaultOpen />);
        cleanup();
      }
    },
    fuzzTimeout,
  );

  it(
    'Combobox, typed into, lists the options whose label holds the query',
    async () => {
      // The query is often a piece of one of the labels, so the list is rarely just empty.
      const optionsAndQuery = hostileOptions.chain((options) =>
        fc
          .oneof(
            hostileString,
            fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 6 })).map(([i, start, length]) => {
              const label = options.length ? options[i % options.length]!.label : '';
              const from = label.length ? start % label.length : 0;
              return label.slice(from, from + length);
            }),
          )
          .map((query) => [options, query] as const),
      );
      const user = userEvent.setup({ delay: null });
      await fc.assert(
        fc.asyncProperty(optionsAndQuery, async ([options, query]) => {
          check(<Combobox label="Fruit" options={options} emptyMessage="Nothing matches" />);
          const input = screen.getByRole('combobox', { name: 'Fruit' });
          // A click opens the list; the query is pasted (hostile strings hold characters user-event
          // would read as commands if typed).
          await user.click(input);
          await user.paste(query);
          expectNoInjectedMarkup(document.body);
          expect(input).toHaveValue(inputValue(query));
          expect(input).toHaveAttribute('aria-expanded', 'true');
          // Every option whose label holds the query is offered; nothing else is invented.
          const shown = screen.queryAllByRole('option').map((o) => text(o));
          const labels = new Set(options.map((o) => foldWhitespace(o.label)));
          for (const label of shown) expect(labels).toContain(label);
          const q = inputValue(query).trim();
          for (const o of options) {
            if (o.label.includes(q)) expect(shown).toContain(foldWhitespace(o.label));
          }
          // When nothing matches, the list says so.
          if (shown.length === 0) expect(text(document.body)).toContain('Nothing matches');
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  // Found by this property: a multiple value holding the same string twice once rendered two
  // chips with one React key. Values may now repeat.

  it(
    'Combobox, multiple, with values that are not options',
    () => {
      fc.assert(
        fc.property(
          hostileOptions,
          fc.array(fc.oneof(hostileString, fc.constant('twice')), { maxLength: 5 }),
          (options, value) => {
            const { container } = check(
              <Combobox aria-label="Tags" multiple options={options} defaultValue={value} />,
            );
            // One chip per distinct value, labelled by its option (or by the value itself), each with
            // a remove button named after it.
            const distinct = [...new Set(value)];
            const chips = [...container.querySelectorAll('[data-slot="combobox-chip"]')];
            const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
            expect(chips.map((c) => text(c))).toEqual(
              distinct.map((v) => foldWhitespace(labelOf(v))),
            );
            for (const v of distinct) {
              expect(
                screen.getAllByRole('button', { name: readsAs(`Remove ${labelOf(v)}`) }).length,
              ).toBeGreaterThan(0);
            }
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: number, range and date controls with any numbers and strings', () => {
  // Found by this property: a NaN `min` or `max` once reached the <input> as the attribute "NaN"
  // and React logged an error. Bounds, value and step are now any number at all.
  it(
    'NumberField never shows NaN or Infinity, whatever its value, bounds and step',
    () => {
      allowConsole('warn', /^\[Tessera\] NumberField:/);
      const bound = fc.option(hostileNumber, { nil: undefined });
      fc.assert(
        fc.property(hostileNumber, bound, bound, bound, (value, min, max, step) => {
          const { container } = check(
            <NumberField
              aria-label="Guests"
              defaultValue={value}
              min={min}
              max={max}
              step={step}
            />,
          );
          const shown = container.querySelector('input')!.value;
          expect(shown).not.toMatch(/NaN|Infinity|∞/);
          // What is shown is a number a person can read back (en-US grouping), or nothing.
          if (shown !== '') expect(Number.isFinite(Number(shown.replace(/,/g, '')))).toBe(true);
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  // Found by this property: a huge `min` such as 1e308 once gave a fallback max of min + 100,
  // which rounds back to min, so Base UI warned. Bounds are now any number at all.
  it(
    'Slider keeps aria-valuenow a finite number, whatever its value, bounds and step',
    () => {
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
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'DateField and DatePicker with any value, min and max strings',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            hostileString,
            fc.constantFrom('2026-02-30', '0000-00-00', '9999-12-31', '1-1-1'),
          ),
          hostileString,
          hostileString,
          (value, min, max) => {
            // A real ISO date is shown in the locale's format; anything else leaves the field empty.
            const date = parseISO(value);
            const shown = date ? formatNumeric(date, 'en-US') : '';
            check(<DateField label="Due" defaultValue={value} min={min} max={max} />);
            expect(screen.getByRole('textbox', { name: 'Due' })).toHaveValue(shown);
            cleanup();
            check(<DatePicker label="Due" defaultValue={value} min={min} max={max} defaultOpen />);
            expect(screen.getByRole('textbox', { name: 'Due' })).toHaveValue(shown);
            // The calendar opens on a month: six weeks of days, the chosen one selected.
            expect(screen.getAllByRole('gridcell')).toHaveLength(42);
            const selected = screen.queryByRole('gridcell', { selected: true });
            if (date) expect(selected).toHaveAttribute('data-date', value);
            else expect(selected).toBeNull();
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: Form shows any server message as text', () => {
  it(
    'field errors and a form error of any text land as text, values kept',
    async () => {
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
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});
