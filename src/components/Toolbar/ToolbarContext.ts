'use client';

import { createContext } from 'react';

/**
 * The enclosing Toolbar's settings, or `null` outside one. In its own module so that ToggleGroup,
 * which joins the arrow-key order of a toolbar it sits in, can read it without bundling the toolbar.
 */
export const ToolbarContext = createContext<{ size: 'sm' | 'md' } | null>(null);
