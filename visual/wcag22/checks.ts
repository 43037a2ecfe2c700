// The WCAG 2.2 AA checks that axe does not make, measured on a rendered story. Each function
// returns what fails as readable lines ("button "Close": 16 × 16 px, …"), empty when all is well.

/** What a pointer can act on: links, controls, and the widgets that take their role. */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="separator"][tabindex]',
  '[data-slot="slider-thumb"]',
].join(',');

/** The minimum target, and the circle the spacing exception draws around a smaller one. */
const MIN = 24;
/** Subpixel layout: a 24 px box may measure 23.99. */
const EPSILON = 0.05;

export function describeElement(element: Element) {
  const name =
    element.getAttribute('aria-label') ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    element.textContent ??
    '';
  const role = element.getAttribute('role') ?? element.localName;
  return `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
}

/** Hidden from the pointer: not drawn, or drawn as a 1 px visually hidden box. */
function unreachable(element: Element, rect: DOMRect) {
  if (rect.width <= 1 || rect.height <= 1) return true;
  const style = getComputedStyle(element);
  return (
    style.visibility === 'hidden' ||
    style.pointerEvents === 'none' ||
    (Number(style.opacity) === 0 && !(element instanceof HTMLInputElement))
  );
}

/** A link inside a sentence: its height is the line's, which WCAG 2.5.8 excepts. */
function inline(element: Element) {
  if (element.localName !== 'a' || getComputedStyle(element).display !== 'inline') return false;
  const parent = element.parentElement;
  if (!parent) return false;
  return [...parent.childNodes].some(
    (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
  );
}

/**
 * The area that acts on a target: its own box, and for a checkbox or radio its label's too
 * (a click on the label toggles it). A drawn box whose native input lies under it counts the
 * input's box, which is the one the pointer hits.
 */
function hitArea(element: Element): DOMRect {
  const own = element.getBoundingClientRect();
  if (!(element instanceof HTMLInputElement) || !element.labels?.length) return own;
  let { left, top, right, bottom } = own;
  for (const label of element.labels) {
    const r = label.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    left = Math.min(left, r.left);
    top = Math.min(top, r.top);
    right = Math.max(right, r.right);
    bottom = Math.max(bottom, r.bottom);
  }
  return new DOMRect(left, top, right - left, bottom - top);
}

function distanceToRect(x: number, y: number, r: DOMRect) {
  const dx = Math.max(r.left - x, 0, x - r.right);
  const dy = Math.max(r.top - y, 0, y - r.bottom);
  return Math.hypot(dx, dy);
}

/**
 * WCAG 2.5.8 Target Size (Minimum): every target at least 24 × 24 CSS px, or the spacing
 * exception: a 24 px circle centred on it meets no other target and no other small target's
 * circle. Inline links in a sentence are excepted, as the criterion does.
 * https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html
 */
export function smallTargets(root: ParentNode): string[] {
  const targets = [...root.querySelectorAll(TARGETS)]
    .filter((element) => !element.closest('[aria-hidden="true"], [inert]'))
    .map((element) => ({ element, rect: hitArea(element) }))
    .filter(({ element, rect }) => !unreachable(element, rect) && !inline(element));
  const small = (rect: DOMRect) => rect.width < MIN - EPSILON || rect.height < MIN - EPSILON;
  const centre = (rect: DOMRect) => [rect.left + rect.width / 2, rect.top + rect.height / 2];
  const failures: string[] = [];
  for (const a of targets) {
    if (!small(a.rect)) continue;
    const [x, y] = centre(a.rect);
    const crowded = targets.find((b) => {
      if (b === a || b.element.contains(a.element) || a.element.contains(b.element)) return false;
      if (small(b.rect)) {
        const [bx, by] = centre(b.rect);
        return Math.hypot(x - bx, y - by) < MIN - EPSILON;
      }
      return distanceToRect(x, y, b.rect) < MIN / 2 - EPSILON;
    });
    if (crowded) {
      failures.push(
        `${describeElement(a.element)}: ${a.rect.width.toFixed(1)} × ${a.rect.height.toFixed(1)} px, ` +
          `its 24 px circle meets ${describeElement(crowded.element)}`,
      );
    }
  }
  return failures;
}

/** The user style sheet WCAG 1.4.12 names: a reader's own spacing, which must lose no text. */
export const TEXT_SPACING = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-block-end: 2em !important; }
`;

/** Elements that cut their own content off: overflow hidden or clip, with text inside. */
export function clippedText(root: ParentNode): Map<Element, string> {
  const clipped = new Map<Element, string>();
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (!element.textContent?.trim()) continue;
    const style = getComputedStyle(element);
    const cutX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const cutY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (!cutX && !cutY) continue;
    // Closed (a collapsed panel) or visually hidden on purpose (read by screen readers only).
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    const lostX = cutX ? element.scrollWidth - element.clientWidth : 0;
    const lostY = cutY ? element.scrollHeight - element.clientHeight : 0;
    if (lostX > 1 || lostY > 1) {
      clipped.set(
        element,
        `${element.localName}.${element.className.toString().split(' ')[0] ?? ''} ` +
          `"${element.textContent.trim().slice(0, 40)}" loses ${Math.max(lostX, lostY)} px`,
      );
    }
  }
  return clipped;
}

