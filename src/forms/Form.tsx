'use client';

import {
  startTransition,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import { I18nContext, useTranslate } from '../i18n/context';
import * as english from '../i18n/english';
import { cx } from '../utils/cx';
import { useComposedRefs } from '../utils/useComposedRefs';
import { useHeldWhilePressed } from '../utils/pointerPress';
import { FormContext, FormGroupContext, joinName, useStrictFormContext } from './context';
import { useForm } from './hooks';
import { useFormVersion } from './useFormVersion';
import type { FormApi, FormOptions, FormValues, SubmitResult } from './store';
import styles from './Form.module.css';

export interface FormProps<V extends FormValues = FormValues>
  extends
    Omit<ComponentProps<'form'>, 'onSubmit' | 'action' | 'children'>,
    Omit<FormOptions<V>, 'id' | 'disabled'> {
  /** A form created with `useForm`, when the owner needs its API; otherwise the options here create one. */
  form?: FormApi<V>;
  /** The form's id; with `persistDraft` the draft is stored under it. */
  id?: string;
  /** Disables every field. @default false */
  disabled?: boolean;
  /**
   * A React action (`useActionState`'s dispatch): called with the FormData, in a transition, once
   * the client rules pass. Pair it with `result`.
   */
  action?: (formData: FormData) => void;
  /** The server's answer (`useActionState`'s state): its field errors land on the fields. */
  result?: SubmitResult | null | undefined;
  /** Renders the error summary at the top after a failed submission. Set `false` to place `<ErrorSummary>` yourself. @default true */
  errorSummary?: boolean;
  /** Shows "Restored your draft" with a Discard action when a draft came back. @default true */
  draftNotice?: boolean;
  children?: ReactNode;
}

/**
 * Renders a native `<form noValidate>` that owns its fields' values, rules and errors. Fields bind
 * by `name` (`useFormField`); a failed submission keeps every value, shows an error summary at the
 * top and moves focus to it; server errors land on their fields.
 */
export function Form<V extends FormValues = FormValues>({
  form: formProp,
  id,
  defaultValues,
  validate,
  schema,
  onSubmit,
  persistDraft,
  draftScope,
  disabled,
  action,
  result,
  errorSummary = true,
  draftNotice = true,
  className,
  children,
  ref,
  onReset,
  ...props
}: FormProps<V>) {
  const own = useForm<V>({
    id,
    defaultValues,
    validate,
    schema,
    persistDraft,
    draftScope,
    disabled,
    onSubmit: async (values, helpers) => {
      const outcome = await onSubmit?.(values, helpers);
      if (action) startTransition(() => action(helpers.formData));
      return outcome;
    },
  });
  const form = (formProp ?? own) as FormApi<V>;
  useFormVersion(form as unknown as FormApi);
  const attachForm = useCallback(
    (element: HTMLFormElement | null) => {
      form.setFormElement(element);
      return () => form.setFormElement(null);
    },
    [form],
  );
  const formRef = useComposedRefs(attachForm, ref);
  // The built-in rules and submission errors speak the locale's language.
  const i18n = use(I18nContext);
  useLayoutEffect(() => form.setI18n(i18n), [form, i18n]);

  useEffect(() => {
    if (result) form.applyResult(result);
  }, [form, result]);

  // Without a summary on the page, a failed submission moves focus to the first invalid field.
  const focusRequest = form.focusRequest;
  useEffect(() => {
    if (focusRequest === 0 || form.hasSummary()) return;
    const first = form.getErrors()[0];
    if (first) form.focusField(first.name);
  }, [form, focusRequest]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit((event.nativeEvent as SubmitEvent).submitter);
  }

  function handleReset(event: FormEvent<HTMLFormElement>) {
    onReset?.(event);
    if (event.defaultPrevented) return;
    // The form's state, not the DOM's default values, decides what "reset" means.
    event.preventDefault();
    form.reset();
  }

  return (
    <FormContext value={form as unknown as FormApi}>
      <FormGroupContext value="">
        <form
          data-slot="form"
          data-dirty={form.isDirty() || undefined}
          data-submitting={form.submitting || undefined}
          data-pending={form.isPending() || undefined}
          data-invalid={(form.submitFailed && !form.isValid()) || undefined}
          data-disabled={disabled || undefined}
          id={id}
          noValidate
          aria-busy={form.submitting || undefined}
          className={cx(styles.Form, className)}
          ref={formRef}
          onSubmit={handleSubmit}
          onReset={handleReset}
          {...props}
        >
          {draftNotice && <DraftNotice />}
          {errorSummary && <ErrorSummary />}
          {children}
        </form>
      </FormGroupContext>
    </FormContext>
  );
}

export interface ErrorSummaryProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The heading. @default "There is a problem" / "There are N problems" */
  title?: ReactNode;
  /** The heading level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Lists every error after a failed submission, each a link that moves focus to its field, and
 * takes focus itself so a screen reader reads it first (GOV.UK error summary pattern).
 */
export function ErrorSummary({
  title,
  headingLevel = 2,
  className,
  ref,
  ...props
}: ErrorSummaryProps) {
  const form = useStrictFormContext('ErrorSummary');
  const t = useTranslate('form', english.form);
  useFormVersion(form);
  const headingId = `${useId()}-title`;
  const element = useRef<HTMLElement | null>(null);
  const sectionRef = useComposedRefs(element, ref);

  useEffect(() => form.registerSummary(), [form]);

  // Focus lands in the commit that draws the summary, whichever render lane a failed submit's
  // answer arrives in: nobody sees (or hears) the summary before it has focus.
  const focusRequest = form.focusRequest;
  useLayoutEffect(() => {
    if (focusRequest > 0) element.current?.focus();
  }, [focusRequest]);

  const live = {
    errors: form.submitFailed ? form.getErrors() : [],
    formError: form.submitFailed ? form.getFormError() : undefined,
  };
  // A blur (the pointer pressed elsewhere) may fix a field, or commit what it holds; the summary
  // then shrinks and moves what is below it from under the pointer. It keeps its size until the
  // press has ended, so the click lands where it was aimed (issue 30).
  const { errors, formError } = useHeldWhilePressed(
    live,
    form.submitFailed
      ? JSON.stringify([live.formError, live.errors.map((e) => [e.name, e.label, e.message])])
      : '',
  );
  if (!form.submitFailed || (errors.length === 0 && !formError)) return null;

  const Heading = `h${headingLevel}` as 'h2';
  const count = errors.length;
  const heading = title ?? (count === 0 ? t('summaryNotSent') : t('summaryProblems', { count }));

  return (
    <section
      data-slot="error-summary"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cx(styles.ErrorSummary, className)}
      ref={sectionRef}
      {...props}
    >
      <Heading id={headingId} className={styles.SummaryTitle}>
        {heading}
      </Heading>
      {formError && (
        <p data-slot="error-summary-form-error" className={styles.SummaryText}>
          {formError}
        </p>
      )}
      {count > 0 && (
        <ul data-slot="error-summary-list" className={styles.SummaryList}>
          {errors.map((item) => {
            const target = form.getElement(item.name);
            return (
              <li key={item.name}>
                <a
                  data-slot="error-summary-link"
                  className={styles.SummaryLink}
                  href={`#${target?.id || item.name}`}
                  onClick={(event) => {
                    event.preventDefault();
                    form.focusField(item.name);
                  }}
                >
                  {item.label
                    ? t('summaryItem', { label: item.label, message: item.message })
                    : item.message}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export interface DraftNoticeProps extends ComponentProps<'div'> {
  /** The notice text. @default the locale's `form.draftRestored` ('Restored your draft from earlier.') */
  children?: ReactNode;
}

/**
 * The notice goes with the button pressed in it: focus moves on to the form's first control, where
 * the person carries on, instead of falling to the page's body.
 */
function focusPastNotice(notice: Element) {
  const controls = notice
    .closest('form')
    ?.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [tabindex="0"]',
    );
  for (const control of controls ?? []) {
    if (!notice.contains(control)) return control.focus();
  }
}

/**
 * Says a saved draft was restored, with Keep (hide the notice) and Discard (back to the defaults)
 * as text buttons of its own: a facility renders no component (the layer rules in
 * `eslint.config.js`), and a notice's actions read as the error summary's links do.
 */
export function DraftNotice({ className, children, ...props }: DraftNoticeProps) {
  const form = useStrictFormContext('DraftNotice');
  const t = useTranslate('form', english.form);
  useFormVersion(form);
  if (!form.restoredDraft) return null;
  return (
    <div
      data-slot="draft-notice"
      role="status"
      className={cx(styles.DraftNotice, className)}
      {...props}
    >
      <span>{children ?? t('draftRestored')}</span>
      <span className={styles.DraftActions}>
        <button
          type="button"
          data-slot="draft-notice-keep"
          className={styles.DraftAction}
          onClick={(event) => {
            focusPastNotice(event.currentTarget.closest('[data-slot="draft-notice"]')!);
            form.keepDraft();
          }}
        >
          {t('keepDraft')}
        </button>
        <button
          type="button"
          data-slot="draft-notice-discard"
          className={styles.DraftAction}
          onClick={(event) => {
            focusPastNotice(event.currentTarget.closest('[data-slot="draft-notice"]')!);
            form.discardDraft();
          }}
        >
          {t('discardDraft')}
        </button>
      </span>
    </div>
  );
}

export interface FormGroupProps {
  /** The group's name: fields inside bind to `name.field` (`address.city`). Groups nest. */
  name: string;
  children?: ReactNode;
}

/** Prefixes the names of the fields inside it, for nested values (`address.city`). Renders no element. */
export function FormGroup({ name, children }: FormGroupProps) {
  const prefix = useFormGroupName();
  return <FormGroupContext value={joinName(prefix, name)}>{children}</FormGroupContext>;
}

/** The full name prefix of the enclosing FormGroups (`''` outside any). */
export function useFormGroupName(): string {
  return use(FormGroupContext);
}
