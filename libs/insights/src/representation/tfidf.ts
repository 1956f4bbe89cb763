import { simpleWords } from '../text/words';
import { normaliseRows, type SparseMatrix, SparseRowsBuilder } from './sparse';

export interface TfidfOptions {
  /** Drop terms found in fewer documents (default 1: keep all). */
  minDf?: number;
  /** Drop terms found in more than this share of documents (default 1: keep all). */
  maxDfShare?: number;
  /** Use 1 + ln(tf) instead of raw counts (default true). */
  sublinearTf?: boolean;
}

export interface TfidfModel {
  readonly matrix: SparseMatrix;
  readonly vocabulary: ReadonlyMap<string, number>;
  readonly terms: readonly string[];
  /** idf per column: ln((1 + n) / (1 + df)) + 1, as sklearn's smooth idf. */
  readonly idf: Float64Array;
  readonly df: Int32Array;
}

/**
 * Documents whose terms are made when asked for (each is asked for twice, in order), so that the
 * term lists of a large corpus (some 250 character n-grams per text) never exist all at once.
 */
export interface LazyDocuments {
  readonly length: number;
  termsOf(index: number): readonly string[];
}

const lazily = (documents: ReadonlyArray<readonly string[]> | LazyDocuments): LazyDocuments =>
  Array.isArray(documents) ? { length: documents.length, termsOf: (index) => documents[index] } : (documents as LazyDocuments);

/** TF-IDF over any term lists (one list per document), rows L2-normalised. */
export function tfidf(input: ReadonlyArray<readonly string[]> | LazyDocuments, options: TfidfOptions = {}): TfidfModel {
  const minDf = options.minDf ?? 1;
  const maxDfShare = options.maxDfShare ?? 1;
  const sublinear = options.sublinearTf ?? true;
  const documents = lazily(input);
  const n = documents.length;
  const dfAll = new Map<string, number>();
  for (let d = 0; d < n; d++) {
    for (const term of new Set(documents.termsOf(d))) dfAll.set(term, (dfAll.get(term) ?? 0) + 1);
  }
  // Terms in first-seen order so that columns are deterministic for a given input.
  const terms: string[] = [];
  const vocabulary = new Map<string, number>();
  const maxDf = maxDfShare * n;
  for (const [term, count] of dfAll) {
    if (count < minDf || count > maxDf) continue;
    vocabulary.set(term, terms.length);
    terms.push(term);
  }
  const df = new Int32Array(terms.length);
  const idf = new Float64Array(terms.length);
  for (let t = 0; t < terms.length; t++) {
    df[t] = dfAll.get(terms[t]) ?? 0;
    idf[t] = Math.log((1 + n) / (1 + df[t])) + 1;
  }
  dfAll.clear();
  const rows = new SparseRowsBuilder(terms.length);
  for (let d = 0; d < n; d++) {
    const counts = new Map<number, number>();
    for (const term of documents.termsOf(d)) {
      const id = vocabulary.get(term);
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, c] of counts) counts.set(id, (sublinear ? 1 + Math.log(c) : c) * idf[id]);
    rows.addRow(counts);
  }
  const matrix = normaliseRows(rows.build());
  return { matrix, vocabulary, terms, idf, df };
}

/**
 * Character n-grams within word boundaries, as sklearn's `char_wb` analyser: each word is padded
 * with one space on either side and n-grams never cross into the next word. Words shorter than
 * the n-gram size give the padded word itself once.
 */
export function charNgrams(normalisedText: string, minN = 2, maxN = 5): string[] {
  const out: string[] = [];
  for (const word of simpleWords(normalisedText)) {
    const padded = ` ${word} `;
    for (let n = minN; n <= maxN; n++) {
      out.push(padded.slice(0, n));
      let offset = 0;
      while (offset + n < padded.length) {
        offset += 1;
        out.push(padded.slice(offset, offset + n));
      }
      if (offset === 0) break; // a short word counts once, as in sklearn
    }
  }
  return out;
}

/** Word n-grams (1..maxN) joined with a space. */
export function wordNgrams(words: readonly string[], maxN = 1): string[] {
  const out: string[] = [...words];
  for (let n = 2; n <= maxN; n++) {
    for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  }
  return out;
}
