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
import { InsightEvidence } from './insight-evidence';

/** Organisations whose index is kept: the others are built again on their next question. */
const INDEXES_KEPT = 32;

/** An organisation's index, and the document each of its snippets comes from (for the citations). */
export interface OrganisationIndex {
  index: RetrievalIndex;
  documentOf: ReadonlyMap<string, string>;
}

/**
 * The assistant's index of each organisation's insights (their titles, summaries and every snippet
 * behind them), built on its first question and kept while the insights stay as they are: every
 * question reads the insights anyway, and their ids and read-model positions tell whether anything
 * changed since (a new analysis or a removed snippet moves the insight's position). Questions that
 * come while it is built share the one build.
 */
@Injectable()
export class OrganisationIndexes {
  /** Undefined until the first question: a process whose members never ask loads none (40 MB). */
  private wordVectors: PretrainedWordVectors | null | undefined;
  private readonly kept = new Map<string, { fingerprint: string; built: Promise<OrganisationIndex> }>();

  constructor(private readonly evidence: InsightEvidence) {}

  indexOf(organisationId: string, insights: readonly InsightDocument[]): Promise<OrganisationIndex> {
    const fingerprint = fingerprintOf(insights);
    const kept = this.kept.get(organisationId);
    // Most recently used last, so the least used is the first to go.
    this.kept.delete(organisationId);
    if (kept?.fingerprint === fingerprint) {
      this.kept.set(organisationId, kept);
      return kept.built;
    }
    const built = this.build(organisationId, insights);
    const entry = { fingerprint, built };
    built.catch(() => {
      if (this.kept.get(organisationId) === entry) this.kept.delete(organisationId);
    });
    this.kept.set(organisationId, entry);
    if (this.kept.size > INDEXES_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return built;
  }

  private async build(organisationId: string, insights: readonly InsightDocument[]): Promise<OrganisationIndex> {
    const snippets = await this.evidence.snippetsOf(organisationId, insights);
    const documentOf = new Map<string, string>();
    const index = buildRetrievalIndex({
      insights: insights.map((insight) => {
        const members = snippets.get(insight.insight_id) ?? [];
        for (const member of members) documentOf.set(member.id, member.documentId);
        return {
          id: insight.insight_id,
          title: insight.title,
          summary: insight.summary,
          snippets: members.map((member) => ({ id: member.id, text: member.text })),
          mentions: insight.snippet_count,
        };
      }),
      wordVectors: this.loadedWordVectors(),
    });
    return { index, documentOf };
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
