import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from '../components/DataTable/columns';
import { DataTable } from '../components/DataTable/DataTable';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../components/Menu';
import { NumberField } from '../components/NumberField/NumberField';
import { Pagination } from '../components/Pagination/Pagination';
import { Select } from '../components/Select/Select';
import { Slider } from '../components/Slider/Slider';
import { Tab, TabList, TabPanel, Tabs } from '../components/Tabs/Tabs';
import { Toolbar, ToolbarButton } from '../components/Toolbar/Toolbar';
import { fuzzRuns, fuzzTimeout } from './fuzz';

// Model-based properties for the composite widgets: a person presses any sequence of keys (or
// clicks any sequence of controls) and after every step the widget shows what a small model of the
// WAI-ARIA pattern says it should: where focus is, what is selected, the value announced, what was
// called. The models are the APG keyboard interactions, written independently of the components.

/** No pause between keystrokes: a timer per key is most of the time on a busy machine. */
const setupUser = () => userEvent.setup({ delay: null });

interface ItemFlag {
  label: string;
  disabled: boolean;
}

/** Items with a disabled flag each, at least one of them enabled. */
const itemFlags = (max: number): fc.Arbitrary<ItemFlag[]> =>
  fc
    .array(fc.boolean(), { minLength: 1, maxLength: max })
    .map((disabled) => disabled.map((d, i) => ({ label: `Item ${i + 1}`, disabled: d })))
    .filter((items) => items.some((item) => !item.disabled));

const rovingKeys = fc.array(fc.constantFrom('ArrowRight', 'ArrowLeft', 'Home', 'End'), {
  maxLength: 12,
});

/** Where a roving focus goes (APG tabs and toolbar): arrows wrap, Home/End go to the ends. */
function roving(index: number, key: string, count: number): number {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  return key === 'Home' ? 0 : count - 1;
}

