import type { DocumentStatusView } from '@app/infrastructure/read-models';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DocumentDocument, Library, type Uploader } from '../library';
import { GetTranscriptsQuery } from './get-transcripts.query';

export interface TranscriptItem {
  document_id: string;
  file_name: string;
  status: DocumentStatusView;
  speakers: string[];
  duration: number | null;
  date: string | null;
  uploaded_on: string;
  uploaded_by: Uploader;
  snippets: number;
}

export interface TranscriptsPage {
  transcripts: TranscriptItem[];
  has_next: boolean;
}

// The structure is what ingestion wrote: take only values of the expected shape.
const speakersOf = ({ structure }: DocumentDocument): string[] =>
  Array.isArray(structure.speakers) ? structure.speakers.filter((name): name is string => typeof name === 'string') : [];
const dateOf = ({ structure }: DocumentDocument): string | null => (typeof structure.date === 'string' ? structure.date : null);

/** The transcript hub: every transcript of the organisation, whoever imported it (SPEC.md section 6), newest first. */
@QueryHandler(GetTranscriptsQuery)
export class GetTranscriptsHandler implements IQueryHandler<GetTranscriptsQuery, TranscriptsPage> {
  constructor(private readonly library: Library) {}

  async execute({ userId, page }: GetTranscriptsQuery): Promise<TranscriptsPage> {
    const organisationId = await this.library.organisationOf(userId);
    const { documents, hasNext } = await this.library.page(organisationId, { kind: 'transcript' }, page);
    const uploader = await this.library.uploaders(documents);
    const transcripts = documents.map((doc): TranscriptItem => ({
      document_id: doc.document_id,
      file_name: doc.file_name,
      status: doc.status,
      speakers: speakersOf(doc),
      duration: doc.duration,
      date: dateOf(doc),
      uploaded_on: doc.uploaded_on,
      uploaded_by: uploader(doc.uploaded_by),
      snippets: doc.snippets,
    }));
    return { transcripts, has_next: hasNext };
  }
}
