import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { heard, listen, virtual } from './screenReader';

// The reference app walked with the virtual screen reader, on the mock API. jsdom has no width,
// so the app takes its narrow layout: the navigation is behind the Navigation button.

describe('screen-reader transcripts: the reference app', () => {
  it('a route change is announced, and the new page read from its heading', async () => {
    window.history.replaceState(null, '', '/tasks');
    render(<App />);
    // Set-up: the first screen has loaded from the mock API.
    await screen.findByRole('heading', { level: 1, name: 'Tasks' }, { timeout: 15_000 });
    await listen();
    // Set-up: the reading cursor starts on the Navigation button, as after a Tab from the top.
    screen.getByRole('button', { name: 'Navigation' }).focus();
    await heard(['document', 'button, Navigation, not expanded']);

    await virtual.act();
    await heard(['dialog, Navigation', 'link, Tasks, current page']);
    await virtual.press('Tab');
    await heard(['link, Settings']);
    await virtual.act();
    // The page's code loads on demand: <main> takes focus at once (the next Tab starts there), and
    // the page is announced once, by its heading when it arrives.
    await heard(['main', 'heading, Settings, level 1', 'polite: Settings page loaded'], {
      timeout: 15_000,
    });

    screen.getByRole('button', { name: 'Navigation' }).focus();
    await heard(['button, Navigation, not expanded']);
    await virtual.act();
    await heard(['dialog, Navigation', 'link, Tasks']);
    await virtual.act();
    await heard(['heading, Tasks, level 1', 'polite: Tasks page loaded'], { timeout: 15_000 });
  }, 90_000);

  it('a search, a status change, and a deleted task brought back with Undo', async () => {
    // Ten rows a page: the reader rebuilds its tree on every change, and each row costs time.
    window.history.replaceState(null, '', '/tasks?size=10');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Tasks' }, { timeout: 15_000 });
    await listen();
    // Keys 0.3 s apart, a person's pace: time for a search to answer between two keys, as it
    // often does for a person, so a count said per key would be heard here.
    const user = userEvent.setup({ delay: 300 });

    // A search typed key by key: the count is said once, when the typing stops, not for each key.
    await user.click(screen.getByRole('searchbox', { name: 'Search Tasks' }));
    await heard(['document', 'searchbox, Search Tasks']);
    await user.type(screen.getByRole('searchbox', { name: 'Search Tasks' }), 'email');
    await heard(['polite: 4 results']);
    // What was said is what is on screen: four rows, each a link to its task.
    const grid = screen.getByRole('grid', { name: 'Tasks' });
    expect(within(grid).getAllByRole('link')).toHaveLength(4);

    // Set-up: the reading cursor on the first result, as after walking the grid to it.
    within(grid).getAllByRole('link', { name: 'Fix email notifications' })[0]!.focus();
    await heard(['link, Fix email notifications']);
    await virtual.act();
    // The task's code and data load: one announcement, from its heading.
    await heard(
      [
        'main',
        'heading, Fix email notifications, level 1',
        'polite: Fix email notifications page loaded',
      ],
      { timeout: 15_000 },
    );

    // A status change: the pressed button goes with the old status, the new status is said, and
    // the next Tab reaches the moves the task can make now.
    await virtual.press('Tab');
    await heard(['button, Start']);
    await virtual.act();
    await heard(['polite: In progress']);
    await virtual.press('Tab');
    await virtual.press('Tab');
    await virtual.press('Tab');
    await virtual.press('Tab');
    await heard([
      'button, Mark done',
      'button, Back to open',
      'link, Edit task',
      'button, Delete task, not expanded, has popup dialog',
    ]);

    // Delete, confirmed: the list page is read and, whenever it arrives, the toast with its Undo.
    // The reader takes an alert dialog for an atomic live region and repeats it on every change
    // inside (see overlays.test.tsx); those repeats are set aside.
    const alert = 'assertive: Delete “Fix email notifications”?';
    await virtual.act();
    await heard(
      [
        alert,
        'alertdialog, Delete “Fix email notifications”?, The task and its history are removed for everyone.',
        'button, Cancel',
      ],
      { repeatsOf: alert },
    );
    await virtual.press('Tab');
    await virtual.act();
    // Delete pressed: focus goes back to the page's Delete task as the dialog closes, then the
    // list's page is announced (the task's page never says "Task not found" on its way out).
    await heard(
      [
        'button, Delete task',
        'button, Delete task, not expanded, has popup dialog',
        'heading, Tasks, level 1',
        'polite: Tasks page loaded',
      ],
      {
        repeatsOf: alert,
        meanwhile: ['polite: Deleted “Fix email notifications”'],
        timeout: 15_000,
      },
    );

    // Undo, reached as the toast says (F6): afterwards the task is back and that is said.
    await virtual.press('F6');
    await virtual.press('Tab');
    await virtual.press('Tab');
    await heard([
      'region, Notifications',
      'dialog, Deleted “Fix email notifications”, not modal',
      'button, Undo',
    ]);
    await virtual.act();
    await heard(['heading, Tasks, level 1'], {
      meanwhile: ['polite: Restored “Fix email notifications”'],
      timeout: 15_000,
    });
  }, 90_000);
});
