/**
 * The synchronous side of validation: each field's rules, the form's own `validate`, and a
 * Standard Schema over every value (which may answer later). Async rules live in ./asyncRules.ts.
 */
import { getPath } from './path';
import type { FieldRegistry } from './fields';
import { checkRules } from './rules';
import type { Translate } from '../i18n/context';
import { validateWithSchema, type SchemaErrors, type StandardSchemaV1 } from './standardSchema';

export interface ValidationOptions<V> {
  validate?:
    ((values: V) => Record<string, string | undefined | null> | undefined | void) | undefined;
  schema?: StandardSchemaV1 | undefined;
  /** The built-in rules' messages in the form's language; English by default. */
  t?: Translate<'validation'> | undefined;
}

export class Validation<V extends Record<string, unknown>> {
  private ruleErrors = new Map<string, string>();
  private formRuleErrors = new Map<string, string>();
  private schemaErrors: SchemaErrors = {};
  private schemaPromise: Promise<void> | undefined;
  private schemaRun = 0;

  /** `onSchemaAnswer` is called when an async schema's answer arrives and replaced the errors. */
  constructor(private readonly onSchemaAnswer: () => void) {}

  /** Checks every value again: each enabled field's rules, the form's rules and its schema. */
  run(
    values: V,
    fields: FieldRegistry,
    isDisabled: (name: string) => boolean,
    options: ValidationOptions<V>,
  ): void {
    this.ruleErrors.clear();
    for (const [name, regs] of fields.entries()) {
      if (isDisabled(name)) continue;
      for (const reg of regs) {
        const message = checkRules(getPath(values, name), reg.rules, values, options.t);
        if (message) {
          this.ruleErrors.set(name, message);
          break;
        }
      }
    }
    this.formRuleErrors.clear();
    const formErrors = options.validate?.(values);
    if (formErrors) {
      for (const [name, message] of Object.entries(formErrors)) {
        if (typeof message === 'string' && message) this.formRuleErrors.set(name, message);
      }
    }
    if (options.schema) this.runSchema(options.schema, values);
  }

  private runSchema(schema: StandardSchemaV1, values: V): void {
    const result = validateWithSchema(schema, values);
    const run = ++this.schemaRun;
    if (result instanceof Promise) {
      this.schemaPromise = result.then(
        (errors) => {
          if (run !== this.schemaRun) return;
          this.schemaErrors = errors;
          this.schemaPromise = undefined;
          this.onSchemaAnswer();
        },
        () => {
          if (run === this.schemaRun) this.schemaPromise = undefined;
        },
      );
    } else {
      this.schemaErrors = result;
      this.schemaPromise = undefined;
    }
  }

  /** The field's message: its own rules first, then the form's rules, then the schema. */
  error(name: string): string | undefined {
    return this.ruleErrors.get(name) ?? this.formRuleErrors.get(name) ?? this.schemaErrors[name];
  }

  /** Whether the field's own rules fail (an async rule then waits). */
  failsOwnRules(name: string): boolean {
    return this.ruleErrors.has(name);
  }

  /** Every name with a message, the whole form's (`''`) included. */
  names(): string[] {
    return [
      ...this.ruleErrors.keys(),
      ...this.formRuleErrors.keys(),
      ...Object.keys(this.schemaErrors),
    ];
  }

  /** A message about the whole form, from the schema or the form's rules. */
  formError(): string | undefined {
    return this.schemaErrors[''] ?? this.formRuleErrors.get('');
  }

  /** Whether an async schema is still answering. */
  get pending(): boolean {
    return this.schemaPromise !== undefined;
  }

  /** Resolves once the schema has answered (at once when it is not async). */
  async settled(): Promise<void> {
    await this.schemaPromise;
  }

  /** A string that changes whenever a message does, to tell whether anyone needs telling. */
  signature(): string {
    return JSON.stringify([[...this.ruleErrors], [...this.formRuleErrors], this.schemaErrors]);
  }
}
