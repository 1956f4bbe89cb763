import type { DocumentEvent, SurveyColumn } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { DocumentView } from '@app/infrastructure/read-models';
import type { SqlReadStore } from '@app/infrastructure/read-store';
import type { PgliteClient } from '@app/infrastructure/sql';
import { openSqlReadStore, project, recorded } from '../../runtime/projection-fixtures.spec-helper';
import { documentsProjection } from './documents.projection';

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const documentId = '5d0c8f4e-3333-4b6a-9e21-000000000001';
const uploaderId = '6f1c1a52-1111-4a8e-9d55-000000000001';
const stream = `document-${documentId}`;

const uploaded = (overrides: Partial<Extract<DocumentEvent, { type: 'DocumentUploaded' }>['data']> = {}): DocumentEvent => ({
  type: 'DocumentUploaded',
  data: {
    documentId,
    organisationId,
    uploadedBy: uploaderId,
    fileName: 'Customer Interviews Q1.VTT',
    format: 'vtt',
    kind: 'transcript',
    fileId: 'f-1',
    sha256: 'a'.repeat(64),
    size: 2048,
    quickUpload: true,
    uploadedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  },
});
const structure = { title: 'Interviews', language: 'en', speakers: ['Ada', 'Grace'], duration: 1830.5, words: 4200 };
const ingested: DocumentEvent = {
  type: 'DocumentIngested',
  data: {
    documentId,
    snippetsArtefact: 'b'.repeat(64),
    snippets: 42,
    speakers: 2,
    structure,
    notes: ['Two cues had no speaker.'],
    ingestedAt: '2025-03-01T10:00:05.000Z',
  },
};
const rejected: DocumentEvent = {
  type: 'DocumentRejected',
  data: { documentId, code: 'FILE_UNREADABLE', message: 'The file could not be read.', rejectedAt: '2025-03-01T10:00:05.000Z' },
};
const deleted: DocumentEvent = {
  type: 'DocumentDeleted',
  data: { documentId, deletedBy: uploaderId, deletedAt: '2025-03-02T09:00:00.000Z' },
};
const columns: SurveyColumn[] = [
  { name: 'Age', type: 'numeric', evidence: 'all whole numbers', include: true, description: '' },
  { name: 'Comment', type: 'text', include: true, description: '' },
];

const at = (event: DocumentEvent, revision: number, position = revision + 1) =>
  recorded(event, { streamId: stream, revision, position }, organisationId);

const uploadedView: DocumentView = {
  document_id: documentId,
  organisation_id: organisationId,
  file_name: 'Customer Interviews Q1.VTT',
  file_name_search: 'customer interviews q1.vtt',
  kind: 'transcript',
  format: 'vtt',
  status: 'processing',
  error_code: null,
  error_message: null,
  uploaded_on: '2025-03-01T10:00:00.000Z',
  uploaded_by: uploaderId,
  snippets: 0,
  pages: null,
  speakers: null,
  respondents: null,
  duration: null,
  quick_upload: true,
  product_ids: [],
  file_id: 'f-1',
  size: 2048,
  sha256: 'a'.repeat(64),
  snippets_artefact: null,
  structure: {},
  survey_columns: [],
  sales: null,
  notes: [],
  ingested_on: null,
};
const ingestedView: DocumentView = {
  ...uploadedView,
  status: 'ready',
  snippets: 42,
  speakers: 2,
  duration: 1830.5,
  snippets_artefact: 'b'.repeat(64),
  structure,
  notes: ['Two cues had no speaker.'],
  ingested_on: '2025-03-01T10:00:05.000Z',
};

