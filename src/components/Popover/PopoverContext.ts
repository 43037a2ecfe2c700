'use client';

import type { RefObject } from 'react';
import { createStrictContext } from '../../utils/createContext';

export interface PopoverContextValue {
  /** How many `PopoverTitle`s are mounted, so a nameless popover can be warned about. */
  titleCountRef: RefObject<number>;
}

export const [PopoverContext, usePopoverContext] =
  createStrictContext<PopoverContextValue>('Popover');
