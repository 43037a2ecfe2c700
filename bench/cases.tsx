// What `npm run bench` measures: each Tessera component next to the raw HTML a careful developer would
// write instead, both rendered with React. Adding a component is one entry in `cases`.
//
// `render(i, flip)` returns instance `i`; the benchmark mounts `n` instances with `flip = false`,
// re-renders them all with `flip = true` (one changed prop), then unmounts them.
// Open cases (`kind: 'open'`) render one trigger; the benchmark clicks it and waits for `opened`.
// Page cases (`kind: 'page'`) render one realistic screen: mount, re-render with `flip` (a re-sort),
// click the first `trigger` and wait for `opened`, then unmount.
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { Menu as BaseMenu } from '@base-ui/react/menu';
import { Popover as BasePopover } from '@base-ui/react/popover';
import { Plus } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  Accordion,
  AccordionItem,
  AccordionPanel,
  AccordionTrigger,
  Alert,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
  Avatar,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Combobox,
  DataTable,
  DatePicker,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Drawer,
  EmptyState,
  Fieldset,
  FileField,
  DrawerContent,
  DrawerDescription,
  DrawerTitle,
  DrawerTrigger,
  Field,
  Heading,
  Kbd,
  IconButton,
  Link,
  Menu,
  MenuContent,
  MenuItem,
  MenuTrigger,
  Meter,
  NumberField,
  Pagination,
  PasswordField,
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
  ProgressBar,
  RadioGroup,
  SearchField,
  SegmentedControl,
  Select,
  Separator,
  Skeleton,
  Slider,
  Spinner,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tag,
  Text,
  TextArea,
  TextField,
  ToggleGroupItem,
  Toolbar,
  ToolbarButton,
  Tooltip,
  useFieldControl,
  type DataTableColumn,
} from '../src';

export type CaseKind = 'simple' | 'composite' | 'open' | 'page';

export interface Variant {
  render: (i: number, flip: boolean) => ReactNode;
  /** For open and page cases: a selector that matches once the overlay's content is in the document. */
  opened?: string;
  /** For page cases: the control clicked to open (its first match, after the re-sort). */
  trigger?: string;
}

export interface BenchCase {
  name: string;
  kind: CaseKind;
  /** Instances mounted at once (ignored by open cases, which render one). */
  n: number;
  /** Counted in the geometric mean the issue sets a target for. */
  headline?: boolean;
  tessera: Variant;
  raw: Variant;
  /** What the raw side is, for the results table. */
  rawLabel: string;
}

/** 1,000 instances of a simple control, 200 of a composite. */
export const SIMPLE = 1000;
export const COMPOSITE = 200;

/** A bare input wired to its Field, as a Tessera control does. */
function FieldInput(props: ComponentProps<'input'>) {
  return <input {...useFieldControl(props)} />;
}

const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Pear'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

function RawSelect({ i, flip }: { i: number; flip: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>Fruit {i}</label>
      <select id={id} defaultValue="apple" disabled={flip}>
        {fruits.map((fruit) => (
          <option key={fruit.value} value={fruit.value}>
            {fruit.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A native modal `<dialog>`: its content mounts on open, as a Tessera dialog's does. */
function RawDialog() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    if (open) ref.current?.showModal();
  }, [open]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit profile
      </button>
      <dialog ref={ref} aria-labelledby="raw-dialog-title" onClose={() => setOpen(false)}>
        {open && (
          <>
            <h2 id="raw-dialog-title">Edit profile</h2>
            <p>Your name appears on tasks you are assigned.</p>
            <form method="dialog">
              <button>Cancel</button>
              <button>Save</button>
            </form>
          </>
        )}
      </dialog>
    </>
  );
}

function RawCheckbox({ i, flip, role }: { i: number; flip: boolean; role?: 'switch' }) {
  return (
    <label>
      <input type="checkbox" role={role} disabled={flip} /> Item {i}
    </label>
  );
}

const tabNames = ['Profile', 'Billing', 'Team'];

/** Hand-written tabs per the WAI-ARIA APG: roving tabindex, arrow keys, one panel shown. */
function RawTabs({ i, flip }: { i: number; flip: boolean }) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const enabled = (index: number) => !(flip && index === 2);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    let next = selected;
    do next = (next + step + tabNames.length) % tabNames.length;
    while (!enabled(next));
    setSelected(next);
    event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }
  return (
    <div>
      <div role="tablist" aria-label={`Section ${i}`}>
        {tabNames.map((name, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={selected === index}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={selected === index ? 0 : -1}
            disabled={!enabled(index)}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {name}
          </button>
        ))}
      </div>
      {tabNames.map((name, index) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={selected !== index}
          // APG: a panel with no focusable content takes focus itself.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {name} settings {i}
        </div>
      ))}
    </div>
  );
}

