/**
 * The pseudo-locale: English made obviously foreign but still readable ("[Šàvé ţĥîš ~~]"),
 * accented and a third longer, so a test or a person spots at once any word that did not come from
 * the catalogue, and any layout that clips a longer translation. Placeholders stay as they are.
 */
import type { Message } from './format';
import type { Messages } from './locales/en';

const ACCENTED: Record<string, string> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** The markers around every pseudo-localised message. */
export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';

/** One sentence in the pseudo-locale: accented, a third longer, in brackets; `{name}` kept. */
export function pseudoText(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part) ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c),
    )
    .join('');
  const letters = text.replace(/\{\w+\}/g, '').length;
  const padding = '~'.repeat(Math.max(1, Math.round(letters / 3)));
  return `${PSEUDO_OPEN}${accented} ${padding}${PSEUDO_CLOSE}`;
}

function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message);
  return Object.fromEntries(
    Object.entries(message).map(([category, text]) => [category, pseudoText(text!)]),
  ) as Message;
}

/** A whole catalogue in the pseudo-locale (Storybook's "pseudo" locale, the pseudo-locale test). */
export function pseudoLocalise(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([namespace, table]) => [
      namespace,
      Object.fromEntries(
        Object.entries(table as Record<string, Message>).map(([key, message]) => [
          key,
          pseudoMessage(message),
        ]),
      ),
    ]),
  ) as unknown as Messages;
}
