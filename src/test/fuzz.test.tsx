import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/Button/Button';
import { Field, useFieldControl, type FieldControlProps } from '../components/Field/Field';
import { Heading } from '../components/Heading/Heading';
import { IconButton } from '../components/IconButton/IconButton';
import { Inline } from '../components/Inline/Inline';
import { Kbd } from '../components/Kbd/Kbd';
import { Link } from '../components/Link/Link';
import { LocaleProvider, useLocale } from '../components/LocaleProvider/LocaleProvider';
import { Spinner } from '../components/Spinner/Spinner';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';
import {
  expectNoInjectedMarkup,
  foldWhitespace,
  fuzzRuns,
  hostileNumber,
  hostileString,
  readsAs,
  readsContaining,
} from './fuzz';

// Property-based tests: for any string or number, each component renders without throwing and
// without logging (the console guard fails the test otherwise), and text arrives as text.
function renderedText(ui: React.ReactElement) {
  const { container } = render(ui);
  expectNoInjectedMarkup(container);
  const text = foldWhitespace(container.textContent ?? '');
  cleanup();
  return text;
}

function TextInput(props: FieldControlProps) {
  return <input {...useFieldControl(props)} />;
}

function LocaleProbe() {
  return <span>{useLocale().locale}</span>;
}

describe('fuzz: arbitrary strings render as text, never as markup, and never crash', () => {
  it.each([
    ['Button', (s: string) => <Button>{s}</Button>],
    ['Button (loading)', (s: string) => <Button loading>{s}</Button>],
    ['Heading', (s: string) => <Heading>{s}</Heading>],
    ['Text', (s: string) => <Text truncate>{s}</Text>],
    ['Kbd', (s: string) => <Kbd>{s}</Kbd>],
    ['VisuallyHidden', (s: string) => <VisuallyHidden>{s}</VisuallyHidden>],
    ['Stack', (s: string) => <Stack>{s}</Stack>],
    ['Inline', (s: string) => <Inline>{s}</Inline>],
    ['Link', (s: string) => <Link href="/x">{s}</Link>],
  ])('%s', (_name, ui) => {
    fc.assert(
      fc.property(hostileString, (s) => {
        expect(renderedText(ui(s))).toBe(foldWhitespace(s));
      }),
      fuzzRuns,
    );
  });

  it('Kbd shows each of any list of keys as its own keycap, in order', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 8 }), (keys) => {
        cleanup();
        const { container } = render(<Kbd keys={keys} />);
        expectNoInjectedMarkup(container);
        const caps = [...container.querySelectorAll('kbd kbd')].map((k) => k.textContent);
        expect(caps).toEqual(keys);
        cleanup();
      }),
      fuzzRuns,
    );
  });

  it('Field names, describes and flags its control with any label, description and error', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileString, (label, description, error) => {
        cleanup();
        const { container } = render(
          <Field label={label} description={description} error={error} required>
            <TextInput />
          </Field>,
        );
        expectNoInjectedMarkup(container);
        const input = container.querySelector('input')!;
        // The person hears the label as its name, the description and the error as its description.
        expect(screen.getByRole('textbox', { name: readsAs(label) })).toBe(input);
        expect(input).toBeRequired();
        expect(
          screen.getByRole('textbox', {
            description: readsContaining(`${description} ${error}`.trim()),
          }),
        ).toBe(input);
        if (error) expect(input).toHaveAttribute('aria-invalid', 'true');
        else expect(input).not.toHaveAttribute('aria-invalid');
        cleanup();
      }),
      fuzzRuns,
    );
  });

  it('IconButton and Spinner are named by any label', () => {
    fc.assert(
      fc.property(hostileString, (label) => {
        cleanup();
        render(
          <>
            <IconButton aria-label={label || 'x'} icon={<svg />} />
            <Spinner label={label} />
          </>,
        );
        expect(screen.getByRole('button', { name: readsAs(label || 'x') })).toBeInTheDocument();
        expect(foldWhitespace(screen.getByRole('status').textContent ?? '')).toBe(
          foldWhitespace(label),
        );
        cleanup();
      }),
      fuzzRuns,
    );
  });

  it('LocaleProvider falls back to a real locale for any locale string', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, fc.constantFrom('de-de', 'EN_us', 'ar-EG', 'x-private')),
        (locale) => {
          const text = renderedText(
            <LocaleProvider locale={locale}>
              <LocaleProbe />
            </LocaleProvider>,
          );
          // What formatting components receive is a canonical BCP 47 tag Intl accepts.
          expect(Intl.getCanonicalLocales(text)).toEqual([text]);
          expect(() => new Intl.NumberFormat(text)).not.toThrow();
        },
      ),
      fuzzRuns,
    );
  });
});

// Hrefs (every scheme, case and control character) are in fuzz.urls.test.tsx.

describe('fuzz: numbers', () => {
  it('Heading clamps any level to 1–6', () => {
    fc.assert(
      fc.property(hostileNumber, (level) => {
        // @ts-expect-error: untyped callers pass any number.
        const { container } = render(<Heading level={level}>x</Heading>);
        expect(container.firstElementChild!.tagName).toMatch(/^H[1-6]$/);
        cleanup();
      }),
      fuzzRuns,
    );
  });
});