/** A page of 100 tasks, as the app's task list shows them: a checkbox, a status and an actions menu each. */
interface PageTask {
  id: string;
  title: string;
  status: 'To do' | 'In progress' | 'Done';
}

const pageStatuses = ['To do', 'In progress', 'Done'] as const;
const pageTasks: PageTask[] = Array.from({ length: 100 }, (_, i) => ({
  id: String(i + 1),
  // Titles out of order, so either direction of the sort moves rows.
  title: `Task ${String((i * 37) % 100).padStart(2, '0')}`,
  status: pageStatuses[i % 3],
}));
const statusTone = { 'To do': 'neutral', 'In progress': 'accent', Done: 'success' } as const;

const pageColumns: DataTableColumn<PageTask>[] = [
  { key: 'title', header: 'Title', grow: true },
  {
    key: 'status',
    header: 'Status',
    width: 140,
    cell: (status) => <Badge tone={statusTone[status]}>{status}</Badge>,
  },
];

const sortedTasks = (desc: boolean) =>
  [...pageTasks].sort((a, b) => (desc ? -1 : 1) * a.title.localeCompare(b.title));

function TesseraTaskPage({ resorted }: { resorted: boolean }) {
  return (
    <DataTable
      data={pageTasks}
      columns={pageColumns}
      label="Tasks"
      getRowId={(task) => task.id}
      selectable
      state={{ sorting: [{ id: 'title', desc: resorted }] }}
      onSortingChange={() => {}}
      maxHeight="none"
      rowActions={(task) => (
        <Menu>
          <MenuTrigger size="sm" aria-label={`Actions for ${task.title}`}>
            Actions
          </MenuTrigger>
          <MenuContent>
            <MenuItem>Edit</MenuItem>
            <MenuItem>Duplicate</MenuItem>
            <MenuItem>Delete</MenuItem>
          </MenuContent>
        </Menu>
      )}
    />
  );
}

