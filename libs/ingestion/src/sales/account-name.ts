/** Legal forms a company's name may end with in one export and not in another. */
const LEGAL_SUFFIXES: ReadonlySet<string> = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'gmbh',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'sa',
  'ag',
  'bv',
  'nv',
  'pty',
  'srl',
  'sas',
  'oy',
  'ab',
  'as',
]);

/**
 * An account's name as a key that the ways people write it share: "Acme, Inc.", "ACME
 * Incorporated" and "Acme" are all "acme"; "Café Ltd" is "cafe". Accents, case, punctuation and
 * trailing legal forms (repeatedly: "Pty Ltd", "& Co.") are dropped. A name that is only a legal
 * form keeps it ("Company" is "company").
 */
export function normaliseAccountName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Dots and apostrophes join ("S.A." is "sa", "O'Neil" is "oneil"); other punctuation separates.
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1])) {
    words.pop();
    // "Smith & Co" is "smith", as "Smith Co" is.
    if (words.length > 1 && words[words.length - 1] === 'and') words.pop();
  }
  return words.join(' ');
}
