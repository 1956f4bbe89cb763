// SPEC section 5's rules on a project's data, and its messages: the creation flow (projects) and a
// project's "Add data" dialog (insights) check the same sources the same way.
import type { CreateProjectDto, SurveyColumnResponse } from '../../lib/generated/api-types';

/** The data types ticked in the creation flow. */
export type ProjectDataType = NonNullable<CreateProjectDto['data_types']>[number];

/** SPEC section 5, word for word in English: the keys of projects:messages. */
export const PROJECT_MESSAGES = {
  titleRequired: 'Project title is required.',
  descriptionRequired: 'Project description is required.',
  noDataType: 'Please select at least one data type to generate insights.',
  noDataSource: 'No files, transcripts, surveys, or sales data were added. Please add at least one data source to this project.',
  untypedSurveyColumn:
    'One or more selected survey columns are currently classified as "None". Please update them with the appropriate type to proceed.',
  oneSurvey: 'Please consolidate your results into a single survey file.',
} as const;

export type ProjectMessage = keyof typeof PROJECT_MESSAGES;

export const DATA_TYPES: readonly ProjectDataType[] = ['documents', 'transcripts', 'surveys', 'sales'];

export interface SourceChoice {
  dataTypes: readonly ProjectDataType[];
  documentIds: readonly string[];
  transcriptIds: readonly string[];
  surveyIds: readonly string[];
  /** Sales data (CRM exports) of the Data Library. */
  salesIds: readonly string[];
  /** The columns of the chosen surveys whose details have arrived, by survey id. */
  surveyColumns: Readonly<Record<string, readonly SurveyColumnResponse[] | undefined>>;
}

/** The sources a data type contributes only count while that type is ticked. */
export function chosenSources(choice: SourceChoice) {
  const ticked = (type: ProjectDataType) => choice.dataTypes.includes(type);
  return {
    documentIds: ticked('documents') ? [...choice.documentIds] : [],
    transcriptIds: ticked('transcripts') ? [...choice.transcriptIds] : [],
    surveyIds: ticked('surveys') ? [...choice.surveyIds] : [],
    salesIds: ticked('sales') ? [...choice.salesIds] : [],
    /** The analysis weighs revenue only with sales data to read it from: ticking the type alone is not enough. */
    sales: ticked('sales') && choice.salesIds.length > 0,
  };
}

/** The surveys among the chosen ones with a column selected for analysis but typed None. */
export function untypedSurveys(choice: SourceChoice): string[] {
  return chosenSources(choice).surveyIds.filter((id) =>
    (choice.surveyColumns[id] ?? []).some((column) => column.include && column.type === 'None'),
  );
}

/** SPEC section 5's data rules, the first one broken (in the order a person fixes them), or null. */
export function sourcesProblem(choice: SourceChoice): Exclude<ProjectMessage, 'titleRequired' | 'descriptionRequired'> | null {
  if (choice.dataTypes.length === 0) return 'noDataType';
  const sources = chosenSources(choice);
  if (sources.surveyIds.length > 1) return 'oneSurvey';
  if (untypedSurveys(choice).length > 0) return 'untypedSurveyColumn';
  const chosen = sources.documentIds.length + sources.transcriptIds.length + sources.surveyIds.length + sources.salesIds.length;
  if (chosen === 0) return 'noDataSource';
  return null;
}

/** A server message SPEC names, as its key in projects:messages; null for any other. */
export function knownProjectMessage(message: string | null | undefined): ProjectMessage | null {
  if (!message) return null;
  const found = (Object.entries(PROJECT_MESSAGES) as Array<[ProjectMessage, string]>).find(([, text]) => text === message.trim());
  return found ? found[0] : null;
}
