import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Menu,
  MenuCheckboxItem,
  MenuContent,
  MenuGroup,
  MenuGroupLabel,
  MenuIconTrigger,
  MenuItem,
  MenuLinkItem,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
  MenuTrigger,
  Stack,
  Text,
} from '../src';
import { atBottomEdge, expectAbove, expectGone, watchTransitions } from './support/overlay';
import { UrlBar, withMemoryRouter } from './support/router';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onOpenChange: fn() },
  beforeEach: () => {
    onEdit.mockClear();
    onDelete.mockClear();
  },
  render: (args) => (
    <Menu {...args}>
      <MenuTrigger>Actions</MenuTrigger>
      <MenuContent>
        <MenuItem icon={<Pencil />} shortcut="E" onClick={onEdit}>
          Edit
        </MenuItem>
        <MenuItem icon={<Copy />}>Duplicate</MenuItem>
        <MenuItem disabled>Archive</MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Trash2 />} destructive onClick={onDelete}>
          Delete
        </MenuItem>
      </MenuContent>
    </Menu>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** APG menu button by keyboard: Enter opens on the first item, arrows move and wrap, Enter runs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const edit = within(menu).getByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled item is reachable (so it can be discovered) but does nothing.
    const archive = within(menu).getByRole('menuitem', { name: 'Archive' });
    await waitFor(() => expect(archive).toHaveFocus());
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expectGone(() => body.queryByRole('menu'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** ArrowUp on the trigger opens on the last item; Escape closes and focus returns. */
export const OpenOnLastItem: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('menu'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Typeahead: typing "du" jumps to Duplicate. */
export const Typeahead: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('du');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('menu'));
  },
};

/** Checkbox and radio items, in labelled groups; toggling keeps the menu open. */
export const CheckboxAndRadioItems: Story = {
  render: function Render(args) {
    const [showDone, setShowDone] = useState(true);
    const [sort, setSort] = useState('due');
    return (
      <>
        <Menu {...args}>
          <MenuTrigger>View</MenuTrigger>
          <MenuContent>
            <MenuGroup>
              <MenuGroupLabel>Show</MenuGroupLabel>
              <MenuCheckboxItem checked={showDone} onCheckedChange={setShowDone}>
                Completed tasks
              </MenuCheckboxItem>
            </MenuGroup>
            <MenuSeparator />
            <MenuGroup>
              <MenuGroupLabel>Sort by</MenuGroupLabel>
              <MenuRadioGroup value={sort} onValueChange={setSort}>
                <MenuRadioItem value="due">Due date</MenuRadioItem>
                <MenuRadioItem value="title">Title</MenuRadioItem>
                <MenuRadioItem value="priority">Priority</MenuRadioItem>
              </MenuRadioGroup>
            </MenuGroup>
          </MenuContent>
        </Menu>
        <Text>
          {showDone ? 'Showing' : 'Hiding'} completed, sorted by {sort}
        </Text>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Sort by' })).toBeInTheDocument();
    const done = within(menu).getByRole('menuitemcheckbox', { name: 'Completed tasks' });
    await expect(done).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(done);
    await expect(done).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Title' }));
    await expect(within(menu).getByRole('menuitemradio', { name: 'Title' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByText('Hiding completed, sorted by title')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('menu'));
  },
};

/** A submenu: ArrowRight opens it on its first item, ArrowLeft returns to its trigger. */
export const Submenu: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuTrigger>Task</MenuTrigger>
      <MenuContent>
        <MenuItem>Rename</MenuItem>
        <MenuSub>
          <MenuSubTrigger>Move to</MenuSubTrigger>
          <MenuSubContent>
            <MenuItem>Backlog</MenuItem>
            <MenuItem>In progress</MenuItem>
            <MenuItem>Done</MenuItem>
          </MenuSubContent>
        </MenuSub>
      </MenuContent>
    </Menu>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Task' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const sub = body.getByRole('menuitem', { name: 'Move to' });
    await expect(sub).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Backlog' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(sub).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('menu'));
  },
};

/** Link items are real links; an unsafe URL is refused (no href, disabled) with a warning. */
export const LinkItems: Story = {
  parameters: {
    expectedConsole: [{ level: 'warn', pattern: /MenuLinkItem: refused the unsafe URL/ }],
  },
  render: (args) => (
    <Menu {...args}>
      <MenuTrigger>Go to</MenuTrigger>
      <MenuContent>
        <MenuLinkItem href="#projects">Projects</MenuLinkItem>
        <MenuLinkItem href="#reports">Reports</MenuLinkItem>
        {/* eslint-disable-next-line react/jsx-no-script-url -- the story shows it refused */}
        <MenuLinkItem href="javascript:alert(1)">Looks like a link</MenuLinkItem>
      </MenuContent>
    </Menu>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to' }));
    const projects = await body.findByRole('menuitem', { name: 'Projects' });
    await expect(projects.tagName).toBe('A');
    await expect(projects).toHaveAttribute('href', '#projects');
    const unsafe = body.getByRole('menuitem', { name: 'Looks like a link' });
    await expect(unsafe).not.toHaveAttribute('href');
    await expect(unsafe).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('menu'));
  },
};

