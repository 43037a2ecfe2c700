/**
 * The validation model: built-in rules with messages a person understands, custom sync rules and
 * debounced async rules. Every rule skips an empty value except `required`, so an optional field
 * that was left empty is valid.
 */

import { translate, type Translate } from '../i18n/context';
import * as english from '../i18n/english';

/** A rule's setting, or the setting with a message of your own. */
export type RuleValue<T> = T | { value: T; message: string };

/** A custom synchronous rule: return a message when the value is wrong, nothing when it is right. */
export type SyncRule<V = unknown> = (
  value: V,
  values: Record<string, unknown>,
) => string | undefined | null | false | void;

/** The context an async rule gets: every value, and a signal aborted when the value changes again. */
export interface AsyncRuleContext {
  values: Record<string, unknown>;
  /** Aborted as soon as the value changes, the field unmounts, or the form is reset. Pass it to `fetch`. */
  signal: AbortSignal;
}

/** A custom asynchronous rule (a server check): resolves to a message when the value is wrong. */
export type AsyncRule<V = unknown> = (
  value: V,
  context: AsyncRuleContext,
) => Promise<string | undefined | null | false | void>;

/** The rules one field checks. Messages can be replaced with `{ value, message }`. */
export interface FieldRules<V = unknown> {
  /** The field must be filled in (a ticked box, a non-empty list). A string replaces the message. */
  required?: boolean | string;
  /** At least this many characters (or items, for a list). */
  minLength?: RuleValue<number>;
  /** At most this many characters (or items, for a list). */
  maxLength?: RuleValue<number>;
  /** The whole value must match. Give a message: only you know what the format means to a person. */
  pattern?: RuleValue<RegExp>;
  /** The value must look like an email address. A string replaces the message. */
  email?: boolean | string;
  /** The smallest number allowed, or the earliest ISO date (`2025-01-31`). */
  min?: RuleValue<number | string>;
  /** The largest number allowed, or the latest ISO date. */
  max?: RuleValue<number | string>;
  /** Numbers must be a multiple of this, counted from `min` (or 0). */
  step?: RuleValue<number>;
  /** Custom synchronous rules, run in order; the first message wins. They get every value, for cross-field rules. */
  validate?: SyncRule<V> | SyncRule<V>[];
  /** A custom asynchronous rule, run only when every synchronous rule passes, after `asyncDebounce`. */
  validateAsync?: AsyncRule<V>;
  /** Milliseconds of quiet typing before the async rule runs. @default 400 */
  asyncDebounce?: number;
  /** Other fields whose change re-runs this field's async rule (synchronous rules always re-run). */
  deps?: string[];
}

function unpack<T>(rule: RuleValue<T>): { value: T; message: string | undefined } {
  if (
    rule !== null &&
    typeof rule === 'object' &&
    'value' in (rule as object) &&
    !(rule instanceof RegExp)
  ) {
    const r = rule as { value: T; message: string };
    return { value: r.value, message: r.message };
  }
  return { value: rule as T, message: undefined };
}

/** Empty for a form: undefined, null, '', whitespace only, an empty list, `false` (an unticked box), NaN. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.length === 0;
  return false;
}

/** Counts what a person sees as characters: an emoji is one, not two UTF-16 units. */
function length(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return [...String(value)].length;
}

// A deliberately forgiving check: something@something.something, no spaces. The server decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function isDateLike(bound: unknown, value: unknown): boolean {
  return (
    (typeof bound === 'string' && ISO_DATE.test(bound)) ||
    value instanceof Date ||
    (typeof value === 'string' && ISO_DATE.test(value) && typeof bound === 'string')
  );
}

