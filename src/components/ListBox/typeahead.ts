/**
 * The option typeahead moves to: the next one, after `from`, whose label starts with `query`
 * (case- and accent-insensitive), wrapping around; `-1` when none does. Typing the same letter again
 * cycles through the options starting with it, as in a native select.
 * https://www.w3.org/WAI/ARIA/apg/patterns/listbox/#keyboardinteraction
 */
export function typeaheadMatch(
  labels: readonly string[],
  query: string,
  from: number,
  isDisabled: (index: number) => boolean = () => false,
): number {
  const count = labels.length;
  if (count === 0 || query === '') return -1;
  const q = normalise(query);
  // "aaa" means "cycle the options starting with a", not "find aaa".
  const repeated = [...q].every((c) => c === q[0]);
  const needle = repeated ? q[0]! : q;
  // A longer query refines the current match, so it starts from the current option itself.
  const offset = repeated ? 1 : 0;
  const start = Number.isInteger(from) && from >= 0 ? from : -1;
  for (let i = 0; i < count; i++) {
    const index = (start + offset + i + count) % count;
    if (!isDisabled(index) && normalise(labels[index] ?? '').startsWith(needle)) return index;
  }
  return -1;
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trimStart();
}

/** The index a navigation key moves to, skipping disabled options; `null` for other keys. */
export function moveInList(
  from: number,
  key: string,
  count: number,
  pageSize: number,
  isDisabled: (index: number) => boolean = () => false,
): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const page = Math.max(1, Math.floor(pageSize) || 1);
  let target: number;
  let step: 1 | -1;
  switch (key) {
    case 'ArrowDown':
      [target, step] = [from < 0 ? 0 : from + 1, 1];
      break;
    case 'ArrowUp':
      [target, step] = [from < 0 ? last : from - 1, -1];
      break;
    case 'Home':
      [target, step] = [0, 1];
      break;
    case 'End':
      [target, step] = [last, -1];
      break;
    case 'PageDown':
      [target, step] = [Math.min(last, Math.max(0, from) + page), 1];
      break;
    case 'PageUp':
      [target, step] = [Math.max(0, from - page), -1];
      break;
    default:
      return null;
  }
  target = Math.min(Math.max(target, 0), last);
  // Skip disabled options in the direction of travel, then back the other way at an edge.
  for (const dir of [step, -step]) {
    for (let i = target; i >= 0 && i <= last; i += dir) if (!isDisabled(i)) return i;
  }
  return from >= 0 && from <= last ? from : null;
}
