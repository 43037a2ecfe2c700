import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LocaleProvider, Stack, Text, useLocale } from '../src';

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
