import type { SifOptions } from '../representation/pretrained-vectors';
import type { Bm25Settings } from './keyword-index';

/** What an index is built with. */
export interface IndexSettings {
  bm25: Bm25Settings;
  /** Below `componentsFrom` entries only the first common direction is removed (see DEFAULT_INDEX_SETTINGS). */
  sif: SifOptions & { componentsFrom: number };
}

/** How a question is answered from an index. */
export interface SearchSettings {
  /** Entries taken from each ranking (keywords, vectors) before fusion. */
  candidates: number;
  /** Reciprocal rank fusion's k: smaller lets the first few places of each ranking count for more. */
  fusionK: number;
  keywordWeight: number;
  vectorWeight: number;
  /** Cosine a quote's vector must exceed to be ranked at all: below it, a quote shares only the way sentences are written. */
  minSimilarity: number;
  /** An insight scores its best `quotesPerInsight` quotes' fused scores... */
  quotesPerInsight: number;
  /** ...each worth `quoteDecay` times the one before it. */
  quoteDecay: number;
  /** Weight of a match on an insight's own title and summary, relative to its best quote's. */
  headerWeight: number;
  /** Weight of a follow-up's previous question relative to the question itself. */
  contextWeight: number;
  /** Quotes cited per insight, at most. */
  citations: number;
}

// Where each setting comes from. Chosen on CLINC150 train alone (`npm run eval:assistant -- --on
// train`: two folds, 6,000 questions; top-1 below), never on val, which the benchmark reports.
// Changed from the usual values, one after the other: fusionK 60 -> 10, 81.0 -> 82.3 %; sif.a
// 1e-3 (the clustering's) -> 1e-2, 82.3 -> 83.9 % (3e-2 and 1e-1 the same): the frequent words
// the clustering quiets, "how", "what", "my", tell one request from another here.
// Each tried again from the final settings (83.9 %): fusionK 60 82.2, 30 82.9, 5 84.4 (kept 10:
// within noise, and a smaller k leans on each ranking's first place alone); quotesPerInsight 1
// 80.3, 3 83.7, 10 84.2; quoteDecay 0.5 84.1, 0.9 83.6; keywordWeight or vectorWeight 1.5: 82.9;
// sif.components 0 83.3, 1 84.1, 3 84.1, 5 84.4 (kept the clustering's 2: within noise);
// candidates 50 or 200, BM25+ k 1.5, b 0.4 or 0.9: within 0.2 (MiniSearch's defaults kept); stop
// words kept in the keyword ranking 83.7. Each ranking alone: keywords 77.1 %, vectors 77.0 %.
// minSimilarity 0.3, the highest floor well short of costing anything there (top-1 / top-5: 0.4
// -0.03 / -0.01 points, 0.5 -0.5 / -0.3, 0.6 -0.7 / -1.2): it keeps quotes that share only the
// way sentences are written from making an insight "match".
// contextWeight 0.5, on 1,500 train questions each asked twice with another as context: a
// paraphrase of the same request raises top-1 from 83.5 to 90.7 %, a question on another subject
// lowers it to 77.3 % (0.25: 88.5 and 82.6; 0.75: 92.0 and 64.2; 1: 92.1 and 44.8).
// Not measurable there, set by judgement: headerWeight (the benchmark's titles are neutral
// numbers: 0 changes nothing), citations, and sif.componentsFrom, the clustering's rule for the
// same reason: in a few texts on a few subjects, the second direction they share is their subject.
export const DEFAULT_INDEX_SETTINGS: IndexSettings = {
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  sif: { a: 1e-2, components: 2, componentsFrom: 200 },
};

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  candidates: 100,
  fusionK: 10,
  keywordWeight: 1,
  vectorWeight: 1,
  minSimilarity: 0.3,
  quotesPerInsight: 5,
  quoteDecay: 0.7,
  headerWeight: 1,
  contextWeight: 0.5,
  citations: 3,
};
