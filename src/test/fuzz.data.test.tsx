import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Accordion,
  AccordionItem,
  AccordionPanel,
  AccordionTrigger,
} from '../components/Accordion/Accordion';
import { Avatar } from '../components/Avatar/Avatar';
import {
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardLink,
  CardTitle,
} from '../components/Card/Card';
import type { DataTableColumn } from '../components/DataTable/columns';
import { DataTable } from '../components/DataTable/DataTable';
import { ListBox } from '../components/ListBox/ListBox';
import { Meter } from '../components/Meter/Meter';
import { ProgressBar } from '../components/ProgressBar/ProgressBar';
import { Separator } from '../components/Separator/Separator';
import { Skeleton } from '../components/Skeleton/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../components/Tabs/Tabs';
import { TabNav, TabNavLink } from '../components/Tabs/TabNav';
import { Tag } from '../components/Tag/Tag';
import {
  SegmentedControl,
  ToggleGroup,
  ToggleGroupItem,
} from '../components/ToggleGroup/ToggleGroup';
import { allowConsole } from './console';
import {
  expectNoInjectedMarkup,
  foldWhitespace,
  fuzzRuns,
  fuzzTimeout,
  hostileNumber,
  hostileOptions,
  hostileString,
  manyOptions,
  readsAs,
  renderChecked as check,
} from './fuzz';
import { anyHref, expectNoExecutableHref } from './fuzzUrl';

// Property-based tests for the data and display components: any text (cells, labels, values),
// any number (NaN, Infinity, negative, huge) and empty or huge collections render without
// throwing or logging, numbers never show as NaN or Infinity, and text arrives as text.

const text = (el: Element) => foldWhitespace(el.textContent ?? '');

interface Row {
  id: string;
  name: string;
  note: string;
  qty: number;
}

const row = fc.record({ name: hostileString, note: hostileString, qty: hostileNumber });
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', filter: 'text' },
  { key: 'note', header: 'Note' },
  { key: 'qty', header: 'Quantity', align: 'end' },
];

