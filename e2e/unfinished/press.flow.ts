import { describe, expect, it } from 'vitest';
import { appSession, SLOW, url } from '../support';

// Nothing a blur resizes may move what is under a pointer while it is pressed (issue 30): the
// release would land elsewhere and the click be lost. Real presses and releases (Playwright's
// mouse), keys typed one by one.

const session = appSession();

describe('a press that blurs a field', () => {
  it(
    'opens the date picker when "Choose date" is pressed right after a date was typed',
    {
      timeout: 120_000,
    },
    async () => {
      const { page } = session;
      await page.goto(url('/tasks/new'));
      await page.getByRole('heading', { level: 1, name: 'New task' }).waitFor();
      const due = page.getByRole('textbox', { name: /^Due date/ });
      // A date in the past, then submit with no title: the summary lists both problems.
      await due.click();
      await due.pressSequentially('01/15/2020');
      await page.getByRole('button', { name: 'Create task' }).click();
      const summary = page.locator('[data-slot="error-summary"]');
      await summary.waitFor(SLOW);
      await page.getByRole('region', { name: 'There are 2 problems' }).waitFor(SLOW);
      // A valid date typed key by key, then the calendar button pressed at once: the press blurs the
      // field, which commits the date and fixes its problem.
      await due.click();
      await page.keyboard.press('ControlOrMeta+A');
      await due.pressSequentially('12/31/2030');
      await page.getByRole('button', { name: 'Choose date' }).click();
      await page.getByRole('dialog').getByRole('grid').waitFor(SLOW);
      // Once the press has ended, the summary drops the line the blur fixed.
      await page.getByRole('region', { name: 'There is a problem' }).waitFor(SLOW);
      expect(await due.inputValue()).toBe('12/31/2030');
    },
  );
});
