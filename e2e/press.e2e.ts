import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appSession, SLOW, tabTo, url } from './support';

// Nothing a blur resizes may move what is under a pointer while it is pressed (issue 30): the
// release would land elsewhere and the click be lost. A real press and release (Playwright's
// mouse, down and up as two steps), keys typed one by one.

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
