'use client';

import type { RefObject } from 'react';
import { createStrictContext } from '../../utils/createContext';

export type DrawerSide = 'start' | 'end' | 'top' | 'bottom';

export interface DrawerContextValue {
  open: boolean;
  side: DrawerSide;
  /** The physical edge once the side is resolved against the text direction. */
  edge: 'left' | 'right' | 'top' | 'bottom';
  titleCountRef: RefObject<number>;
}

export const [DrawerContext, useDrawerContext] = createStrictContext<DrawerContextValue>('Drawer');
