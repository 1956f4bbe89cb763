import type { Decider } from '../shared/decider';
import type { DocumentCommand, SurveyColumnChange } from './document.commands';
import { documentErrors } from './document.errors';
import {
  type DocumentEvent,
  type DocumentIngestedData,
  type DocumentKind,
  documentEventTypes,
  SURVEY_COLUMN_TYPES,
  type SurveyColumn,
} from './document.events';

export type DocumentStatus = 'absent' | 'processing' | 'ready' | 'failed' | 'deleted';

export interface DocumentState {
  status: DocumentStatus;
  documentId: string | null;
  organisationId: string | null;
  kind: DocumentKind | null;
  quickUpload: boolean;
  /** A ready survey's columns, in file order; empty otherwise. */
  surveyColumns: SurveyColumn[];
  /** The projects it feeds. */
  productIds: string[];
}

export const initialDocumentState: DocumentState = {
  status: 'absent',
  documentId: null,
  organisationId: null,
  kind: null,
  quickUpload: false,
  surveyColumns: [],
  productIds: [],
};

/** A CRM export is a table: the formats sales data can come in. */
const SALES_FORMATS: readonly string[] = ['csv', 'xlsx'];

type Command<Type extends DocumentCommand['type']> = Extract<DocumentCommand, { type: Type }>;

/** What a person may see: a live document of their own organisation. Anything else is not found. */
function requireVisible(state: DocumentState, organisationId: string): string {
  if (state.documentId === null || state.status === 'deleted' || state.organisationId !== organisationId) throw documentErrors.notFound();
  return state.documentId;
}

const isCount = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0);

function checkColumns(columns: SurveyColumnChange[]): void {
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column.name)) throw documentErrors.duplicateColumn(column.name);
    seen.add(column.name);
    if (!(SURVEY_COLUMN_TYPES as readonly string[]).includes(column.type)) throw documentErrors.invalidColumnType(column.name);
  }
}

function ingest(command: Command<'RecordIngestion'>, state: DocumentState, documentId: string): DocumentEvent[] {
  const { snippetsArtefact, snippets, pages, speakers, respondents, structure, surveyColumns, sales, notes, now } = command;
  if (![snippets, pages, speakers, respondents].every(isCount))
    throw documentErrors.invalidIngestion('counts must be whole and not negative.');
  if ((state.kind === 'survey') !== (surveyColumns !== undefined)) {
    throw documentErrors.invalidIngestion('survey columns are given for surveys, and only for them.');
  }
  if ((state.kind === 'sales') !== (sales !== undefined)) {
    throw documentErrors.invalidIngestion('a sales summary is given for sales data, and only for it.');
  }
  if (sales && !(isCount(sales.accounts) && Number.isFinite(sales.totalArr) && sales.totalArr >= 0)) {
    throw documentErrors.invalidIngestion('sales accounts must be a whole count and total ARR not negative.');
  }
  if (surveyColumns) checkColumns(surveyColumns);
  const data: DocumentIngestedData = { documentId, snippetsArtefact, snippets, structure, notes, ingestedAt: now };
  // Absent counts stay out of the event rather than being stored as undefined.
  if (pages !== undefined) data.pages = pages;
  if (speakers !== undefined) data.speakers = speakers;
  if (respondents !== undefined) data.respondents = respondents;
  if (surveyColumns) data.surveyColumns = surveyColumns;
  if (sales) data.sales = sales;
  return [{ type: 'DocumentIngested', data }];
}

function updateColumns(command: Command<'UpdateSurveyColumns'>, state: DocumentState): DocumentEvent[] {
  const documentId = requireVisible(state, command.organisationId);
  if (state.kind !== 'survey') throw documentErrors.notSurvey();
  if (state.status !== 'ready') throw documentErrors.notReady();
  checkColumns(command.columns);
  const changes = new Map(command.columns.map((change) => [change.name, change]));
  for (const name of changes.keys()) {
    if (!state.surveyColumns.some((column) => column.name === name)) throw documentErrors.unknownColumn(name);
  }
  const columns = state.surveyColumns.map((column): SurveyColumn => {
    const change = changes.get(column.name);
    return change ? { ...column, type: change.type, include: change.include, description: change.description } : column;
  });
  if (columns.some((column) => column.include && column.type === 'None')) throw documentErrors.untypedColumn();
  // Saving the same settings again (a retried request) records nothing.
  if (JSON.stringify(columns) === JSON.stringify(state.surveyColumns)) return [];
  return [{ type: 'SurveyColumnsUpdated', data: { documentId, columns, updatedBy: command.updatedBy, updatedAt: command.now } }];
}

function decide(command: DocumentCommand, state: DocumentState): DocumentEvent[] {
  switch (command.type) {
    case 'UploadDocument': {
      if (state.status !== 'absent') throw documentErrors.idTaken();
      if (command.kind === 'sales' && !SALES_FORMATS.includes(command.format)) throw documentErrors.salesFormat();
      const { type: _type, now, ...data } = command;
      return [{ type: 'DocumentUploaded', data: { ...data, uploadedAt: now } }];
    }
    // The worker's outcomes are idempotent: once the document is ready, failed or deleted
    // (a retried job, a worker finishing after a delete), they decide nothing.
    case 'RecordIngestion':
      if (state.documentId === null) throw documentErrors.notFound();
      if (state.status !== 'processing') return [];
      return ingest(command, state, state.documentId);
    case 'RecordRejection':
      if (state.documentId === null) throw documentErrors.notFound();
      if (state.status !== 'processing') return [];
      return [
        {
          type: 'DocumentRejected',
          data: { documentId: state.documentId, code: command.code, message: command.message, rejectedAt: command.now },
        },
      ];
    case 'UpdateSurveyColumns':
      return updateColumns(command, state);
    case 'AddToProduct': {
      const documentId = requireVisible(state, command.organisationId);
      // Adding it again (a retried request, a project picking the same file) records nothing.
      if (state.productIds.includes(command.productId)) return [];
      return [
        {
          type: 'DocumentAddedToProduct',
          data: { documentId, productId: command.productId, addedBy: command.addedBy, addedAt: command.now },
        },
      ];
    }
    case 'DeleteDocument': {
      const documentId = requireVisible(state, command.organisationId);
      if (command.quickUploadOnly && !state.quickUpload) throw documentErrors.notFound();
      return [{ type: 'DocumentDeleted', data: { documentId, deletedBy: command.deletedBy, deletedAt: command.now } }];
    }
  }
}

function evolve(state: DocumentState, event: DocumentEvent): DocumentState {
  switch (event.type) {
    case 'DocumentUploaded':
      return {
        ...state,
        status: 'processing',
        documentId: event.data.documentId,
        organisationId: event.data.organisationId,
        kind: event.data.kind,
        quickUpload: event.data.quickUpload,
      };
    case 'DocumentIngested':
      return { ...state, status: 'ready', surveyColumns: event.data.surveyColumns ?? [] };
    case 'DocumentRejected':
      return { ...state, status: 'failed' };
    case 'SurveyColumnsUpdated':
      return { ...state, surveyColumns: event.data.columns };
    case 'DocumentAddedToProduct':
      return { ...state, productIds: [...state.productIds, event.data.productId] };
    case 'DocumentDeleted':
      return { ...state, status: 'deleted' };
  }
}

export const documentDecider: Decider<DocumentCommand, DocumentState, DocumentEvent> = {
  initialState: initialDocumentState,
  decide,
  evolve,
  eventTypes: documentEventTypes,
};