describe('documents projection', () => {
  describe('evolve', () => {
    it('shows an upload as processing, with no counts, no artefact and a lower-cased name to search', () => {
      expect(documentsProjection.evolve(null, at(uploaded(), 0))).toEqual(uploadedView);
    });

    it('makes an ingested document ready with its counts, structure, notes and the duration from the structure', () => {
      expect(documentsProjection.evolve(uploadedView, at(ingested, 1))).toEqual(ingestedView);
    });

    it('takes a survey’s columns (evidence null when ingestion gave none) and replaces them on SurveyColumnsUpdated', () => {
      const survey = { ...uploadedView, kind: 'survey' as const, format: 'csv' };
      const ingestedSurvey: DocumentEvent = {
        type: 'DocumentIngested',
        data: { ...ingested.data, speakers: undefined, respondents: 12, structure: { rows: 12 }, surveyColumns: columns },
      } as DocumentEvent;
      const ready = documentsProjection.evolve(survey, at(ingestedSurvey, 1))!;
      expect(ready).toMatchObject({ status: 'ready', respondents: 12, speakers: null, duration: null, pages: null });
      expect(ready.survey_columns).toEqual([
        { name: 'Age', type: 'numeric', evidence: 'all whole numbers', include: true, description: '' },
        { name: 'Comment', type: 'text', evidence: null, include: true, description: '' },
      ]);
      const edited: DocumentEvent = {
        type: 'SurveyColumnsUpdated',
        data: {
          documentId,
          columns: [columns[0], { ...columns[1], include: false, description: 'Free text' }],
          updatedBy: uploaderId,
          updatedAt: '2025-03-01T11:00:00.000Z',
        },
      };
      expect(documentsProjection.evolve(ready, at(edited, 2))!.survey_columns).toEqual([
        { name: 'Age', type: 'numeric', evidence: 'all whole numbers', include: true, description: '' },
        { name: 'Comment', type: 'text', evidence: null, include: false, description: 'Free text' },
      ]);
    });

    it('marks a rejected document failed with the code and message', () => {
      expect(documentsProjection.evolve(uploadedView, at(rejected, 1))).toEqual({
        ...uploadedView,
        status: 'failed',
        error_code: 'FILE_UNREADABLE',
        error_message: 'The file could not be read.',
      });
    });

    it('lists the projects a document was added to', () => {
      const added = (productId: string) => ({
        type: 'DocumentAddedToProduct' as const,
        data: { documentId: ingestedView.document_id, productId, addedBy: 'u', addedAt: 'x' },
      });
      const once = documentsProjection.evolve(ingestedView, at(added('p-1'), 3));
      expect(once?.product_ids).toEqual(['p-1']);
      expect(documentsProjection.evolve(once, at(added('p-2'), 4))?.product_ids).toEqual(['p-1', 'p-2']);
    });

    it('removes a deleted document, ready or not', () => {
      expect(documentsProjection.evolve(ingestedView, at(deleted, 2))).toBeNull();
      expect(documentsProjection.evolve(uploadedView, at(deleted, 1))).toBeNull();
    });

    it('takes no duration that is not a number of seconds', () => {
      for (const duration of ['1830', -1, null, Number.NaN]) {
        const odd = { ...ingested, data: { ...ingested.data, structure: { duration } } } as DocumentEvent;
        expect(documentsProjection.evolve(uploadedView, at(odd, 1))!.duration).toBeNull();
      }
    });

    it('does not invent a document from an event that needs one', () => {
      for (const event of [ingested, rejected]) expect(documentsProjection.evolve(null, at(event, 1))).toBeNull();
    });

    it('keys events by the document, in document streams only', () => {
      expect(documentsProjection.documentId(at(ingested, 1))).toBe(documentId);
      expect(documentsProjection.documentId(recorded(ingested, { streamId: `job-${documentId}`, revision: 0, position: 1 }))).toBeNull();
    });
  });

  describe('through the writer, the same event twice', () => {
    let sql: PgliteClient;
    let readStore: SqlReadStore;

    beforeAll(async () => {
      ({ sql, readStore } = await openSqlReadStore());
    });
    beforeEach(async () => {
      await readStore.clear(['documents'], []);
    });
    afterAll(async () => {
      await sql.close();
    });

    const history: RecordedEvent[] = [at(uploaded(), 0), at(ingested, 1)];
    const expected = { ...ingestedView, _position: 2 };

    it('changes nothing when the history is delivered again, whole or one event at a time', async () => {
      await project([documentsProjection], history, readStore);
      expect(await readStore.get('documents', documentId)).toEqual(expected);
      expect(await project([documentsProjection], history, readStore)).toEqual([]);
      for (const event of history) expect(await project([documentsProjection], [event], readStore)).toEqual([]);
      expect(await readStore.get('documents', documentId)).toEqual(expected);
    });

    // A deletion leaves no document to guard, but a redelivery always runs on to the deletion again.
    it('ends with no document when a history ending in deletion is delivered again', async () => {
      const withDeletion = [...history, at(deleted, 2)];
      await project([documentsProjection], withDeletion, readStore);
      expect(await readStore.get('documents', documentId)).toBeNull();
      await project([documentsProjection], withDeletion, readStore);
      expect(await readStore.get('documents', documentId)).toBeNull();
    });
  });
});
