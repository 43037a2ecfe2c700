import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileQuestion } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFound, Stack } from '../src';
import { UrlBar, withMemoryRouter } from './support/router';

const meta = {
  title: 'Facilities/Router/NotFound',
  component: NotFound,
  decorators: [withMemoryRouter],
  parameters: { routerPath: '/no/such/page' },
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 page's body: a level-1 heading that titles the document, a sentence and a way home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await expect(document.title).toBe('Page not found');
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

/** With `onSearch`, a search form offers another way to find what was meant. */
export const WithSearch: Story = {
  args: {
    onSearch: fn(),
    searchLabel: 'Search tasks',
    homeHref: '/tasks',
    homeLabel: 'Go to the task list',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: 'Search tasks' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'invoices');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('invoices');
  },
};

/** Following the way home navigates in place through the router (the address bar shows where it is). */
export const GoingHome: Story = {
  render: (args) => (
    <Stack gap="4">
      <UrlBar />
      <NotFound {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const address = canvas.getByRole('status', { name: 'Address' });
    await expect(address).toHaveTextContent('/no/such/page');
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the home page' }));
    await expect(address).toHaveTextContent(/example\/$/);
  },
};

/** Every state side by side: default, with an icon and a search, long text, right to left. */
export const AllStates: Story = {
  // Two columns, so the whole matrix fits the visual test's viewport (720 px tall); one on a
  // narrow screen, so it reflows at 320 px (WCAG 1.4.10).
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 28rem))',
        gap: 24,
        inlineSize: 'calc(2 * 28rem + 24px)',
        maxInlineSize: '100%',
      }}
    >
      <NotFound />
      <NotFound
        icon={<FileQuestion />}
        heading="Task not found"
        description="It may have been deleted, or the link is wrong."
        homeHref="/tasks"
        homeLabel="Go to the task list"
        onSearch={() => {}}
        searchLabel="Search tasks"
      />
      <div style={{ maxInlineSize: 320 }}>
        <NotFound
          heading="This address points at a page that was moved a long time ago"
          description="Addresses change when a workspace is renamed: ask whoever sent the link for a new one."
        />
      </div>
      <NotFound
        dir="rtl"
        lang="ar"
        heading="الصفحة غير موجودة"
        description="لا يوجد شيء في هذا العنوان."
        homeLabel="الذهاب إلى الصفحة الرئيسية"
      />
    </div>
  ),
};
