'use client';

/**
 * Where focus goes in a form: the element that stands for each field, the error summary that takes
 * focus after a failed submission, and the order of the page (errors are listed as fields appear).
 */
import type { FieldRegistry } from './fields';

export class FormFocus {
  private formElement: HTMLFormElement | null = null;
  private summaries = 0;
  /** Increases each time focus should move to the error summary (or the first invalid field). */
  request = 0;

  constructor(private readonly fields: FieldRegistry) {}

  setFormElement(element: HTMLFormElement | null): void {
    this.formElement = element;
  }

  get form(): HTMLFormElement | null {
    return this.formElement;
  }

  /** The error summary mounts itself so the form knows focus has somewhere to go. */
  registerSummary(): () => void {
    this.summaries += 1;
    return () => {
      this.summaries -= 1;
    };
  }

  hasSummary(): boolean {
    return this.summaries > 0;
  }

  /** The element that stands for a field: its registered control, or the form's element by that name. */
  element(name: string): HTMLElement | null {
    const registered = this.fields.element(name);
    if (registered) return registered;
    const named = this.formElement?.elements.namedItem(name);
    if (named instanceof HTMLElement) return named;
    if (named && 'length' in named) return (named[0] as HTMLElement | undefined) ?? null;
    return null;
  }

  /** Moves focus to a field's control. Returns whether it could. */
  focus(name: string): boolean {
    const element = this.element(name);
    if (!element) return false;
    element.focus();
    return document.activeElement === element;
  }

  /** Sorts items by where their fields are on the page; fields without an element by registration. */
  inPageOrder<T extends { name: string }>(items: T[]): T[] {
    const order = this.fields.names();
    const position = (name: string) => {
      const i = order.indexOf(name);
      return i === -1 ? order.length : i;
    };
    return items.sort((a, b) => {
      const ea = this.element(a.name);
      const eb = this.element(b.name);
      if (ea && eb && ea !== eb) {
        return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      }
      return position(a.name) - position(b.name);
    });
  }
}
