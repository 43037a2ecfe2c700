'use client';

import { createContext } from 'react';

/** What a Toolbar shares with its items. */
export interface ToolbarContextValue {
  size: 'sm' | 'md';
  /** The toolbar (or the group around the item) is disabled: every item is, and stays focusable. */
  disabled: boolean;
  orientation: 'horizontal' | 'vertical';
}

/**
 * The enclosing Toolbar's settings, or `null` outside one. In its own module so that ToggleGroup,
 * which joins the arrow-key order of a toolbar it sits in, can read it without bundling the toolbar.
 */
export const ToolbarContext = createContext<ToolbarContextValue | null>(null);

/**
 * Marks an element as one of a toolbar's items: the toolbar moves focus among the elements that
 * carry it and keeps exactly one of them in the Tab order.
 */
export const TOOLBAR_ITEM = 'data-toolbar-item';
