// Builders for the Data Library's documents, transcripts and survey columns, shared by the tests of
// every feature that shows them (the Data Library, and the pickers of a project's data).
import type {
  DocumentDetailResponse,
  DocumentListItemResponse,
  SurveyColumnResponse,
  TranscriptResponse,
} from '../src/lib/generated/api-types';

export function aDocument(overrides: Partial<DocumentListItemResponse> = {}): DocumentListItemResponse {
  return {
    document_id: 'd-1',
    file_name: 'interview-notes.pdf',
    kind: 'document',
    format: 'pdf',
    status: 'ready',
    error_code: null,
    error_message: null,
    uploaded_on: '2025-06-02T12:00:00.000Z',
    uploaded_by: { user_id: 'u-1', name: 'Ada Lovelace' },
    snippets: 42,
    pages: 3,
    speakers: null,
    respondents: null,
    duration: null,
    quick_upload: true,
    product_ids: [],
    size: 20480,
    ...overrides,
  };
}

export function aDocumentDetail(overrides: Partial<DocumentDetailResponse> = {}): DocumentDetailResponse {
  return {
    ...aDocument(),
    structure: {},
    survey_columns: [],
    sales: null,
    notes: [],
    ingested_on: '2025-06-02T12:00:05.000Z',
    ...overrides,
  };
}

export function aSurveyColumn(overrides: Partial<SurveyColumnResponse> = {}): SurveyColumnResponse {
  return { name: 'Q1', type: 'likert', evidence: 'Answers are 1 to 5', include: true, description: '', ...overrides };
}

export function aTranscript(overrides: Partial<TranscriptResponse> = {}): TranscriptResponse {
  return {
    document_id: 't-1',
    file_name: 'customer-call.vtt',
    status: 'ready',
    speakers: ['Ada', 'Grace'],
    duration: 3787,
    date: '2025-05-20T12:00:00.000Z',
    uploaded_on: '2025-06-02T12:00:00.000Z',
    uploaded_by: { user_id: 'u-1', name: 'Ada Lovelace' },
    snippets: 12,
    ...overrides,
  };
}
