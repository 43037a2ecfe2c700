import { cleanup, render } from '@testing-library/react';
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

  it('Kbd with arbitrary key lists', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 8 }), (keys) => {
        renderedText(<Kbd keys={keys} />);
      }),
      fuzzRuns,
    );
  });

  it('Field with arbitrary label, description and error', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileString, (label, description, error) => {
        const text = renderedText(
          <Field label={label} description={description} error={error} required>
            <TextInput />
          </Field>,
        );
        expect(text).toContain(foldWhitespace(label));
      }),
      fuzzRuns,
    );
  });

  it('IconButton and Spinner with arbitrary labels', () => {
    fc.assert(
      fc.property(hostileString, (label) => {
        renderedText(<IconButton aria-label={label || 'x'} icon={<svg />} />);
        renderedText(<Spinner label={label} />);
      }),
      fuzzRuns,
    );
  });

  it('LocaleProvider with arbitrary locale strings falls back instead of throwing', () => {
    fc.assert(
      fc.property(hostileString, (locale) => {
        const text = renderedText(
          <LocaleProvider locale={locale}>
            <LocaleProbe />
          </LocaleProvider>,
        );
        expect(text.length).toBeGreaterThan(0);
      }),
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
