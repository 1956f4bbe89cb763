/**
 * Text as it should reach the engine: Unicode NFC, no control characters, one space between
 * words, and words hyphenated across a line break joined again ("cus-\ntomer" -> "customer").
 */

// Soft hyphens, zero-width characters and the byte-order mark carry no text.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
// C0/C1 controls other than tab and line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// A lower-case word part, a hyphen at the end of a line, and a lower-case continuation.
const HYPHENATED_BREAK = /(\p{Ll})[-\u2010]\s*\n\s*(\p{Ll})/gu;
// Runs of whitespace, or one whitespace character other than a plain space (\s covers the
// Unicode spaces); a single plain space is left alone, which keeps this fast on ordinary text.
const SPACES = /\s{2,}|[^\S ]/g;
// Printable ASCII and ordinary line breaks: nothing to compose or remove (the common case).
const PLAIN = /^[\x20-\x7e\t\n\r]*$/;

export function normaliseText(text: string): string {
  const visible = PLAIN.test(text) ? text : text.normalize('NFC').replace(INVISIBLE, '').replace(CONTROL, ' ');
  return visible.replace(HYPHENATED_BREAK, '$1$2').replace(SPACES, ' ').trim();
}

export function countWords(text: string): number {
  const matches = text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu);
  return matches === null ? 0 : matches.length;
}

// A sentence ends at . ! ? (or their CJK forms) followed by a space and not inside "e.g." style abbreviations.
const SENTENCE_END = /(?<=[.!?。！？])\s+(?=[\p{Lu}\p{N}"“'‘([]|\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana})/u;

/**
 * Splits text longer than maxChars into pieces of at most maxChars, at sentence ends where it
 * can, otherwise at spaces, and as a last resort (a 10 MB line without spaces) at maxChars.
 */
export function splitLongText(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const pieces: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim() !== '') pieces.push(current.trim());
    current = '';
  };
  for (const sentence of text.split(SENTENCE_END)) {
    if (current.length + 1 + sentence.length <= maxChars) {
      current = current === '' ? sentence : `${current} ${sentence}`;
      continue;
    }
    flush();
    if (sentence.length <= maxChars) {
      current = sentence;
      continue;
    }
    for (const piece of splitAtSpaces(sentence, maxChars)) pieces.push(piece);
  }
  flush();
  return pieces;
}

function splitAtSpaces(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + maxChars, text.length);
    if (end < text.length) {
      // Look back for a space within this window only: a text without spaces must stay linear.
      let space = end;
      while (space > start && text[space] !== ' ') space--;
      if (space > start) end = space;
    }
    const piece = text.slice(start, end).trim();
    if (piece !== '') pieces.push(piece);
    start = end;
    while (text[start] === ' ') start++;
  }
  return pieces;
}
