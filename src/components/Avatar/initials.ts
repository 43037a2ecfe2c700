/**
 * Up to two initials from a name: the first grapheme of the first and of the last word, so emoji,
 * combining marks and non-Latin scripts stay whole ("Ada Lovelace" → "AL", "🦊 Fox" → "🦊F",
 * "محمد علي" → "مع"). Latin letters are upper-cased in the given locale. Empty for a blank name.
 */
export function getInitials(name: string | undefined | null, locale?: string): string {
  const words = String(name ?? '')
    .trim()
    .split(/[\s\u200f\u200e]+/u)
    .filter((w) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(w));
  if (words.length === 0) return '';
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase(locale);
}

function firstGrapheme(word: string): string {
  // Skip leading punctuation ("(Ada)", "'Bob'") to the first letter, digit or emoji.
  const start = word.search(/[\p{L}\p{N}\p{Extended_Pictographic}]/u);
  const rest = start > 0 ? word.slice(start) : word;
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    // One segmenter for every avatar: constructing one costs more than segmenting a word.
    graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const { segment: s } of graphemes.segment(rest)) return s;
  }
  return Array.from(rest)[0] ?? '';
}

let graphemes: Intl.Segmenter | undefined;
