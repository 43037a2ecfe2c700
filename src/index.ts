// The root entry (`tessera`): every export that needs only react and react-dom. Stories, the app and
// users import the library from here, and from two more entries for what needs an optional peer:
// `tessera/router` (src/router/index.ts: what imports react-router) and `tessera/http`
// (src/http/index.ts: what imports @tanstack/react-query). Nothing exported here may import
// either peer, however deep: ESLint names the modules that may (eslint.config.js, "optional
// peers"), and examples/package.test.ts imports this entry in Node with both peers absent.
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
export { cx, useControllableState, useMediaQuery, isSafeHref, useHeldWhilePressed } from './utils';

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

// ── Router: links, pages and URL state over any router ──────────────────────────────────────
// react-router's adapter, RouterRoot, LeaveGuard and RouteBoundary are in `tessera/router`.
export * from './router/core';
export * from './components/NavLink';
export * from './components/LinkButton';
export * from './components/PageHeading';
export * from './components/AppShell';
export * from './components/NotFound';

// ── HTTP and motion ─────────────────────────────────────────────────────────────────────────
// HttpProvider, the query hooks and AsyncBoundary are in `tessera/http`. The mock API (src/mocks)
// is not exported: it needs msw, a dev dependency. TanStack Query and react-router are not
// re-exported either: import them from their own packages.
export * from './http/core';
export { DataState, dataStatus } from './components/AsyncBoundary/DataState';
export type { DataQuery, DataStateProps, DataStatus } from './components/AsyncBoundary/DataState';
export { ErrorBoundary } from './components/AsyncBoundary/ErrorBoundary';
export type {
  ErrorBoundaryFallbackProps,
  ErrorBoundaryProps,
} from './components/AsyncBoundary/ErrorBoundary';
export { ErrorState } from './components/AsyncBoundary/ErrorState';
export type { ErrorStateProps } from './components/AsyncBoundary/ErrorState';
export { LoadingState } from './components/AsyncBoundary/LoadingState';
export type { LoadingStateProps } from './components/AsyncBoundary/LoadingState';
export * from './motion';
export * from './components/Presence';
export * from './components/Collapse';
export * from './components/AnimatedList';
export * from './components/StateTransition';

// ── End ─────────────────────────────────────────────────────────────────────────────────────
