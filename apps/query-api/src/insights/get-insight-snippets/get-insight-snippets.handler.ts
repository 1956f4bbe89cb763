import type { Infrastructure } from '@app/infrastructure';
import type { InsightMember } from '@app/infrastructure/files';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { DocumentView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SnippetArtefacts } from '../../documents/get-document-snippets/snippet-artefacts';
import { type SnippetContext, snippetContext, snippetIn } from '../../documents/get-document-snippets/snippet-context';
import { Insights } from '../insights';
import { GetInsightSnippetsQuery } from './get-insight-snippets.query';
import { InsightMembers } from './insight-members';

type DocumentDocument = DocumentView & ReadDocument;

export interface InsightSnippet extends SnippetContext {
  /** The project's recommendations this snippet belongs to: this one, and any other current one. */
  recommendations: string[];
}

export interface InsightSnippetsPage {
  snippets: InsightSnippet[];
  has_next: boolean;
  /** Member snippets whose documents still exist. */
  total: number;
}

/**
 * A page of a recommendation's member snippets, in the order the analysis listed them
 * (representative quotes first), each read from its document's snippets; a deleted document's
 * snippets are left out of the pages and of the total.
 */
@QueryHandler(GetInsightSnippetsQuery)
export class GetInsightSnippetsHandler implements IQueryHandler<GetInsightSnippetsQuery, InsightSnippetsPage> {
  constructor(
    private readonly insights: Insights,
    private readonly members: InsightMembers,
    private readonly artefacts: SnippetArtefacts,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({
    userId,
    insightId,
    page: { page, pageSize },
    newOnly,
    snippetId,
  }: GetInsightSnippetsQuery): Promise<InsightSnippetsPage> {
    const insight = await this.insights.visibleInsight(userId, insightId);
    const members = await this.members.members(insight.members_artefact);
    const documents = await this.infrastructure.readStore.getMany<DocumentDocument>('documents', [
      ...new Set(members.map((member) => member.documentId)),
    ]);
    const readable = (member: InsightMember) => {
      const doc = documents.get(member.documentId);
      return doc !== undefined && doc.organisation_id === insight.organisation_id && doc.snippets_artefact !== null;
    };
    const fresh = new Set(insight.new_evidence_snippet_ids ?? []);
    const wanted = (member: InsightMember) =>
      (!newOnly || fresh.has(member.snippetId)) && (snippetId === null || member.snippetId === snippetId);
    const present = members.filter((member) => readable(member) && wanted(member));
    const start = (page - 1) * pageSize;
    const onPage = present.slice(start, start + pageSize);

    const siblings = await this.insights.siblings(insight.organisation_id, insight.product_id);
    // The same set (so the same cached index) whichever of the project's current insights is read.
    const related = siblings
      .filter((sibling) => sibling.status === 'current' || sibling.insight_id === insight.insight_id)
      .sort((a, b) => a.insight_id.localeCompare(b.insight_id));
    const [bySnippet, artefacts] = await Promise.all([
      this.members.insightsBySnippet(related),
      // Each document's artefact once for the page, however many of its snippets the page shows.
      Promise.all(
        [...new Set(onPage.map((member) => member.documentId))].map(
          async (documentId) => [documentId, await this.artefacts.snippets(documents.get(documentId)!.snippets_artefact!)] as const,
        ),
      ).then((entries) => new Map(entries)),
    ]);

    const snippets = onPage.flatMap((member): InsightSnippet[] => {
      const doc = documents.get(member.documentId)!;
      const snippet = snippetIn(artefacts.get(member.documentId)!, member.snippetId);
      if (!snippet) return [];
      return [
        {
          ...snippetContext(doc, snippet),
          // This recommendation first, then the others the snippet belongs to.
          recommendations: [insight.insight_id, ...(bySnippet.get(member.snippetId) ?? []).filter((id) => id !== insight.insight_id)],
        },
      ];
    });
    return { snippets, has_next: start + pageSize < present.length, total: present.length };
  }
}
