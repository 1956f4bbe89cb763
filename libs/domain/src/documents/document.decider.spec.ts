import { fold } from '../shared/decider';
import { given } from '../shared/given-when-then.spec-helper';
import { streams } from '../shared/stream-names';
import { type DocumentCommand } from './document.commands';
import { documentDecider } from './document.decider';
import { SURVEY_COLUMN_UNTYPED_MESSAGE } from './document.errors';
import { type DocumentEvent, documentEventTypes, type DocumentKind, type SurveyColumn } from './document.events';

const documentId = 'doc-1';
const org = 'org-1';
const otherOrg = 'org-2';
const t0 = '2025-03-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000).toISOString();

const isTable = (kind: DocumentKind) => kind === 'survey' || kind === 'sales';
const upload = (kind: DocumentKind = 'document'): Extract<DocumentCommand, { type: 'UploadDocument' }> => ({
  type: 'UploadDocument',
  documentId,
  organisationId: org,
  uploadedBy: 'alice',
  fileName: isTable(kind) ? 'Survey.csv' : 'Report.pdf',
  format: isTable(kind) ? 'csv' : 'pdf',
  kind,
  fileId: 'file-1',
  sha256: 'a'.repeat(64),
  size: 1234,
  quickUpload: false,
  now: t0,
});
const uploaded = (kind: DocumentKind = 'document'): DocumentEvent => {
  const { type: _type, now: _now, ...data } = upload(kind);
  return { type: 'DocumentUploaded', data: { ...data, uploadedAt: t0 } };
};

const columns: SurveyColumn[] = [
  { name: 'Score', type: 'nps', evidence: 'whole numbers 0-10', include: true, description: '' },
  { name: 'Why', type: 'text', include: true, description: 'Reason for the score' },
  { name: 'Team', type: 'None', include: false, description: '' },
];
const ingestion = {
  type: 'RecordIngestion' as const,
  snippetsArtefact: 'sha256:' + 'b'.repeat(64),
  snippets: 42,
  pages: 3,
  structure: { sections: ['Intro', 'Findings'] },
  notes: [],
  now: at(10),
};
const ingested: DocumentEvent = {
  type: 'DocumentIngested',
  data: {
    documentId,
    snippetsArtefact: ingestion.snippetsArtefact,
    snippets: 42,
    pages: 3,
    structure: ingestion.structure,
    notes: [],
    ingestedAt: at(10),
  },
};
const surveyIngestion = { ...ingestion, pages: undefined, respondents: 20, surveyColumns: columns };
const surveyIngested: DocumentEvent = {
  type: 'DocumentIngested',
  data: {
    documentId,
    snippetsArtefact: ingestion.snippetsArtefact,
    snippets: 42,
    respondents: 20,
    structure: ingestion.structure,
    surveyColumns: columns,
    notes: [],
    ingestedAt: at(10),
  },
};
const rejected: DocumentEvent = {
  type: 'DocumentRejected',
  data: { documentId, code: 'FILE_UNREADABLE', message: 'The file could not be read.', rejectedAt: at(10) },
};
const rejection = { type: 'RecordRejection' as const, code: 'FILE_UNREADABLE', message: 'The file could not be read.', now: at(10) };
const deleted: DocumentEvent = { type: 'DocumentDeleted', data: { documentId, deletedBy: 'alice', deletedAt: at(20) } };
const deletion = (organisationId = org) => ({ type: 'DeleteDocument' as const, organisationId, deletedBy: 'alice', now: at(20) });
const update = (
  changes: Array<{ name: string; type: SurveyColumn['type']; include: boolean; description: string }>,
  organisationId = org,
) => ({
  type: 'UpdateSurveyColumns' as const,
  organisationId,
  updatedBy: 'bob',
  columns: changes,
  now: at(30),
});

