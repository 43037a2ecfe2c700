/**
 * Async rules (a server check): started after a quiet pause in typing, aborted when the value
 * changes again, and all run to the end before a submission.
 */
import { remapMap, type RowMapping } from './arrays';
import { isEqual } from './path';
import { isEmptyValue, type FieldRules } from './rules';

/** What the async checks need to know of the form. */
export interface AsyncHost {
  /** The rules holding the field's async rule, if any. */
  rulesOf(name: string): FieldRules<unknown> | undefined;
  /** The field's current value. */
  valueOf(name: string): unknown;
  /** Every value, for the rule's context. */
  values(): Record<string, unknown>;
  /** Whether the field's own synchronous rules fail (its async rule then waits). */
  failsOwnRules(name: string): boolean;
  /** Whether the field, or the form, is disabled. */
  isDisabled(name: string): boolean;
  /** Every registered field name. */
  names(): string[];
  /** Called when a check ends (with or without a message). */
  onSettled(): void;
}

interface AsyncEntry {
  controller: AbortController;
  timer: ReturnType<typeof setTimeout> | undefined;
  promise: Promise<void>;
  resolve: () => void;
  run: () => void;
}

export class AsyncChecks {
  private errors = new Map<string, string>();
  /** The value each field's rule last answered for. */
  private checked = new Map<string, unknown>();
  private entries = new Map<string, AsyncEntry>();

  constructor(private readonly host: AsyncHost) {}

  /** Starts (after the debounce, or at once) or restarts a field's async rule; aborts the one before. */
  schedule(name: string, immediate = false): void {
    const rules = this.host.rulesOf(name);
    const validateAsync = rules?.validateAsync;
    if (!validateAsync) return;
    this.cancel(name);
    this.errors.delete(name);
    this.checked.delete(name);
    const value = this.host.valueOf(name);
    const { host } = this;
    if (host.failsOwnRules(name) || host.isDisabled(name) || isEmptyValue(value)) return;
    const controller = new AbortController();
    let resolve!: () => void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    const entry: AsyncEntry = {
      controller,
      timer: undefined,
      promise,
      resolve,
      run: () => {
        entry.timer = undefined;
        let result: Promise<unknown>;
        try {
          const context = { values: this.host.values(), signal: controller.signal };
          result = Promise.resolve(validateAsync(value, context));
        } catch (error) {
          result = Promise.reject(error);
        }
        result
          .then(
            (message) => {
              if (controller.signal.aborted) return;
              if (typeof message === 'string' && message) this.errors.set(name, message);
              this.checked.set(name, value);
            },
            () => {
              // A check that fails (the server is down) must not stop the person: the server
              // validates again on submit anyway.
              if (!controller.signal.aborted) this.checked.set(name, value);
            },
          )
          .finally(() => {
            if (controller.signal.aborted) return;
            if (this.entries.get(name) === entry) this.entries.delete(name);
            resolve();
            this.host.onSettled();
          });
      },
    };
    this.entries.set(name, entry);
    if (immediate) entry.run();
    else entry.timer = setTimeout(entry.run, rules.asyncDebounce ?? 400);
  }

  /** Stops a field's check, waiting or running. */
  cancel(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    entry.controller.abort();
    this.entries.delete(name);
    entry.resolve();
  }

  /** Stops every check whose field lies inside `prefix.` (the rows of a list). */
  cancelWithin(prefix: string): void {
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(`${prefix}.`)) this.cancel(key);
    }
  }

  /** Runs every async rule that has not checked the current value, and waits for all of them. */
  async settle(): Promise<void> {
    for (let round = 0; round < 10; round += 1) {
      for (const entry of this.entries.values()) {
        if (entry.timer !== undefined) {
          clearTimeout(entry.timer);
          entry.run();
        }
      }
      for (const name of this.host.names()) {
        if (!this.host.rulesOf(name) || this.entries.has(name)) continue;
        if (this.host.failsOwnRules(name)) continue;
        const value = this.host.valueOf(name);
        if (isEmptyValue(value)) continue;
        if (this.checked.has(name) && isEqual(this.checked.get(name), value)) continue;
        this.schedule(name, true);
      }
      if (this.entries.size === 0) return;
      await Promise.all([...this.entries.values()].map((e) => e.promise));
    }
  }

  /** The field's message from its async rule. */
  error(name: string): string | undefined {
    return this.errors.get(name);
  }

  /** Every name with a message. */
  names(): string[] {
    return [...this.errors.keys()];
  }

  /** Whether a check is waiting or running for the field (or any field, without a name). */
  isPending(name?: string): boolean {
    return name === undefined ? this.entries.size > 0 : this.entries.has(name);
  }

  /** Renames messages and answers after list rows moved. */
  remap(arrayName: string, mapping: RowMapping): void {
    this.errors = remapMap(this.errors, arrayName, mapping);
    this.checked = remapMap(this.checked, arrayName, mapping);
  }

  /** Stops every check and forgets every answer. */
  reset(): void {
    for (const name of [...this.entries.keys()]) this.cancel(name);
    this.errors.clear();
    this.checked.clear();
  }
}
