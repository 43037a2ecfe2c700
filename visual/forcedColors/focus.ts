import { userEvent } from 'vitest/browser';
import { nameOf } from './states';

const tabbable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), ' +
  'textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * What forced colours leave drawn of an element (box shadows are gone; outlines, borders, system
 * colours are not): an outline or border counts only where it is drawn at all.
 */
function drawn(style: CSSStyleDeclaration) {
  const line = (prefix: string) => {
    const width = parseFloat(style.getPropertyValue(`${prefix}-width`));
    const kind = style.getPropertyValue(`${prefix}-style`);
    return !width || kind === 'none'
      ? 'none'
      : `${kind} ${width} ${style.getPropertyValue(`${prefix}-color`)}`;
  };
  const outline = line('outline');
  return [
    outline === 'none' ? outline : `${outline} ${style.outlineOffset}`,
    ...['top', 'right', 'bottom', 'left'].map((side) => line(`border-${side}`)),
    style.backgroundColor,
    style.color,
    style.textDecorationLine,
  ].join(' ');
}

/** The look of an element, its `::before` and `::after`, and the three elements around it. */
function look(element: Element) {
  const parts: string[] = [];
  let node: Element | null = element;
  for (let level = 0; node && level < 4; level++, node = node.parentElement) {
    for (const pseudo of level === 0 ? [null, '::before', '::after'] : [null]) {
      parts.push(drawn(getComputedStyle(node, pseudo)));
    }
  }
  return parts.join(' | ');
}

/**
 * Focuses every element a person reaches with Tab in `root`, after one real Tab press (so that
 * `:focus-visible` matches, as it does for a keyboard user), and returns those whose focus changes
 * nothing forced colours draw: a ring drawn as a box shadow, or as a colour forced colours replace.
 */
export async function focusInvisible(root: Element): Promise<string[]> {
  const candidates = [...root.querySelectorAll<HTMLElement>(tabbable)].filter(
    (element) => element.checkVisibility() && !element.closest('[inert]'),
  );
  const before = new Map(candidates.map((element) => [element, look(element)]));
  await userEvent.keyboard('{Tab}');
  const invisible: string[] = [];
  for (const element of candidates) {
    element.focus({ preventScroll: true });
    if (document.activeElement !== element || !element.matches(':focus-visible')) continue;
    if (look(element) === before.get(element)) invisible.push(nameOf(element));
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return invisible;
}
