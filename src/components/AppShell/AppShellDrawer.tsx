'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Drawer, DrawerContent, DrawerTitle } from '../Drawer';
import styles from './AppShell.module.css';

export interface AppShellDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's title: the toggle's name. */
  title: string;
  /** Where focus goes on close: the toggle, or nowhere when a link was followed. */
  finalFocus: () => HTMLElement | boolean | null;
  /** The `<nav>` element's props (id, name, slot, class). */
  navProps: Record<string, string>;
  onNavClick: (event: MouseEvent<HTMLElement>) => void;
  nav: ReactNode;
}

/**
 * AppShell's navigation on narrow screens: a Drawer from the start edge. In a module of its own so
 * that a wide first screen loads none of the Drawer's machinery (AppShell imports it lazily).
 */
export function AppShellDrawer({
  open,
  onOpenChange,
  title,
  finalFocus,
  navProps,
  onNavClick,
  nav,
}: AppShellDrawerProps) {
  return (
    <Drawer side="start" open={open} onOpenChange={onOpenChange}>
      <DrawerContent data-slot="app-shell-drawer" className={styles.Drawer} finalFocus={finalFocus}>
        <DrawerTitle className={styles.DrawerTitle}>{title}</DrawerTitle>
        {/* Clicks bubble up from the links inside; the nav itself is not interactive. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events */}
        <nav {...navProps} data-layout="narrow" onClick={onNavClick}>
          {nav}
        </nav>
      </DrawerContent>
    </Drawer>
  );
}