/** The same page by hand: a sorted `<table>`, native checkboxes, a `<span>` status, a menu button. */
function RawTaskPage({ resorted }: { resorted: boolean }) {
  return (
    <table aria-label="Tasks">
      <thead>
        <tr>
          <th>
            <input type="checkbox" aria-label="Select all" />
          </th>
          <th aria-sort={resorted ? 'descending' : 'ascending'}>
            <button type="button">Title</button>
          </th>
          <th>Status</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {sortedTasks(resorted).map((task) => (
          <tr key={task.id}>
            <td>
              <input type="checkbox" aria-label={`Select ${task.title}`} />
            </td>
            <td>{task.title}</td>
            <td>
              <span className="badge">{task.status}</span>
            </td>
            <td>
              <RawMenuButton label={`Actions for ${task.title}`}>Actions</RawMenuButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A hand-written menu button: the menu mounts only while open. */
function RawMenuButton({
  label,
  disabled,
  children,
}: {
  label?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {children}
      </button>
      {open && (
        <div role="menu" id={id}>
          {['Edit', 'Duplicate', 'Delete'].map((item) => (
            <button key={item} type="button" role="menuitem" tabIndex={-1}>
              {item}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function RawField({ i, flip, type }: { i: number; flip: boolean; type?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>Name {i}</label>
      <input id={id} type={type} disabled={flip} />
    </div>
  );
}

const contactOptions = ['Email', 'Phone', 'Post'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

/** Native radios or checkboxes in a `<fieldset>`, as RadioGroup and CheckboxGroup render. */
function RawChoiceGroup({
  i,
  flip,
  type,
}: {
  i: number;
  flip: boolean;
  type: 'radio' | 'checkbox';
}) {
  const name = useId();
  return (
    <fieldset disabled={flip}>
      <legend>Contact {i}</legend>
      {contactOptions.map((option) => (
        <label key={option.value}>
          <input
            type={type}
            name={name}
            value={option.value}
            defaultChecked={option.value === 'email'}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** `<input list>` with a `<datalist>`: the platform's own suggestion box. */
function RawCombobox({ i, flip }: { i: number; flip: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>Fruit {i}</label>
      <input id={id} list={`${id}-list`} disabled={flip} />
      <datalist id={`${id}-list`}>
        {fruits.map((fruit) => (
          <option key={fruit.value} value={fruit.label} />
        ))}
      </datalist>
    </div>
  );
}

/** A labelled native input of another type (range, date) or a textarea. */
function RawInput({
  i,
  flip,
  type,
  label,
}: {
  i: number;
  flip: boolean;
  type: string;
  label: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>
        {label} {i}
      </label>
      {type === 'textarea' ? (
        <textarea id={id} disabled={flip} />
      ) : (
        <input
          id={id}
          type={type}
          disabled={flip}
          defaultValue={type === 'range' ? 40 : undefined}
        />
      )}
    </div>
  );
}

/** Hand-written toggle buttons with `aria-pressed` in a labelled group. */
function RawToggleGroup({ i, flip }: { i: number; flip: boolean }) {
  const [pressed, setPressed] = useState('list');
  return (
    <div role="group" aria-label={`View ${i}`}>
      {['list', 'board', 'calendar'].map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={pressed === view}
          disabled={flip && view === 'calendar'}
          onClick={() => setPressed(view)}
        >
          {view}
        </button>
      ))}
    </div>
  );
}

const crumbs = [
  { label: 'Home', href: '/' },
  { label: 'Projects', href: '/projects' },
  { label: 'Tessera', href: '/projects/tessera' },
];

/** A native modal `<dialog>` used as a confirmation. */
function RawConfirm() {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (open) ref.current?.showModal();
  }, [open]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Archive board
      </button>
      <dialog
        ref={ref}
        role="alertdialog"
        aria-labelledby="raw-confirm-title"
        onClose={() => setOpen(false)}
      >
        {open && (
          <>
            <h2 id="raw-confirm-title">Archive the board?</h2>
            <p>Archived boards can be restored for 30 days.</p>
            <form method="dialog">
              <button>Cancel</button>
              <button>Archive</button>
            </form>
          </>
        )}
      </dialog>
    </>
  );
}

/** A hand-written non-modal popover: a disclosure button and a labelled dialog mounted while open. */
function RawPopover() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Filters
      </button>
      {open && (
        <div role="dialog" id={id} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>Filter tasks</h2>
          <p>Only tasks that match are listed.</p>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      )}
    </div>
  );
}

/** A hand-written toolbar per the APG: one Tab stop, arrow keys move between buttons. */
function RawToolbar({ i, flip }: { i: number; flip: boolean }) {
  const [active, setActive] = useState(0);
  const items = ['Bold', 'Italic', 'Underline'];
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + items.length) % items.length;
    setActive(next);
    event.currentTarget.querySelectorAll<HTMLElement>('button')[next]?.focus();
  }
  return (
    <div role="toolbar" aria-label={`Formatting ${i}`} onKeyDown={onKeyDown}>
      {items.map((item, index) => (
        <button
          key={item}
          type="button"
          tabIndex={index === active ? 0 : -1}
          aria-disabled={(flip && index === 2) || undefined}
        >
          {item}
        </button>
      ))}
    </div>
  );
}

/**
 * The engines under Tessera's overlays, bare: Base UI's own parts with the same content and no
 * styling beyond placing the popup, so "never slower than the bare engine" is measured in one run.
 */
function BareBaseDialog() {
  return (
    <BaseDialog.Root>
      <BaseDialog.Trigger>Edit profile</BaseDialog.Trigger>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className="bare-backdrop" />
        <BaseDialog.Popup className="bare-dialog">
          <BaseDialog.Title>Edit profile</BaseDialog.Title>
          <BaseDialog.Description>
            Your name appears on tasks you are assigned.
          </BaseDialog.Description>
          <BaseDialog.Close>Cancel</BaseDialog.Close>
          <BaseDialog.Close>Save</BaseDialog.Close>
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

function BareBasePopover() {
  return (
    <BasePopover.Root>
      <BasePopover.Trigger>Filters</BasePopover.Trigger>
      <BasePopover.Portal>
        <BasePopover.Positioner sideOffset={8}>
          <BasePopover.Popup className="bare-popup">
            <BasePopover.Title>Filter tasks</BasePopover.Title>
            <BasePopover.Description>Only tasks that match are listed.</BasePopover.Description>
            <BasePopover.Close>Done</BasePopover.Close>
          </BasePopover.Popup>
        </BasePopover.Positioner>
      </BasePopover.Portal>
    </BasePopover.Root>
  );
}

function BareBaseMenu({ i, flip }: { i: number; flip: boolean }) {
  return (
    <BaseMenu.Root>
      <BaseMenu.Trigger disabled={flip}>Actions {i}</BaseMenu.Trigger>
      <BaseMenu.Portal>
        <BaseMenu.Positioner sideOffset={4}>
          <BaseMenu.Popup className="bare-popup">
            <BaseMenu.Item>Edit</BaseMenu.Item>
            <BaseMenu.Item>Duplicate</BaseMenu.Item>
            <BaseMenu.Item>Delete</BaseMenu.Item>
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}

export const cases: BenchCase[] = [
  {
    name: 'Button',
    kind: 'simple',
    n: SIMPLE,
    headline: true,
    rawLabel: '<button>',
    tessera: { render: (i, flip) => <Button disabled={flip}>Save {i}</Button> },
    raw: {
      render: (i, flip) => (
        <button type="button" disabled={flip}>
          Save {i}
        </button>
      ),
    },
  },
  {
    name: 'IconButton',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<button aria-label> + icon',
    tessera: {
      render: (i, flip) => <IconButton aria-label={`Add ${i}`} icon={<Plus />} disabled={flip} />,
    },
    raw: {
      render: (i, flip) => (
        <button type="button" aria-label={`Add ${i}`} disabled={flip}>
          <Plus aria-hidden="true" />
        </button>
      ),
    },
  },
  {
    name: 'Link',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<a href>',
    tessera: { render: (i, flip) => <Link href={flip ? `/b/${i}` : `/a/${i}`}>Item {i}</Link> },
    raw: { render: (i, flip) => <a href={flip ? `/b/${i}` : `/a/${i}`}>Item {i}</a> },
  },
  {
    name: 'Text',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<p>',
    tessera: { render: (i, flip) => <Text tone={flip ? 'muted' : 'default'}>Line {i}</Text> },
    raw: { render: (i, flip) => <p className={flip ? 'muted' : undefined}>Line {i}</p> },
  },
  {
    name: 'Heading',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<h2>',
    tessera: { render: (i, flip) => <Heading size={flip ? 'sm' : undefined}>Title {i}</Heading> },
    raw: { render: (i, flip) => <h2 className={flip ? 'small' : undefined}>Title {i}</h2> },
  },
  {
    name: 'Stack',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<div style="display:flex">',
    tessera: {
      render: (i, flip) => (
        <Stack gap={flip ? '4' : '2'}>
          <span>{i}</span>
          <span>two</span>
        </Stack>
      ),
    },
    raw: {
      render: (i, flip) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: flip ? 16 : 8 }}>
          <span>{i}</span>
          <span>two</span>
        </div>
      ),
    },
  },
  {
    name: 'Field + input',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<label> + <input>',
    tessera: {
      render: (i, flip) => (
        <Field label={`Name ${i}`} disabled={flip}>
          <FieldInput />
        </Field>
      ),
    },
    raw: { render: (i, flip) => <RawField i={i} flip={flip} /> },
  },
  {
    name: 'TextField',
    kind: 'simple',
    n: SIMPLE,
    headline: true,
    rawLabel: '<label> + <input>',
    tessera: { render: (i, flip) => <TextField label={`Name ${i}`} disabled={flip} /> },
    raw: { render: (i, flip) => <RawField i={i} flip={flip} /> },
  },
  {
    name: 'Checkbox',
    kind: 'simple',
    n: SIMPLE,
    headline: true,
    rawLabel: '<label> + <input type=checkbox>',
    tessera: { render: (i, flip) => <Checkbox label={`Item ${i}`} disabled={flip} /> },
    raw: { render: (i, flip) => <RawCheckbox i={i} flip={flip} /> },
  },
  {
    name: 'Switch',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<label> + <input type=checkbox role=switch>',
    tessera: { render: (i, flip) => <Switch label={`Item ${i}`} disabled={flip} /> },
    raw: { render: (i, flip) => <RawCheckbox i={i} flip={flip} role="switch" /> },
  },
  {
    name: 'Badge',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<span>',
    tessera: { render: (i, flip) => <Badge tone={flip ? 'success' : 'neutral'}>Status {i}</Badge> },
    raw: { render: (i, flip) => <span className={flip ? 'muted' : undefined}>Status {i}</span> },
  },
  {
    name: 'Select',
    kind: 'composite',
    n: COMPOSITE,
    headline: true,
    rawLabel: '<label> + native <select>',
    tessera: {
      render: (i, flip) => (
        <Select label={`Fruit ${i}`} disabled={flip} options={fruits} defaultValue="apple" />
      ),
    },
    raw: { render: (i, flip) => <RawSelect i={i} flip={flip} /> },
  },
  {
    name: 'Dialog',
    kind: 'open',
    n: 1,
    rawLabel: 'native <dialog> + showModal()',
    tessera: {
      opened: '[role="dialog"] h2',
      render: () => (
        <Dialog>
          <DialogTrigger>Edit profile</DialogTrigger>
          <DialogContent>
            <DialogTitle>Edit profile</DialogTitle>
            <DialogDescription>Your name appears on tasks you are assigned.</DialogDescription>
            <DialogFooter>
              <DialogClose>Cancel</DialogClose>
              <DialogClose variant="primary">Save</DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ),
    },
    raw: { opened: 'dialog[open] h2', render: () => <RawDialog /> },
  },
  {
    name: 'Tabs',
    kind: 'composite',
    n: COMPOSITE,
    headline: true,
    rawLabel: 'hand-written ARIA tabs',
    tessera: {
      render: (i, flip) => (
        <Tabs defaultValue="Profile">
          <TabList aria-label={`Section ${i}`}>
            {tabNames.map((name, index) => (
              <Tab key={name} value={name} disabled={flip && index === 2}>
                {name}
              </Tab>
            ))}
          </TabList>
          {tabNames.map((name) => (
            <TabPanel key={name} value={name}>
              {name} settings {i}
            </TabPanel>
          ))}
        </Tabs>
      ),
    },
    raw: { render: (i, flip) => <RawTabs i={i} flip={flip} /> },
  },
  {
    name: 'Menu trigger',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: 'hand-written menu button',
    tessera: {
      render: (i, flip) => (
        <Menu>
          <MenuTrigger disabled={flip}>Actions {i}</MenuTrigger>
          <MenuContent>
            <MenuItem>Edit</MenuItem>
            <MenuItem>Duplicate</MenuItem>
            <MenuItem>Delete</MenuItem>
          </MenuContent>
        </Menu>
      ),
    },
    raw: { render: (i, flip) => <RawMenuButton disabled={flip}>Actions {i}</RawMenuButton> },
  },
  {
    name: 'NumberField',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<label> + <input type=number>',
    tessera: {
      render: (i, flip) => <NumberField label={`Quantity ${i}`} disabled={flip} defaultValue={i} />,
    },
    raw: { render: (i, flip) => <RawField i={i} flip={flip} type="number" /> },
  },
  {
    name: 'TextArea',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<label> + <textarea>',
    tessera: { render: (i, flip) => <TextArea label={`Notes ${i}`} disabled={flip} /> },
    raw: { render: (i, flip) => <RawInput i={i} flip={flip} type="textarea" label="Notes" /> },
  },
  {
    name: 'RadioGroup',
    kind: 'simple',
    n: COMPOSITE,
    rawLabel: '<fieldset> + 3 native radios',
    tessera: {
      render: (i, flip) => (
        <RadioGroup
          label={`Contact ${i}`}
          options={contactOptions}
          defaultValue="email"
          disabled={flip}
        />
      ),
    },
    raw: { render: (i, flip) => <RawChoiceGroup i={i} flip={flip} type="radio" /> },
  },
  {
    name: 'CheckboxGroup',
    kind: 'simple',
    n: COMPOSITE,
    rawLabel: '<fieldset> + 3 native checkboxes',
    tessera: {
      render: (i, flip) => (
        <CheckboxGroup
          label={`Contact ${i}`}
          options={contactOptions}
          defaultValue={['email']}
          disabled={flip}
        />
      ),
    },
    raw: { render: (i, flip) => <RawChoiceGroup i={i} flip={flip} type="checkbox" /> },
  },
  {
    name: 'Tag',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<span>',
    tessera: { render: (i, flip) => <Tag tone={flip ? 'accent' : 'neutral'}>Label {i}</Tag> },
    raw: { render: (i, flip) => <span className={flip ? 'muted' : undefined}>Label {i}</span> },
  },
  {
    name: 'Avatar',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<span> with initials',
    tessera: {
      render: (i, flip) => <Avatar name={flip ? `Grace Hopper ${i}` : `Ada Lovelace ${i}`} />,
    },
    raw: {
      render: (i, flip) => (
        <span role="img" aria-label={flip ? `Grace Hopper ${i}` : `Ada Lovelace ${i}`}>
          {flip ? 'GH' : 'AL'}
        </span>
      ),
    },
  },
  {
    name: 'ProgressBar',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<label> + <progress>',
    tessera: { render: (i, flip) => <ProgressBar label={`Upload ${i}`} value={flip ? 80 : 40} /> },
    raw: {
      render: (i, flip) => (
        <label>
          Upload {i} <progress max={100} value={flip ? 80 : 40} />
        </label>
      ),
    },
  },
  {
    name: 'Meter',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<label> + <meter>',
    tessera: { render: (i, flip) => <Meter label={`Storage ${i}`} value={flip ? 80 : 40} /> },
    raw: {
      render: (i, flip) => (
        <label>
          Storage {i} <meter max={100} value={flip ? 80 : 40} />
        </label>
      ),
    },
  },
  {
    name: 'Alert',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<div role="status">',
    tessera: {
      render: (i, flip) => <Alert tone={flip ? 'success' : 'info'}>Saved draft {i}.</Alert>,
    },
    raw: {
      render: (i, flip) => (
        <div role="status" className={flip ? 'muted' : undefined}>
          Saved draft {i}.
        </div>
      ),
    },
  },
  {
    name: 'Separator',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<hr>',
    tessera: { render: (_i, flip) => <Separator className={flip ? 'muted' : undefined} /> },
    raw: { render: (_i, flip) => <hr className={flip ? 'muted' : undefined} /> },
  },
  {
    name: 'Skeleton',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<div> placeholder',
    tessera: { render: (_i, flip) => <Skeleton lines={1} width={flip ? '50%' : '40%'} /> },
    raw: {
      render: (_i, flip) => (
        <div aria-hidden="true" style={{ inlineSize: flip ? '50%' : '40%', blockSize: '1em' }} />
      ),
    },
  },
  {
    name: 'Slider',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<label> + <input type=range>',
    tessera: {
      render: (i, flip) => <Slider label={`Volume ${i}`} disabled={flip} defaultValue={40} />,
    },
    raw: { render: (i, flip) => <RawInput i={i} flip={flip} type="range" label="Volume" /> },
  },
  {
    name: 'Combobox',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<input list> + <datalist>',
    tessera: {
      render: (i, flip) => <Combobox label={`Fruit ${i}`} disabled={flip} options={fruits} />,
    },
    raw: { render: (i, flip) => <RawCombobox i={i} flip={flip} /> },
  },
  {
    name: 'DatePicker',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<label> + <input type=date>',
    tessera: {
      render: (i, flip) => (
        <DatePicker label={`Start ${i}`} disabled={flip} defaultValue="2026-07-04" />
      ),
    },
    raw: { render: (i, flip) => <RawInput i={i} flip={flip} type="date" label="Start" /> },
  },
  {
    name: 'Accordion',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '2 × <details>',
    tessera: {
      render: (i, flip) => (
        <Accordion defaultValue={['shipping']}>
          <AccordionItem value="shipping">
            <AccordionTrigger>Shipping {i}</AccordionTrigger>
            <AccordionPanel>Orders ship within two working days.</AccordionPanel>
          </AccordionItem>
          <AccordionItem value="returns" disabled={flip}>
            <AccordionTrigger>Returns {i}</AccordionTrigger>
            <AccordionPanel>Return anything within 30 days.</AccordionPanel>
          </AccordionItem>
        </Accordion>
      ),
    },
    raw: {
      render: (i, flip) => (
        <div>
          <details open>
            <summary>Shipping {i}</summary>
            Orders ship within two working days.
          </details>
          <details className={flip ? 'muted' : undefined}>
            <summary>Returns {i}</summary>
            Return anything within 30 days.
          </details>
        </div>
      ),
    },
  },
  {
    name: 'SegmentedControl',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: 'hand-written aria-pressed buttons',
    tessera: {
      render: (i, flip) => (
        <SegmentedControl aria-label={`View ${i}`} defaultValue="list">
          <ToggleGroupItem value="list">list</ToggleGroupItem>
          <ToggleGroupItem value="board">board</ToggleGroupItem>
          <ToggleGroupItem value="calendar" disabled={flip}>
            calendar
          </ToggleGroupItem>
        </SegmentedControl>
      ),
    },
    raw: { render: (i, flip) => <RawToggleGroup i={i} flip={flip} /> },
  },
  {
    name: 'Breadcrumbs',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<nav> + <ol> of links',
    tessera: {
      render: (i, flip) => (
        <Breadcrumbs
          aria-label={`Trail ${i}`}
          items={[...crumbs, { label: flip ? `Page ${i}` : `Task ${i}` }]}
        />
      ),
    },
    raw: {
      render: (i, flip) => (
        <nav aria-label={`Trail ${i}`}>
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <a href={crumb.href}>{crumb.label}</a>
              </li>
            ))}
            <li aria-current="page">{flip ? `Page ${i}` : `Task ${i}`}</li>
          </ol>
        </nav>
      ),
    },
  },
  {
    name: 'Pagination',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<nav> + page buttons',
    tessera: {
      render: (i, flip) => <Pagination aria-label={`Pages ${i}`} pageCount={flip ? 12 : 10} />,
    },
    raw: {
      render: (i, flip) => (
        <nav aria-label={`Pages ${i}`}>
          <button type="button" disabled>
            Previous
          </button>
          {[1, 2, 3, 4, 5].map((page) => (
            <button key={page} type="button" aria-current={page === 1 ? 'page' : undefined}>
              {page}
            </button>
          ))}
          <span>…</span>
          <button type="button">{flip ? 12 : 10}</button>
          <button type="button">Next</button>
        </nav>
      ),
    },
  },
  {
    name: 'AlertDialog',
    kind: 'open',
    n: 1,
    rawLabel: 'native <dialog> + showModal()',
    tessera: {
      opened: '[role="alertdialog"] h2',
      render: () => (
        <AlertDialog>
          <AlertDialogTrigger>Archive board</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Archive the board?</AlertDialogTitle>
            <AlertDialogDescription>
              Archived boards can be restored for 30 days.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel />
              <AlertDialogAction>Archive</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ),
    },
    raw: { opened: 'dialog[open] h2', render: () => <RawConfirm /> },
  },
  {
    name: 'Drawer',
    kind: 'open',
    n: 1,
    rawLabel: 'native <dialog> + showModal()',
    tessera: {
      opened: '[role="dialog"] h2',
      render: () => (
        <Drawer>
          <DrawerTrigger>Edit profile</DrawerTrigger>
          <DrawerContent>
            <DrawerTitle>Edit profile</DrawerTitle>
            <DrawerDescription>Your name appears on tasks you are assigned.</DrawerDescription>
          </DrawerContent>
        </Drawer>
      ),
    },
    raw: { opened: 'dialog[open] h2', render: () => <RawDialog /> },
  },
  {
    name: 'PasswordField',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<label> + <input type=password>',
    tessera: { render: (i, flip) => <PasswordField label={`Name ${i}`} disabled={flip} /> },
    raw: { render: (i, flip) => <RawField i={i} flip={flip} type="password" /> },
  },
  {
    name: 'SearchField',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<label> + <input type=search>',
    tessera: { render: (i, flip) => <SearchField label={`Name ${i}`} disabled={flip} /> },
    raw: { render: (i, flip) => <RawField i={i} flip={flip} type="search" /> },
  },
  {
    name: 'Fieldset',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<fieldset> + <legend>',
    tessera: {
      render: (i, flip) => (
        <Fieldset legend={`Address ${i}`} disabled={flip}>
          <span>{i}</span>
        </Fieldset>
      ),
    },
    raw: {
      render: (i, flip) => (
        <fieldset disabled={flip}>
          <legend>Address {i}</legend>
          <span>{i}</span>
        </fieldset>
      ),
    },
  },
  {
    name: 'Kbd',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<kbd>',
    tessera: { render: (i, flip) => <Kbd>{flip ? `F${i}` : `Esc ${i}`}</Kbd> },
    raw: { render: (i, flip) => <kbd>{flip ? `F${i}` : `Esc ${i}`}</kbd> },
  },
  {
    name: 'Spinner',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<progress> (indeterminate)',
    tessera: { render: (i, flip) => <Spinner label={flip ? `Saving ${i}` : `Loading ${i}`} /> },
    raw: { render: (i, flip) => <progress aria-label={flip ? `Saving ${i}` : `Loading ${i}`} /> },
  },
  {
    name: 'Card',
    kind: 'simple',
    n: SIMPLE,
    rawLabel: '<section> with a border',
    tessera: {
      render: (i, flip) => (
        <Card variant={flip ? 'raised' : 'outline'}>
          <p>Card {i}</p>
        </Card>
      ),
    },
    raw: {
      render: (i, flip) => (
        <section className={flip ? 'muted' : undefined}>
          <p>Card {i}</p>
        </section>
      ),
    },
  },
  {
    name: 'EmptyState',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<div> + <h2> + <p>',
    tessera: {
      render: (i, flip) => (
        <EmptyState
          heading={`No tasks ${i}`}
          description={flip ? 'Try another filter.' : 'Create one.'}
        />
      ),
    },
    raw: {
      render: (i, flip) => (
        <div>
          <h2>No tasks {i}</h2>
          <p>{flip ? 'Try another filter.' : 'Create one.'}</p>
        </div>
      ),
    },
  },
  {
    name: 'FileField',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<label> + <input type=file>',
    tessera: { render: (i, flip) => <FileField label={`Photos ${i}`} disabled={flip} /> },
    raw: { render: (i, flip) => <RawField i={i} flip={flip} type="file" /> },
  },
  {
    name: 'Tooltip',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: '<button title>',
    tessera: {
      render: (i, flip) => (
        <Tooltip content={flip ? `Saved ${i}` : `Save ${i}`}>
          <Button>Save {i}</Button>
        </Tooltip>
      ),
    },
    raw: {
      render: (i, flip) => (
        <button type="button" title={flip ? `Saved ${i}` : `Save ${i}`}>
          Save {i}
        </button>
      ),
    },
  },
  {
    name: 'Toolbar',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: 'hand-written ARIA toolbar',
    tessera: {
      render: (i, flip) => (
        <Toolbar aria-label={`Formatting ${i}`}>
          <ToolbarButton>Bold</ToolbarButton>
          <ToolbarButton>Italic</ToolbarButton>
          <ToolbarButton disabled={flip}>Underline</ToolbarButton>
        </Toolbar>
      ),
    },
    raw: { render: (i, flip) => <RawToolbar i={i} flip={flip} /> },
  },
  {
    name: 'Popover',
    kind: 'open',
    n: 1,
    rawLabel: 'hand-written disclosure + dialog',
    tessera: {
      opened: '[role="dialog"] h2',
      render: () => (
        <Popover>
          <PopoverTrigger>Filters</PopoverTrigger>
          <PopoverContent>
            <PopoverTitle>Filter tasks</PopoverTitle>
            <PopoverDescription>Only tasks that match are listed.</PopoverDescription>
            <PopoverClose size="sm">Done</PopoverClose>
          </PopoverContent>
        </Popover>
      ),
    },
    raw: { opened: '[role="dialog"] h2', render: () => <RawPopover /> },
  },
  // The bare engines, against the same raw HTML as the Tessera case they stand under.
  {
    name: 'Dialog (Base UI alone)',
    kind: 'open',
    n: 1,
    rawLabel: 'native <dialog> + showModal()',
    tessera: { opened: '[role="dialog"] h2', render: () => <BareBaseDialog /> },
    raw: { opened: 'dialog[open] h2', render: () => <RawDialog /> },
  },
  {
    name: 'Popover (Base UI alone)',
    kind: 'open',
    n: 1,
    rawLabel: 'hand-written disclosure + dialog',
    tessera: { opened: '[role="dialog"] h2', render: () => <BareBasePopover /> },
    raw: { opened: '[role="dialog"] h2', render: () => <RawPopover /> },
  },
  {
    name: 'Menu trigger (Base UI alone)',
    kind: 'composite',
    n: COMPOSITE,
    rawLabel: 'hand-written menu button',
    tessera: { render: (i, flip) => <BareBaseMenu i={i} flip={flip} /> },
    raw: { render: (i, flip) => <RawMenuButton disabled={flip}>Actions {i}</RawMenuButton> },
  },
  {
    name: 'DataTable page',
    kind: 'page',
    n: 1,
    rawLabel: '<table> + checkboxes + <span> + hand-written menu buttons',
    tessera: {
      trigger: '[aria-label^="Actions for"]',
      opened: '[role="menu"] [role="menuitem"]',
      render: (_, flip) => <TesseraTaskPage resorted={flip} />,
    },
    raw: {
      trigger: '[aria-label^="Actions for"]',
      opened: '[role="menu"] [role="menuitem"]',
      render: (_, flip) => <RawTaskPage resorted={flip} />,
    },
  },
];

/**
 * Large-data cases: time from render to the first painted frame, then frame times while the scroll
 * container (the first element matching `scroller`) is scrolled programmatically.
 */
export interface ScrollCase {
  name: string;
  rows: number;
  /** Called before timing starts. */
  generate: (count: number) => unknown[];
  render: (rows: unknown[]) => ReactNode;
  /** Selector of the element that scrolls. */
  scroller: string;
  /** Selector that matches once the first rows are in the document. */
  ready: string;
}

interface Order {
  id: number;
  customer: string;
  email: string;
  status: 'open' | 'paid' | 'refunded';
  amount: number;
}

const orderColumns: DataTableColumn<Order>[] = [
  { key: 'id', header: 'Order', width: 96, align: 'end' },
  { key: 'customer', header: 'Customer' },
  { key: 'email', header: 'Email', width: 240 },
  { key: 'status', header: 'Status', width: 120 },
  { key: 'amount', header: 'Amount', width: 120, align: 'end', cell: (value) => value.toFixed(2) },
];

const statuses = ['open', 'paid', 'refunded'] as const;

export const scrollCases: ScrollCase[] = [
  {
    name: 'DataTable',
    rows: 100_000,
    generate: (count) =>
      Array.from({ length: count }, (_, i): Order => ({
        id: i + 1,
        customer: `Customer ${i + 1}`,
        email: `customer${i + 1}@example.com`,
        status: statuses[i % 3],
        amount: ((i * 7919) % 100_000) / 100,
      })),
    render: (rows) => <DataTable data={rows as Order[]} columns={orderColumns} label="Orders" />,
    scroller: '[data-slot="data-table-scroll"]',
    ready: '[data-slot="data-table-row"]',
  },
];
