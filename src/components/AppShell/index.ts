export { AppShell, APP_SHELL_WIDE_QUERY } from './AppShell';
export type { AppShellProps } from './AppShell';
