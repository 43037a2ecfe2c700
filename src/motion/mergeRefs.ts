import type { Ref } from 'react';

/** One callback ref that sets all of `refs` (a component's own and the user's `ref` prop). */
export function mergeRefs<T>(...refs: Array<Ref<T> | ((node: T | null) => void) | undefined>) {
  return (node: T | null) => {
    const cleanups: Array<() => void> = [];
    for (const ref of refs) {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        if (typeof cleanup === 'function') cleanups.push(cleanup);
      } else if (ref) {
        (ref as { current: T | null }).current = node;
      }
    }
    return cleanups.length ? () => cleanups.forEach((c) => c()) : undefined;
  };
}