describe('fuzz: DataTable with any cells, headers and state', () => {
  it(
    'renders any cell text as text, in a searchable, sortable, selectable table',
    () => {
      fc.assert(
        fc.property(
          fc.array(row, { maxLength: 20 }),
          hostileString,
          hostileString,
          (rows, header, search) => {
            const data = rows.map((r, i) => ({ ...r, id: String(i) }));
            const { container } = check(
              <DataTable
                label={header || 'Rows'}
                data={data}
                getRowId={(r) => r.id}
                columns={[{ ...columns[0]!, header }, columns[1]!, columns[2]!]}
                searchable
                selectable
                defaultState={{ globalFilter: search, sorting: [{ id: 'qty', desc: true }] }}
              />,
            );
            const table = screen.getByRole('grid');
            if (search.trim() === '') {
              expect(table).toHaveAttribute('aria-rowcount', String(data.length + 1));
              for (const r of data) expect(text(container)).toContain(foldWhitespace(r.note));
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
    'survives any page index, page size and row count from a server',
    () => {
      allowConsole('warn', /^\[Tessera\] Pagination:/);
      fc.assert(
        fc.property(
          hostileNumber,
          hostileNumber,
          hostileNumber,
          fc.array(row, { maxLength: 5 }),
          (pageIndex, pageSize, rowCount, rows) => {
            const { container } = check(
              <DataTable
                label="Rows"
                data={rows.map((r, i) => ({ ...r, id: String(i) }))}
                columns={columns}
                manual
                paginated
                rowCount={rowCount}
                defaultState={{ pageIndex, pageSize }}
              />,
            );
            const rowcount = screen.getByRole('table').getAttribute('aria-rowcount')!;
            expect(Number.isInteger(Number(rowcount))).toBe(true);
            for (const r of screen.getAllByRole('row')) {
              const index = r.getAttribute('aria-rowindex');
              if (index !== null) expect(Number.isInteger(Number(index))).toBe(true);
            }
            const pager = within(container).queryByRole('navigation');
            if (pager) expect(text(pager)).not.toMatch(/NaN|Infinity/);
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'shows any error message and empty state as text',
    () => {
      fc.assert(
        fc.property(hostileString, (message) => {
          check(<DataTable label="Rows" data={[]} columns={columns} error={message || true} />);
          // The message a failed load gives is what the person reads.
          if (foldWhitespace(message))
            expect(text(document.body)).toContain(foldWhitespace(message));
          cleanup();
          check(<DataTable label={message || 'Rows'} data={[]} columns={columns} />);
          // The table is named by its label, whatever it says.
          const name = readsAs(message || 'Rows');
          expect(
            screen.queryByRole('grid', { name }) ?? screen.getByRole('table', { name }),
          ).toBeInTheDocument();
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'survives data that is not an array and columns that are empty',
    () => {
      check(
        <DataTable label="Rows" data={null as unknown as Row[]} columns={columns} searchable />,
      );
      cleanup();
      check(<DataTable label="Rows" data={[]} columns={[]} />);
      cleanup();
    },
    fuzzTimeout,
  );
});

describe('fuzz: ListBox with any options', () => {
  // jsdom has no layout; the list gets a height so the virtualizer renders the options in view.
  let spy: { mockRestore: () => void } | undefined;
  beforeEach(() => {
    spy = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
  });
  afterEach(() => spy?.mockRestore());

  it(
    'renders any labels as text and keeps focus moves within the list',
    () => {
      allowConsole('warn', /^\[Tessera\] ListBox:/);
      fc.assert(
        fc.property(
          hostileOptions,
          fc.array(hostileString, { maxLength: 3 }),
          fc.boolean(),
          hostileString,
          (options, value, multiple, typed) => {
            check(
              <ListBox
                aria-label="Fruit"
                options={options}
                defaultValue={value}
                multiple={multiple}
                emptyMessage={typed}
              />,
            );
            const list = screen.getByRole('listbox');
            act(() => {
              list.focus();
            });
            for (const key of [
              'ArrowDown',
              'End',
              'PageUp',
              'Home',
              ' ',
              typed.slice(0, 1) || 'a',
            ]) {
              fireEvent.keyDown(list, { key });
            }
            expectNoInjectedMarkup(document.body);
            const active = list.getAttribute('aria-activedescendant');
            if (active) expect(document.getElementById(active)).not.toBeNull();
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'renders fifty thousand options with only a few in the DOM',
    () => {
      check(<ListBox aria-label="Many" options={manyOptions(50_000)} />);
      const shown = screen.queryAllByRole('option').length;
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(200);
      cleanup();
    },
    fuzzTimeout,
  );
});

describe('fuzz: structure components with any text', () => {
  it(
    'Tabs, Accordion, ToggleGroup and SegmentedControl with any labels and values',
    () => {
      fc.assert(
        fc.property(hostileOptions, hostileString, (options, value) => {
          const { container } = check(
            <>
              <Tabs defaultValue={value}>
                <TabList aria-label="Sections">
                  {options.map((o) => (
                    <Tab key={o.value} value={o.value}>
                      {o.label}
                    </Tab>
                  ))}
                </TabList>
                {options.map((o) => (
                  <TabPanel key={o.value} value={o.value}>
                    {o.label}
                  </TabPanel>
                ))}
              </Tabs>
              <Accordion defaultValue={[value]}>
                {options.map((o) => (
                  <AccordionItem key={o.value} value={o.value}>
                    <AccordionTrigger>{o.label}</AccordionTrigger>
                    <AccordionPanel>{o.label}</AccordionPanel>
                  </AccordionItem>
                ))}
              </Accordion>
              <ToggleGroup aria-label="Format" defaultValue={[value]} multiple>
                {options.map((o) => (
                  <ToggleGroupItem key={o.value} value={o.value}>
                    {o.label}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
              <SegmentedControl aria-label="View" defaultValue={value}>
                {options.map((o) => (
                  <ToggleGroupItem key={o.value} value={o.value}>
                    {o.label}
                  </ToggleGroupItem>
                ))}
              </SegmentedControl>
            </>,
          );
          for (const o of options) expect(text(container)).toContain(foldWhitespace(o.label));
          // One tab is selected: the default value's when it is a tab, else the first; its panel,
          // and only its panel, is shown.
          const tabs = screen.queryAllByRole('tab');
          expect(tabs).toHaveLength(options.length);
          if (options.length > 0) {
            const index = Math.max(
              0,
              options.findIndex((o) => o.value === value),
            );
            const selected = tabs.filter((t) => t.getAttribute('aria-selected') === 'true');
            expect(selected).toEqual([tabs[index]]);
            const panels = screen.getAllByRole('tabpanel');
            expect(panels).toHaveLength(1);
            expect(panels[0]).toHaveAttribute('aria-labelledby', tabs[index]!.id);
            expect(text(panels[0]!)).toBe(foldWhitespace(options[index]!.label));
          }
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'Card, TabNav, Tag, Avatar and Separator with any text and hostile hrefs',
    () => {
      allowConsole('warn', /^\[Tessera\] (Avatar|Link|CardLink|TabNavLink):/);
      fc.assert(
        fc.property(hostileString, hostileString, anyHref, (title, body, href) => {
          const { container } = check(
            <>
              <Card as="article">
                <CardHeader>
                  <CardTitle>
                    <CardLink href={href}>{title}</CardLink>
                  </CardTitle>
                  <CardDescription>{body}</CardDescription>
                </CardHeader>
                <CardBody>{body}</CardBody>
                <CardFooter>
                  <Tag onRemove={() => {}} removeLabel={title ? `Remove ${title}` : undefined}>
                    {title}
                  </Tag>
                </CardFooter>
              </Card>
              <TabNav aria-label="Pages">
                <TabNavLink href={href} current>
                  {title}
                </TabNavLink>
              </TabNav>
              <Avatar name={title} src={href} />
              <Separator />
            </>,
          );
          expect(text(container)).toContain(foldWhitespace(body));
          expectNoExecutableHref(container, href);
          cleanup();
        }),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: measures with any numbers', () => {
  it(
    'ProgressBar and Meter never show NaN or Infinity and keep aria values finite',
    () => {
      fc.assert(
        fc.property(
          fc.option(hostileNumber, { nil: null }),
          fc.option(hostileNumber, { nil: undefined }),
          fc.option(hostileNumber, { nil: undefined }),
          hostileString,
          (value, min, max, label) => {
            const { container } = check(
              <>
                <ProgressBar
                  label={label || 'Progress'}
                  value={value}
                  min={min}
                  max={max}
                  showValue
                />
                <Meter label={label || 'Meter'} value={value ?? 0} min={min} max={max} showValue />
              </>,
            );
            expect(text(container)).not.toMatch(/NaN|Infinity|∞/);
            for (const el of container.querySelectorAll(
              '[aria-valuenow],[aria-valuemin],[aria-valuemax]',
            )) {
              for (const attr of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) {
                const v = el.getAttribute(attr);
                if (v !== null) expect(Number.isFinite(Number(v)), `${attr}=${v}`).toBe(true);
              }
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
    'Skeleton with any number of lines and any size',
    () => {
      fc.assert(
        fc.property(
          hostileNumber,
          fc.oneof(hostileNumber, hostileString),
          fc.oneof(hostileNumber, hostileString),
          (lines, width, height) => {
            const { container } = check(<Skeleton lines={lines} width={width} height={height} />);
            // A runaway line count would freeze the page: it stays small.
            expect(
              container.querySelectorAll('[data-slot="skeleton-line"]').length,
            ).toBeLessThanOrEqual(100);
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});
