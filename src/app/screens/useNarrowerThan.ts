import { useCallback, useState } from 'react';

/**
 * Whether the element the returned ref is on is narrower than `width` pixels, kept up to date as it
 * resizes. Measured when the element mounts, before the first paint, so no wrong layout flashes.
 */
export function useNarrowerThan(
  width: number,
): [(element: HTMLElement | null) => () => void, boolean] {
  const [narrow, setNarrow] = useState(false);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return () => {};
      const measure = () => setNarrow(element.getBoundingClientRect().width < width);
      measure();
      if (typeof ResizeObserver === 'undefined') return () => {};
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [width],
  );
  return [ref, narrow];
}
