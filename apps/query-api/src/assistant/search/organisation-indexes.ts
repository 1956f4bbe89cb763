import { createHash } from 'node:crypto';
import {
  buildRetrievalIndex,
  type PretrainedWordVectors,
  readWordVectors,
  type RetrievalIndex,
  wordVectorsDir,
} from '@app/insights/search';
import { Injectable } from '@nestjs/common';
import type { InsightDocument } from '../../insights/insights';

/** Organisations whose index is kept: the others are built again on their next question. */
const INDEXES_KEPT = 32;

/**
 * The assistant's index of each organisation's insights (their titles, summaries and quotes), built
 * on its first question and kept while the insights stay as they are: every question reads the
 * insights anyway, and their ids and read-model positions tell whether anything changed since.
 */
@Injectable()
export class OrganisationIndexes {
  /** Undefined until the first question: a process whose members never ask loads none (40 MB). */
  private wordVectors: PretrainedWordVectors | null | undefined;
  private readonly kept = new Map<string, { fingerprint: string; index: RetrievalIndex }>();

  indexOf(organisationId: string, insights: readonly InsightDocument[]): RetrievalIndex {
    const fingerprint = fingerprintOf(insights);
    const kept = this.kept.get(organisationId);
    if (kept?.fingerprint === fingerprint) {
      // Most recently used last, so the least used is the first to go.
      this.kept.delete(organisationId);
      this.kept.set(organisationId, kept);
      return kept.index;
    }
    const index = buildRetrievalIndex({
      insights: insights.map((insight) => ({
        id: insight.insight_id,
        title: insight.title,
        summary: insight.summary,
        snippets: insight.quotes.map((quote) => ({ id: quote.snippet_id, text: quote.text })),
        mentions: insight.snippet_count,
      })),
      wordVectors: this.loadedWordVectors(),
    });
    this.kept.delete(organisationId);
    this.kept.set(organisationId, { fingerprint, index });
    if (this.kept.size > INDEXES_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return index;
  }

  private loadedWordVectors(): PretrainedWordVectors | null {
    if (this.wordVectors === undefined) this.wordVectors = readWordVectors(wordVectorsDir(process.env));
    return this.wordVectors;
  }
}

/** Which insights, each at which read-model position: any change to one moves its position. */
function fingerprintOf(insights: readonly InsightDocument[]): string {
  const hash = createHash('sha256');
  for (const insight of [...insights].sort((a, b) => a.insight_id.localeCompare(b.insight_id)))
    hash.update(`${insight.insight_id}:${insight._position}\n`);
  return hash.digest('hex');
}
