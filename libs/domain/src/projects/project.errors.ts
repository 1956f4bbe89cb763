import { DomainError } from '../shared/domain-error';
import { SURVEY_COLUMN_UNTYPED_MESSAGE } from '../documents/document.errors';

/** SPEC.md section 5, word for word: the screens show the same sentences. */
export const PROJECT_MESSAGES = {
  titleRequired: 'Project title is required.',
  descriptionRequired: 'Project description is required.',
  noDataType: 'Please select at least one data type to generate insights.',
  noDataSource: 'No files, transcripts, surveys, or sales data were added. Please add at least one data source to this project.',
  untypedSurveyColumn: SURVEY_COLUMN_UNTYPED_MESSAGE,
  oneSurvey: 'Please consolidate your results into a single survey file.',
} as const;

export const projectErrors = {
  /** Also the answer for another organisation's project: existence is never revealed. */
  notFound: () => new DomainError('PROJECT_NOT_FOUND', 'not_found', 'No such project.'),
  idTaken: () => new DomainError('PROJECT_ID_TAKEN', 'conflict', 'This project id is already used.'),
  titleRequired: () => new DomainError('PROJECT_TITLE_REQUIRED', 'invalid', PROJECT_MESSAGES.titleRequired),
  descriptionRequired: () => new DomainError('PROJECT_DESCRIPTION_REQUIRED', 'invalid', PROJECT_MESSAGES.descriptionRequired),
  noDataType: () => new DomainError('PROJECT_NO_DATA_TYPE', 'invalid', PROJECT_MESSAGES.noDataType),
  noDataSource: () => new DomainError('PROJECT_NO_DATA_SOURCE', 'invalid', PROJECT_MESSAGES.noDataSource),
  untypedSurveyColumn: () => new DomainError('SURVEY_COLUMN_UNTYPED', 'invalid', PROJECT_MESSAGES.untypedSurveyColumn),
  oneSurvey: () => new DomainError('PROJECT_ONE_SURVEY', 'invalid', PROJECT_MESSAGES.oneSurvey),
  datesReversed: () =>
    new DomainError('PROJECT_DATES_REVERSED', 'invalid', 'The start date of the sales calls must not be after their end date.'),
  archived: () => new DomainError('PROJECT_ARCHIVED', 'conflict', 'This project is archived; unarchive it first.'),
  analysisRunning: () =>
    new DomainError('ANALYSIS_RUNNING', 'conflict', 'An analysis of this project is running; refine it once the analysis has finished.'),
};
