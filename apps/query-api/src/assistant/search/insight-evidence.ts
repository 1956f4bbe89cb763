import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { DocumentView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject, Injectable } from '@nestjs/common';
import { SnippetArtefacts } from '../../documents/get-document-snippets/snippet-artefacts';
import { snippetIn } from '../../documents/get-document-snippets/snippet-context';
import { InsightMembers } from '../../insights/get-insight-snippets/insight-members';
import type { InsightDocument } from '../../insights/insights';

export interface EvidenceSnippet {
  id: string;
  text: string;
  documentId: string;
}

/**
 * Every snippet behind each insight, with its text, for the assistant to search: an insight keeps
 * only a few representative quotes, and a question may match any of its members. Read from the
 * member lists and the documents' snippet artefacts (both content-addressed and cached); a member
 * of a document that is gone or of another organisation is left out, as the insight page does.
 */
@Injectable()
export class InsightEvidence {
  constructor(
    private readonly members: InsightMembers,
    private readonly artefacts: SnippetArtefacts,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async snippetsOf(organisationId: string, insights: readonly InsightDocument[]): Promise<Map<string, EvidenceSnippet[]>> {
    const memberLists = await Promise.all(insights.map((insight) => this.members.members(insight.members_artefact)));
    const documentIds = [...new Set(memberLists.flat().map((member) => member.documentId))];
    const documents = await this.infrastructure.readStore.getMany<DocumentView & ReadDocument>('documents', documentIds);
    const stored = new Map(
      await Promise.all(
        documentIds.flatMap((documentId) => {
          const doc = documents.get(documentId);
          if (!doc || doc.organisation_id !== organisationId || doc.snippets_artefact === null) return [];
          return [this.artefacts.snippets(doc.snippets_artefact).then((snippets) => [documentId, snippets] as const)];
        }),
      ),
    );
    return new Map(
      insights.map((insight, index) => [
        insight.insight_id,
        memberLists[index].flatMap((member) => {
          const snippets = stored.get(member.documentId);
          const snippet = snippets && snippetIn(snippets, member.snippetId);
          return snippet ? [{ id: snippet.snippetId, text: snippet.text, documentId: member.documentId }] : [];
        }),
      ]),
    );
  }
}
