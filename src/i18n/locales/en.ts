/**
 * English, the whole catalogue: Tessera's source language and the fallback for every other. Its
 * shape is the `Messages` type: one namespace per component or facility. The words are in
 * `../english.ts`, one export per namespace, so that a component's bundle holds only its own.
 *
 * To add a language, write a `Messages` object of your own (start from a copy of English's
 * values) and pass it to `LocaleProvider messages={…}`; to change a few words, pass only those.
 */
import * as english from '../english';

export const en = { ...english };

/** The shape of every catalogue: English is its source of truth. */
export type Messages = typeof en;

export default en;
