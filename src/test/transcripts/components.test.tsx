import { describe, it } from 'vitest';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/Dialog';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
  MenuTrigger,
} from '../../components/Menu';
import { Select } from '../../components/Select';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs';
import { ToggleGroup, ToggleGroupItem } from '../../components/ToggleGroup';
import { Toolbar, ToolbarButton, ToolbarGroup, ToolbarSeparator } from '../../components/Toolbar';
import { TextField } from '../../components/TextField';
import { toast, ToastProvider } from '../../components/Toast';
import { Form } from '../../forms';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn } from '../../components/DataTable';
import { render, screen } from '@testing-library/react';
import { heard, listen, virtual } from './screenReader';

// What a blind user hears, walking each component with a screen reader. Each `heard([...])` lists
// the phrases spoken since the one before, in order: role, name, states, then "polite: …" or
// "assertive: …" for a live region's announcement. How to read and update them: CONTRIBUTING.md.

describe('screen-reader transcripts: components', () => {
  it('Dialog: opens on its title and description, focus on the first field, Escape returns', async () => {
    render(
      <main>
        <Dialog>
          <DialogTrigger>Edit profile</DialogTrigger>
          <DialogContent>
            <DialogTitle>Edit profile</DialogTitle>
            <DialogDescription>Change the name others see.</DialogDescription>
            <TextField label="Name" />
            <DialogClose>Cancel</DialogClose>
          </DialogContent>
        </Dialog>
      </main>,
    );
    await listen();
    await virtual.next();
    await virtual.next();
    await heard(['document', 'main', 'button, Edit profile, not expanded, has popup dialog']);

    await virtual.act();
    await heard(['dialog, Edit profile, Change the name others see.', 'textbox, Name']);

    await virtual.next();
    await virtual.next();
    await heard(['button, Cancel', 'button, Close']);
    await virtual.next();
    await heard(['end of dialog, Edit profile, Change the name others see.']);
    await virtual.previous();
    await virtual.previous();
    await heard(['button, Close', 'button, Cancel']);
    await virtual.press('Escape');
    await heard(['button, Edit profile, not expanded, has popup dialog']);
  });

  it('Menu: opens on its first item, walks into a submenu and back, Escape returns', async () => {
    render(
      <main>
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
        </Menu>
      </main>,
    );
    await listen();
    await virtual.next();
    await virtual.next();
    await heard(['document', 'main', 'button, More, not expanded, has popup menu']);

    await virtual.press('Enter');
    await heard(['menuitem, Rename, position 1, set size 2']);
    await virtual.press('ArrowDown');
    await heard(['menuitem, Move to, not expanded, has popup menu, position 2, set size 2']);
    await virtual.press('ArrowRight');
    await heard(['menuitem, Backlog, position 1, set size 2']);
    await virtual.press('ArrowDown');
    await heard(['menuitem, Done, position 2, set size 2']);
    await virtual.press('ArrowLeft');
    await heard(['menuitem, Move to, not expanded, has popup menu, position 2, set size 2']);
    await virtual.press('Escape');
    await heard(['button, More, not expanded, has popup menu']);
  });

  it('Select: reads its label, its options with position, and closes on the choice', async () => {
    render(
      <main>
        <Select
          label="Fruit"
          options={[
            { value: 'apple', label: 'Apple' },
            { value: 'banana', label: 'Banana' },
          ]}
        />
      </main>,
    );
    await listen();
    await virtual.next();
    await virtual.next();
    await virtual.next();
    await heard(['document', 'main', 'Fruit', 'combobox, Fruit, has popup listbox, not expanded']);

    await virtual.press('Enter');
    await heard(['option, Apple, not selected, position 1, set size 2']);
    await virtual.press('ArrowDown');
    await heard(['option, Banana, not selected, position 2, set size 2']);
    await virtual.press('Enter');
    await heard(['combobox, Fruit, has popup listbox, not expanded']);
    await virtual.press('Enter');
    await heard(['option, Banana, selected, position 2, set size 2']);
  });

  it('Tabs: reads the tab list, the selected tab, then the panel it controls', async () => {
    render(
      <main>
        <Tabs>
          <TabList aria-label="Settings">
            <Tab value="profile">Profile</Tab>
            <Tab value="billing">Billing</Tab>
          </TabList>
          <TabPanel value="profile">Profile panel</TabPanel>
          <TabPanel value="billing">Billing panel</TabPanel>
        </Tabs>
      </main>,
    );
    await listen();
    await virtual.next();
    await virtual.next();
    await virtual.next();
    await heard([
      'document',
      'main',
      'tablist, Settings, orientated horizontally',
      'tab, Profile, selected, 1 control, position 1, set size 2',
    ]);
    await virtual.press('ArrowRight');
    await heard(['tab, Billing, selected, 1 control, position 2, set size 2']);
    await virtual.next();
    await virtual.next();
    await virtual.next();
    await heard([
      'end of tablist, Settings, orientated horizontally',
      'tabpanel, Billing',
      'Billing panel',
    ]);
  });

  it('Toolbar: one Tab stop, arrows walk its items, a disabled one is read and stays', async () => {
    render(
      <main>
        <button type="button">Before</button>
        <Toolbar aria-label="Text formatting">
          <ToolbarGroup aria-label="History">
            <ToolbarButton>Undo</ToolbarButton>
            <ToolbarButton disabled>Redo</ToolbarButton>
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToggleGroup aria-label="Style" multiple size="sm">
            <ToggleGroupItem value="bold">Bold</ToggleGroupItem>
            <ToggleGroupItem value="italic">Italic</ToggleGroupItem>
          </ToggleGroup>
        </Toolbar>
        <button type="button">After</button>
      </main>,
    );
    await listen();
    // Set-up: the reading cursor starts on the button before the toolbar.
    screen.getByRole('button', { name: 'Before' }).focus();
    await heard(['document', 'button, Before']);

    // One Tab stop: Tab enters on the first item; the arrows walk the items, and the disabled one
    // is still reached and read as disabled, so a person learns it is there.
    await virtual.press('Tab');
    await heard(['button, Undo']);
    await virtual.press('ArrowRight');
    await heard(['button, Redo, disabled']);
    await virtual.press('ArrowRight');
    await heard(['button, Bold, not pressed']);
    await virtual.act();
    // Tab leaves the toolbar at once; Shift+Tab comes back to the item left, now pressed.
    await virtual.press('Tab');
    await heard(['button, After']);
    await virtual.press('Shift+Tab');
    await heard(['button, Bold, pressed']);

    // Reading backwards: the groups and the toolbar are named. (The virtual reader adds ARIA's
    // implicit value range to the separator role; a screen reader says "separator".)
    for (let step = 0; step < 8; step++) await virtual.previous();
    await heard([
      'group, Style',
      'separator, orientated vertically, max value 100, min value 0',
      'end of group, History',
      'button, Redo, disabled',
      'button, Undo',
      'group, History',
      'toolbar, Text formatting, orientated horizontally',
      'button, Before',
    ]);
  });

  it('Toast: the first toast is announced once, and so is the next', async () => {
    render(
      <ToastProvider>
        <main>
          <button type="button" onClick={() => toast('Changes saved')}>
            Save
          </button>
          <button
            type="button"
            onClick={() =>
              toast({ title: 'Task deleted', action: { label: 'Undo', onClick: () => {} } })
            }
          >
            Delete
          </button>
        </main>
      </ToastProvider>,
    );
    await listen();
    await virtual.next();
    await virtual.next();
    await heard(['document', 'main', 'button, Save']);
    await virtual.act();
    await heard(['polite: Changes saved']);
    await virtual.next();
    await virtual.act();
    await heard(['button, Delete', 'polite: Task deleted']);
  });

  it('Form: a failed submission reads the error summary, then the field and its error', async () => {
    render(
      <main>
        <Form aria-label="Profile" onSubmit={() => {}}>
          <TextField name="name" label="Name" required />
          <TextField name="email" label="Email" type="email" required />
          <button type="submit">Save</button>
        </Form>
      </main>,
    );
    await listen();
    for (let step = 0; step < 7; step++) await virtual.next();
    await heard([
      'document',
      'main',
      'form, Profile',
      'Name',
      'textbox, Name, required',
      'Email',
      'textbox, Email, required',
      'button, Save',
    ]);
    await virtual.act();
    // The summary takes focus, so it is read first; its links lead to the fields.
    await heard(['region, There are 2 problems']);
    for (let step = 0; step < 4; step++) await virtual.next();
    await heard([
      'heading, There are 2 problems, level 2',
      'list',
      'listitem, level 1, position 1, set size 2',
      'link, Name: Fill in this field.',
    ]);
    await virtual.act();
    await heard(['textbox, Name, Fill in this field., 1 error message, invalid, required']);
  });

  it('DataTable: sorting is read from the header, selection from the row and the count', async () => {
    interface Fruit {
      id: string;
      name: string;
      qty: number;
    }
    const columns: DataTableColumn<Fruit>[] = [
      { key: 'name', header: 'Name' },
      { key: 'qty', header: 'Quantity' },
    ];
    const data: Fruit[] = [
      { id: 'b', name: 'Banana', qty: 3 },
      { id: 'a', name: 'Apple', qty: 10 },
    ];
    render(
      <main>
        <DataTable label="Fruit" columns={columns} data={data} getRowId={(r) => r.id} selectable />
      </main>,
    );
    await listen();
    await virtual.press('Tab');
    await virtual.press('Tab');
    await heard([
      'document',
      'button, Columns, not expanded, has popup menu',
      'checkbox, Select all rows on this page, not checked',
    ]);
    await virtual.press('ArrowRight');
    await heard(['button, Name']);
    await virtual.press('Enter');
    await heard(['button, Name, sorted ascending']);
    await virtual.press('ArrowDown');
    await heard(['rowheader, Apple']);
    await virtual.press('ArrowLeft');
    await heard(['checkbox, Select Apple, not checked']);
    await virtual.press(' ');
    await heard(['polite: 1 of 2 selected']);
    // Each key rebuilds the reader's view of the whole grid: slow in jsdom, so a larger budget.
  }, 60_000);
});
