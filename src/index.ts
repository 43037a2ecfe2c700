// The public barrel: Tessera's own API, every export by name. Stories, the app and users import the
// library only from here.
// Sections keep parallel work from touching the same lines; add exports to your own section.
// It imports no CSS: users import `tessera/styles.css` once (the app: src/app/main.tsx).

// ── Foundation ──────────────────────────────────────────────────────────────────────────────
export * from './components/ThemeProvider';
export * from './components/LocaleProvider';
export * from './i18n';
export * from './components/VisuallyHidden';
export * from './components/Spinner';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Heading';
export * from './components/Text';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Kbd';
export { cx, useControllableState, useMediaQuery, isSafeHref } from './utils';

// ── Forms: fields and validation ────────────────────────────────────────────────────────────
export * from './components/Field';
export * from './forms';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/PasswordField';
export * from './components/SearchField';
export * from './components/Checkbox';
export * from './components/CheckboxGroup';
export * from './components/RadioGroup';
export * from './components/Switch';
export * from './components/Fieldset';

// ── Forms: composite controls ───────────────────────────────────────────────────────────────
export * from './components/NumberField';
export * from './components/Select';
export * from './components/Combobox';
export * from './components/Slider';
export * from './components/DatePicker';
export * from './components/FileField';

// ── Overlays ────────────────────────────────────────────────────────────────────────────────
export * from './components/Dialog';
export * from './components/AlertDialog';
export * from './components/Drawer';
export * from './components/Menu';
export * from './components/Toast';
export * from './components/Popover';
export * from './components/Toolbar';
export * from './components/Tooltip';

// ── Navigation, structure, display and feedback ─────────────────────────────────────────────
export * from './components/Skeleton';
export * from './components/EmptyState';
export * from './components/Badge';
export * from './components/Pagination';
export * from './components/Tabs';
export * from './components/Breadcrumbs';
export * from './components/Alert';
export * from './components/Card';
export * from './components/ProgressBar';
export * from './components/Meter';
export * from './components/Separator';
export * from './components/Tag';
export * from './components/Avatar';
export * from './components/Accordion';
export * from './components/Disclosure';
export * from './components/ToggleGroup';

// ── Data ────────────────────────────────────────────────────────────────────────────────────
export * from './components/DataTable';
export * from './components/ListBox';

// ── Router ──────────────────────────────────────────────────────────────────────────────────
export * from './router';
export * from './components/NavLink';
export * from './components/LinkButton';
export * from './components/PageHeading';
export * from './components/AppShell';
export * from './components/LeaveGuard';
export * from './components/NotFound';
export * from './components/RouteBoundary';

// ── HTTP and motion ─────────────────────────────────────────────────────────────────────────
// The mock API (src/mocks) is not exported: it needs msw, a dev dependency. Stories, tests and the
// app import it from src/mocks. TanStack Query and react-router are not re-exported either: import
// them from their own packages.
export * from './http';
export * from './components/AsyncBoundary';
export * from './motion';
export * from './components/Presence';
export * from './components/Collapse';
export * from './components/AnimatedList';
export * from './components/StateTransition';

// ── End ─────────────────────────────────────────────────────────────────────────────────────
