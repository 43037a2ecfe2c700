'use client';

import { createContext as createReactContext, use } from 'react';

/**
 * A context for the parts of a compound component. Its hook throws a clear error naming the part
 * and its root when a part is used outside the root.
 */
export function createStrictContext<T>(rootName: string) {
  const Context = createReactContext<T | null>(null);
  Context.displayName = `${rootName}Context`;
  function useStrictContext(partName: string): T {
    const value = use(Context);
    if (value === null) throw outsideRootError(partName, rootName);
    return value;
  }
  return [Context, useStrictContext] as const;
}

/** The error a compound component's part throws when it is used outside its root. */
export function outsideRootError(partName: string, rootName: string): Error {
  return new Error(
    `<${partName}> must be used inside <${rootName}>. Wrap it in <${rootName}>…</${rootName}>.`,
  );
}
