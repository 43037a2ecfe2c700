/**
 * The Standard Schema interface (https://standardschema.dev), copied rather than imported so the
 * library depends on no validation library: zod 4, Valibot, ArkType and others implement it.
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

export type StandardSchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardSchemaIssue> };

export interface StandardSchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** Field errors by dotted name (`addresses.0.street`); issues with no path go under `''`. */
export type SchemaErrors = Record<string, string>;

/** Turns Standard Schema issues into one message per field name, the first issue winning. */
export function issuesToErrors(issues: ReadonlyArray<StandardSchemaIssue>): SchemaErrors {
  const errors: SchemaErrors = {};
  for (const issue of issues) {
    const name = (issue.path ?? [])
      .map((segment) =>
        typeof segment === 'object' && segment !== null ? String(segment.key) : String(segment),
      )
      .join('.');
    if (!(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/** Validates with any Standard Schema, sync or async, and returns its field errors (empty when valid). */
export function validateWithSchema(
  schema: StandardSchemaV1,
  values: unknown,
): SchemaErrors | Promise<SchemaErrors> {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise)
    return result.then((r) => (r.issues ? issuesToErrors(r.issues) : {}));
  return result.issues ? issuesToErrors(result.issues) : {};
}
