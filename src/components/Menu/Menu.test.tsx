import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole, PortalHost } from '../../test';
import { renderWithRouter } from '../../test/router';
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
} from '.';

function OpenContent(props: ComponentProps<typeof MenuContent>) {
  return (
    <PortalHost>
      {(el) => (
        <Menu defaultOpen>
          <MenuContent container={el} {...props}>
            <MenuItem>Edit</MenuItem>
          </MenuContent>
        </Menu>
      )}
    </PortalHost>
  );
}

describeConformance('MenuContent', OpenContent, {
  props: {},
  element: 'div',
  slot: 'menu-content',
});

function Example({ onEdit = vi.fn(), onDelete = vi.fn() }) {
  return (
    <Menu>
      <MenuTrigger>Actions</MenuTrigger>
      <MenuContent>
        <MenuItem onClick={onEdit}>Edit</MenuItem>
        <MenuItem>Duplicate</MenuItem>
        <MenuItem disabled>Archive</MenuItem>
        <MenuSeparator />
        <MenuItem destructive onClick={onDelete}>
          Delete
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

describe('Menu', () => {
  it('is a menu button: aria-haspopup, closed until pressed', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Edit',
      'Duplicate',
      'Archive',
      'Delete',
    ]);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('opens on the first item with Enter and ArrowDown, and moves with the arrows', async () => {
    render(<Example />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const edit = await screen.findByRole('menuitem', { name: 'Edit' });
    await vi.waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(edit).toHaveFocus();
    // Wrapping from the first item to the last is checked in the browser (Menu stories).
  });

  it('runs the chosen item, closes, and returns focus to the trigger', async () => {
    const onEdit = vi.fn();
    render(<Example onEdit={onEdit} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape with focus back on the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('does not run a disabled item', async () => {
    const onClick = vi.fn();
    render(
      <Menu defaultOpen>
        <MenuContent>
          <MenuItem disabled onClick={onClick}>
            Archive
          </MenuItem>
        </MenuContent>
      </Menu>,
    );
    const item = await screen.findByRole('menuitem', { name: 'Archive' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('jumps to an item by typing its first letters', async () => {
    render(<Example />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('du');
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
  });

  it('toggles checkbox items and reports the new state, keeping the menu open', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Menu defaultOpen>
        <MenuContent>
          <MenuCheckboxItem onCheckedChange={onCheckedChange}>Show completed</MenuCheckboxItem>
        </MenuContent>
      </Menu>,
    );
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Show completed' });
    expect(item).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('chooses one radio item of a labelled group', async () => {
    const onValueChange = vi.fn();
    render(
      <Menu defaultOpen>
        <MenuContent>
          <MenuGroup>
            <MenuGroupLabel>Sort by</MenuGroupLabel>
            <MenuRadioGroup defaultValue="due" onValueChange={onValueChange}>
              <MenuRadioItem value="due">Due date</MenuRadioItem>
              <MenuRadioItem value="title">Title</MenuRadioItem>
            </MenuRadioGroup>
          </MenuGroup>
        </MenuContent>
      </Menu>,
    );
    expect(await screen.findByRole('group', { name: 'Sort by' })).toBeInTheDocument();
    const due = screen.getByRole('menuitemradio', { name: 'Due date' });
    const title = screen.getByRole('menuitemradio', { name: 'Title' });
    expect(due).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(title);
    expect(title).toHaveAttribute('aria-checked', 'true');
    expect(due).toHaveAttribute('aria-checked', 'false');
    expect(onValueChange).toHaveBeenCalledWith('title');
  });

  it('renders link items as links', async () => {
    render(
      <Menu defaultOpen>
        <MenuContent>
          <MenuLinkItem href="/projects/12">Open project</MenuLinkItem>
        </MenuContent>
      </Menu>,
    );
    const link = await screen.findByRole('menuitem', { name: 'Open project' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/projects/12');
  });

  it('refuses an unsafe link: no href, disabled, and a development warning', async () => {
    expectConsole('warn', /MenuLinkItem: refused the unsafe URL/);
    render(
      <Menu defaultOpen>
        <MenuContent>
          <MenuLinkItem href="javascript:alert(1)">Evil</MenuLinkItem>
        </MenuContent>
      </Menu>,
    );
    const item = await screen.findByRole('menuitem', { name: 'Evil' });
    expect(item).not.toHaveAttribute('href');
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens a submenu with ArrowRight and closes it with ArrowLeft', async () => {
    render(
      <Menu>
        <MenuTrigger>More</MenuTrigger>
        <MenuContent>
          <MenuItem>Rename</MenuItem>
          <MenuSub>
            <MenuSubTrigger>Move to</MenuSubTrigger>
            <MenuSubContent>
              <MenuItem>Backlog</MenuItem>
              <MenuItem>Done</MenuItem>
            </MenuSubContent>
          </MenuSub>
        </MenuContent>
      </Menu>,
    );
    screen.getByRole('button', { name: 'More' }).focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const sub = screen.getByRole('menuitem', { name: 'Move to' });
    expect(sub).toHaveFocus();
    expect(sub).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(screen.getByRole('menuitem', { name: 'Backlog' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Backlog' })).toBeNull());
    expect(sub).toHaveFocus();
  });

  it('has an icon trigger named by its label, for row actions', async () => {
    render(
      <Menu>
        <MenuIconTrigger aria-label="Actions for Task 12" icon={<svg />} />
        <MenuContent>
          <MenuItem>Edit</MenuItem>
        </MenuContent>
      </Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Task 12' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('throws a clear error when an item is used outside Menu', () => {
    expect(() => render(<MenuItem>Alone</MenuItem>)).toThrow(
      '<MenuItem> must be used inside <Menu>',
    );
  });
});

describe('MenuLinkItem and the router', () => {
  function GoTo() {
    return (
      <Menu>
        <MenuTrigger>Go to</MenuTrigger>
        <MenuContent>
          <MenuLinkItem href="/">Home</MenuLinkItem>
          <MenuLinkItem href="/tasks">Tasks</MenuLinkItem>
          <MenuLinkItem href="/reports">Reports</MenuLinkItem>
          <MenuLinkItem href="https://example.com/help" target="_blank">
            Help
          </MenuLinkItem>
        </MenuContent>
      </Menu>
    );
  }

  /** Whether the browser would have followed the link: a click whose default nobody prevented. */
  function watchClicks() {
    const clicks: boolean[] = [];
    const listener = (event: Event) => clicks.push(event.defaultPrevented);
    // Listen on window, after React's root listener has run the item's handlers.
    window.addEventListener('click', listener);
    return {
      followed: () => clicks.at(-1) === false,
      stop: () => window.removeEventListener('click', listener),
    };
  }

  async function openMenu(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Go to' }));
    return screen.findByRole('menu');
  }

  it('navigates in place on a click, closes the menu and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<GoTo />, { initialEntries: ['/tasks'] });
    const clicks = watchClicks();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Reports' }));
    expect(location().pathname).toBe('/reports');
    expect(clicks.followed()).toBe(false);
    clicks.stop();
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Go to' })).toHaveFocus();
  });

  it('navigates in place with Enter', async () => {
    const user = userEvent.setup();
    const { location, router } = renderWithRouter(<GoTo />, { initialEntries: ['/'] });
    const navigations: string[] = [];
    const unsubscribe = router.subscribe((state) => navigations.push(state.location.key));
    screen.getByRole('button', { name: 'Go to' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Reports' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/reports');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    unsubscribe();
    expect(new Set(navigations).size).toBe(1);
  });

  it('marks the item for the current page with aria-current="page", and only that one', async () => {
    const user = userEvent.setup();
    renderWithRouter(<GoTo />, { initialEntries: ['/tasks'] });
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    // A menu lists places, not sections: Home is not current on every page below it.
    expect(screen.getByRole('menuitem', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('menuitem', { name: 'Reports' })).not.toHaveAttribute('aria-current');
  });

  it('leaves a modified click (new tab or window) to the browser', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<GoTo />, { initialEntries: ['/tasks'] });
    const clicks = watchClicks();
    await openMenu(user);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('menuitem', { name: 'Reports' }));
    await user.keyboard('{/Control}');
    expect(clicks.followed()).toBe(true);
    clicks.stop();
    expect(location().pathname).toBe('/tasks');
  });

  it('leaves a link to a new tab to the browser, with rel="noopener noreferrer"', async () => {
    const user = userEvent.setup();
    renderWithRouter(<GoTo />, { initialEntries: ['/tasks'] });
    await openMenu(user);
    const help = screen.getByRole('menuitem', { name: 'Help (opens in a new tab)' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("puts the router's basename into the href", async () => {
    const user = userEvent.setup();
    renderWithRouter(<GoTo />, { initialEntries: ['/app/tasks'], basename: '/app' });
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/app/reports',
    );
  });

  it('is a plain link outside a router: the browser follows it', async () => {
    const user = userEvent.setup();
    render(<GoTo />);
    const clicks = watchClicks();
    await openMenu(user);
    const reports = screen.getByRole('menuitem', { name: 'Reports' });
    expect(reports).toHaveAttribute('href', '/reports');
    expect(reports).not.toHaveAttribute('aria-current');
    await user.click(reports);
    expect(clicks.followed()).toBe(true);
    clicks.stop();
  });
});
