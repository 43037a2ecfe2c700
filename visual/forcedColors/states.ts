import type { Rect } from './pixels';

/**
 * The states a person must tell apart at a glance, each on an element that says it to assistive
 * technology: the test finds them by their ARIA (or native) state, never by class names, so it
 * holds for any component that states them.
 */
export type StateKind =
  'checked' | 'selected' | 'pressed' | 'current' | 'expanded' | 'invalid' | 'disabled';

/** Two elements that differ in one state only: a person must see which is which. */
export interface StatePair {
  /** `kind:role`, such as `checked:switch` or `selected:tab`. */
  label: string;
  on: Element;
  off: Element;
}

const textInputTypes = /^(text|search|email|url|tel|password|number|date|time|datetime-local)$/;

/** The element's role: its `role` attribute, or the one HTML gives it. */
export function roleOf(element: Element): string {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit.split(' ')[0]!;
  const tag = element.localName;
  if (tag === 'input') {
    const type = (element as HTMLInputElement).type;
    if (type === 'checkbox' || type === 'radio') return type;
    if (type === 'range') return 'slider';
    return textInputTypes.test(type) ? 'textbox' : type;
  }
  if (tag === 'textarea') return 'textbox';
  if (tag === 'select') return 'combobox';
  if (tag === 'a' && element.hasAttribute('href')) return 'link';
  if (tag === 'tr') return 'row';
  return tag;
}

const fieldRoles = /^(textbox|combobox|searchbox|spinbutton|checkbox|radio|switch|slider)$/;

/** The states an element has, each true or false; those it cannot have are left out. */
function statesOf(element: Element): Partial<Record<StateKind, boolean>> {
  const states: Partial<Record<StateKind, boolean>> = {};
  const role = roleOf(element);
  const input = element as HTMLInputElement;
  if (role === 'checkbox' || role === 'radio' || role === 'switch') {
    const checked = element.getAttribute('aria-checked');
    const native = element.localName === 'input';
    if (native ? !input.indeterminate : checked === 'true' || checked === 'false') {
      states.checked = native ? input.checked : checked === 'true';
    }
  }
  for (const [attribute, kind] of [
    ['aria-selected', 'selected'],
    ['aria-pressed', 'pressed'],
    ['aria-expanded', 'expanded'],
  ] as const) {
    const value = element.getAttribute(attribute);
    if (value === 'true' || value === 'false') states[kind] = value === 'true';
  }
  const current = element.getAttribute('aria-current');
  if (current !== null || role === 'link' || role === 'button') {
    states.current = current !== null && current !== 'false';
  }
  if (fieldRoles.test(role)) states.invalid = element.getAttribute('aria-invalid') === 'true';
  if (fieldRoles.test(role) || /^(button|tab|option|menuitem|link)$/.test(role)) {
    states.disabled =
      element.matches(':disabled') ||
      element.getAttribute('aria-disabled') === 'true' ||
      element.hasAttribute('data-disabled');
  }
  return states;
}

function visible(element: Element) {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true });
}

const candidates = 'input, textarea, select, button, [role], a[href], [aria-current]';

/**
 * Pairs of elements of the same role that differ in one state only (a checked and an unchecked
 * switch, alike in every other state), each element in a state paired with the nearest one not in
 * it. A current page is paired with a link or button of the same list or navigation (it may be
 * plain text among links, as a breadcrumb trail's last item is).
 */
export function statePairs(root: Element): StatePair[] {
  const groups = new Map<string, { element: Element; on: boolean }[]>();
  for (const element of root.querySelectorAll(candidates)) {
    if (!visible(element)) continue;
    const states = statesOf(element);
    for (const kind of Object.keys(states) as StateKind[]) {
      const others = Object.entries(states).filter(([other]) => other !== kind);
      const key = `${kind}:${kind === 'current' ? '' : roleOf(element)}:${JSON.stringify(others)}`;
      groups.set(key, [...(groups.get(key) ?? []), { element, on: states[kind]! }]);
    }
  }
  const pairs: StatePair[] = [];
  for (const [key, entries] of groups) {
    const kind = key.split(':')[0]!;
    const offs = entries.filter((entry) => !entry.on).map((entry) => entry.element);
    for (const { element } of entries.filter((entry) => entry.on)) {
      const peers = kind === 'current' ? offs.filter((off) => sameCollection(off, element)) : offs;
      const off = nearest(element, peers);
      if (off) pairs.push({ label: `${kind}:${roleOf(element)}`, on: element, off });
    }
  }
  return pairs;
}

/** Whether two elements are in the same list, navigation or toolbar (or both in none). */
function sameCollection(a: Element, b: Element) {
  const collection = 'nav, ul, ol, [role=tablist], [role=list], [role=menu], [role=toolbar]';
  return a.closest(collection) === b.closest(collection);
}

