import { Menu } from 'lucide-react';
import {
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { useMediaQuery } from '../../utils/useMediaQuery';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './AppShell.module.css';

/** Where the side navigation stops being an overlay and sits beside the page. */
export const APP_SHELL_WIDE_QUERY = '(min-width: 48rem)';

export interface AppShellProps extends ComponentProps<'div'> {
  /** The top bar's content (product name, search, account), after the navigation toggle. */
  header?: ReactNode;
  /** The side navigation's content, typically a list of `NavLink`s. Without it there is no toggle. */
  nav?: ReactNode;
  /** The navigation landmark's name. @default 'Main' */
  navLabel?: string;
  /** The navigation toggle's name; its state is `aria-expanded`. @default 'Navigation' */
  navToggleLabel?: string;
  /** Whether the side navigation shows (controlled). By default it shows on wide screens and not on narrow ones. */
  navOpen?: boolean;
  /** Whether the side navigation shows at first on wide screens (uncontrolled). @default true */
  defaultNavOpen?: boolean;
  /** Called when the toggle, a link or Escape opens or closes the side navigation. */
  onNavOpenChange?: (open: boolean) => void;
  /** The `id` of `<main>`, the skip link's target. @default 'main' */
  mainId?: string;
  /** The skip link's text. @default 'Skip to main content' */
  skipLinkLabel?: string;
  /** The page: the `<main>` region's content (an `<Outlet />` in a layout route). */
  children?: ReactNode;
}

/**
 * Renders an application's frame: a skip link, a `<header>` with the navigation toggle, a collapsible
 * side `<nav>` (beside the page on wide screens, over it on narrow ones, closing after a link is
 * followed), and the `<main>` region the skip link and route changes move focus to.
 */
export function AppShell({
  header,
  nav,
  navLabel = 'Main',
  navToggleLabel = 'Navigation',
  navOpen,
  defaultNavOpen = true,
  onNavOpenChange,
  mainId = 'main',
  skipLinkLabel = 'Skip to main content',
  className,
  children,
  ...props
}: AppShellProps) {
  const navId = useId();
  const wide = useMediaQuery(APP_SHELL_WIDE_QUERY);
  // Each layout keeps its own choice: collapsing on a wide screen must not open an overlay on a
  // narrow one, and the overlay opened on a phone must not stay open after rotating it.
  const [choice, setChoice] = useState<{ open: boolean; wide: boolean } | null>(null);
  const layoutDefault = wide ? defaultNavOpen : false;
  const open = navOpen ?? (choice && choice.wide === wide ? choice.open : layoutDefault);
  const hasNav = nav !== undefined && nav !== null && nav !== false;

  function setOpen(next: boolean) {
    if (next === open) return;
    if (navOpen === undefined) setChoice({ open: next, wide });
    onNavOpenChange?.(next);
  }

  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    // Focus <main> directly: no fragment in the URL, so a router does not take it for a navigation.
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  }

  function closeOverlayOnLink(event: MouseEvent<HTMLElement>) {
    if (wide || !open) return;
    const link = (event.target as Element).closest('a[href]');
    if (link) setOpen(false);
  }

  function closeOverlayOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (wide || !open || event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    document.getElementById(`${navId}-toggle`)?.focus();
  }

  return (
    <div
      data-slot="app-shell"
      data-nav-state={hasNav ? (open ? 'open' : 'closed') : undefined}
      data-layout={wide ? 'wide' : 'narrow'}
      className={cx(styles.AppShell, className)}
      {...props}
    >
      <VisuallyHidden focusable className={styles.SkipLinkContainer}>
        <a
          data-slot="skip-link"
          href={`#${mainId}`}
          className={styles.SkipLink}
          onClick={skipToMain}
        >
          {skipLinkLabel}
        </a>
      </VisuallyHidden>
      <header data-slot="app-shell-header" className={styles.Header}>
        {hasNav && (
          <IconButton
            id={`${navId}-toggle`}
            aria-label={navToggleLabel}
            aria-expanded={open}
            aria-controls={navId}
            icon={<Menu />}
            onClick={() => setOpen(!open)}
          />
        )}
        {header}
      </header>
      <div className={styles.Body}>
        {hasNav && (
          // Clicks and Escape bubble up from the links inside; the nav itself is not interactive.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <nav
            id={navId}
            data-slot="app-shell-nav"
            aria-label={navLabel}
            hidden={!open}
            className={styles.Nav}
            onClick={closeOverlayOnLink}
            onKeyDown={closeOverlayOnEscape}
          >
            {nav}
          </nav>
        )}
        <main id={mainId} data-slot="app-shell-main" tabIndex={-1} className={styles.Main}>
          {children}
        </main>
      </div>
    </div>
  );
}
