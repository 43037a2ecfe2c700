'use client';

import type { RefObject } from 'react';
import { createStrictContext } from '../../utils/createContext';

export interface AlertDialogContextValue {
  open: boolean;
  destructive: boolean;
  /** The Cancel button, which receives focus on opening (the least destructive action). */
  cancelRef: RefObject<HTMLButtonElement | null>;
  titleCountRef: RefObject<number>;
}

export const [AlertDialogContext, useAlertDialogContext] =
  createStrictContext<AlertDialogContextValue>('AlertDialog');
