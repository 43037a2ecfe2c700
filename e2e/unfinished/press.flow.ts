import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appSession, SLOW, url } from '../support';

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
      await page.goto(url('/tasks/new'));
      await page.getByRole('heading', { level: 1, name: 'New task' }).waitFor(SLOW);
      const due = page.getByRole('textbox', { name: /^Due date/ });
      // A date in the past, then submit with no title (by keyboard): the summary lists both.
      await due.click();
      await due.pressSequentially('01/15/2020');
      await page.keyboard.press('Tab');
      const create = page.getByRole('button', { name: 'Create task' });
      for (
        let i = 0;
        i < 20 && !(await create.evaluate((el) => el === document.activeElement));
        i++
      ) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'There are 2 problems' }).waitFor(SLOW);

      // A valid date typed key by key, then the calendar button pressed at once: the press blurs
      // the field, which commits the date and fixes one of the two problems.
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
      // Once the press has ended, the summary drops the line the blur fixed.
      await page.getByRole('region', { name: 'There is a problem' }).waitFor(SLOW);
      expect(await due.inputValue()).toBe('12/31/2030');
    },
  );
});
