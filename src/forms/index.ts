/**
 * Tessera forms: a `<Form>` that owns values, rules and errors, and one hook, `useFormField`, that
 * binds any control to it by name. See useFormField's JSDoc for the binding contract.
 */
export { Form, ErrorSummary, DraftNotice, FormGroup, useFormGroupName } from './Form';
export type { FormProps, ErrorSummaryProps, DraftNoticeProps, FormGroupProps } from './Form';
export { useFormField } from './useFormField';
export type { UseFormFieldOptions, FormField } from './useFormField';
export {
  useForm,
  useFormState,
  useFieldArray,
  useUnsavedChanges,
  addBeforeUnloadPrompt,
  preventUnload,
  UNSAVED_CHANGES_MESSAGE,
} from './hooks';
export type {
  FormState,
  FieldArray,
  FieldArrayRow,
  UseFieldArrayOptions,
  UseUnsavedChangesOptions,
  UnsavedChanges,
} from './hooks';
export { useFormContext } from './context';
export {
  FormApi,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './store';
export type {
  FormValues,
  FormOptions,
  SubmitResult,
  SubmitHelpers,
  FormSubmitError,
  FormErrorItem,
  FieldRegistration,
} from './store';
export { clearDrafts, getDraftScope, setDraftScope } from './drafts';
export { checkRules, isEmptyValue } from './rules';
export type { FieldRules, RuleValue, SyncRule, AsyncRule, AsyncRuleContext } from './rules';
export { validateWithSchema, issuesToErrors } from './standardSchema';
export type {
  StandardSchemaV1,
  StandardSchemaIssue,
  StandardSchemaResult,
  SchemaErrors,
} from './standardSchema';
export { getPath, setPath } from './path';
