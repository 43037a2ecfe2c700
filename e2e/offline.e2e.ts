import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appSession,
  editElsewhere,
  listSettled,
  mockConfig,
  mockPreset,
  rowTitles,
  serverTasks,
  SLOW,
  url,
} from './support';

// Writes made without a network (issue 30): kept on the device, shown at once as waiting, kept over
// a reload, sent once each when the network is back, and a conflict or a refusal brought to the
// person. The network's absence is the mock API's Offline preset (the page itself still loads).

const session = appSession();

/** The mock API has started and can be driven from the page. */
function mockApiReady(page: Page) {
  return page.waitForFunction(() => 'tesseraMockApi' in window, undefined, SLOW);
}

const waitingCount = (page: Page) => page.getByRole('link', { name: /changes? waiting to sync$/ });

/**
 * A saved form has taken the person to the task's own screen (its heading shows sooner, in the
 * form): only then do they go on, as a click made earlier is overtaken by that navigation.
 */
async function onTaskScreen(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor(SLOW);
  await page.getByRole('link', { name: 'Edit task' }).waitFor(SLOW);
}

async function openTask(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
  await page
    .getByRole('grid', { name: 'Tasks' })
    .getByRole('link', { name: title, exact: true })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor(SLOW);
}

describe('writes made offline', () => {
  it(
    'wait over a reload, reach the server once each, and a conflict goes to the person',
    {
      timeout: 240_000,
    },
    async () => {
      const { page, allowConsoleErrors } = session;
      allowConsoleErrors(/Failed to load resource|Failed to fetch|net::ERR/i);
      await page.goto(url('/tasks'));
      await mockApiReady(page);
      await listSettled(page);
      const [edited, started, deleted] = await rowTitles(page);
      const ids: Record<string, string> = {};
      for (const title of [edited!, started!, deleted!]) {
        const href = await page
          .getByRole('grid', { name: 'Tasks' })
          .getByRole('link', { name: title, exact: true })
          .first()
          .getAttribute('href');
        ids[title] = href!.split('/').pop()!;
      }

      await mockPreset(page, 'offline');

      // Create a task, by keyboard.
      await page.getByRole('link', { name: 'New task' }).click();
      const title = page.getByRole('textbox', { name: /Title/ });
      await title.waitFor(SLOW);
      await title.pressSequentially('Written offline');
      await title.press('Enter');
      await onTaskScreen(page, 'Written offline');
      await page.getByText('Waiting to sync', { exact: true }).waitFor(SLOW);

      // Edit another.
      await openTask(page, edited!);
      await page.getByRole('link', { name: 'Edit task' }).click();
      const box = page.getByRole('textbox', { name: /Title/ });
      await expect.poll(() => box.inputValue(), SLOW).toBe(edited);
      await box.click();
      await page.keyboard.press('ControlOrMeta+A');
      await box.pressSequentially('Edited offline');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await onTaskScreen(page, 'Edited offline');

      // Change a status.
      await openTask(page, started!);
      const step = page.getByRole('button', { name: /^(Start|Mark done|Reopen)$/ }).first();
      const move = (await step.textContent())!;
      const [newStatus, shown] = {
        Start: ['in_progress', 'In progress'],
        'Mark done': ['done', 'Done'],
        Reopen: ['open', 'Open'],
      }[move]!;
      await step.click();
      await page.getByText(`Status: ${shown}`).waitFor(SLOW);

      // Delete one.
      await openTask(page, deleted!);
      await page.getByRole('button', { name: 'Delete task' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor(SLOW);

      await waitingCount(page).filter({ hasText: '4 changes waiting to sync' }).waitFor(SLOW);

      // Meanwhile someone else changes the edited task on the server.
      await editElsewhere(page, ids[edited!]!, { title: 'Changed elsewhere' });

      // A reload keeps all four, waiting.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await mockApiReady(page);
      await waitingCount(page).filter({ hasText: '4 changes waiting to sync' }).click();
      await page.getByRole('heading', { level: 1, name: 'Changes waiting to sync' }).waitFor(SLOW);
      const list = page.getByRole('list', { name: 'Changes waiting to sync' });
      await expect.poll(() => list.getByRole('listitem').count(), SLOW).toBe(4);

      // The network is back; the person asks to send now, by keyboard.
      await mockPreset(page, 'normal');
      await page.getByRole('button', { name: 'Retry now' }).focus();
      await page.keyboard.press('Enter');

      // Three go through; the edit met the other change and waits for the person, with both versions.
      await expect.poll(() => list.getByRole('listitem').count(), SLOW).toBe(1);
      const conflict = list.getByRole('listitem');
      await conflict.getByText('Changed elsewhere meanwhile').waitFor(SLOW);
      await conflict.getByRole('cell', { name: 'Edited offline' }).waitFor();
      await conflict.getByRole('cell', { name: 'Changed elsewhere' }).waitFor();
      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await page.getByText('Every change is synced').waitFor(SLOW);
      await expect.poll(() => waitingCount(page).count(), SLOW).toBe(0);

      // The server holds exactly those four changes, once each.
      const after = await serverTasks(page);
      expect(after.filter((t) => t.title === 'Written offline')).toHaveLength(1);
      expect(after.find((t) => t.id === ids[edited!])?.title).toBe('Edited offline');
      expect(after.find((t) => t.id === ids[started!])?.status).toBe(newStatus);
      expect(after.some((t) => t.id === ids[deleted!])).toBe(false);
      // The seed's 64, one made, one deleted.
      expect(after).toHaveLength(64);
    },
  );

  it(
    'brings a change the server refuses on replay back to its form, with the error',
    {
      timeout: 120_000,
    },
    async () => {
      const { page, allowConsoleErrors } = session;
      allowConsoleErrors(/Failed to load resource|Failed to fetch|net::ERR/i);
      await page.goto(url('/tasks/new'));
      await mockApiReady(page);
      await mockPreset(page, 'offline');
      const title = page.getByRole('textbox', { name: /Title/ });
      await title.pressSequentially('Refused later');
      await page.getByRole('button', { name: 'Create task' }).click();
      await onTaskScreen(page, 'Refused later');

      // Back online, the server refuses it (a 422 with a field error) when the outbox sends it again
      // on its own (a query that succeeds, or its next try): the person sees the refusal.
      await mockConfig(page, { fault: 'status', status: 422 });
      await waitingCount(page).click();
      await page.getByText('The server refused this change').waitFor(SLOW);
      await mockPreset(page, 'normal');
      await page.getByRole('link', { name: 'Fix' }).click();

      // The form, with what was sent and what the server said.
      const box = page.getByRole('textbox', { name: /Title/ });
      await expect.poll(() => box.inputValue(), SLOW).toBe('Refused later');
      await page
        .getByRole('region', { name: 'There is a problem' })
        .getByText(/Title must be at least 3 characters/)
        .waitFor(SLOW);
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      await box.click();
      await page.keyboard.press('End');
      await box.pressSequentially(' and fixed');
      await page.getByRole('button', { name: 'Create task' }).click();
      await onTaskScreen(page, 'Refused later and fixed');
      await expect.poll(() => waitingCount(page).count(), SLOW).toBe(0);
      const tasks = await serverTasks(page);
      expect(tasks.filter((t) => t.title.startsWith('Refused later'))).toEqual([
        expect.objectContaining({ title: 'Refused later and fixed' }),
      ]);
    },
  );
});
