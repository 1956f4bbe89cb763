import { DomainError } from '../shared/domain-error';

export const SURVEY_COLUMN_UNTYPED_MESSAGE =
  'One or more selected survey columns are currently classified as "None". Please update them with the appropriate type to proceed.';

export const SALES_FORMAT_MESSAGE = 'Sales data must be a CSV or XLSX export of your CRM.';

export const documentErrors = {
  /** Also the answer for a deleted document and for another organisation's: existence is never revealed. */
  notFound: () => new DomainError('DOCUMENT_NOT_FOUND', 'not_found', 'No such document.'),
  idTaken: () => new DomainError('DOCUMENT_ID_TAKEN', 'conflict', 'This document id is already used.'),
  notReady: () => new DomainError('DOCUMENT_NOT_READY', 'conflict', 'This document has not been ingested successfully.'),
  notSurvey: () => new DomainError('DOCUMENT_NOT_SURVEY', 'invalid', 'Only a survey has survey columns.'),
  invalidIngestion: (reason: string) => new DomainError('DOCUMENT_INGESTION_INVALID', 'invalid', `Invalid ingestion result: ${reason}`),
  unknownColumn: (name: string) => new DomainError('SURVEY_COLUMN_UNKNOWN', 'invalid', `This survey has no column named "${name}".`),
  duplicateColumn: (name: string) => new DomainError('SURVEY_COLUMN_DUPLICATE', 'invalid', `The column "${name}" is given more than once.`),
  invalidColumnType: (name: string) =>
    new DomainError(
      'SURVEY_COLUMN_TYPE_INVALID',
      'invalid',
      `The column "${name}" has a type that is not one of likert, nps, text, numeric or None.`,
    ),
  salesFormat: () => new DomainError('SALES_FORMAT', 'invalid', SALES_FORMAT_MESSAGE),
  untypedColumn: () => new DomainError('SURVEY_COLUMN_UNTYPED', 'invalid', SURVEY_COLUMN_UNTYPED_MESSAGE),
};
