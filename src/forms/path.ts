import { isEmptyValue } from './rules';

/** Splits a field name such as `addresses.0.street` into its segments. */
export function splitPath(name: string): string[] {
  return name === '' ? [] : name.split('.');
}

/** Reads the value at a dotted path (`addresses.0.street`), or `undefined` when any step is missing. */
export function getPath(source: unknown, name: string): unknown {
  let current: unknown = source;
  for (const key of splitPath(name)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Returns a copy of `source` with the value at a dotted path replaced, copying only the objects
 * on the way; numeric segments create arrays.
 */
export function setPath<T>(source: T, name: string, value: unknown): T {
  const keys = splitPath(name);
  if (keys.length === 0) return value as T;
  const write = (node: unknown, index: number): unknown => {
    const key = keys[index]!;
    const isIndex = /^\d+$/.test(key);
    const copy: Record<string, unknown> | unknown[] = Array.isArray(node)
      ? [...node]
      : node !== null && typeof node === 'object'
        ? { ...(node as Record<string, unknown>) }
        : isIndex
          ? []
          : {};
    const target = copy as Record<string, unknown>;
    target[key] = index === keys.length - 1 ? value : write(target[key], index + 1);
    return copy;
  };
  return write(source, 0) as T;
}

/** Structural equality for form values: primitives, arrays, plain objects, dates, files by identity. */
export function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // An empty value (no text, an unticked box, no choice) and a missing one are the same thing
    // to a person filling in a form: the rules' own sense of empty.
    return isEmptyValue(a) && isEmptyValue(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => isEqual(item, b[i]));
  }
  if (
    Object.getPrototypeOf(a) !== Object.prototype ||
    Object.getPrototypeOf(b) !== Object.prototype
  ) {
    return false;
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  const keys = new Set([...ka, ...kb]);
  for (const key of keys) {
    if (!isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}

/** Whether `name` is `prefix` itself or lies inside it (`a.0.b` is inside `a` and `a.0`). */
export function isWithin(name: string, prefix: string): boolean {
  return name === prefix || name.startsWith(`${prefix}.`);
}
