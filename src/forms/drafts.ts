/**
 * Saved form drafts: where a draft is kept (sessionStorage, one key per form and scope), what may
 * be written to it (never a secret), and how an app clears drafts when a person signs out.
 */

const DRAFT_PREFIX = 'tessera:form-draft:';

// Autocomplete tokens whose values are secrets: a password or a one-time code gives access, a
// card's details are payment data. https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill-field
const SECRET_AUTOCOMPLETE = new Set(['current-password', 'new-password', 'one-time-code']);

let defaultScope: string | undefined;

/**
 * Sets the draft scope for forms created from now on that give no `draftScope` of their own. Set
 * it to something that names the signed-in person (a user id) when they sign in, and back to
 * `undefined` when they sign out, together with `clearDrafts()`: a draft saved in one scope is
 * never restored in another, so one person's draft is never shown to the next.
 */
export function setDraftScope(scope: string | null | undefined): void {
  defaultScope = scope || undefined;
}

/** The scope `setDraftScope` set, or `undefined`. */
export function getDraftScope(): string | undefined {
  return defaultScope;
}

/**
 * The sessionStorage key of a form's draft: the form's `id` under its scope. Both parts are
 * encoded, so an id can never pose as a scope (`a:b` unscoped is not `b` in scope `a`).
 */
export function draftStorageKey(id: string, scope?: string | undefined): string {
  const form = encodeURIComponent(id);
  return scope ? `${DRAFT_PREFIX}${encodeURIComponent(scope)}:${form}` : `${DRAFT_PREFIX}${form}`;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage denied (a sandboxed frame)
  }
}

/**
 * Removes saved form drafts: every draft without an argument (what to call on sign-out), or only
 * the drafts saved in `scope`. Forms still on the page keep their values; a form saves again only
 * when its values change.
 */
export function clearDrafts(scope?: string): void {
  const store = storage();
  if (!store) return;
  const prefix = scope ? `${DRAFT_PREFIX}${encodeURIComponent(scope)}:` : DRAFT_PREFIX;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // storage that throws holds no drafts we could clear
  }
}

/** Whether an `autocomplete` value names a secret: a password, a one-time code or a card's details. */
export function isSecretAutocomplete(autoComplete: string | null | undefined): boolean {
  if (!autoComplete) return false;
  // The attribute is a token list ("section-pay billing cc-number", "current-password webauthn").
  return autoComplete
    .toLowerCase()
    .split(/\s+/)
    .some((token) => SECRET_AUTOCOMPLETE.has(token) || token.startsWith('cc-'));
}

/** Whether an input with this `type` and `autocomplete` holds a secret that a draft must not keep. */
export function isSecretInput(
  type: string | null | undefined,
  autoComplete: string | null | undefined,
): boolean {
  return type?.toLowerCase() === 'password' || isSecretAutocomplete(autoComplete);
}

function isSecretElement(element: HTMLElement | null): boolean {
  if (!element || typeof element.getAttribute !== 'function') return false;
  return isSecretInput(element.getAttribute('type'), element.getAttribute('autocomplete'));
}

/** What the draft needs to know of a field's registration. */
export interface DraftField {
  /** `false` keeps the value out of the draft; `true` keeps it in even when it looks secret. */
  persist?: boolean | undefined;
  /** The bound control: a password input or a secret `autocomplete` keeps the value out. */
  element: HTMLElement | null;
}

function isSecretField(field: DraftField): boolean {
  if (field.persist !== undefined) return !field.persist;
  return isSecretElement(field.element);
}

/** Sets a dotted path to `undefined` only where it exists, so no empty rows or objects appear. */
function omitPath(source: unknown, keys: readonly string[]): unknown {
  if (source === null || typeof source !== 'object' || keys.length === 0) return source;
  const [key, ...rest] = keys as [string, ...string[]];
  if (!Object.hasOwn(source, key)) return source;
  const copy: Record<string, unknown> = Array.isArray(source)
    ? ([...source] as unknown as Record<string, unknown>)
    : { ...(source as Record<string, unknown>) };
  if (rest.length === 0) {
    if (Array.isArray(copy)) copy[key] = undefined;
    else delete copy[key];
  } else copy[key] = omitPath(copy[key], rest);
  return copy;
}

/** Drops values JSON cannot keep (files) so a restored draft never holds a broken `{}`. */
function draftReplacer(_key: string, value: unknown) {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return undefined;
  return value;
}

/**
 * One form's draft. It remembers, for the life of the form, every field name that ever held a
 * secret (`persist={false}`, a password input, a secret `autocomplete`), so a secret stays out of
 * the draft after its field unmounts (a wizard step, a conditional section) as well as before.
 */
export class FormDraft {
  private secretNames = new Set<string>();

  /** `key` returns the storage key, or `undefined` while the form keeps no draft. */
  constructor(private readonly key: () => string | undefined) {}

  /** Notes a field's name as secret when its registration says so. */
  noteField(name: string, field: DraftField): void {
    if (isSecretField(field)) this.secretNames.add(name);
  }

  /** Renames the remembered secret names after list rows moved; the old names stay remembered too. */
  remap(rename: (name: string) => string | undefined | null): void {
    for (const name of [...this.secretNames]) {
      const next = rename(name);
      if (next) this.secretNames.add(next);
    }
  }

  /** The saved draft, or `undefined` when there is none (or it is corrupt, or storage is denied). */
  read(): Record<string, unknown> | undefined {
    const key = this.key();
    const store = storage();
    if (!key || !store) return undefined;
    try {
      const raw = store.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined; // a corrupt draft or storage that throws (private mode) is no draft
    }
  }

  /**
   * Saves `values` without any secret: the fields registered now are checked first, then every
   * name that was ever secret is left out. A form with nothing unsaved (`dirty` false) has no draft.
   */
  save(values: unknown, fields: Iterable<[string, readonly DraftField[]]>, dirty: boolean): void {
    const key = this.key();
    const store = storage();
    if (!key || !store) return;
    try {
      if (!dirty) {
        store.removeItem(key);
        return;
      }
      for (const [name, list] of fields) {
        for (const field of list) this.noteField(name, field);
      }
      let draft = values;
      for (const name of this.secretNames) draft = omitPath(draft, name.split('.'));
      store.setItem(key, JSON.stringify(draft, draftReplacer));
    } catch {
      // Storage full or denied: the form works without a draft.
    }
  }

  /** Removes the saved draft. */
  clear(): void {
    const key = this.key();
    const store = storage();
    if (!key || !store) return;
    try {
      store.removeItem(key);
    } catch {
      // nothing to clear
    }
  }
}
