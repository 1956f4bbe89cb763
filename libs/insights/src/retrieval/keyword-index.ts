import MiniSearch from 'minisearch';
import { byScoreThenEntry, type Ranked } from './ranking';
import { keywordTerm, wordsOf } from './terms';

/** BM25+ (MiniSearch's scoring): term-frequency saturation k, length normalisation b, lower bound d. */
export interface Bm25Settings {
  k: number;
  b: number;
  d: number;
}

/** Keyword ranking of a fixed list of texts, each known by its position (its entry). */
export interface KeywordIndex {
  /** Entries matching any of the text's terms, best first, at most `limit`. */
  rank(text: string, limit: number): Ranked[];
}

export function keywordIndex(texts: readonly string[], bm25: Bm25Settings): KeywordIndex {
  const miniSearch = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    tokenize: wordsOf,
    processTerm: keywordTerm,
    searchOptions: { combineWith: 'OR', bm25 },
  });
  miniSearch.addAll(texts.map((text, id) => ({ id, text })));
  return {
    rank(text, limit) {
      const ranked = miniSearch.search(text).map((result) => ({ entry: result.id as number, score: result.score }));
      return ranked.sort(byScoreThenEntry).slice(0, limit);
    },
  };
}
