import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  catalogueLanguage,
  englishMessages,
  formatList,
  formatMessage,
  loadMessages,
  LocaleProvider,
  mergeMessages,
  pluralCategory,
  shippedLanguages,
  translator,
  useI18n,
  useMessages,
  Pagination,
  Stack,
  Text,
  useLocale,
  type Messages,
  type PartialMessages,
} from '../src';

function Formatted() {
  const { locale, direction } = useLocale();
  const number = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    1234567.891,
  );
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(
    new Date(2026, 10, 22),
  );
  return (
    <Stack gap="1" dir={direction}>
      <Text>
        Locale: {locale} ({direction})
      </Text>
      <Text data-testid="number">{number}</Text>
      <Text>{date}</Text>
    </Stack>
  );
}

/** Shares the locale numbers and dates are formatted and parsed in; the toolbar's Locale menu sets it. */
const meta = {
  title: 'Foundations/LocaleProvider',
  component: LocaleProvider,
  args: { locale: 'de-DE' },
  render: (args) => (
    <LocaleProvider {...args}>
      <Formatted />
    </LocaleProvider>
  ),
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('number')).toHaveTextContent(/1\.234\.567,89\s€/);
  },
};
export const Arabic: Story = { args: { locale: 'ar-EG' } };
export const Japanese: Story = { args: { locale: 'ja-JP' } };

// A language Tessera does not ship (Portuguese, a few namespaces written here; the rest falls back
// to English) and an override of one message, laid over the shipped German in order.
const portuguese: PartialMessages = {
  pagination: {
    label: 'Paginação',
    first: 'Primeira página',
    previous: 'Página anterior',
    next: 'Próxima página',
    last: 'Última página',
    page: 'Página {page}',
    pageSize: 'Linhas por página',
    noResults: 'Nenhum resultado',
    summary: 'Mostrando {start}–{end} de {total}',
  },
  toast: { region: 'Notificações', dismiss: 'Fechar notificação' },
};
const override: PartialMessages = { pagination: { next: 'Weiter' } };

/**
 * The words come from `messages`: add a language with a catalogue of your own (typed `Messages`,
 * or part of one over English), or replace one message over a shipped catalogue
 * (`messages={[await loadMessages('de'), { pagination: { next: 'Weiter' } }]}`).
 */
export const CustomMessages: Story = {
  name: 'Custom messages',
  args: { locale: 'pt-BR' },
  loaders: [async () => ({ german: await loadMessages('de') })],
  render: (args, { loaded }) => (
    <Stack gap="4">
      <LocaleProvider {...args} messages={portuguese}>
        <Pagination totalItems={95} pageSize={10} defaultPage={3} aria-label="Paginação (pt-BR)" />
      </LocaleProvider>
      <LocaleProvider locale="de-DE" messages={[loaded.german as Messages, override]}>
        <Pagination totalItems={95} pageSize={10} defaultPage={3} aria-label="Seiten (de-DE)" />
      </LocaleProvider>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const pt = canvas.getByRole('navigation', { name: 'Paginação (pt-BR)' });
    await expect(within(pt).getByRole('button', { name: 'Próxima página' })).toBeInTheDocument();
    await expect(within(pt).getByText('Mostrando 21–30 de 95')).toBeInTheDocument();
    const de = canvas.getByRole('navigation', { name: 'Seiten (de-DE)' });
    await expect(within(de).getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    await expect(within(de).getByRole('button', { name: 'Vorherige Seite' })).toBeInTheDocument();
  },
};

/** The words a component reads (`useMessages`, `useI18n`) and what a custom one needs. */
function MessageHelpers() {
  const t = useMessages('pagination');
  const i18n = useI18n();
  const merged = mergeMessages(englishMessages, { pagination: { next: 'Onward' } });
  const rows: [string, string][] = [
    ["useMessages('pagination')('next')", t('next')],
    ['useI18n().locale', i18n.locale],
    [
      "translator(merged, 'pagination')('next')",
      translator({ ...i18n, messages: merged }, 'pagination')('next'),
    ],
    ["pluralCategory('ar', 3)", pluralCategory('ar', 3)],
    [
      "formatMessage('ar-EG', { one: '…', few: '{count} ملفات', other: '…' }, { count: 3 })",
      formatMessage(
        'ar-EG',
        { one: 'ملف واحد', few: '{count} ملفات', other: '{count} ملف' },
        { count: 3 },
      ),
    ],
    ["formatList('de', ['Rot', 'Grün', 'Blau'])", formatList('de', ['Rot', 'Grün', 'Blau'])],
    ["catalogueLanguage('de-AT')", catalogueLanguage('de-AT')],
    ['shippedLanguages', shippedLanguages.join(' ')],
  ];
  return (
    <table>
      <tbody>
        {rows.map(([call, result]) => (
          <tr key={call}>
            <th scope="row">
              <code>{call}</code>
            </th>
            <td>{result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The message helpers, computed live under German: a component of your own reads its words with
 * `useMessages(namespace)` (or `useI18n()` and `translator`), and formats its own with
 * `formatMessage` (plural forms from `pluralCategory`) and `formatList`.
 */
export const MessageHelpersLive: Story = {
  name: 'Message helpers',
  args: { locale: 'de-DE' },
  loaders: [async () => ({ german: await loadMessages('de') })],
  render: (args, { loaded }) => (
    <LocaleProvider {...args} messages={loaded.german as Messages}>
      <MessageHelpers />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    const result = (call: string) =>
      canvas.getByRole('rowheader', { name: call }).nextElementSibling?.textContent;
    await expect(result("useMessages('pagination')('next')")).toBe('Nächste Seite');
    await expect(result('useI18n().locale')).toBe('de-DE');
    await expect(result("translator(merged, 'pagination')('next')")).toBe('Onward');
    await expect(result("pluralCategory('ar', 3)")).toBe('few');
    await expect(result("formatList('de', ['Rot', 'Grün', 'Blau'])")).toBe('Rot, Grün und Blau');
    await expect(result("catalogueLanguage('de-AT')")).toBe('de');
  },
};
