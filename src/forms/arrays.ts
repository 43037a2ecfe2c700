/**
 * Field arrays: stable row keys, the row operations (append, insert, remove, move) as pure
 * functions, and the renaming of per-row state (`addresses.2.city` → `addresses.1.city`) when rows
 * move.
 */

/** Where each old row index went: its new index, or `undefined` when the row was removed. */
export type RowMapping = (index: number) => number | undefined;

/** The rows and keys after an operation, and where each old row went. */
export interface RowChange<T = unknown> {
  rows: T[];
  keys: string[];
  mapping: RowMapping;
}

let keySeed = 0;
/** A new key for a list row, unique for the page's life. */
export const newRowKey = (): string => `row-${(keySeed += 1).toString(36)}`;

/**
 * The name a key has after rows of `arrayName` moved: renamed, `undefined` when its row was
 * removed, or `null` when the key is not inside the array (keep it as it is).
 */
export function remapKey(
  key: string,
  arrayName: string,
  mapping: RowMapping,
): string | undefined | null {
  const prefix = `${arrayName}.`;
  if (!key.startsWith(prefix)) return null;
  const rest = key.slice(prefix.length);
  const dot = rest.indexOf('.');
  const head = dot === -1 ? rest : rest.slice(0, dot);
  if (!/^\d+$/.test(head)) return null;
  const next = mapping(Number(head));
  if (next === undefined) return undefined;
  return `${prefix}${next}${dot === -1 ? '' : rest.slice(dot)}`;
}

/** A copy of a map keyed by field name, with the keys inside `arrayName` renamed (or dropped). */
export function remapMap<T>(
  map: ReadonlyMap<string, T>,
  arrayName: string,
  mapping: RowMapping,
): Map<string, T> {
  const out = new Map<string, T>();
  for (const [key, value] of map) {
    const next = remapKey(key, arrayName, mapping);
    if (next === null) out.set(key, value);
    else if (next !== undefined) out.set(next, value);
  }
  return out;
}

/** Adds a row at the end. */
export function appendRow<T>(rows: readonly T[], keys: readonly string[], row: T): RowChange<T> {
  return { rows: [...rows, row], keys: [...keys, newRowKey()], mapping: (i) => i };
}

/** Adds a row before `index` (clamped to the list). */
export function insertRow<T>(
  rows: readonly T[],
  keys: readonly string[],
  index: number,
  row: T,
): RowChange<T> {
  const at = Math.max(0, Math.min(index, keys.length));
  return {
    rows: [...rows.slice(0, at), row, ...rows.slice(at)],
    keys: [...keys.slice(0, at), newRowKey(), ...keys.slice(at)],
    mapping: (i) => (i >= at ? i + 1 : i),
  };
}

/** Removes the row at `index`; `null` when there is no such row. */
export function removeRow<T>(
  rows: readonly T[],
  keys: readonly string[],
  index: number,
): RowChange<T> | null {
  if (index < 0 || index >= keys.length) return null;
  return {
    rows: rows.filter((_, i) => i !== index),
    keys: keys.filter((_, i) => i !== index),
    mapping: (i) => (i === index ? undefined : i > index ? i - 1 : i),
  };
}

/** Moves a row from one position to another; `null` when either is out of range or they are equal. */
export function moveRow<T>(
  rows: readonly T[],
  keys: readonly string[],
  from: number,
  to: number,
): RowChange<T> | null {
  const last = keys.length - 1;
  if (from < 0 || from > last || to < 0 || to > last || from === to) return null;
  const order = [...keys.keys()];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  // order[newIndex] = oldIndex; the mapping needs old → new.
  const newIndexOf = new Map(order.map((oldIndex, newIndex) => [oldIndex, newIndex]));
  return {
    rows: order.map((i) => rows[i]!),
    keys: order.map((i) => keys[i]!),
    mapping: (i) => newIndexOf.get(i),
  };
}

/** Stable keys for the rows of each list, so React keeps a row's DOM (and caret) as rows move. */
export class RowKeys {
  private keys = new Map<string, string[]>();

  /** The keys of the list at `name` with `length` rows: kept, cut, or extended with new keys. */
  get(name: string, length: number): string[] {
    let keys = this.keys.get(name) ?? [];
    if (keys.length !== length) {
      keys =
        keys.length > length
          ? keys.slice(0, length)
          : [...keys, ...Array.from({ length: length - keys.length }, newRowKey)];
      this.keys.set(name, keys);
    }
    return keys;
  }

  set(name: string, keys: string[]): void {
    this.keys.set(name, keys);
  }

  /** Renames the keys of nested lists after rows of `arrayName` moved. */
  remap(arrayName: string, mapping: RowMapping): void {
    this.keys = remapMap(this.keys, arrayName, mapping);
  }

  clear(): void {
    this.keys.clear();
  }
}
