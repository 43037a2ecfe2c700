import type { Messages } from './locales/en';

/** Any part of a catalogue: some namespaces, some messages in them. */
export type PartialMessages = {
  [N in keyof Messages]?: Partial<Messages[N]>;
};

/**
 * Lays catalogues over a base, later ones winning, message by message: a whole catalogue
 * (`de`) and then a few overrides of your own. A plural message is replaced whole.
 */
export function mergeMessages(base: Messages, ...layers: (PartialMessages | undefined)[]): Messages;
export function mergeMessages(
  base: PartialMessages,
  ...layers: (PartialMessages | undefined)[]
): PartialMessages;
export function mergeMessages(
  base: PartialMessages,
  ...layers: (PartialMessages | undefined)[]
): PartialMessages {
  const out: Record<string, Record<string, unknown>> = { ...base };
  for (const layer of layers) {
    if (!layer) continue;
    for (const [namespace, table] of Object.entries(layer)) {
      if (!table) continue;
      out[namespace] = { ...out[namespace], ...table };
    }
  }
  return out as PartialMessages;
}
