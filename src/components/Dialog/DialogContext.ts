'use client';

import type { RefObject } from 'react';
import { createStrictContext } from '../../utils/createContext';

export interface DialogContextValue {
  open: boolean;
  /** Counts mounted titles, so the content can warn when a dialog has no name. */
  titleCountRef: RefObject<number>;
}

export const [DialogContext, useDialogContext] = createStrictContext<DialogContextValue>('Dialog');
