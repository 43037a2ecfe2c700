/**
 * Up to two initials from a name: the first grapheme of the first and of the last word, so emoji,
 * combining marks and non-Latin scripts stay whole ("Ada Lovelace" → "AL", "🦊 Fox" → "🦊F",
 * "محمد علي" → "مع"). Latin letters are upper-cased in the given locale. Empty for a blank name.
 */
export function getInitials(name: string | undefined | null, locale?: string): string {
  const text = String(name ?? '');
  // Printable ASCII (most names in most lists): one character is one grapheme, letters and digits
  // are [A-Za-z0-9], so the same answer comes without Unicode regexes or a segmenter.
  if (ASCII.test(text)) {
    let first = '';
    let last = '';
    for (const word of text.split(' ')) {
      const start = word.search(ALNUM);
      if (start < 0) continue;
      if (!first) first = word[start]!;
      else last = word[start]!;
    }
    return (first + last).toLocaleUpperCase(locale);
  }
  const words = text
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
const ASCII = /^[\x20-\x7e]*$/;
const ALNUM = /[A-Za-z0-9]/;
