import type { ReactNode } from 'react';

/**
 * Whether a label, description or message has something to show. `''` has nothing: a field with
 * `description=""` gets no description element and no `aria-describedby` for it, and `error=""`
 * is no error, wherever the check is made.
 */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