describe('fuzz: keyboard models of the composite widgets', () => {
  it(
    'Tabs: arrows, Home and End move focus over every tab and select the enabled ones at once',
    async () => {
      const user = setupUser();
      await fc.assert(
        fc.asyncProperty(itemFlags(7), rovingKeys, async (tabs, keys) => {
          cleanup();
          const onValueChange = vi.fn();
          render(
            <Tabs onValueChange={onValueChange}>
              <TabList aria-label="Sections">
                {tabs.map((t) => (
                  <Tab key={t.label} value={t.label} disabled={t.disabled}>
                    {t.label}
                  </Tab>
                ))}
              </TabList>
              {tabs.map((t) => (
                <TabPanel key={t.label} value={t.label}>
                  Panel of {t.label}
                </TabPanel>
              ))}
            </Tabs>,
          );
          const elements = screen.getAllByRole('tab');
          // The selected tab is the first enabled one, and Tab reaches it.
          let selected = tabs.findIndex((t) => !t.disabled);
          let focused = selected;
          await user.tab();
          for (const key of ['', ...keys]) {
            if (key) {
              await user.keyboard(`{${key}}`);
              focused = roving(focused, key, tabs.length);
              // Automatic activation: focusing an enabled tab selects it; a disabled one only takes focus.
              if (!tabs[focused]!.disabled) selected = focused;
            }
            expect(elements[focused], `after ${key || 'Tab'}`).toHaveFocus();
            const marked = elements.filter((t) => t.getAttribute('aria-selected') === 'true');
            expect(
              marked.map((t) => t.textContent),
              `selected after ${key || 'Tab'}`,
            ).toEqual([tabs[selected]!.label]);
            const panel = screen.getByRole('tabpanel');
            expect(panel).toHaveTextContent(`Panel of ${tabs[selected]!.label}`);
            expect(panel).toHaveAttribute('aria-labelledby', elements[selected]!.id);
          }
          const changes = onValueChange.mock.calls.map(([v]) => v);
          if (changes.length) expect(changes.at(-1)).toBe(tabs[selected]!.label);
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  function ToolbarOf({ items, onClick }: { items: ItemFlag[]; onClick: (label: string) => void }) {
    return (
      <Toolbar aria-label="Format">
        {items.map((item) => (
          <ToolbarButton
            key={item.label}
            disabled={item.disabled}
            onClick={() => onClick(item.label)}
          >
            {item.label}
          </ToolbarButton>
        ))}
      </Toolbar>
    );
  }

  async function walkToolbar(items: ItemFlag[], keys: string[]) {
    const user = setupUser();
    cleanup();
    const onClick = vi.fn();
    render(<ToolbarOf items={items} onClick={onClick} />);
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    let focused = 0;
    await user.tab();
    for (const key of keys) {
      await user.keyboard(`{${key}}`);
      focused = roving(focused, key, items.length);
      expect(buttons[focused], `after ${key}`).toHaveFocus();
      // One Tab stop: the focused item.
      expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[focused]]);
    }
    await user.keyboard('{Enter}');
    const item = items[focused]!;
    expect(onClick.mock.calls).toEqual(item.disabled ? [] : [[item.label]]);
    cleanup();
  }

  it(
    'Toolbar: arrows move focus over every item, disabled ones too; Enter runs only an enabled one',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          itemFlags(7),
          fc.array(fc.constantFrom('ArrowRight', 'ArrowLeft'), { maxLength: 12 }),
          walkToolbar,
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  // Found by this property: Home and End did nothing from a disabled (focusable) item, whose
  // button prevents every key's default. Counterexamples it found:
  // [[{"label":"Item 1","disabled":true},{"label":"Item 2","disabled":false}],["End"]] and
  // [[{"label":"Item 1","disabled":false},{"label":"Item 2","disabled":true}],["ArrowRight","Home"]].
  it(
    'Toolbar: Home and End go to the first and last item from any item, disabled ones too',
    async () => {
      await fc.assert(fc.asyncProperty(itemFlags(7), rovingKeys, walkToolbar), fuzzRuns);
    },
    fuzzTimeout,
  );

  // Ranges with whole steps: the model is exact, and Base UI's step snapping has no say.
  const range = fc
    .record({
      min: fc.integer({ min: -1000, max: 1000 }),
      step: fc.integer({ min: 1, max: 25 }),
      steps: fc.integer({ min: 1, max: 40 }),
      large: fc.integer({ min: 1, max: 5 }),
      start: fc.nat(),
    })
    .map(({ min, step, steps, large, start }) => ({
      min,
      max: min + step * steps,
      step,
      largeStep: step * large,
      value: min + step * (start % (steps + 1)),
    }));
  const rangeKeys = fc.array(
    fc.constantFrom(
      'ArrowRight',
      'ArrowLeft',
      'ArrowUp',
      'ArrowDown',
      'PageUp',
      'PageDown',
      'Home',
      'End',
    ),
    { minLength: 1, maxLength: 10 },
  );
  /** APG slider and spin button: arrows by a step, Page keys by a large step, Home/End to the ends. */
  function ranged(
    value: number,
    key: string,
    r: { min: number; max: number; step: number; largeStep: number },
  ) {
    const by: Record<string, number> = {
      ArrowRight: r.step,
      ArrowUp: r.step,
      ArrowLeft: -r.step,
      ArrowDown: -r.step,
      PageUp: r.largeStep,
      PageDown: -r.largeStep,
    };
    if (key === 'Home') return r.min;
    if (key === 'End') return r.max;
    return Math.min(r.max, Math.max(r.min, value + by[key]!));
  }

  it(
    'Slider: any keys move the value by steps within its range, announced and reported',
    async () => {
      const user = setupUser();
      await fc.assert(
        fc.asyncProperty(range, rangeKeys, async (r, keys) => {
          cleanup();
          const onValueChange = vi.fn();
          render(
            <Slider
              aria-label="Volume"
              min={r.min}
              max={r.max}
              step={r.step}
              largeStep={r.largeStep}
              defaultValue={r.value}
              onValueChange={onValueChange}
            />,
          );
          const slider = screen.getByRole('slider', { name: 'Volume' });
          let value = r.value;
          await user.tab();
          expect(slider).toHaveFocus();
          for (const key of keys) {
            await user.keyboard(`{${key}}`);
            const before = value;
            value = ranged(value, key, r);
            expect(slider, `${key} from ${before}`).toHaveAttribute('aria-valuenow', String(value));
          }
          if (value !== r.value) expect(onValueChange).toHaveBeenLastCalledWith(value);
          else if (onValueChange.mock.calls.length) {
            expect(onValueChange).toHaveBeenLastCalledWith(value);
          }
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'NumberField: a typed number is kept within bounds, and arrows step it from there',
    async () => {
      const user = setupUser();
      await fc.assert(
        fc.asyncProperty(
          range,
          fc.integer({ min: -5000, max: 5000 }),
          fc.array(fc.constantFrom('ArrowUp', 'ArrowDown', 'Home', 'End'), { maxLength: 6 }),
          async (r, typed, keys) => {
            cleanup();
            const onValueChange = vi.fn();
            render(
              <NumberField
                label="Guests"
                min={r.min}
                max={r.max}
                step={r.step}
                defaultValue={null}
                onValueChange={onValueChange}
              />,
            );
            const input = screen.getByRole('textbox', { name: 'Guests' });
            await user.click(input);
            await user.keyboard(String(typed));
            await user.tab();
            // A minus sign is refused when no negative number is allowed; the rest is committed on
            // blur, clamped to the bounds, and shown in the locale's format.
            const read = r.min >= 0 ? Math.abs(typed) : typed;
            let value = Math.min(r.max, Math.max(r.min, read));
            const shown = (n: number) => new Intl.NumberFormat('en-US').format(n);
            expect(onValueChange, `typed ${typed}`).toHaveBeenLastCalledWith(value);
            expect(input).toHaveValue(shown(value));
            await user.click(input);
            for (const key of keys) {
              await user.keyboard(`{${key}}`);
              value = ranged(value, key, r);
              expect(input, `after ${key}`).toHaveValue(shown(value));
            }
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'Pagination: any clicks go to the page they name, and the controls at the ends are disabled',
    async () => {
      const user = setupUser();
      const action = fc.oneof(
        fc.constantFrom('First page', 'Previous page', 'Next page', 'Last page'),
        fc.nat({ max: 20 }),
      );
      const pages = fc
        .integer({ min: 1, max: 1_000_000 })
        .chain((count) =>
          fc.tuple(
            fc.constant(count),
            fc.oneof(fc.integer({ min: 1, max: count }), fc.constant(count)),
          ),
        );
      await fc.assert(
        fc.asyncProperty(
          pages,
          fc.array(action, { maxLength: 6 }),
          async ([count, start], actions) => {
            cleanup();
            const onPageChange = vi.fn();
            const { container } = render(
              <Pagination pageCount={count} defaultPage={start} onPageChange={onPageChange} />,
            );
            const format = (n: number) => new Intl.NumberFormat('en-US').format(n);
            const step = (name: string) =>
              [...container.querySelectorAll<HTMLButtonElement>('[data-kind="step"]')].find(
                (b) => b.textContent === name,
              )!;
            const numbered = () => [
              ...container.querySelectorAll<HTMLButtonElement>('[data-kind="page"]'),
            ];
            let page = start;
            for (const act of ['', ...actions]) {
              if (typeof act === 'number') {
                const buttons = numbered();
                const button = buttons[act % buttons.length]!;
                await user.click(button);
                page = Number(button.textContent!.replace(/\D/g, ''));
              } else if (act) {
                await user.click(step(act));
                const target = {
                  'First page': 1,
                  'Previous page': page - 1,
                  'Next page': page + 1,
                  'Last page': count,
                }[act]!;
                page = Math.min(count, Math.max(1, target));
              }
              const current = container.querySelector('[aria-current="page"]');
              expect(current, `after ${act || 'nothing'}`).toHaveAccessibleName(
                `Page ${format(page)}`,
              );
              for (const [name, end] of [
                ['First page', page === 1],
                ['Previous page', page === 1],
                ['Next page', page === count],
                ['Last page', page === count],
              ] as const) {
                expect(step(name).disabled, `${name} disabled on page ${page} of ${count}`).toBe(
                  end,
                );
              }
              // The first, the last, the current page and its neighbours are always one click away.
              const reachable = numbered().map((b) => Number(b.textContent!.replace(/\D/g, '')));
              for (const p of [1, page - 1, page, page + 1, count]) {
                if (p >= 1 && p <= count) expect(reachable).toContain(p);
              }
              expect(reachable.length).toBeLessThanOrEqual(9);
            }
            if (page !== start) expect(onPageChange).toHaveBeenLastCalledWith(page);
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'Select: opened by keyboard, arrows and Enter choose the highlighted option, shown on the trigger',
    async () => {
      const user = setupUser();
      await fc.assert(
        fc.asyncProperty(
          itemFlags(8),
          fc.array(fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End'), { maxLength: 8 }),
          async (items, keys) => {
            cleanup();
            const onValueChange = vi.fn();
            render(
              <Select
                label="Fruit"
                options={items.map((i) => ({
                  value: i.label,
                  label: i.label,
                  disabled: i.disabled,
                }))}
                onValueChange={onValueChange}
              />,
            );
            const trigger = screen.getByRole('combobox', { name: 'Fruit' });
            await user.tab();
            expect(trigger).toHaveFocus();
            await user.keyboard('{ArrowDown}');
            const listbox = await screen.findByRole('listbox');
            for (const key of keys) await user.keyboard(`{${key}}`);
            // The highlighted option is the one a person is on (disabled ones can be reached too).
            const highlighted = within(listbox)
              .getAllByRole('option')
              .find((o) => o.hasAttribute('data-highlighted'))!;
            const item = items.find((i) => i.label === highlighted.textContent!.trim())!;
            await user.keyboard('{Enter}');
            await act(async () => {});
            if (item.disabled) {
              // Enter on a disabled option chooses nothing; Escape then closes the list.
              expect(onValueChange).not.toHaveBeenCalled();
              expect(screen.getByRole('listbox')).toBeInTheDocument();
              await user.keyboard('{Escape}');
              await act(async () => {});
              expect(trigger).toHaveTextContent('Choose…');
            } else {
              expect(onValueChange.mock.calls).toEqual([[item.label]]);
              expect(trigger).toHaveTextContent(item.label);
            }
            expect(screen.queryByRole('listbox')).toBeNull();
            expect(trigger).toHaveFocus();
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'Menu: opened by keyboard, arrows and Enter run the focused item and return focus to the trigger',
    async () => {
      const user = setupUser();
      await fc.assert(
        fc.asyncProperty(
          itemFlags(6),
          fc.array(fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End'), { maxLength: 8 }),
          async (items, keys) => {
            cleanup();
            const onClick = vi.fn();
            render(
              <Menu>
                <MenuTrigger>Actions</MenuTrigger>
                <MenuContent>
                  {items.map((item) => (
                    <MenuItem
                      key={item.label}
                      disabled={item.disabled}
                      onClick={() => onClick(item.label)}
                    >
                      {item.label}
                    </MenuItem>
                  ))}
                </MenuContent>
              </Menu>,
            );
            const trigger = screen.getByRole('button', { name: 'Actions' });
            await user.tab();
            await user.keyboard('{Enter}');
            await screen.findByRole('menu');
            for (const key of keys) await user.keyboard(`{${key}}`);
            const focused = document.activeElement as HTMLElement;
            expect(focused).toHaveAttribute('role', 'menuitem');
            const item = items.find((i) => i.label === focused.textContent!.trim())!;
            await user.keyboard('{Enter}');
            await act(async () => {});
            if (item.disabled) {
              // A disabled item does nothing, and the menu stays open.
              expect(onClick).not.toHaveBeenCalled();
              expect(screen.getByRole('menu')).toBeInTheDocument();
            } else {
              expect(onClick.mock.calls).toEqual([[item.label]]);
              expect(trigger).toHaveFocus();
            }
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  interface Row {
    id: string;
    name: string;
    qty: number;
  }
  const columns: DataTableColumn<Row>[] = [
    { key: 'name', header: 'Name' },
    { key: 'qty', header: 'Quantity', align: 'end' },
  ];

  it(
    'DataTable: clicking a header sorts the rows by it, ascending then descending, and says so',
    async () => {
      const user = setupUser();
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 12 }),
          fc.integer({ min: 1, max: 3 }),
          async (quantities, clicks) => {
            cleanup();
            const data = quantities.map((qty, i) => ({ id: String(i), name: `Row ${i}`, qty }));
            render(
              <DataTable label="Stock" data={data} getRowId={(r) => r.id} columns={columns} />,
            );
            const header = screen.getByRole('columnheader', { name: /Quantity/ });
            for (let i = 0; i < clicks; i++) await user.click(within(header).getByRole('button'));
            const direction = clicks % 2 === 1 ? 'ascending' : 'descending';
            // A third click may clear the sort (the data's own order) or sort again: either is
            // announced on the header.
            const sort = header.getAttribute('aria-sort');
            const rows = screen.getAllByRole('row').slice(1);
            const shown = rows.map((r) => [...r.querySelectorAll('td')].at(-1)!.textContent);
            if (clicks < 3) expect(sort).toBe(direction);
            const expected =
              sort === 'ascending'
                ? [...quantities].sort((a, b) => a - b)
                : sort === 'descending'
                  ? [...quantities].sort((a, b) => b - a)
                  : quantities;
            expect(shown).toEqual(expected.map(String));
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});
