import { page } from 'vitest/browser';

/** The viewport a screen is shot in at each width: a phone's, a tablet's and a laptop's height. */
export const screenHeight = (width: number) => (width < 600 ? 800 : width < 1000 ? 1024 : 800);

/** The widths every screen is judged at: a phone, a tablet, a laptop. */
export const screenWidths = [360, 768, 1280] as const;

/** The viewport the AllStates shots are taken in (vitest.config.ts). */
export const defaultViewport = { width: 1024, height: 768 };

/**
 * Freezes motion: every animation paused at its first frame, no transitions, no blinking caret.
 * Spinner's arc and Skeleton's shimmer move inside their mask images (SMIL), which
 * animation-play-state does not reach: they show their still forms, as under reduced motion.
 */
export function freezeMotion() {
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-delay: 0s !important; animation-play-state: paused !important;
    transition: none !important; caret-color: transparent !important; }
  [data-slot='spinner'] { mask-image: var(--spinner-still) !important; }
  [data-slot='skeleton'], [data-slot='skeleton-line'] { mask: none !important; }`;
  document.head.append(style);
}

/** Grows the viewport (never shrinks it) until `element` ends inside it, so its shot is whole. */
export async function fitElement(element: Element, width = defaultViewport.width) {
  const bottom = Math.ceil(element.getBoundingClientRect().bottom);
  if (bottom > window.innerHeight) await page.viewport(width, bottom);
}

/** Grows the viewport to the page's height at `width`, so the shot holds the whole screen. */
export async function fitPage(width: number) {
  await document.fonts.ready;
  await page.viewport(width, Math.max(screenHeight(width), document.body.scrollHeight));
}
