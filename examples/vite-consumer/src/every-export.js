// Every component the root entry `tessera` exports, each in a small tree that renders it the way its
// docs show. Plain JavaScript with createElement, so Node can import it without a bundler:
// ssr.test.ts renders these trees to HTML in Node, and hydrate.tsx (built into the app) hydrates
// that HTML. This app has neither react-router nor TanStack Query installed: what `tessera/router`
// and `tessera/http` add is rendered by the React Router app (examples/react-router-app).
// ssr.test.ts fails when the root entry exports a component that no tree covers.

/**
 * @param {object} libs
 * @param {typeof import('tessera')} libs.T the package's root entry
 * @param {typeof import('react')} libs.React
 * @returns {{ name: string, covers: string[], router?: boolean, element: unknown }[]}
 */
export function everyExport({ T, React }) {
  const h = React.createElement;
  const options = [
    { value: 'apple', label: 'Apple' },
    { value: 'pear', label: 'Pear' },
  ];
  const rows = [
    { id: 'a', title: 'Write the report', points: 3 },
    { id: 'b', title: 'Fix the cache', points: 1 },
  ];
  const settled = { status: 'success', data: ['one'], error: null, isFetching: false };
  const noop = () => {};

  /** @type {{ name: string, covers: string[], router?: boolean, element: unknown }[]} */
  const trees = [
    ['ThemeProvider', h(T.ThemeProvider, null, h(T.Text, null, 'Themed'))],
    ['LocaleProvider', h(T.LocaleProvider, { locale: 'de-DE' }, h(T.Text, null, 'Lokal'))],
    ['VisuallyHidden', h(T.VisuallyHidden, null, 'Hidden')],
    ['Spinner', h(T.Spinner, { label: 'Loading' })],
    ['Button', h(T.Button, null, 'Save')],
    ['IconButton', h(T.IconButton, { 'aria-label': 'Close', icon: h('span', null, '×') })],
    ['Link', h(T.Link, { href: '/help' }, 'Help')],
    ['Heading', h(T.Heading, { level: 2 }, 'Title')],
    ['Text', h(T.Text, null, 'Words')],
    ['Stack', h(T.Stack, { gap: '2' }, h('span', null, 'a'), h('span', null, 'b'))],
    ['Inline', h(T.Inline, null, h('span', null, 'a'), h('span', null, 'b'))],
    ['Kbd', h(T.Kbd, { keys: ['Ctrl', 'K'] })],
    ['Field', h(T.Field, { label: 'Name' }, h('input', null))],
    [
      'Form',
      h(
        T.Form,
        { 'aria-label': 'Profile', defaultValues: { name: '' }, onSubmit: noop },
        h(T.DraftNotice),
        h(T.ErrorSummary),
        h(T.TextField, { label: 'Name', name: 'name' }),
        h(T.FormGroup, { name: 'address' }, h(T.TextField, { label: 'City', name: 'city' })),
      ),
      ['DraftNotice', 'ErrorSummary', 'FormGroup'],
    ],
    ['TextField', h(T.TextField, { label: 'Name' })],
    ['TextArea', h(T.TextArea, { label: 'Notes' })],
    ['PasswordField', h(T.PasswordField, { label: 'Password' })],
    ['SearchField', h(T.SearchField, { label: 'Search' })],
    ['Checkbox', h(T.Checkbox, { label: 'Agree' })],
    ['CheckboxGroup', h(T.CheckboxGroup, { label: 'Fruit', options })],
    ['RadioGroup', h(T.RadioGroup, { label: 'Fruit', options })],
    ['Switch', h(T.Switch, { label: 'Wi-Fi' })],
    ['Fieldset', h(T.Fieldset, { legend: 'Address' }, h('input', { 'aria-label': 'Street' }))],
    ['NumberField', h(T.NumberField, { label: 'Count', defaultValue: 3 })],
    ['Select', h(T.Select, { label: 'Fruit', options })],
    ['Combobox', h(T.Combobox, { label: 'Fruit', options })],
    ['Slider', h(T.Slider, { label: 'Volume', defaultValue: 40 })],
    [
      'DatePicker',
      h(
        T.Stack,
        null,
        h(T.DatePicker, { label: 'Due', defaultValue: '2026-03-01' }),
        h(T.DateField, { label: 'Start', defaultValue: '2026-03-01' }),
      ),
      ['DateField'],
    ],
    ['FileField', h(T.FileField, { label: 'Attachments' })],
    [
      'Dialog',
      h(
        T.Dialog,
        null,
        h(T.DialogTrigger, null, 'Open'),
        h(
          T.DialogContent,
          null,
          h(T.DialogTitle, null, 'Title'),
          h(T.DialogDescription, null, 'Description'),
          h(T.DialogFooter, null, h(T.DialogClose, null, 'Close')),
        ),
      ),
      [
        'DialogTrigger',
        'DialogContent',
        'DialogTitle',
        'DialogDescription',
        'DialogFooter',
        'DialogClose',
      ],
    ],
    [
      'AlertDialog',
      h(
        T.AlertDialog,
        null,
        h(T.AlertDialogTrigger, null, 'Delete'),
        h(
          T.AlertDialogContent,
          null,
          h(T.AlertDialogTitle, null, 'Delete?'),
          h(T.AlertDialogDescription, null, 'It cannot be undone.'),
          h(
            T.AlertDialogFooter,
            null,
            h(T.AlertDialogCancel, null, 'Keep'),
            h(T.AlertDialogAction, null, 'Delete'),
          ),
        ),
      ),
      [
        'AlertDialogTrigger',
        'AlertDialogContent',
        'AlertDialogTitle',
        'AlertDialogDescription',
        'AlertDialogFooter',
        'AlertDialogCancel',
        'AlertDialogAction',
      ],
    ],
    [
      'Drawer',
      h(
        T.Drawer,
        null,
        h(T.DrawerTrigger, null, 'Filters'),
        h(
          T.DrawerContent,
          null,
          h(T.DrawerTitle, null, 'Filters'),
          h(T.DrawerDescription, null, 'Narrow the list.'),
          h(T.DrawerFooter, null, h(T.DrawerClose, null, 'Done')),
        ),
      ),
      [
        'DrawerTrigger',
        'DrawerContent',
        'DrawerTitle',
        'DrawerDescription',
        'DrawerFooter',
        'DrawerClose',
      ],
    ],
    [
      'Menu',
      h(
        T.Inline,
        null,
        h(
          T.Menu,
          null,
          h(T.MenuTrigger, null, 'Actions'),
          h(
            T.MenuContent,
            null,
            h(T.MenuItem, null, 'Edit'),
            h(T.MenuSeparator),
            h(
              T.MenuGroup,
              null,
              h(T.MenuGroupLabel, null, 'Show'),
              h(T.MenuCheckboxItem, { defaultChecked: true }, 'Done tasks'),
            ),
            h(
              T.MenuRadioGroup,
              { defaultValue: 'due' },
              h(T.MenuRadioItem, { value: 'due' }, 'Due date'),
            ),
            h(T.MenuLinkItem, { href: '/help' }, 'Help'),
            h(
              T.MenuSub,
              null,
              h(T.MenuSubTrigger, null, 'Move to'),
              h(T.MenuSubContent, null, h(T.MenuItem, null, 'Backlog')),
            ),
          ),
        ),
        h(
          T.Menu,
          null,
          h(T.MenuIconTrigger, { 'aria-label': 'More' }),
          h(T.MenuContent, null, h(T.MenuItem, null, 'Archive')),
        ),
      ),
      [
        'MenuTrigger',
        'MenuContent',
        'MenuItem',
        'MenuSeparator',
        'MenuGroup',
        'MenuGroupLabel',
        'MenuCheckboxItem',
        'MenuRadioGroup',
        'MenuRadioItem',
        'MenuLinkItem',
        'MenuSub',
        'MenuSubTrigger',
        'MenuSubContent',
        'MenuIconTrigger',
      ],
    ],
    ['ToastProvider', h(T.ToastProvider, null, h(T.Text, null, 'Toasts go here'))],
    [
      'Popover',
      h(
        T.Popover,
        null,
        h(T.PopoverTrigger, null, 'Filters'),
        h(
          T.PopoverContent,
          null,
          h(T.PopoverTitle, null, 'Filters'),
          h(T.PopoverDescription, null, 'Narrow the list.'),
          h(T.PopoverClose, null, 'Done'),
        ),
      ),
      ['PopoverTrigger', 'PopoverContent', 'PopoverTitle', 'PopoverDescription', 'PopoverClose'],
    ],
    [
      'Toolbar',
      h(
        T.Toolbar,
        { 'aria-label': 'Formatting' },
        h(
          T.ToolbarGroup,
          { 'aria-label': 'History' },
          h(T.ToolbarIconButton, { 'aria-label': 'Undo', icon: h('span', null, '↶') }),
        ),
        h(T.ToolbarSeparator),
        h(T.ToolbarButton, null, 'Publish'),
        h(T.ToolbarItem, null, h('span', null, 'Saved')),
      ),
      ['ToolbarGroup', 'ToolbarIconButton', 'ToolbarSeparator', 'ToolbarButton', 'ToolbarItem'],
    ],
    [
      'Tooltip',
      h(
        T.TooltipProvider,
        null,
        h(T.Tooltip, { content: 'Bold', kind: 'label' }, h(T.Button, null, 'B')),
        h(T.Toggletip, { label: 'About' }, 'More about this.'),
      ),
      ['TooltipProvider', 'Toggletip'],
    ],
    ['Skeleton', h(T.Skeleton, { lines: 2 })],
    ['EmptyState', h(T.EmptyState, { heading: 'No tasks', description: 'Create one.' })],
    ['Badge', h(T.Badge, null, 'New')],
    ['Pagination', h(T.Pagination, { page: 2, pageCount: 5, onPageChange: noop })],
    [
      'Tabs',
      h(
        T.Stack,
        null,
        h(
          T.Tabs,
          { defaultValue: 'one' },
          h(T.TabList, { 'aria-label': 'Sections' }, h(T.Tab, { value: 'one' }, 'One')),
          h(T.TabPanel, { value: 'one' }, 'First'),
        ),
        h(T.TabNav, { 'aria-label': 'Pages' }, h(T.TabNavLink, { href: '#a', current: true }, 'A')),
      ),
      ['TabList', 'Tab', 'TabPanel', 'TabNav', 'TabNavLink'],
    ],
    [
      'Breadcrumbs',
      h(T.Breadcrumbs, {
        'aria-label': 'Trail',
        items: [{ label: 'Home', href: '/' }, { label: 'Here' }],
      }),
    ],
    [
      'Alert',
      h(T.Stack, null, h(T.Alert, null, 'Saved.'), h(T.Banner, { tone: 'warning' }, 'Tonight')),
      ['Banner'],
    ],
    [
      'Card',
      h(
        T.Card,
        null,
        h(
          T.CardHeader,
          null,
          h(T.CardTitle, null, h(T.CardLink, { href: '/plan' }, 'Plan')),
          h(T.CardDescription, null, 'Updated today'),
        ),
        h(T.CardBody, null, 'Body'),
        h(T.CardFooter, null, 'Footer'),
      ),
      ['CardHeader', 'CardTitle', 'CardLink', 'CardDescription', 'CardBody', 'CardFooter'],
    ],
    ['ProgressBar', h(T.ProgressBar, { label: 'Upload', value: 40 })],
    ['Meter', h(T.Meter, { label: 'Storage', value: 60 })],
    ['Separator', h(T.Separator)],
    ['Tag', h(T.Tag, null, 'design')],
    ['Avatar', h(T.Avatar, { name: 'Ada Lovelace' })],
    [
      'Accordion',
      h(
        T.Accordion,
        null,
        h(
          T.AccordionItem,
          { value: 'one' },
          h(T.AccordionTrigger, null, 'Shipping'),
          h(T.AccordionPanel, null, 'Two days.'),
        ),
      ),
      ['AccordionItem', 'AccordionTrigger', 'AccordionPanel'],
    ],
    [
      'Disclosure',
      h(
        T.Disclosure,
        null,
        h(T.DisclosureTrigger, null, 'Details'),
        h(T.DisclosurePanel, null, 'More'),
      ),
      ['DisclosureTrigger', 'DisclosurePanel'],
    ],
    [
      'ToggleGroup',
      h(
        T.Stack,
        null,
        h(
          T.ToggleGroup,
          { 'aria-label': 'Style' },
          h(T.ToggleGroupItem, { value: 'bold' }, 'Bold'),
        ),
        h(
          T.SegmentedControl,
          { 'aria-label': 'View', defaultValue: 'list' },
          h(T.ToggleGroupItem, { value: 'list' }, 'List'),
        ),
      ),
      ['ToggleGroupItem', 'SegmentedControl'],
    ],
    [
      'DataTable',
      h(T.DataTable, {
        label: 'Tasks',
        data: rows,
        columns: [
          { key: 'title', header: 'Title' },
          { key: 'points', header: 'Points', align: 'end' },
        ],
        getRowId: (row) => row.id,
      }),
    ],
    ['ListBox', h(T.ListBox, { 'aria-label': 'Fruit', options })],
    [
      'DataState',
      h(
        T.Stack,
        null,
        h(T.ErrorBoundary, { fallback: h('p', null, 'Failed') }, h(T.Text, null, 'Fine')),
        h(T.DataState, { query: settled }, (data) => h(T.Text, null, data.join())),
        h(T.ErrorState, { error: new Error('Broken') }),
        h(T.LoadingState, { label: 'Loading tasks', delayMs: 0 }),
      ),
      ['ErrorBoundary', 'ErrorState', 'LoadingState'],
    ],
    ['Presence', h(T.Presence, { present: true }, h(T.Text, null, 'Here'))],
    ['Collapse', h(T.Collapse, { open: true }, h(T.Text, null, 'Open'))],
    [
      'AnimatedList',
      h(T.AnimatedList, { items: rows, getKey: (row) => row.id, 'aria-label': 'Tasks' }, (row) =>
        h(T.Text, { as: 'span' }, row.title),
      ),
    ],
    ['StateTransition', h(T.StateTransition, { value: 'open' }, h(T.Badge, null, 'Open'))],
    // The router pieces that need no router library, over an adapter of the app's own
    // (MemoryRouter, below), under a RouteAnnouncer.
    [
      'PageHeading',
      h(T.PageHeading, null, 'Home'),
      ['RouteAnnouncer', 'RouterAdapterProvider'],
      true,
    ],
    ['NavLink', h(T.NavLink, { to: '/' }, 'Home'), [], true],
    ['LinkButton', h(T.LinkButton, { to: '/new' }, 'New task'), [], true],
    [
      'AppShell',
      h(
        T.AppShell,
        { header: 'Tessera', nav: h('a', { href: '/' }, 'Home'), navLabel: 'Primary' },
        'Page',
      ),
      [],
      true,
    ],
    ['NotFound', h(T.NotFound), [], true],
    [
      'RequireAuth',
      h(T.RequireAuth, { isAuthenticated: true }, h(T.Text, null, 'Secret')),
      [],
      true,
    ],
    // Renders nothing on the server; navigates in an effect once hydrated.
    ['Redirect', h(T.Redirect, { to: '/elsewhere' }), [], true],
  ].map(([name, element, parts = [], router = false]) => ({
    name,
    covers: [name, ...parts],
    router,
    element: router ? h(MemoryRouter, { T, React }, element) : element,
  }));
  return trees;
}

/**
 * A router of the app's own, as a Next.js or any other router would be given to Tessera: the page
 * `/` in memory, whose adapter navigates by state (Redirect goes to `/elsewhere` once hydrated).
 * @param {{ T: typeof import('tessera'), React: typeof import('react'), children?: unknown }} props
 */
function MemoryRouter({ T, React, children }) {
  const h = React.createElement;
  const [pathname, setPathname] = React.useState('/');
  const adapter = React.useMemo(
    () => ({
      ...T.createDefaultRouterAdapter({ pathname, search: '', hash: '', key: pathname }),
      clientSide: true,
      navigate: (/** @type {string} */ to) => setPathname(to),
    }),
    [T, pathname],
  );
  return h(
    T.RouterAdapterProvider,
    { adapter },
    h(T.RouteAnnouncer, null, pathname === '/elsewhere' ? h(T.Text, null, 'Redirected') : children),
  );
}
