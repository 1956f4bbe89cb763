import { eventTypeSet } from '../shared/decider';
import type { DocumentKind } from '../documents/document.events';
import type { InsightQuote } from '../insights/insight.events';

/**
 * A project (SPEC.md calls it a product too), in its own stream (`product-<productId>`): created
 * with its fields, its sources and its first version; edited, archived and unarchived by people;
 * refined into new versions; analysed by the worker, each analysis requested and then recorded or
 * failed. The insights an analysis finds live in their own streams (`insight-<id>`); the project
 * records which ones each analysis created, continued and marked stale, so the next analysis
 * knows the insights it must keep the identity of.
 */
export const PROJECT_TYPES = ['insights', 'product_spec', 'value_prop', 'research_plan'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The data types a person ticks in the creation flow (SPEC.md section 5: at least one). */
export const PROJECT_DATA_TYPES = ['documents', 'transcripts', 'surveys', 'sales'] as const;
export type ProjectDataType = (typeof PROJECT_DATA_TYPES)[number];

/** The descriptive fields of SPEC.md section 3 a person may set and later edit. */
export interface ProjectFields {
  name: string;
  description: string;
  goal: string;
  objective: string;
  audience: string;
  timeAvailable: string;
  customerDescription: string;
  useSalesforceOpportunity: boolean;
  salesforceOpportunityStage: string;
  salesforceOpportunityStartDate: string | null;
  salesforceOpportunityEndDate: string | null;
  slackChannels: string[];
}

/** A project's fields before anyone fills them in: what a creation leaves out stays like this. */
export const BLANK_PROJECT_FIELDS: Readonly<ProjectFields> = {
  name: '',
  description: '',
  goal: '',
  objective: '',
  audience: '',
  timeAvailable: '',
  customerDescription: '',
  useSalesforceOpportunity: false,
  salesforceOpportunityStage: '',
  salesforceOpportunityStartDate: null,
  salesforceOpportunityEndDate: null,
  slackChannels: [],
};

/** What one version analyses: each refinement makes a new one. Dates are ISO days (YYYY-MM-DD) or null. */
export interface ProjectVersionSettings {
  refinementPrompt: string;
  useSalesData: boolean;
  keywords: string[];
  salesCallsStartDate: string | null;
  salesCallsEndDate: string | null;
}

export interface ProjectVersion extends ProjectVersionSettings {
  version: number;
  createdBy: string;
  createdAt: string;
}

export interface ProjectSource {
  documentId: string;
  kind: DocumentKind;
}

export interface ProjectCreatedData {
  productId: string;
  organisationId: string;
  type: ProjectType;
  fields: ProjectFields;
  /** Left blank by the person: the first analysis writes them from the data. */
  nameGenerated: boolean;
  descriptionGenerated: boolean;
  dataTypes: ProjectDataType[];
  firstVersion: ProjectVersionSettings;
  createdBy: string;
  createdAt: string;
}

export interface ProjectSourcesAddedData {
  productId: string;
  sources: ProjectSource[];
  addedBy: string;
  addedAt: string;
}

/** Only the fields that changed. */
export interface ProjectUpdatedData {
  productId: string;
  changes: Partial<ProjectFields>;
  updatedBy: string;
  updatedAt: string;
}

/** The name and description an analysis wrote for a project created without them. */
export interface ProjectDescribedData {
  productId: string;
  name?: string;
  description?: string;
  jobId: string;
  describedAt: string;
}

export interface ProjectArchivedData {
  productId: string;
  archivedBy: string;
  archivedAt: string;
}

export interface ProjectUnarchivedData {
  productId: string;
  unarchivedBy: string;
  unarchivedAt: string;
}

export interface ProjectVersionCreatedData extends ProjectVersionSettings {
  productId: string;
  version: number;
  createdBy: string;
  createdAt: string;
}

export interface AnalysisRequestedData {
  productId: string;
  jobId: string;
  version: number;
  requestedBy: string | null;
  requestedAt: string;
}

/** At most this many of an analysis' Other snippets are kept with it (the count is always whole). */
export const ANALYSIS_OTHER_SNIPPETS_KEPT = 50;

/**
 * An analysis' "Other" bucket: the snippets that fit no theme well enough to rank (strays far from
 * their theme, groups whose snippets have little in common, themes of fewer than
 * `minThemeSnippets`), shown apart and never ranked. Its snippets are kept as an insight's quotes
 * are (id, document, text), the first ANALYSIS_OTHER_SNIPPETS_KEPT in the engine's input order.
 */
export interface AnalysisOther {
  /** How many snippets fit no theme (all of them, not only those kept). */
  count: number;
  minThemeSnippets: number;
  snippets: InsightQuote[];
}

/** What an analysis found, by insight id; the insights' own streams hold their content. */
export interface AnalysisRecordedData {
  productId: string;
  jobId: string;
  version: number;
  snippets: number;
  created: string[];
  continued: string[];
  staled: string[];
  /** Absent from analyses recorded before the engine had an Other bucket. */
  other?: AnalysisOther;
  recordedAt: string;
}

export interface AnalysisFailedData {
  productId: string;
  jobId: string;
  version: number;
  code: string;
  message: string;
  failedAt: string;
}

export type ProjectEvent =
  | { type: 'ProjectCreated'; data: ProjectCreatedData }
  | { type: 'ProjectSourcesAdded'; data: ProjectSourcesAddedData }
  | { type: 'ProjectUpdated'; data: ProjectUpdatedData }
  | { type: 'ProjectDescribed'; data: ProjectDescribedData }
  | { type: 'ProjectArchived'; data: ProjectArchivedData }
  | { type: 'ProjectUnarchived'; data: ProjectUnarchivedData }
  | { type: 'ProjectVersionCreated'; data: ProjectVersionCreatedData }
  | { type: 'AnalysisRequested'; data: AnalysisRequestedData }
  | { type: 'AnalysisRecorded'; data: AnalysisRecordedData }
  | { type: 'AnalysisFailed'; data: AnalysisFailedData };

export const projectEventTypes = eventTypeSet<ProjectEvent>({
  ProjectCreated: true,
  ProjectSourcesAdded: true,
  ProjectUpdated: true,
  ProjectDescribed: true,
  ProjectArchived: true,
  ProjectUnarchived: true,
  ProjectVersionCreated: true,
  AnalysisRequested: true,
  AnalysisRecorded: true,
  AnalysisFailed: true,
});
