import { describe, expect, it } from 'vitest';
import { listSettled, url, appSession } from './support';

// The layout faults of issue 20, measured in the built app: each failed before its fix.

const session = appSession();

describe('the frame on a wide screen', () => {
  it.each(['/tasks', '/settings'])(
    'runs the side navigation border the full height on %s',
    async (path) => {
      const { page } = session;
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const { navBottom, viewport } = await page.evaluate(() => ({
        navBottom: document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().bottom,
        viewport: window.innerHeight,
      }));
      expect(navBottom).toBeGreaterThanOrEqual(viewport - 1);
    },
  );
});

describe('the task list on a wide screen', () => {
  it('leaves no empty band between the filters and the table', async () => {
    const { page } = session;
    await page.goto(url('/tasks'));
    await listSettled(page);
    const gap = await page.evaluate(() => {
      const toolbar = document.querySelector('[data-slot="data-table-toolbar"]')!;
      const table = document.querySelector('[data-slot="data-table-scroll"]')!;
      return table.getBoundingClientRect().top - toolbar.getBoundingClientRect().bottom;
    });
    expect(gap).toBeLessThanOrEqual(16);
  });

  it.each([1100, 1440])(
    'does not cut a title while another column has room, at %i px',
    async (width) => {
      const { page } = session;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url('/tasks?size=100'));
      await listSettled(page);
      const { cut, spare } = await page.evaluate(() => {
        const rows = [...document.querySelectorAll('[data-slot="data-table-row"]')];
        const textWidth = (cell: Element) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getBoundingClientRect().width;
        };
        const padding = (cell: Element) => {
          const style = getComputedStyle(cell);
          return parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd);
        };
        let cut = 0;
        let spare = Infinity;
        for (const row of rows) {
          const title = row.querySelector('th')!;
          if (textWidth(title) > title.clientWidth - padding(title) + 1) cut++;
          for (const cell of row.querySelectorAll('td:not(:first-child)')) {
            spare = Math.min(spare, cell.clientWidth - padding(cell) - textWidth(cell));
          }
        }
        return { cut, spare };
      });
      // Either no title is cut, or no other column could give it 40 px.
      expect(
        cut === 0 || spare < 40,
        `${cut} titles cut while every column spares ${spare}px`,
      ).toBe(true);
    },
  );

  it('scrolls the page, not a box inside it', async () => {
    const { page } = session;
    await page.goto(url('/tasks'));
    await listSettled(page);
    const box = await page.evaluate(() => {
      const el = document.querySelector('[data-slot="data-table-scroll"]')!;
      return { scroll: el.scrollHeight, client: el.clientHeight };
    });
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
  });
});

describe('the task list at 360 px', () => {
  it('gets a layout made for it: readable rows, no boxes scrolling in the page, a short toolbar', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(url('/tasks'));
    await listSettled(page);
    const m = await page.evaluate(() => {
      const scroll = document.querySelector('[data-slot="data-table-scroll"]')!;
      const toolbar = document.querySelector('[data-slot="data-table-toolbar"]')!;
      const sticky = document.querySelectorAll('[data-slot="data-table-cell"][data-sticky]');
      const titles = [...document.querySelectorAll('[data-slot="data-table-row"] a')];
      return {
        sideways: scroll.scrollWidth - scroll.clientWidth,
        downwards: scroll.scrollHeight - scroll.clientHeight,
        toolbar: toolbar.getBoundingClientRect().height,
        sticky: sticky.length,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        // Each title gets most of the width: at least half the table's.
        narrowestTitle: Math.min(
          ...titles.map(
            (a) => a.closest('th, td')!.getBoundingClientRect().width / scroll.clientWidth,
          ),
        ),
        rowTexts: [...document.querySelectorAll('[data-slot="data-table-row"]')]
          .slice(0, 3)
          .map((r) => (r as HTMLElement).innerText),
      };
    });
    expect(m.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(m.sideways, 'the table scrolls sideways').toBeLessThanOrEqual(1);
    expect(m.downwards, 'the table scrolls inside the page').toBeLessThanOrEqual(1);
    expect(m.sticky, 'pinned cells').toBe(0);
    expect(m.toolbar, 'toolbar height').toBeLessThanOrEqual(640 * 0.25);
    expect(m.narrowestTitle).toBeGreaterThanOrEqual(0.5);
    // Each row still says the status and when the task is due.
    for (const text of m.rowTexts) expect(text).toMatch(/Open|In progress|Done/);
  });
});
