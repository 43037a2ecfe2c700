'use client';

import { createContext, use } from 'react';
import type { FormApi } from './store';

export const FormContext = createContext<FormApi | null>(null);
FormContext.displayName = 'FormContext';

/** The name prefix of the enclosing `FormGroup`s (`shipping.address`), or `''`. */
export const FormGroupContext = createContext('');
FormGroupContext.displayName = 'FormGroupContext';

/** The enclosing Form's API, or `null` outside a Form. */
export function useFormContext(): FormApi | null {
  return use(FormContext);
}

/** The enclosing Form's API; throws a clear error naming `part` outside a Form. */
export function useStrictFormContext(part: string): FormApi {
  const form = use(FormContext);
  if (!form) throw new Error(`${part} must be used inside <Form>. Wrap it in <Form>…</Form>.`);
  return form;
}

/** Joins a group prefix and a name: `address` + `city` → `address.city`. */
export function joinName(prefix: string, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}
