import {
  dayOf,
  type DocumentEvent,
  documentEventTypes,
  type InsightState,
  isEventOf,
  type RemainingEvidence,
  type RemovedEvidence,
  streams,
} from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import {
  decodeInsightMembersAsync,
  decodeSnippetArtefactInTurns,
  encodeInsightMembers,
  FileNotFoundError,
} from '@app/infrastructure/files';

export interface SnippetEvidence {
  /** The members artefact it was read from. */
  basedOn: string;
  evidence: RemovedEvidence | null;
  remaining: RemainingEvidence;
}

/** What the snippet's document says of it: its kind, and the day the analysis dated it by (its own date, else the upload's). */
async function documentFacts(
  infrastructure: Pick<Infrastructure, 'eventStore' | 'files'>,
  documentId: string,
  snippetId: string,
): Promise<{ kind: string; day: string | null }> {
  const events = (await infrastructure.eventStore.readStream(streams.document(documentId))).filter(
    (event): event is RecordedEvent<DocumentEvent> => isEventOf<DocumentEvent>(documentEventTypes, event),
  );
  const uploaded = events.findLast((event) => event.type === 'DocumentUploaded');
  const ingested = events.findLast((event) => event.type === 'DocumentIngested');
  const kind = uploaded?.type === 'DocumentUploaded' ? uploaded.data.kind : 'document';
  const uploadedAt = uploaded?.type === 'DocumentUploaded' ? uploaded.data.uploadedAt : null;
  let date: string | null = null;
  if (ingested?.type === 'DocumentIngested') {
    try {
      const artefact = await decodeSnippetArtefactInTurns(await infrastructure.files.readArtefact(ingested.data.snippetsArtefact));
      date = artefact.snippets.find((snippet) => snippet.snippetId === snippetId)?.date ?? null;
    } catch (error) {
      // The document was deleted since the analysis: its upload still dates the snippet.
      if (!(error instanceof FileNotFoundError)) throw error;
    }
  }
  const day = (date !== null ? dayOf(date) : null) ?? (uploadedAt !== null ? dayOf(uploadedAt) : null);
  return { kind, day };
}

/**
 * Everything a snippet's removal is computed from, read where it lives: the insight's member list
 * (is it a member, the others' sentiments), its document's stream and snippets (kind and day), and
 * the remaining members stored as a new content-addressed artefact (harmless if the command is
 * then refused: an unreferenced artefact names no insight).
 */
export async function readSnippetEvidence(
  infrastructure: Pick<Infrastructure, 'eventStore' | 'files'>,
  state: InsightState,
  snippetId: string,
): Promise<SnippetEvidence | null> {
  if (state.content === null) return null;
  const basedOn = state.content.membersArtefact;
  const members = await decodeInsightMembersAsync(await infrastructure.files.readArtefact(basedOn));
  const member = members.find((candidate) => candidate.snippetId === snippetId);
  if (!member) return { basedOn, evidence: null, remaining: { sentiments: members.map((m) => m.sentiment), membersArtefact: basedOn } };
  const rest = members.filter((candidate) => candidate !== member);
  const [facts, stored] = await Promise.all([
    documentFacts(infrastructure, member.documentId, snippetId),
    rest.length > 0 ? infrastructure.files.writeArtefact(encodeInsightMembers(rest)) : null,
  ]);
  return {
    basedOn,
    evidence: { snippetId, documentId: member.documentId, kind: facts.kind, day: facts.day },
    remaining: { sentiments: rest.map((m) => m.sentiment), membersArtefact: stored?.hash ?? basedOn },
  };
}
