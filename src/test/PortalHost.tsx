import { useState, type ReactNode } from 'react';

/**
 * Renders `children(container)` once its own element exists, so an overlay can be portalled into
 * the render container, where a test (the conformance check) finds it.
 */
export function PortalHost({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [el, setEl] = useState<HTMLElement | null>(null);
  return <div ref={setEl}>{el && children(el)}</div>;
}
