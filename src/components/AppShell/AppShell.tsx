'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Menu } from 'lucide-react';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { useMediaQuery } from '../../utils/useMediaQuery';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './AppShell.module.css';

// The Drawer's machinery loads only where a narrow layout needs it: a wide first screen has none.
const AppShellDrawer = lazy(() =>
  import('./AppShellDrawer').then((module) => ({ default: module.AppShellDrawer })),
);

/** Where the side navigation stops being an overlay and sits beside the page. */
export const APP_SHELL_WIDE_QUERY = '(min-width: 48rem)';

export interface AppShellProps extends ComponentProps<'div'> {
  /** The top bar's content (product name, search, account), after the navigation toggle. */
  header?: ReactNode;
  /** The side navigation's content, typically a list of `NavLink`s. Without it there is no toggle. */
  nav?: ReactNode;
  /** The navigation landmark's name. @default the locale's `appShell.nav` ('Main') */
  navLabel?: string;
  /** The navigation toggle's name (and the drawer's title on narrow screens); its state is `aria-expanded`. @default the locale's `appShell.navToggle` ('Navigation') */
  navToggleLabel?: string;
  /** Whether the side navigation shows (controlled). By default it shows on wide screens and not on narrow ones. */
  navOpen?: boolean;
  /** Whether the side navigation shows at first on wide screens (uncontrolled). @default true */
  defaultNavOpen?: boolean;
  /** Called when the toggle, a link or Escape opens or closes the side navigation. */
  onNavOpenChange?: (open: boolean) => void;
  /** The `id` of `<main>`, the skip link's target. @default 'main' */
  mainId?: string;
  /** The skip link's text. @default the locale's `appShell.skipLink` ('Skip to main content') */
  skipLinkLabel?: string;
  /** The page: the `<main>` region's content (an `<Outlet />` in a layout route). */
  children?: ReactNode;
}

/**
 * Renders an application's frame: a skip link, a `<header>` with the navigation toggle, the side
 * `<nav>` (beside the page and collapsible on wide screens; on narrow ones a `Drawer` from the start
 * edge that closes after a link is followed), and the `<main>` region the skip link and route
 * changes move focus to.
 */
export function AppShell({
  header,
  nav,
  navLabel: navLabelProp,
  navToggleLabel: navToggleLabelProp,
  navOpen,
  defaultNavOpen = true,
  onNavOpenChange,
  mainId = 'main',
  skipLinkLabel: skipLinkLabelProp,
  className,
  children,
  ...props
}: AppShellProps) {
  const t = useTranslate('appShell', english.appShell);
  const navLabel = navLabelProp ?? t('nav');
  const navToggleLabel = navToggleLabelProp ?? t('navToggle');
  const skipLinkLabel = skipLinkLabelProp ?? t('skipLink');
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

  const toggleRef = useRef<HTMLButtonElement>(null);
  // Following a link closes the drawer without taking focus back to the toggle: the new page's
  // heading gets it (RouterRoot). Escape and the close button return it to the toggle.
  const followedLink = useRef(false);

  function closeDrawerOnLink(event: MouseEvent<HTMLElement>) {
    const link = (event.target as Element).closest('a[href]');
    if (!link) return;
    followedLink.current = true;
    setOpen(false);
  }

  const navProps = {
    id: navId,
    'data-slot': 'app-shell-nav',
    'aria-label': navLabel,
    className: styles.Nav,
  };

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
            ref={toggleRef}
            aria-label={navToggleLabel}
            aria-expanded={open}
            aria-controls={wide || open ? navId : undefined}
            icon={<Menu />}
            onClick={() => setOpen(!open)}
          />
        )}
        {header}
      </header>
      <div className={styles.Body}>
        {hasNav && wide && (
          <nav {...navProps} data-layout="wide" hidden={!open}>
            {nav}
          </nav>
        )}
        {hasNav && !wide && (
          // Nothing shows while it loads: the drawer is closed until the toggle is pressed, and if
          // it was pressed meanwhile, the drawer opens (focus inside) as soon as it is there.
          <Suspense fallback={null}>
            <AppShellDrawer
              open={open}
              onOpenChange={(next) => {
                if (next) followedLink.current = false;
                setOpen(next);
              }}
              title={navToggleLabel}
              finalFocus={() => (followedLink.current ? false : toggleRef.current)}
              navProps={navProps}
              onNavClick={closeDrawerOnLink}
              nav={nav}
            />
          </Suspense>
        )}
        <main id={mainId} data-slot="app-shell-main" tabIndex={-1} className={styles.Main}>
          {children}
        </main>
      </div>
    </div>
  );
}
