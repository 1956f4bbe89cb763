import type { InsightView, WriteupView } from '@app/infrastructure/read-models';

/** How an insight a document rests on has changed since the document was generated. */
export type EvidenceChange = 'deleted' | 'dismissed' | 'stale' | 'new_evidence' | 'snippets_removed' | 'revised';

export interface WriteupStaleness {
  stale: boolean;
  changes: Array<{ recommendation_id: string; title: string; change: EvidenceChange }>;
  /** A newer analysis of the project than the one the document was generated from. */
  newer_analysis: number | null;
}

function changeOf(basis: WriteupView['basis'][number], now: InsightView | undefined): EvidenceChange | null {
  if (!now) return 'deleted';
  if (now.dismissal) return 'dismissed';
  if (now.status === 'stale') return 'stale';
  if (now.snippet_count > basis.snippet_count) return 'new_evidence';
  if (now.snippet_count < basis.snippet_count) return 'snippets_removed';
  if (now.version !== basis.version || now.title !== basis.title) return 'revised';
  return null;
}

/**
 * Whether a document still says what its evidence says: each insight it rests on, compared with
 * that insight now (a deleted insight's view is gone; a save, a follow or a comment changes
 * nothing the document claims), and whether the project was analysed again since.
 */
export function writeupStaleness(writeup: WriteupView, insightsNow: readonly InsightView[]): WriteupStaleness {
  const byId = new Map(insightsNow.map((insight) => [insight.insight_id, insight]));
  const changes = writeup.basis.flatMap((basis) => {
    const change = changeOf(basis, byId.get(basis.recommendation_id));
    return change ? [{ recommendation_id: basis.recommendation_id, title: basis.title, change }] : [];
  });
  const latest = insightsNow.reduce<number | null>((max, insight) => Math.max(max ?? 0, insight.version), null);
  const newer = latest !== null && writeup.analysis_version !== null && latest > writeup.analysis_version ? latest : null;
  return { stale: writeup.version > 0 && (changes.length > 0 || newer !== null), changes, newer_analysis: newer };
}
