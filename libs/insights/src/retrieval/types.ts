import type { PretrainedWordVectors } from '../representation/pretrained-vectors';

/** A quote an insight rests on, as the assistant may cite it. */
export interface RetrievalSnippet {
  id: string;
  text: string;
}

/** An insight as the assistant searches it: what it says (title, summary) and the quotes behind it. */
export interface RetrievalInsight {
  id: string;
  title: string;
  summary?: string;
  snippets: readonly RetrievalSnippet[];
  /** How many snippets mention it in all, when only some are indexed (an insight keeps a few quotes); else its snippets'. */
  mentions?: number;
}

export interface RetrievalInput {
  insights: readonly RetrievalInsight[];
  /** The engine's general word vectors; without them the search is by keywords alone. */
  wordVectors?: PretrainedWordVectors | null;
}

export interface SearchRequest {
  query: string;
  /** The previous turn's question, when this one follows it up ("and last month?"). */
  context?: string;
  /** Most insights to return (default 5). */
  limit?: number;
}

/** A quote that made its insight match, as the answer cites it. */
export interface Citation {
  snippetId: string;
  text: string;
  /** The quote's own fused score: higher matched the question better. */
  score: number;
}

export interface InsightMatch {
  insightId: string;
  /** Relative: comparable between the insights of one answer, not between answers. */
  score: number;
  /** The insight's best-matching quotes, best first (a few at most; none when only its title or summary matched). */
  citations: Citation[];
}
