import type { DocumentEvent, SurveyColumn } from '@app/domain';
import type { DocumentView, SurveyColumnView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';

const columnView = (column: SurveyColumn): SurveyColumnView => ({
  name: column.name,
  type: column.type,
  evidence: column.evidence ?? null,
  include: column.include,
  description: column.description,
});

/** The structure is opaque to the domain: only a finite, non-negative number of seconds is taken as a duration. */
function durationOf(structure: Record<string, unknown>): number | null {
  const { duration } = structure;
  return typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? duration : null;
}

/** The Data Library: one view per document, from upload to deletion (which removes it). */
export const documentsProjection: Projection<DocumentView, DocumentEvent> = {
  collection: 'documents',
  // The library: an organisation's documents, newest first (source counts filter on the organisation too).
  // The library's pages; a project's documents.
  indexes: [['organisation_id', 'uploaded_on'], { contains: 'product_ids' }],
  handles: new Set<DocumentEvent['type']>([
    'DocumentUploaded',
    'DocumentIngested',
    'DocumentRejected',
    'SurveyColumnsUpdated',
    'DocumentAddedToProduct',
    'DocumentDeleted',
  ]),
  documentId(event) {
    return event.streamId.startsWith('document-') ? event.data.documentId : null;
  },
  evolve(doc, event) {
    switch (event.type) {
      case 'DocumentUploaded': {
        const { data } = event;
        return {
          document_id: data.documentId,
          organisation_id: data.organisationId,
          file_name: data.fileName,
          file_name_search: data.fileName.toLowerCase(),
          kind: data.kind,
          format: data.format,
          status: 'processing',
          error_code: null,
          error_message: null,
          uploaded_on: data.uploadedAt,
          uploaded_by: data.uploadedBy,
          snippets: 0,
          pages: null,
          speakers: null,
          respondents: null,
          duration: null,
          quick_upload: data.quickUpload,
          product_ids: [],
          file_id: data.fileId,
          size: data.size,
          sha256: data.sha256,
          snippets_artefact: null,
          structure: {},
          survey_columns: [],
          sales: null,
          notes: [],
          ingested_on: null,
        };
      }
      case 'DocumentIngested': {
        const { data } = event;
        return (
          doc && {
            ...doc,
            status: 'ready',
            snippets: data.snippets,
            pages: data.pages ?? null,
            speakers: data.speakers ?? null,
            respondents: data.respondents ?? null,
            duration: durationOf(data.structure),
            snippets_artefact: data.snippetsArtefact,
            structure: data.structure,
            survey_columns: (data.surveyColumns ?? []).map(columnView),
            sales: data.sales ? { accounts: data.sales.accounts, total_arr: data.sales.totalArr, columns: data.sales.columns } : null,
            notes: data.notes,
            ingested_on: data.ingestedAt,
          }
        );
      }
      case 'DocumentRejected':
        return doc && { ...doc, status: 'failed', error_code: event.data.code, error_message: event.data.message };
      case 'SurveyColumnsUpdated':
        return doc && { ...doc, survey_columns: event.data.columns.map(columnView) };
      case 'DocumentAddedToProduct':
        return doc && { ...doc, product_ids: [...doc.product_ids, event.data.productId] };
      case 'DocumentDeleted':
        return null;
    }
  },
};
