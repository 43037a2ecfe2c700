/**
 * Makes every media query match (`wide`) or not, for a component that changes its layout by
 * `matchMedia`; returns the function that puts the real one back (call it in `afterEach`).
 */
export function mockMediaMatches(wide: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: wide,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
