'use client';

import type { FocusEvent } from 'react';
import type { FieldRegistration } from './fields';
import { afterPointerRelease, trackPointerPresses } from './pointerRelease';
import { sameRules } from './rules';
import type { FormApi } from './store';

type RegistrationOptions = Omit<FieldRegistration, 'element'>;
/** A registration's options and the value the field brings when the form has none. */
export type Registered = RegistrationOptions & { initial: unknown };

/**
 * The part of a binding that must stay the same object for the control's life: the element the
 * error summary focuses, the composite's parts, and the blur handler that knows them. @internal
 */
export class Binder {
  private form: FormApi | null = null;
  private name: string | undefined;
  private registration: FieldRegistration | null = null;
  private options: RegistrationOptions = {};
  private initial: unknown;
  private element: HTMLElement | null = null;
  private parts = new Set<HTMLElement>();

  /** @param seen The form's version when the control first rendered. */
  constructor(private seen: number) {}

  /** Keeps the registration up to date; re-runs the rules when they (or `disabled`) changed. */
  update({ initial, ...options }: Registered): void {
    this.options = options;
    this.initial = initial;
    const entry = this.registration;
    if (!entry) return;
    const changed = !sameRules(entry.rules, options.rules) || entry.disabled !== options.disabled;
    Object.assign(entry, options);
    if (changed) this.form?.refresh();
  }

  /**
   * Registers under the name in the form (nothing outside one) and follows the form
   * (`FormApi.follow`): `rerender` after every change, and at once for a change made since the
   * control's first render.
   */
  attach(
    form: FormApi | null,
    name: string | undefined,
    rerender: () => void,
  ): (() => void) | undefined {
    if (!form || name === undefined) return;
    this.form = form;
    this.name = name;
    const entry: FieldRegistration = { ...this.options, element: this.element };
    this.registration = entry;
    trackPointerPresses();
    const unregister = form.register(name, entry, this.initial);
    const unsubscribe = form.follow(rerender, this.seen);
    // Registered again under another name: the control shows what the form holds for it now.
    this.seen = -1;
    return () => {
      unsubscribe();
      unregister();
      this.form = null;
      this.registration = null;
    };
  }

  ref = (element: HTMLElement | null) => {
    this.element = element;
    if (this.registration) this.registration.element = element;
  };

  partRef = (element: HTMLElement | null) => {
    if (!element) return;
    this.parts.add(element);
    return () => {
      this.parts.delete(element);
    };
  };

  private inside(node: unknown): boolean {
    return node instanceof Node && [...this.parts].some((part) => part.contains(node));
  }

  onBlur = (event?: FocusEvent<HTMLElement>) => {
    const { form, name } = this;
    if (!form || name === undefined) return;
    // Shown after a pointer press ends, so the message cannot move the press's target away.
    const touch = () => afterPointerRelease(() => form.touch(name));
    if (!event || this.parts.size === 0) return touch();
    if (event.relatedTarget) {
      if (!this.inside(event.relatedTarget)) touch();
      return;
    }
    // Focus went nowhere yet (a popup closing hands it back a moment later): look once it settles.
    setTimeout(() => {
      if (!this.inside(document.activeElement)) touch();
    });
  };
}
