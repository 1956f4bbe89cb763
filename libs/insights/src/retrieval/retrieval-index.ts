import { isBlank } from '../text/normalise';
import { keywordIndex, type KeywordIndex } from './keyword-index';
import { DEFAULT_INDEX_SETTINGS, type IndexSettings } from './settings';
import { wordsOf } from './terms';
import type { RetrievalInput, RetrievalInsight } from './types';
import { vectorIndex, type VectorIndex } from './vector-index';

/**
 * Insights made searchable. Each quote is an entry, and so is each insight's title with its
 * summary (its header); both rankings number the entries alike.
 */
export interface RetrievalIndex {
  readonly insights: readonly RetrievalInsight[];
  /** Per entry: the position of its insight in `insights`. */
  readonly entryInsight: Int32Array;
  /** Per entry: the position of its quote in the insight's snippets, or -1 for the header. */
  readonly entrySnippet: Int32Array;
  readonly keywords: KeywordIndex;
  /** Null without word vectors: the search is then by keywords alone. */
  readonly vectors: VectorIndex | null;
  insight(id: string): RetrievalInsight | undefined;
}

export function buildRetrievalIndex(input: RetrievalInput, settings: IndexSettings = DEFAULT_INDEX_SETTINGS): RetrievalIndex {
  const byId = new Map<string, RetrievalInsight>();
  const texts: string[] = [];
  const insightOf: number[] = [];
  const snippetOf: number[] = [];
  input.insights.forEach((insight, position) => {
    if (byId.has(insight.id)) throw new Error(`retrieval index: insight id "${insight.id}" appears twice`);
    byId.set(insight.id, insight);
    const add = (text: string, snippet: number) => {
      if (isBlank(text)) return;
      texts.push(text);
      insightOf.push(position);
      snippetOf.push(snippet);
    };
    add([insight.title, insight.summary ?? ''].join('. '), -1);
    insight.snippets.forEach((snippet, index) => add(snippet.text, index));
  });
  const wordVectors = input.wordVectors ?? null;
  return {
    insights: input.insights,
    entryInsight: Int32Array.from(insightOf),
    entrySnippet: Int32Array.from(snippetOf),
    keywords: keywordIndex(texts, settings.bm25),
    vectors: wordVectors ? vectorIndex(texts.map(wordsOf), wordVectors, settings.sif) : null,
    insight: (id) => byId.get(id),
  };
}
