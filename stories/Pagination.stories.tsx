import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LocaleProvider, Pagination, Stack } from '../src';
import ar from 'tessera/locales/ar';
import de from 'tessera/locales/de';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { pageCount: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MiddlePage: Story = {
  args: { defaultPage: 50, pageCount: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 50' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 100' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 47' })).toBeNull();
  },
};

/** Pages as links: each page has a URL (here a query string), so the router can take over. */
export const AsLinks: Story = {
  args: { defaultPage: 3, getPageHref: (page) => `?page=${page}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '?page=4');
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const WithSummaryAndPageSize: Story = {
  args: {
    pageCount: undefined,
    totalItems: 1234,
    defaultPage: 2,
    defaultPageSize: 20,
    pageSizeOptions: [10, 20, 50, 100],
    onPageSizeChange: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 21–40 of 1,234')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByText('Showing 51–100 of 1,234')).toBeVisible();
  },
};

/** Keyboard: Tab moves through the controls, Enter and Space choose a page. */
export const Keyboard: Story = {
  args: { showFirstLast: false, pageCount: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
  },
};

export const NoResults: Story = {
  args: { pageCount: undefined, totalItems: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toBeVisible();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const OnePage: Story = { args: { pageCount: 1 } };

export const HugeCount: Story = {
  args: { pageCount: undefined, totalItems: 9_876_543_210, defaultPage: 12_345 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 12,345' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(4);
    return (
      <Stack gap="2">
        <Pagination {...args} page={page} onPageChange={setPage} />
        <p>Current page: {page}</p>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Current page: 10')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="4">
      <Pagination aria-label="First page example" pageCount={10} />
      <Pagination aria-label="Middle page example" pageCount={10} defaultPage={5} />
      <Pagination aria-label="Last page example" pageCount={10} defaultPage={10} />
      <Pagination aria-label="Link example" pageCount={5} getPageHref={(p) => `?p=${p}`} />
      <Pagination aria-label="Empty example" totalItems={0} />
    </Stack>
  ),
};

/** The states in German: the catalogue's words ("Zeilen pro Seite", "51–75 von 2.350") and German numbers. */
export const AllStatesGerman: Story = {
  render: () => (
    <LocaleProvider locale="de-DE" messages={de}>
      <Stack gap="4">
        <Pagination aria-label="Erste Seite, Beispiel" pageCount={10} />
        <Pagination aria-label="Mittlere Seite, Beispiel" pageCount={10} defaultPage={5} />
        <Pagination aria-label="Letzte Seite, Beispiel" pageCount={10} defaultPage={10} />
        <Pagination aria-label="Links, Beispiel" pageCount={5} getPageHref={(p) => `?p=${p}`} />
        <Pagination
          aria-label="Mit Seitengröße, Beispiel"
          totalItems={2350}
          defaultPage={3}
          defaultPageSize={25}
          pageSizeOptions={[10, 25, 50]}
        />
        <Pagination aria-label="Leer, Beispiel" totalItems={0} />
      </Stack>
    </LocaleProvider>
  ),
};

/** The states in Arabic, right to left: the arrows point the other way, digits are Arabic-Indic. */
export const AllStatesArabic: Story = {
  render: () => (
    <div dir="rtl">
      <LocaleProvider locale="ar-EG" messages={ar}>
        <Stack gap="4">
          <Pagination aria-label="مثال الصفحة الأولى" pageCount={10} />
          <Pagination aria-label="مثال صفحة في الوسط" pageCount={10} defaultPage={5} />
          <Pagination aria-label="مثال الصفحة الأخيرة" pageCount={10} defaultPage={10} />
          <Pagination aria-label="مثال بالروابط" pageCount={5} getPageHref={(p) => `?p=${p}`} />
          <Pagination
            aria-label="مثال بحجم الصفحة"
            totalItems={2350}
            defaultPage={3}
            defaultPageSize={25}
            pageSizeOptions={[10, 25, 50]}
          />
          <Pagination aria-label="مثال فارغ" totalItems={0} />
        </Stack>
      </LocaleProvider>
    </div>
  ),
};
