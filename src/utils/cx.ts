/** Joins class names, skipping falsy values: `cx('a', cond && 'b', className)`. */
export function cx(...classes: Array<string | false | null | undefined>): string | undefined {
  let out = '';
  for (const c of classes) {
    if (c) out = out ? `${out} ${c}` : c;
  }
  return out || undefined;
}
