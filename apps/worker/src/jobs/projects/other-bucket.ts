import { ANALYSIS_OTHER_SNIPPETS_KEPT, type AnalysisOther } from '@app/domain';
import type { Snippet } from '@app/insights';
import { documentIdOf } from './theme-content';

/** The engine's Other bucket (`AnalysisResult['other']`): snippets that fit no theme well enough to rank, in input order. */
export interface EngineOther {
  snippetIds: string[];
  minThemeSnippets: number;
}

/**
 * What the project's AnalysisRecorded keeps of the engine's Other bucket: the whole count and the
 * first snippets, each as an insight's quote is kept (id, document, text), so the project's page
 * shows them with their source without reading any artefact. Null when the engine gave no bucket.
 */
export function otherBucketOf(result: { other?: EngineOther }, snippetById: ReadonlyMap<string, Snippet>): AnalysisOther | null {
  const { other } = result;
  if (!other) return null;
  return {
    count: other.snippetIds.length,
    minThemeSnippets: other.minThemeSnippets,
    snippets: other.snippetIds
      .slice(0, ANALYSIS_OTHER_SNIPPETS_KEPT)
      .map((snippetId) => ({ snippetId, documentId: documentIdOf(snippetId), text: snippetById.get(snippetId)?.text ?? '' })),
  };
}
