import { render } from '@testing-library/react';
import { describe, it } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Combobox } from '../../components/Combobox';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerTitle,
  DrawerTrigger,
} from '../../components/Drawer';
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
} from '../../components/Popover';
import { Tooltip } from '../../components/Tooltip';
import { heard, listen, virtual } from './screenReader';

// The overlays not in components.test.tsx, walked the same way: each `heard([...])` lists what is
// spoken since the one before, in order. How to read and update them: CONTRIBUTING.md.

describe('screen-reader transcripts: overlays', () => {
  it('AlertDialog: read as an alert dialog, focus on Cancel, Escape returns', async () => {
    render(
      <main>
        <AlertDialog>
          <AlertDialogTrigger>Delete project</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Delete the project?</AlertDialogTitle>
            <AlertDialogDescription>Its 12 tasks are deleted too.</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel />
              <AlertDialogAction>Delete</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </main>,
    );
    await listen();
    await virtual.next();
    await virtual.next();
    await heard(['document', 'main', 'button, Delete project, not expanded, has popup dialog']);
    // The reader takes an alert dialog for an atomic live region and reads it again on every
    // attribute change inside (focus, highlight), as real screen readers do not: those repeats are
    // set aside here, and the alert itself must be heard at least once when it opens.
    const alert = 'assertive: Delete the project?';
    await virtual.act();
    await heard(
      [alert, 'alertdialog, Delete the project?, Its 12 tasks are deleted too.', 'button, Cancel'],
      { repeatsOf: alert },
    );
    await virtual.press('Tab');
    await heard(['button, Delete'], { repeatsOf: alert });
    await virtual.press('Escape');
    await heard(['button, Delete project, not expanded, has popup dialog'], { repeatsOf: alert });
  });

  it('Drawer: read as a dialog on its title, Done returns to the trigger', async () => {
    render(
      <main>
        <Drawer>
          <DrawerTrigger>Filters</DrawerTrigger>
          <DrawerContent>
            <DrawerTitle>Filter tasks</DrawerTitle>
            <DrawerDescription>Narrow the list.</DrawerDescription>
            <label>
              Assignee <input />
            </label>
            <DrawerFooter>
              <DrawerClose>Done</DrawerClose>
            </DrawerFooter>
          </DrawerContent>
        </Drawer>
      </main>,
    );
    await listen();
    await virtual.next();
    await virtual.next();
    await heard(['document', 'main', 'button, Filters, not expanded, has popup dialog']);
    await virtual.act();
    await heard(['dialog, Filter tasks, Narrow the list.', 'textbox, Assignee']);
    await virtual.press('Tab');
    await heard(['button, Done']);
    await virtual.press('Enter');
    await heard(['button, Filters, not expanded, has popup dialog']);
  });

  it('Popover: its title and field, then Escape back to the trigger', async () => {
    render(
      <main>
        <Popover>
          <PopoverTrigger>Filters</PopoverTrigger>
          <PopoverContent>
            <PopoverTitle>Filter tasks</PopoverTitle>
            <PopoverDescription>Only matching tasks are shown.</PopoverDescription>
            <label>
              Assignee <input />
            </label>
            <PopoverClose>Done</PopoverClose>
          </PopoverContent>
        </Popover>
      </main>,
    );
    await listen();
    await virtual.next();
    await virtual.next();
    await heard(['document', 'main', 'button, Filters, not expanded, has popup dialog']);
    await virtual.act();
    await heard([
      'button, Filters, 1 control, expanded, has popup dialog',
      'dialog, Filter tasks, Only matching tasks are shown.',
      'textbox, Assignee',
    ]);
    await virtual.press('Tab');
    await heard(['button, Done']);
    await virtual.press('Escape');
    await heard(['button, Filters, not expanded, has popup dialog']);
  });

  it('Combobox: typing filters, arrows read options, Enter chooses', async () => {
    render(
      <main>
        <Combobox
          label="Fruit"
          options={[
            { value: 'apple', label: 'Apple' },
            { value: 'banana', label: 'Banana' },
            { value: 'blueberry', label: 'Blueberry' },
          ]}
        />
      </main>,
    );
    await listen();
    await virtual.press('Tab');
    await heard([
      'document',
      'combobox, Fruit, has popup listbox, not expanded, autocomplete in list',
    ]);
    await virtual.type('b');
    await heard([
      'combobox, Fruit, b, has popup listbox, expanded, autocomplete in list, 1 control',
    ]);
    await virtual.press('ArrowDown');
    await heard([
      'combobox, Fruit, b, has popup listbox, expanded, active descendant Banana, autocomplete in list, 1 control',
    ]);
    await virtual.press('ArrowDown');
    await heard([
      'combobox, Fruit, b, has popup listbox, expanded, active descendant Blueberry, autocomplete in list, 1 control',
    ]);
    await virtual.press('Enter');
    await heard([
      'combobox, Fruit, Blueberry, has popup listbox, not expanded, autocomplete in list',
    ]);
  });

  it('Tooltip: its text is read as the button description', async () => {
    render(
      <main>
        <Tooltip content="Saves a copy to your drafts">
          <Button>Save</Button>
        </Tooltip>
      </main>,
    );
    await listen();
    await virtual.press('Tab');
    await heard(['document', 'button, Save, Saves a copy to your drafts']);
  });
});
