/**
 * A form's values and what a person did with them: the current values, the defaults they are
 * compared with (dirty), and the fields the person has left (touched).
 */
import { getPath, isEqual, setPath } from './path';

export class FormValueState<V extends Record<string, unknown>> {
  values: V;
  defaults: V;
  private touched = new Set<string>();

  constructor(defaults: V) {
    this.defaults = defaults;
    this.values = defaults;
  }

  get(name: string): unknown {
    return getPath(this.values, name);
  }

  getDefault(name: string): unknown {
    return getPath(this.defaults, name);
  }

  /** Sets the value at a name; returns whether it changed. */
  set(name: string, value: unknown): boolean {
    if (Object.is(getPath(this.values, name), value)) return false;
    this.values = setPath(this.values, name, value);
    return true;
  }

  /**
   * Puts a field's own default in place where the values have none (and in the defaults, where
   * they have none either); returns whether the values changed.
   */
  fillDefault(name: string, value: unknown): boolean {
    if (value === undefined || getPath(this.values, name) !== undefined) return false;
    this.values = setPath(this.values, name, value);
    if (getPath(this.defaults, name) === undefined) {
      this.defaults = setPath(this.defaults, name, value);
    }
    return true;
  }

  /** Whether the value differs from its default (every value, without a name). */
  isDirty(name?: string): boolean {
    if (name === undefined) return !isEqual(this.values, this.defaults);
    return !isEqual(getPath(this.values, name), getPath(this.defaults, name));
  }

  /** Marks a field as left; returns whether that is new. */
  touch(name: string): boolean {
    if (this.touched.has(name)) return false;
    this.touched.add(name);
    return true;
  }

  /** Whether the person has left the field (or any field, without a name). */
  isTouched(name?: string): boolean {
    return name === undefined ? this.touched.size > 0 : this.touched.has(name);
  }

  /** Renames touched fields after list rows moved; `undefined` drops one, `null` keeps it. */
  remapTouched(rename: (name: string) => string | undefined | null): void {
    const next = new Set<string>();
    for (const name of this.touched) {
      const renamed = rename(name);
      if (renamed === null) next.add(name);
      else if (renamed !== undefined) next.add(renamed);
    }
    this.touched = next;
  }

  /** What was sent is the new baseline: nothing is unsaved any more. */
  commit(): void {
    this.defaults = this.values;
  }

  /** Back to the defaults (or to new ones), with nothing touched. */
  reset(defaults?: V): void {
    if (defaults) this.defaults = defaults;
    this.values = this.defaults;
    this.touched.clear();
  }
}
