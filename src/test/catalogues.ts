import type { Message } from '../i18n/format';

type Table = Record<string, Record<string, Message>>;

function entries(messages: object): Map<string, Message> {
  return new Map(
    Object.entries(messages as Table).flatMap(([namespace, table]) =>
      Object.entries(table).map(([key, message]) => [`${namespace}.${key}`, message] as const),
    ),
  );
}

// `labelLower` is `label` in lower case, for languages that lower-case a noun mid-sentence:
// either one fills the same slot.
function placeholderSet(message: Message, plural: boolean): string {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set(
    texts.flatMap((text) =>
      [...(text ?? '').matchAll(/\{(\w+)\}/g)].map(([, n]) => (n === 'labelLower' ? 'label' : n!)),
    ),
  );
  // A plural form may say its number in words ("one task"): the form says the count.
  if (plural) names.delete('count');
  return [...names].sort().join(', ');
}

/**
 * Every way a catalogue (the library's or an app's) can disagree with its English one, as readable
 * lines: a message missing or extra, a plural where English has none (or the reverse), a plural
 * form the language needs and lacks, other placeholders, an empty text.
 */
export function catalogueProblems(english: object, language: string, messages: object): string[] {
  const problems: string[] = [];
  const source = entries(english);
  const target = entries(messages);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const key of source.keys()) if (!target.has(key)) problems.push(`${key}: missing`);
  for (const [key, message] of target) {
    const original = source.get(key);
    if (original === undefined) {
      problems.push(`${key}: not in English`);
      continue;
    }
    const plural = typeof original !== 'string';
    if (plural !== (typeof message !== 'string')) {
      problems.push(`${key}: ${plural ? 'should be' : 'should not be'} a plural message`);
      continue;
    }
    if (typeof message !== 'string') {
      for (const category of categories) {
        if (!(category in message)) problems.push(`${key}: no "${category}" form`);
      }
    }
    const want = placeholderSet(original, plural);
    const got = placeholderSet(message, plural);
    if (want !== got) problems.push(`${key}: placeholders {${got}} instead of {${want}}`);
    const texts = typeof message === 'string' ? [message] : Object.values(message);
    if (texts.some((text) => !text?.trim())) problems.push(`${key}: empty`);
  }
  return problems;
}
