'use client';

import { createContext, use, useMemo, useRef, type RefObject } from 'react';
import { outsideRootError } from '../../../utils/createContext';

/** The families built on these parts, by the prefix of their slots (`dialog-title`, `drawer-title`). */
export type DialogFamily = 'dialog' | 'alert-dialog' | 'drawer';

/** The physical edge a drawer sits on once its side is resolved against the text direction. */
export type DrawerEdge = 'left' | 'right' | 'top' | 'bottom';

/**
 * What the parts of a dialog-like overlay share. It holds nothing that changes on opening: the
 * engine keeps the open state, and each part reads it from the engine (see `withOpenState`).
 */
export interface DialogFamilyValue {
  family: DialogFamily;
  /** Counts mounted titles, so the content can warn when a dialog has no name. */
  titleCountRef: RefObject<number>;
  /** AlertDialog: the action destroys something. */
  destructive?: boolean;
  /** AlertDialog: the Cancel button, which receives focus on opening (the least destructive action). */
  cancelRef?: RefObject<HTMLButtonElement | null>;
  /** Drawer: the side asked for, and the edge it resolves to. */
  side?: string;
  edge?: DrawerEdge;
}

const DialogFamilyContext = createContext<DialogFamilyValue | null>(null);
DialogFamilyContext.displayName = 'DialogFamilyContext';
export { DialogFamilyContext };

/** The value a family's root provides; `extra` holds what only that family has. */
export function useDialogFamilyValue(
  family: DialogFamily,
  extra: Omit<DialogFamilyValue, 'family' | 'titleCountRef'> = {},
): DialogFamilyValue {
  const titleCountRef = useRef(0);
  const { destructive, cancelRef, side, edge } = extra;
  return useMemo(
    () => ({ family, titleCountRef, destructive, cancelRef, side, edge }),
    [family, destructive, cancelRef, side, edge],
  );
}

/** The family's shared value; throws a clear error naming the part and its root outside a root. */
export function useDialogFamily(part: string, root: string): DialogFamilyValue {
  const value = use(DialogFamilyContext);
  if (value === null) throw outsideRootError(part, root);
  return value;
}