describe('document decider', () => {
  it('names its stream document-<documentId>', () => {
    expect(streams.document(documentId)).toBe('document-doc-1');
  });

  describe('UploadDocument', () => {
    it('records the upload with its organisation, uploader and time', () => {
      given(documentDecider, []).when(upload()).then([uploaded()]);
    });

    it('takes sales data only as a table (a CSV or XLSX export of the CRM)', () => {
      given(documentDecider, [])
        .when(upload('sales'))
        .then([uploaded('sales')]);
      given(documentDecider, [])
        .when({ ...upload('sales'), fileName: 'Deals.pdf', format: 'pdf' })
        .thenThrows('SALES_FORMAT');
    });

    it('refuses a document id already used, whatever became of it', () => {
      given(documentDecider, [uploaded()]).when(upload()).thenThrows('DOCUMENT_ID_TAKEN');
      given(documentDecider, [uploaded(), deleted]).when(upload()).thenThrows('DOCUMENT_ID_TAKEN');
    });
  });

  describe('RecordIngestion', () => {
    it('records the snippets artefact hash, the counts and the structure of a processing document', () => {
      given(documentDecider, [uploaded()]).when(ingestion).then([ingested]);
    });

    it('records the columns of a survey as ingestion classified them', () => {
      given(documentDecider, [uploaded('survey')])
        .when(surveyIngestion)
        .then([surveyIngested]);
    });

    it('refuses survey columns on a document that is not a survey, and a survey without them', () => {
      given(documentDecider, [uploaded()])
        .when({ ...ingestion, surveyColumns: columns })
        .thenThrows('DOCUMENT_INGESTION_INVALID');
      given(documentDecider, [uploaded('survey')])
        .when(ingestion)
        .thenThrows('DOCUMENT_INGESTION_INVALID');
    });

    it('records the accounts of sales data, and refuses a sales summary anywhere else', () => {
      const sales = { accounts: 3, totalArr: 173_000, columns: { account: 'Account Name', arr: 'ARR' } };
      const salesIngestion = { ...ingestion, snippets: 0, pages: undefined, sales };
      given(documentDecider, [uploaded('sales')])
        .when(salesIngestion)
        .then([
          {
            type: 'DocumentIngested',
            data: {
              documentId,
              snippetsArtefact: ingestion.snippetsArtefact,
              snippets: 0,
              structure: ingestion.structure,
              sales,
              notes: [],
              ingestedAt: at(10),
            },
          },
        ]);
      given(documentDecider, [uploaded('sales')])
        .when(ingestion)
        .thenThrows('DOCUMENT_INGESTION_INVALID');
      given(documentDecider, [uploaded('survey')])
        .when({ ...surveyIngestion, sales })
        .thenThrows('DOCUMENT_INGESTION_INVALID');
      given(documentDecider, [uploaded('sales')])
        .when({ ...salesIngestion, sales: { ...sales, totalArr: -1 } })
        .thenThrows('DOCUMENT_INGESTION_INVALID');
    });

    it('refuses negative or fractional counts', () => {
      given(documentDecider, [uploaded()])
        .when({ ...ingestion, snippets: -1 })
        .thenThrows('DOCUMENT_INGESTION_INVALID');
      given(documentDecider, [uploaded()])
        .when({ ...ingestion, pages: 1.5 })
        .thenThrows('DOCUMENT_INGESTION_INVALID');
    });

    it('records nothing once the document is ready, failed or deleted (idempotent)', () => {
      given(documentDecider, [uploaded(), ingested]).when(ingestion).then([]);
      given(documentDecider, [uploaded(), rejected]).when(ingestion).then([]);
      given(documentDecider, [uploaded(), deleted]).when(ingestion).then([]);
    });

    it('refuses a document nobody uploaded', () => {
      given(documentDecider, []).when(ingestion).thenThrows('DOCUMENT_NOT_FOUND');
    });
  });

  describe('RecordRejection', () => {
    it('records why a processing document was rejected', () => {
      given(documentDecider, [uploaded()]).when(rejection).then([rejected]);
    });

    it('records nothing once the document is ready, failed or deleted (idempotent)', () => {
      given(documentDecider, [uploaded(), ingested]).when(rejection).then([]);
      given(documentDecider, [uploaded(), rejected])
        .when({ ...rejection, now: at(11) })
        .then([]);
      given(documentDecider, [uploaded(), deleted]).when(rejection).then([]);
    });

    it('refuses a document nobody uploaded', () => {
      given(documentDecider, []).when(rejection).thenThrows('DOCUMENT_NOT_FOUND');
    });
  });

  describe('UpdateSurveyColumns', () => {
    const readySurvey = [uploaded('survey'), surveyIngested];

    it('records the whole column list after the change, keeping the evidence and the other columns', () => {
      given(documentDecider, readySurvey)
        .when(update([{ name: 'Team', type: 'text', include: true, description: 'Team of the respondent' }]))
        .then([
          {
            type: 'SurveyColumnsUpdated',
            data: {
              documentId,
              columns: [columns[0], columns[1], { name: 'Team', type: 'text', include: true, description: 'Team of the respondent' }],
              updatedBy: 'bob',
              updatedAt: at(30),
            },
          },
        ]);
    });

    it('refuses a selected column classified as None, with the message the spec gives', () => {
      given(documentDecider, readySurvey)
        .when(update([{ name: 'Team', type: 'None', include: true, description: '' }]))
        .thenThrows('SURVEY_COLUMN_UNTYPED');
      given(documentDecider, readySurvey)
        .when(update([{ name: 'Score', type: 'None', include: true, description: '' }]))
        .thenThrows('SURVEY_COLUMN_UNTYPED');
      expect(() =>
        documentDecider.decide(
          update([{ name: 'Team', type: 'None', include: true, description: '' }]),
          fold(documentDecider, readySurvey),
        ),
      ).toThrow(expect.objectContaining({ code: 'SURVEY_COLUMN_UNTYPED', kind: 'invalid', message: SURVEY_COLUMN_UNTYPED_MESSAGE }));
    });

    it('accepts a column classified as None when it is not selected', () => {
      given(documentDecider, readySurvey)
        .when(update([{ name: 'Score', type: 'None', include: false, description: '' }]))
        .then([
          {
            type: 'SurveyColumnsUpdated',
            data: {
              documentId,
              columns: [{ ...columns[0], type: 'None', include: false }, columns[1], columns[2]],
              updatedBy: 'bob',
              updatedAt: at(30),
            },
          },
        ]);
    });

    it('refuses unknown, repeated or mistyped columns', () => {
      given(documentDecider, readySurvey)
        .when(update([{ name: 'Age', type: 'numeric', include: true, description: '' }]))
        .thenThrows('SURVEY_COLUMN_UNKNOWN');
      given(documentDecider, readySurvey)
        .when(
          update([
            { name: 'Why', type: 'text', include: true, description: '' },
            { name: 'Why', type: 'text', include: false, description: '' },
          ]),
        )
        .thenThrows('SURVEY_COLUMN_DUPLICATE');
      given(documentDecider, readySurvey)
        .when(update([{ name: 'Why', type: 'free' as SurveyColumn['type'], include: true, description: '' }]))
        .thenThrows('SURVEY_COLUMN_TYPE_INVALID');
    });

    it('records nothing when the settings are saved again unchanged (idempotent)', () => {
      given(documentDecider, readySurvey)
        .when(update([{ name: 'Why', type: 'text', include: true, description: 'Reason for the score' }]))
        .then([]);
    });

    it('refuses a survey that is still processing or was rejected, and a document that is not a survey', () => {
      given(documentDecider, [uploaded('survey')])
        .when(update([{ name: 'Why', type: 'text', include: false, description: '' }]))
        .thenThrows('DOCUMENT_NOT_READY');
      given(documentDecider, [uploaded('survey'), rejected])
        .when(update([{ name: 'Why', type: 'text', include: false, description: '' }]))
        .thenThrows('DOCUMENT_NOT_READY');
      given(documentDecider, [uploaded(), ingested])
        .when(update([{ name: 'Why', type: 'text', include: false, description: '' }]))
        .thenThrows('DOCUMENT_NOT_SURVEY');
    });

    it('answers not found for a missing or deleted survey and for one of another organisation', () => {
      const change = [{ name: 'Why', type: 'text' as const, include: false, description: '' }];
      given(documentDecider, []).when(update(change)).thenThrows('DOCUMENT_NOT_FOUND');
      given(documentDecider, [...readySurvey, deleted])
        .when(update(change))
        .thenThrows('DOCUMENT_NOT_FOUND');
      given(documentDecider, readySurvey).when(update(change, otherOrg)).thenThrows('DOCUMENT_NOT_FOUND');
    });
  });

  describe('DeleteDocument', () => {
    it('deletes a document of the caller’s organisation, whatever its status', () => {
      given(documentDecider, [uploaded()]).when(deletion()).then([deleted]);
      given(documentDecider, [uploaded(), ingested]).when(deletion()).then([deleted]);
      given(documentDecider, [uploaded(), rejected]).when(deletion()).then([deleted]);
    });

    it('answers not found for a missing document, a second delete and another organisation’s document', () => {
      given(documentDecider, []).when(deletion()).thenThrows('DOCUMENT_NOT_FOUND');
      given(documentDecider, [uploaded(), deleted]).when(deletion()).thenThrows('DOCUMENT_NOT_FOUND');
      given(documentDecider, [uploaded(), ingested]).when(deletion(otherOrg)).thenThrows('DOCUMENT_NOT_FOUND');
    });

    it('from the quick-upload list, deletes only quick uploads (any other document is not found there)', () => {
      const quick = uploaded();
      const quickUploaded: DocumentEvent =
        quick.type === 'DocumentUploaded' ? { ...quick, data: { ...quick.data, quickUpload: true } } : quick;
      given(documentDecider, [quickUploaded])
        .when({ ...deletion(), quickUploadOnly: true })
        .then([deleted]);
      given(documentDecider, [uploaded()])
        .when({ ...deletion(), quickUploadOnly: true })
        .thenThrows('DOCUMENT_NOT_FOUND');
    });
  });

  describe('AddToProduct', () => {
    const added = (productId: string): DocumentEvent => ({
      type: 'DocumentAddedToProduct',
      data: { documentId, productId, addedBy: 'alice', addedAt: at(30) },
    });
    const addTo = (productId: string, organisationId = org) => ({
      type: 'AddToProduct' as const,
      organisationId,
      productId,
      addedBy: 'alice',
      now: at(30),
    });

    it('adds a document of the caller’s organisation to a project once, whatever its status', () => {
      given(documentDecider, [uploaded()])
        .when(addTo('p-1'))
        .then([added('p-1')]);
      given(documentDecider, [uploaded(), ingested, added('p-1')])
        .when(addTo('p-1'))
        .then([]);
      given(documentDecider, [uploaded(), ingested, added('p-1')])
        .when(addTo('p-2'))
        .then([added('p-2')]);
    });

    it('answers not found for a deleted document and another organisation’s', () => {
      given(documentDecider, [uploaded(), deleted]).when(addTo('p-1')).thenThrows('DOCUMENT_NOT_FOUND');
      given(documentDecider, [uploaded()]).when(addTo('p-1', otherOrg)).thenThrows('DOCUMENT_NOT_FOUND');
    });
  });

  it('folds the state: status, organisation, kind and survey columns', () => {
    const edited: DocumentEvent = {
      type: 'SurveyColumnsUpdated',
      data: { documentId, columns: [columns[0]], updatedBy: 'bob', updatedAt: at(30) },
    };
    expect(fold(documentDecider, [uploaded('survey'), surveyIngested, edited])).toEqual({
      status: 'ready',
      documentId,
      organisationId: org,
      kind: 'survey',
      quickUpload: false,
      surveyColumns: [columns[0]],
      productIds: [],
    });
    expect(fold(documentDecider, [uploaded(), rejected]).status).toBe('failed');
    expect(fold(documentDecider, [uploaded(), ingested, deleted]).status).toBe('deleted');
  });

  it('lists every event type it folds', () => {
    expect([...documentDecider.eventTypes].sort()).toEqual([...documentEventTypes].sort());
    expect(documentDecider.eventTypes.size).toBe(6);
  });
});