function toDateString(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/**
 * Runs a field's synchronous rules on a value and returns the first message, or `undefined` when
 * the value passes. `values` is every value of the form, for cross-field rules. `t` gives the
 * built-in messages in a language (a Form passes its locale's `validation` messages); English
 * by default.
 */
export function checkRules(
  value: unknown,
  rules: FieldRules<never> | FieldRules<unknown> | undefined,
  values: Record<string, unknown> = {},
  t: Translate<'validation'> = translate(null, 'validation', english.validation),
): string | undefined {
  if (!rules) return undefined;
  const r = rules as FieldRules<unknown>;
  const empty = isEmptyValue(value);
  if (r.required && empty) {
    if (typeof r.required === 'string') return r.required;
    if (typeof value === 'boolean') return t('requiredCheckbox');
    if (Array.isArray(value)) return t('requiredChoices');
    return t('required');
  }
  // A list's minimum counts even when it is empty: "Add at least 1 item" is the point of it.
  if (empty && Array.isArray(value) && r.minLength !== undefined) {
    const { value: min, message } = unpack(r.minLength);
    if (min > 0) return message ?? t('minItems', { count: min });
  }
  if (!empty) {
    const list = Array.isArray(value);
    if (r.minLength !== undefined) {
      const { value: min, message } = unpack(r.minLength);
      if (length(value) < min) {
        return message ?? (list ? t('minItems', { count: min }) : t('minLength', { count: min }));
      }
    }
    if (r.maxLength !== undefined) {
      const { value: max, message } = unpack(r.maxLength);
      const n = length(value);
      if (n > max) {
        return (
          message ??
          (list ? t('maxItems', { count: max }) : t('maxLength', { count: max, actual: n }))
        );
      }
    }
    if (r.pattern !== undefined) {
      const { value: pattern, message } = unpack(r.pattern);
      // A fresh RegExp, so a /g flag's lastIndex never makes a second check disagree with the first.
      const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace('g', ''));
      if (!whole.test(String(value))) return message ?? t('pattern');
    }
    if (r.email) {
      if (!EMAIL.test(String(value).trim())) {
        return typeof r.email === 'string' ? r.email : t('email');
      }
    }
    const numeric = r.min !== undefined || r.max !== undefined || r.step !== undefined;
    if (numeric) {
      const minRule = r.min !== undefined ? unpack(r.min) : undefined;
      const maxRule = r.max !== undefined ? unpack(r.max) : undefined;
      const dateRule = isDateLike(minRule?.value ?? maxRule?.value, value);
      if (dateRule) {
        const v = toDateString(value);
        if (v === '') return t('date');
        if (minRule && v < String(minRule.value)) {
          return minRule.message ?? t('dateMin', { min: String(minRule.value) });
        }
        if (maxRule && v > String(maxRule.value)) {
          return maxRule.message ?? t('dateMax', { max: String(maxRule.value) });
        }
      } else {
        const n = toNumber(value);
        if (!Number.isFinite(n)) return t('number');
        if (minRule && n < Number(minRule.value)) {
          return minRule.message ?? t('numberMin', { min: Number(minRule.value) });
        }
        if (maxRule && n > Number(maxRule.value)) {
          return maxRule.message ?? t('numberMax', { max: Number(maxRule.value) });
        }
        if (r.step !== undefined) {
          const { value: step, message } = unpack(r.step);
          const base = minRule ? Number(minRule.value) : 0;
          const steps = (n - base) / step;
          // Tolerate floating-point noise: 0.3 is a multiple of 0.1.
          if (step > 0 && Math.abs(steps - Math.round(steps)) > 1e-9) {
            return message ?? (base === 0 ? t('step', { step }) : t('stepFrom', { step, base }));
          }
        }
      }
    }
  }
  if (r.validate) {
    const list = Array.isArray(r.validate) ? r.validate : [r.validate];
    for (const rule of list) {
      const result = rule(value, values);
      if (typeof result === 'string' && result !== '') return result;
    }
  }
  return undefined;
}

function sameSetting(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof RegExp && b instanceof RegExp)
    return a.source === b.source && a.flags === b.flags;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const x = a as { value?: unknown; message?: unknown };
    const y = b as { value?: unknown; message?: unknown };
    return 'value' in x && 'value' in y && x.message === y.message && sameSetting(x.value, y.value);
  }
  return false;
}

/**
 * Whether two sets of rules check the same things: the same settings and messages, the same
 * functions. A control may build its rules anew on every render without re-validating the form.
 */
export function sameRules(
  a: FieldRules<never> | FieldRules<unknown> | undefined,
  b: FieldRules<never> | FieldRules<unknown> | undefined,
): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) =>
      sameSetting((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}
