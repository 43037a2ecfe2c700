'use client';

import type { ReactNode } from 'react';
import { RouterAdapterContext, type RouterAdapter } from './adapter';

export interface RouterAdapterProviderProps {
  /**
   * The adapter every link-capable component below uses: your router's, built once
   * (`useReactRouterAdapter()` from `tessera/router` inside a react-router data router).
   */
  adapter: RouterAdapter;
  children?: ReactNode;
}

/**
 * Provides a router adapter to every link-capable component below it (Link, NavLink, LinkButton,
 * Breadcrumbs, Tabs' links…). Needs no router library: any router, or none, implements the
 * adapter.
 */
export function RouterAdapterProvider({ adapter, children }: RouterAdapterProviderProps) {
  return <RouterAdapterContext value={adapter}>{children}</RouterAdapterContext>;
}
