/**
 * The fields bound to a form: which controls are registered under which name, with their rules,
 * labels, elements and whether they are disabled. A name may have several registrations (a radio
 * group rendered twice, a field and its list); the first that has something to say wins.
 */
import { isWithin } from './path';
import type { FieldRules } from './rules';

/** One field's registration: a control bound by name. */
export interface FieldRegistration {
  rules?: FieldRules<never> | FieldRules<unknown> | undefined;
  /** The field's label, for the error summary. */
  label?: string | undefined;
  /** The element focused when a person follows the field's link in the error summary. */
  element: HTMLElement | null;
  disabled?: boolean | undefined;
  /**
   * `false` keeps the value out of the saved draft (passwords, card numbers); `true` keeps it in even
   * when the element looks secret (a password input, a secret `autocomplete`). Without it, the
   * element decides. Once a name was secret it stays out of the draft for the life of the form.
   */
  persist?: boolean | undefined;
}

export class FieldRegistry {
  private fields = new Map<string, FieldRegistration[]>();

  /** Adds a registration under a name. */
  add(name: string, registration: FieldRegistration): void {
    const list = this.fields.get(name) ?? [];
    list.push(registration);
    this.fields.set(name, list);
  }

  /** Removes a registration; returns whether the name has none left. */
  remove(name: string, registration: FieldRegistration): boolean {
    const current = this.fields.get(name);
    if (!current) return false;
    const rest = current.filter((r) => r !== registration);
    if (rest.length) this.fields.set(name, rest);
    else this.fields.delete(name);
    return rest.length === 0;
  }

  /** Every registered name, in the order the fields registered. */
  names(): string[] {
    return [...this.fields.keys()];
  }

  /** Every name with its registrations. */
  entries(): IterableIterator<[string, FieldRegistration[]]> {
    return this.fields.entries();
  }

  has(name: string): boolean {
    return this.fields.has(name);
  }

  /** Whether any registration under the name is disabled. */
  isDisabled(name: string): boolean {
    return this.fields.get(name)?.some((r) => r.disabled) ?? false;
  }

  /** The first label registered under the name. */
  label(name: string): string | undefined {
    return this.fields.get(name)?.find((r) => r.label)?.label;
  }

  /** The first element registered under the name. */
  element(name: string): HTMLElement | null {
    return this.fields.get(name)?.find((r) => r.element)?.element ?? null;
  }

  /** The rules of the first registration with an async rule. */
  asyncRules(name: string): FieldRules<unknown> | undefined {
    return this.fields.get(name)?.find((r) => r.rules?.validateAsync)?.rules as
      FieldRules<unknown> | undefined;
  }

  /** The names (other than `name`) whose rules list a dependency that `name` lies within. */
  dependents(name: string): string[] {
    const out: string[] = [];
    for (const [other, regs] of this.fields) {
      if (other !== name && regs.some((r) => r.rules?.deps?.some((dep) => isWithin(name, dep)))) {
        out.push(other);
      }
    }
    return out;
  }
}