/** Inside a 1 px clipped box: text for screen readers, which no one sees to scroll to. */
function visuallyHidden(element: Element) {
  for (let e: Element | null = element; e; e = e.parentElement) {
    const r = e.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return getComputedStyle(e).overflow !== 'visible';
  }
  return false;
}

/**
 * WCAG 1.4.10 Reflow: at 320 CSS px wide nothing scrolls sideways: no part of the story reaches
 * past the screen's edges, and no part of it scrolls sideways inside, except the parts that
 * `twoDimensional` names (a data table, whose rows and columns are its meaning), and what holds
 * them. https://www.w3.org/WAI/WCAG22/Understanding/reflow.html
 */
export function reflowFailures(root: HTMLElement, twoDimensional: string | undefined): string[] {
  const exempt = (element: Element) =>
    !!twoDimensional &&
    (!!element.closest(twoDimensional) || !!element.querySelector(twoDimensional));
  const failures: string[] = [];
  // What a reader would lose: text, and the controls and pictures, past either edge. (A box
  // stretched wide by a table beside it loses nothing while its own words are on the screen.)
  const past = (r: DOMRect) => r.width > 0 && (r.right > innerWidth + 1 || r.left < -1);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || exempt(parent) || visuallyHidden(parent)) continue;
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (past(r)) {
      failures.push(
        `"${node.textContent.trim().slice(0, 40)}" (in ${describeElement(parent)}) spans ` +
          `${Math.round(r.left)}–${Math.round(r.right)} px of a ${innerWidth} px screen`,
      );
    }
  }
  for (const element of root.querySelectorAll(
    'img, svg, input, select, textarea, button, video, canvas, [role="img"]',
  )) {
    if (exempt(element)) continue;
    const r = element.getBoundingClientRect();
    // A visually hidden input (1 px, clipped) is read, not seen.
    if (r.width > 1 && r.height > 1 && past(r)) {
      failures.push(
        `${describeElement(element)} spans ${Math.round(r.left)}–${Math.round(r.right)} px ` +
          `of a ${innerWidth} px screen`,
      );
    }
  }
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (exempt(element)) continue;
    const style = getComputedStyle(element);
    const scrollsX =
      (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
      element.scrollWidth > element.clientWidth + 1;
    if (scrollsX) {
      failures.push(
        `${describeElement(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth} px`,
      );
    }
  }
  const exemptPart = !!twoDimensional && !!root.querySelector(twoDimensional);
  if (!failures.length && !exemptPart && document.scrollingElement!.scrollWidth > innerWidth + 1) {
    failures.push(`the page scrolls sideways: ${document.scrollingElement!.scrollWidth} px wide`);
  }
  return failures;
}

/** Fixed or sticky: what can cover a focused element while the page scrolls. */
export function coverings(): HTMLElement[] {
  return [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const { position } = getComputedStyle(element);
    return position === 'fixed' || position === 'sticky';
  });
}

/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum): the focused element is not entirely hidden. It is
 * hidden where, at every point sampled across it, what the browser draws on top is something
 * else (a sticky header, a toolbar, a toast), or the point is off the screen.
 * https://www.w3.org/WAI/WCAG22/Understanding/focus-not-obscured-minimum.html
 */
export function focusHidden(focused: Element): string | null {
  const r = focused.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  const points: Array<[number, number]> = [];
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) points.push([r.left + r.width * fx, r.top + r.height * fy]);
  }
  let cover: Element | null = null;
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const top = document.elementFromPoint(x, y);
    if (!top || top === focused || focused.contains(top) || top.contains(focused)) return null;
    // A label drawn over its own native input shows the control, not a cover.
    if (
      focused instanceof HTMLInputElement &&
      [...(focused.labels ?? [])].some((l) => l.contains(top))
    )
      return null;
    cover ??= top;
  }
  return `${describeElement(focused)} is hidden${cover ? ` under ${describeElement(cover)}` : ' off the screen'}`;
}