function nearest(element: Element, candidates: Element[]) {
  const before = candidates.filter(
    (candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING,
  );
  return before.at(-1) ?? candidates[0];
}

/**
 * The box a person looks at for an element's state: the element, or the wrapper drawn tight
 * around it (a field's frame around its input), or the frame a bare input sits in beside other
 * parts (a combobox's chips), or, for a control drawn by a sibling (a visually hidden input), the
 * nearest ancestor that has a size.
 */
export function visualBox(element: Element): Element {
  let box = element;
  while (box.parentElement && small(box.getBoundingClientRect())) box = box.parentElement;
  for (let step = 0; step < 2 && box.parentElement; step++) {
    const inner = box.getBoundingClientRect();
    const outer = box.parentElement.getBoundingClientRect();
    const tight =
      inner.left - outer.left <= 6 &&
      outer.right - inner.right <= 6 &&
      inner.top - outer.top <= 6 &&
      outer.bottom - inner.bottom <= 6;
    if (!tight) break;
    box = box.parentElement;
  }
  if (framed(box)) return box;
  const height = box.getBoundingClientRect().height;
  let frame = box.parentElement;
  for (let step = 0; frame && step < 3; step++, frame = frame.parentElement) {
    if (frame.getBoundingClientRect().height > height + 24) break;
    if (framed(frame)) return frame;
  }
  return box;
}

/** Whether the element draws a border on every side. */
function framed(element: Element) {
  const style = getComputedStyle(element);
  return ['top', 'right', 'bottom', 'left'].every(
    (side) =>
      style.getPropertyValue(`border-${side}-style`) !== 'none' &&
      parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
  );
}

const small = (rect: DOMRect) => rect.width < 8 || rect.height < 8;

/** The box's rectangle with its outline, and the state element's, drawn outside it (an invalid mark). */
export function paintedRect(box: Element, element: Element): Rect {
  const rect = box.getBoundingClientRect();
  let grow = 0;
  for (const part of new Set([box, element])) {
    const style = getComputedStyle(part);
    if (style.outlineStyle === 'none') continue;
    grow = Math.max(
      grow,
      parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset)),
    );
  }
  return {
    left: rect.left - grow,
    top: rect.top - grow,
    right: rect.right + grow,
    bottom: rect.bottom + grow,
  };
}

/**
 * Where text is drawn inside `box` (each text run, and the value area of a text field), grown by
 * 2 px: a longer label must not count as a different state. What tells states apart is drawn
 * around the text: a fill, a border, a marker, an icon.
 */
export function textMasks(box: Element): Rect[] {
  const masks: Rect[] = [];
  const grow = (rect: DOMRect | Rect) => ({
    left: rect.left - 2,
    top: rect.top - 2,
    right: rect.right + 2,
    bottom: rect.bottom + 2,
  });
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) masks.push(grow(rect));
  }
  for (const field of [box, ...box.querySelectorAll('input, textarea, select')]) {
    if (!/^(textbox|combobox|spinbutton|searchbox)$/.test(roleOf(field))) continue;
    if (!field.matches('input, textarea, select')) continue;
    const rect = field.getBoundingClientRect();
    const style = getComputedStyle(field);
    const inset = (side: string) =>
      parseFloat(style.getPropertyValue(`border-${side}-width`)) +
      parseFloat(style.getPropertyValue(`padding-${side}`));
    masks.push(
      grow({
        left: rect.left + inset('left'),
        top: rect.top + inset('top'),
        right: rect.right - inset('right'),
        bottom: rect.bottom - inset('bottom'),
      }),
    );
  }
  return masks;
}

/**
 * How the text inside `box` is drawn (colour, weight, decoration, style of each run): two states
 * whose text differs in colour or weight can be told apart even when nothing around it differs.
 */
export function textLook(box: Element): string {
  const looks = new Set<string>();
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  const add = (element: Element) => {
    const style = getComputedStyle(element);
    looks.add([style.color, style.fontWeight, style.textDecorationLine, style.fontStyle].join(' '));
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && node.parentElement) add(node.parentElement);
  }
  for (const field of [box, ...box.querySelectorAll('input, textarea, select')]) {
    if (
      field.matches('input, textarea, select') &&
      /^(textbox|combobox|spinbutton|searchbox)$/.test(roleOf(field))
    )
      add(field);
  }
  return [...looks].sort().join(', ');
}

/** What a person hears as the element's name, near enough for a failure message. */
export function nameOf(element: Element) {
  const labelledBy = element.getAttribute('aria-labelledby');
  const name =
    element.getAttribute('aria-label') ??
    (labelledBy
      ? labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : null) ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    element.textContent ??
    '';
  return `${roleOf(element)} "${name.trim().slice(0, 40)}"`;
}

/**
 * Every run of text in `root` a person can see, one rectangle per line, cut to what its scrolling
 * or clipping ancestors show (a visually hidden text shows nothing), with the element it is in.
 */
export function textRuns(root: Element) {
  const runs: { element: Element; rect: Rect }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent?.trim() || !element || hidden(element)) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      const rect = shownPart(element, line);
      if (rect.right - rect.left >= 4 && rect.bottom - rect.top >= 8) runs.push({ element, rect });
    }
  }
  return runs;
}

/** The part of `rect` that the element's clipping and scrolling ancestors let through. */
function shownPart(element: Element, rect: Rect): Rect {
  let shown = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (
      style.overflowX === 'visible' &&
      style.overflowY === 'visible' &&
      style.clipPath === 'none'
    ) {
      continue;
    }
    const clip = node.getBoundingClientRect();
    shown = {
      left: Math.max(shown.left, clip.left),
      top: Math.max(shown.top, clip.top),
      right: Math.min(shown.right, clip.right),
      bottom: Math.min(shown.bottom, clip.bottom),
    };
  }
  return shown;
}

/** Whether the element is hidden or transparent. */
function hidden(element: Element) {
  return !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

/** Whether the rectangle lies in the viewport, the part of the page a screenshot holds. */
export function onScreen(rect: Rect) {
  return rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
}
