/**
 * Plain word tokens (letters, digits and inner apostrophes) of an already normalised text. A
 * module of its own: whoever needs only this (the assistant's search, in the query side) does not
 * load wink-nlp and its model, as importing tokenise.ts does.
 */
export function simpleWords(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? [];
}