/** Row actions: an icon trigger named for its row, as the DataTable uses it. */
/**
 * Inside a router, link items navigate in place (no page load) and close the menu; the item for the
 * current page says so with `aria-current="page"`. Outside one they are plain links (`LinkItems`).
 */
export const LinkItemsWithRouter: Story = {
  decorators: [withMemoryRouter],
  parameters: { routerPath: '/tasks' },
  render: (args) => (
    <Stack>
      <Menu {...args}>
        <MenuTrigger>Go to</MenuTrigger>
        <MenuContent>
          <MenuLinkItem href="/">Home</MenuLinkItem>
          <MenuLinkItem href="/tasks">Tasks</MenuLinkItem>
          <MenuLinkItem href="/reports">Reports</MenuLinkItem>
        </MenuContent>
      </Menu>
      <UrlBar />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Go to' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await expect(body.getByRole('menuitem', { name: 'Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(body.getByRole('menuitem', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Reports' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The memory router moved; a page load would have replaced this whole document instead.
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      'https://app.example/reports',
    );
    await expectGone(() => body.queryByRole('menu'));
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await expect(await body.findByRole('menuitem', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(body.getByRole('menuitem', { name: 'Home' }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      /app\.example\/$/,
    );
    await expectGone(() => body.queryByRole('menu'));
  },
};

export const IconTrigger: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuIconTrigger aria-label="Actions for “Write release notes”" icon={<MoreHorizontal />} />
      <MenuContent align="end">
        <MenuItem onClick={onEdit}>Edit</MenuItem>
        <MenuItem destructive onClick={onDelete}>
          Delete
        </MenuItem>
      </MenuContent>
    </Menu>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for “Write release notes”' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await expectGone(() => body.queryByRole('menu'));
  },
};

/** Near the bottom edge the menu flips above its trigger. */
export const FlipsAtTheEdge: Story = {
  decorators: [atBottomEdge],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expectAbove(menu, trigger);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('menu'));
  },
};

/** Long labels wrap; emoji and right-to-left text are fine. */
export const LongLabels: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuTrigger>Share</MenuTrigger>
      <MenuContent>
        <MenuItem>Copy a link that anyone in the organisation can open without signing in</MenuItem>
        <MenuItem>📧 Email to the team</MenuItem>
        <MenuItem>مشاركة مع الفريق</MenuItem>
      </MenuContent>
    </Menu>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const menu = await body.findByRole('menu');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('menu'));
  },
};

/** It animates in and out: closing runs its exit transition before the menu leaves the page. */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await body.findByRole('menu');
    await motion.entered(menu);
    await userEvent.keyboard('{Escape}');
    await motion.exited(menu, () => body.queryByRole('menu'));
    await expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus();
  },
};
