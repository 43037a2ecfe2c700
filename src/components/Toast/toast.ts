'use client';

import { Toast as BaseToast } from '@base-ui/react/toast';
import type { ReactNode } from 'react';
import { devWarn } from '../../utils/dev';
import type { StatusTone } from '../../utils/tone';

/** A toast's colour role: the same names as Alert's and the HTTP notices'. */
export type ToastTone = StatusTone;

export interface ToastAction {
  /** The button's label, such as "Undo". */
  label: string;
  /** Runs when the button is pressed; the toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** The message's headline. */
  title: ReactNode;
  /** Optional detail under the title. */
  description?: ReactNode;
  /**
   * Colour and icon. `'error'` is the old name of `'danger'`: it still works for this release, with
   * a development warning. @default 'neutral'
   */
  tone?: ToastTone | 'error';
  /**
   * How screen readers announce it: `polite` waits for a pause (role status), `assertive`
   * interrupts (role alert). @default 'assertive' for errors, 'polite' otherwise
   */
  priority?: 'polite' | 'assertive';
  /** One action, such as Undo. A toast with an action stays until dismissed or acted on. */
  action?: ToastAction;
  /** Milliseconds before it closes by itself; `0` keeps it open. @default 5000, or 0 with an action */
  timeout?: number;
  /** Reuse an id to update a toast in place. */
  id?: string;
}

export interface ToastPromiseOptions<T> {
  /** Shown while the promise is pending. */
  loading: ToastOptions | string;
  /** Shown when it resolves; may read the result. */
  success: ToastOptions | string | ((value: T) => ToastOptions | string);
  /** Shown when it rejects; may read the error. */
  error: ToastOptions | string | ((error: unknown) => ToastOptions | string);
}

export interface ToastData {
  tone: ToastTone;
  action?: ToastAction;
}

/** The manager behind `toast()`: one per application, read by every `ToastProvider`. */
export const defaultToastManager = BaseToast.createToastManager();

type Manager = typeof defaultToastManager;

function toAddOptions(input: ToastOptions | string) {
  const options: ToastOptions = typeof input === 'string' ? { title: input } : input;
  const tone = toastTone(options.tone);
  const priority = options.priority ?? (tone === 'danger' ? 'assertive' : 'polite');
  return {
    // Only when given: an explicit `undefined` would replace the generated id.
    ...(options.id !== undefined && { id: options.id }),
    title: options.title,
    description: options.description,
    type: tone,
    priority: priority === 'assertive' ? ('high' as const) : ('low' as const),
    // WCAG 2.2.1: an actionable toast does not vanish before the user can act on it.
    timeout: options.timeout ?? (options.action ? 0 : undefined),
    data: { tone, action: options.action } satisfies ToastData,
  };
}

function toastTone(tone: ToastOptions['tone']): ToastTone {
  if (tone !== 'error') return tone ?? 'neutral';
  devWarn("toast: tone 'error' is now 'danger', as in Alert and Badge. Write tone: 'danger'.");
  return 'danger';
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  (options: ToastOptions | string): string;
  /** Shows `loading` while the promise runs, then `success` or `error`; returns the promise. */
  promise: <T>(promise: Promise<T>, options: ToastPromiseOptions<T>) => Promise<T>;
  /** Closes a toast by id, or every toast without one. */
  dismiss: (id?: string) => void;
}

/** Builds the toast API over a manager. */
export function createToastApi(manager: Manager): ToastApi {
  const show = ((options: ToastOptions | string) => manager.add(toAddOptions(options))) as ToastApi;
  show.promise = <T>(promise: Promise<T>, options: ToastPromiseOptions<T>) =>
    manager.promise(promise, {
      loading: { ...toAddOptions(options.loading), timeout: 0 },
      success: (value: T) =>
        toAddOptions(
          typeof options.success === 'function' ? options.success(value) : options.success,
        ),
      error: (error: unknown) =>
        toAddOptions(typeof options.error === 'function' ? options.error(error) : options.error),
    });
  show.dismiss = (id?: string) => manager.close(id);
  return show;
}

/**
 * Shows a toast from anywhere, even outside React (an HTTP error handler, say), through the
 * application's `ToastProvider`: `toast('Saved')`, `toast({ title, tone: 'danger' })`,
 * `toast.promise(save(), { loading, success, error })`, `toast.dismiss(id)`.
 */
export const toast: ToastApi = createToastApi(defaultToastManager);
