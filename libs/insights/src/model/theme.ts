/**
 * A theme as scoring sees it: which snippets it groups, plus the two measures computed upstream
 * (sentiment by the sentiment step, relevance by whatever semantic measure the pipeline uses).
 */
export interface ThemeForScoring {
  id: string;
  /** Ids of the member snippets; ids unknown to the scoring corpus are ignored, duplicates count once. */
  memberSnippetIds: readonly string[];
  /** Mean sentiment of the members, -1 (very negative) .. 1 (very positive). */
  sentimentMean: number;
  /**
   * Semantic relevance to the project's goal and keywords, 0..1. When absent, scoring falls back
   * to keyword overlap between the members' text and the project context.
   */
  relevance?: number;
}
