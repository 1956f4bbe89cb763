/** Characters that stand for an apostrophe or a quote in typical customer text. */
const APOSTROPHES = /[\u2018\u2019\u201b\u02bc\u0060\u00b4]/g;
const QUOTES = /[\u201c\u201d\u201e\u201f\u00ab\u00bb]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
// C0/C1 controls except tab, newline and carriage return; zero-width characters; the BOM.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g;
const WHITESPACE = /\s+/gu;

/**
 * Canonical form used everywhere downstream: Unicode NFC, typographic apostrophes, quotes and
 * dashes folded to ASCII, invisible characters removed, lower case, runs of whitespace collapsed
 * to one space, trimmed.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .replace(QUOTES, '"')
    .replace(DASHES, '-')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(WHITESPACE, ' ')
    .trim();
}

/**
 * A key under which texts that differ only in case, punctuation, spacing or accents-as-composed
 * are equal: used to find exact duplicates.
 */
export function duplicateKey(text: string): string {
  return normaliseText(text)
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when the text has no letter or digit at all. */
export function isBlank(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}

/** Truncates very long texts at a word boundary so later stages stay bounded in memory. */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.lastIndexOf(' ', maxChars);
  return text.slice(0, cut > maxChars / 2 ? cut : maxChars);
}
