import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appSession,
  editElsewhere,
  expectFocus,
  holdWrites,
  listSettled,
  mockPreset,
  rowTitles,
  serverTasks,
  SLOW,
  tabTo,
  url,
} from './support';

// Nothing a blur resizes, a request changes or a toast covers may take what is under a pointer
// while it is pressed (issue 30): the release would land elsewhere and the click be lost. A real
// press and release (Playwright's mouse, down and up as two steps), keys typed one by one.

const session = appSession();

/** Where `target` is on screen now. */
async function top(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not on screen`);
  return box.y;
}

/** Two frames drawn: whatever the last event changed is on screen. */
function drawn(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

describe('a press that blurs a field', () => {
  // A whole form walked on a page of its own: more than the default 30 s on a busy machine.
  it(
    'opens the date picker when "Choose date" is pressed right after a date was fixed',
    {
      timeout: 120_000,
    },
    async () => {
      const { page } = session;
      await page.goto(url('/tasks'));
      await page.waitForFunction(() => 'tesseraMockApi' in window, undefined, SLOW);
      // Set-up: the seeded task whose due date passed longest ago.
      const id = await page.evaluate(async () => {
        const response = await fetch('/api/tasks?sort=dueDate:asc&pageSize=1');
        return ((await response.json()) as { items: { id: string }[] }).items[0]!.id;
      });
      await page.goto(url(`/tasks/${id}/edit`));
      const due = page.getByRole('textbox', { name: /^Due date/ });
      await expect.poll(() => due.inputValue(), SLOW).not.toBe('');
      // Saved by keyboard as it is: its due date has passed, so the summary lists that one problem.
      await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'There is a problem' }).waitFor(SLOW);

      // A valid date typed key by key, then the calendar button pressed at once: the press blurs
      // the field, which commits the date and fixes the only problem.
      await due.click();
      await page.keyboard.press('ControlOrMeta+A');
      await due.pressSequentially('12/31/2030');
      const choose = page.getByRole('button', { name: 'Choose date' });
      const before = await top(choose);
      const box = (await choose.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await drawn(page);
      // Mid-press, after the blur: the button is still under the pointer.
      expect(await top(choose)).toBe(before);
      await page.mouse.up();
      await page.getByRole('dialog').getByRole('grid').waitFor(SLOW);
      // Once the press has ended, the summary goes: nothing is left to fix.
      await page
        .getByRole('region', { name: 'There is a problem' })
        .waitFor({ ...SLOW, state: 'detached' });
      expect(await due.inputValue()).toBe('12/31/2030');
    },
  );
});

describe('a write that lands during a press', () => {
  // The toast that says so comes in over the pressed control, and the row above loses its
  // "waiting" mark: neither may take the click. The list, a bulk change and one more press: more
  // than the default 30 s on a busy machine.
  it(
    'lets the release through to the pressed box, which nothing moved, and it is ticked',
    { timeout: 60_000 },
    async () => {
      const { page } = session;
      // A phone: a toast spans the window's width, over whatever is at its foot.
      await page.setViewportSize({ width: 400, height: 760 });
      await page.goto(url('/tasks'));
      await listSettled(page);
      // Set-up: the app's writes wait until the test lets them through, so the toast that says a
      // write went through comes while the pointer is down, however busy the machine is.
      const writes = await holdWrites(page);
      const titles = await rowTitles(page);
      await page
        .getByRole('checkbox', { name: `Select ${titles[0]}` })
        .first()
        .click();
      await page.getByRole('button', { name: 'Mark done' }).click();

      // Another row's box scrolled to the window's foot, where toasts come in, and pressed there.
      const tick = page.getByRole('checkbox', { name: `Select ${titles[5]}` }).first();
      await tick.evaluate((el) => {
        const { top, height } = el.getBoundingClientRect();
        scrollBy(0, top + height / 2 - (innerHeight - 40));
      });
      const box = (await tick.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await writes.release();
      const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Marked 1 task done' });
      await toast.waitFor(SLOW);
      // Settled where it comes to rest (it slides in).
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      // The toast came in over the pressed box (else this proves nothing), and nothing moved it.
      const over = (await toast.boundingBox())!;
      expect(
        x >= over.x && x <= over.x + over.width && y >= over.y && y <= over.y + over.height,
        'the toast covers the pointer',
      ).toBe(true);
      expect(await top(tick)).toBe(box.y);
      await page.mouse.up();

      await expect.poll(() => tick.isChecked(), SLOW).toBe(true);
      await expectFocus(page, tick);
      // What waited for the press shows once it has ended.
      await page.locator('[data-slot="sync-mark"]').waitFor({ ...SLOW, state: 'detached' });
    },
  );
});

/** The states of the writes the app's outbox has stored (IndexedDB), in no particular order. */
function storedWriteStates(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tessera-app-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('writes').objectStore('writes').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            resolve((request.result as { state: string }[]).map((write) => write.state));
          };
        };
      }),
  );
}

describe('a waiting change sent while a card below it is pressed', () => {
  // Two changes made offline on the list, then the Sync screen: more than the default 30 s on a
  // busy machine.
  it(
    'keeps the pressed card in place, and the release discards that card’s change',
    { timeout: 90_000 },
    async () => {
      const { page, allowConsoleErrors } = session;
      // The offline preset's failed requests, and the 409 of the change made stale elsewhere.
      allowConsoleErrors(/Failed to load resource|Failed to fetch|net::ERR/i);
      await page.goto(url('/tasks'));
      await page.waitForFunction(() => 'tesseraMockApi' in window, undefined, SLOW);
      await listSettled(page);
      const [first, second] = await rowTitles(page);
      const grid = page.getByRole('grid', { name: 'Tasks' });
      const idOf = async (title: string) =>
        (await grid.getByRole('link', { name: title, exact: true }).first().getAttribute('href'))!
          .split('/')
          .pop()!;
      const [firstId, secondId] = [await idOf(first!), await idOf(second!)];

      // Set-up: two changes kept on the device, the first one's card above the second's.
      await mockPreset(page, 'offline');
      for (const [title, count] of [
        [first!, '1 change waiting to sync'],
        [second!, '2 changes waiting to sync'],
      ] as const) {
        await grid
          .getByRole('checkbox', { name: `Select ${title}` })
          .first()
          .click();
        await page.getByRole('button', { name: 'Mark done' }).click();
        await page.getByRole('link', { name: count }).waitFor(SLOW);
      }
      // The second task changes on the server meanwhile: its change will come back as a conflict,
      // which changes its card too.
      await editElsewhere(page, secondId, { title: 'Changed elsewhere' });
      await page.getByRole('link', { name: '2 changes waiting to sync' }).click();
      const list = page.getByRole('list', { name: 'Changes waiting to sync' });
      const firstCard = list.getByRole('listitem').filter({ hasText: `Change “${first}”` });
      const secondCard = list.getByRole('listitem').filter({ hasText: `Change “${second}”` });
      await secondCard.waitFor(SLOW);

      // The network is back; the first change leaves and waits at the server's door until the
      // test lets it in, however busy the machine is.
      const writes = await holdWrites(page);
      await mockPreset(page, 'normal');
      await page.getByRole('button', { name: 'Retry now' }).click();
      await firstCard.getByText('Sending…').waitFor(SLOW);

      // The second card's Discard pressed, and meanwhile the first change lands (its card would
      // go) and the second comes back changed elsewhere (its card would change).
      const discard = secondCard.getByRole('button', { name: 'Discard' });
      // The card's place, not the button's: a pressed button sinks a pixel.
      const before = await top(secondCard);
      const box = (await discard.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await writes.release();
      await expect.poll(() => storedWriteStates(page), SLOW).toEqual(['conflict']);
      await drawn(page);
      // Mid-press: the cards are as they were when the press began, the pressed one in its place.
      expect(await firstCard.count()).toBe(1);
      expect(await discard.count()).toBe(1);
      expect(await top(secondCard)).toBe(before);
      await page.mouse.up();

      // The release landed on the pressed button: the second change is dropped, and the server
      // keeps the first change and the other person's edit.
      await page.getByRole('heading', { name: 'Every change is synced' }).waitFor(SLOW);
      const tasks = await serverTasks(page);
      expect(tasks.find((task) => task.id === firstId)?.status).toBe('done');
      expect(tasks.find((task) => task.id === secondId)?.title).toBe('Changed elsewhere');
      expect(await storedWriteStates(page)).toEqual([]);
    },
  );
});

describe('a link followed while a save is under way', () => {
  // A form typed key by key and saved, then a second page: more than the default 30 s on a busy
  // machine.
  it(
    'goes where the person asked once the save lands, not to the saved task',
    { timeout: 60_000 },
    async () => {
      const { page } = session;
      await page.goto(url('/tasks/new'));
      await page.getByRole('heading', { level: 1, name: 'New task' }).waitFor(SLOW);
      const title = page.getByRole('textbox', { name: /Title/ });
      await title.click();
      await title.pressSequentially('Call the printer');
      // Set-up: the save lands only when the test lets it.
      const writes = await holdWrites(page);
      await page.getByRole('button', { name: 'Create task' }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Settings' })
        .click();
      // The form still holds what was typed: leaving asks first.
      await page.getByRole('alertdialog', { name: 'Leave this page?' }).waitFor(SLOW);
      await writes.release();
      // Saved, so leaving loses nothing: the person goes where they asked.
      await page.getByText('Created “Call the printer”').waitFor(SLOW);
      await expect.poll(() => new URL(page.url()).pathname, SLOW).not.toBe('/tasks/new');
      expect(new URL(page.url()).pathname).toBe('/settings');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor(SLOW);
    },
  );
});
