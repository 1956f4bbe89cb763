import {
  type AnalysisOther,
  type JobEvent,
  type ProjectEvent,
  type ProjectFields,
  type ProjectVersion,
  type ProjectVersionSettings,
  projectOfAnalysisJob,
} from '@app/domain';
import type { ProductAnalysisView, ProductOtherView, ProductVersionView, ProductView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { ANALYSIS_CANCELLED } from '../analysis-cancelled';
import { stageOf } from './analysis-stages';

type AnalysisJobEvent = Extract<JobEvent, { type: 'JobClaimed' | 'JobProgressed' | 'JobFailed' | 'JobCancelled' }>;
export type ProductsEvent = ProjectEvent | AnalysisJobEvent;

const JOB_EVENT_TYPES: ReadonlySet<string> = new Set<AnalysisJobEvent['type']>([
  'JobClaimed',
  'JobProgressed',
  'JobFailed',
  'JobCancelled',
]);
const isJobEvent = (event: RecordedEvent<ProductsEvent>): event is RecordedEvent<AnalysisJobEvent> => JOB_EVENT_TYPES.has(event.type);

export const NO_ANALYSIS: ProductAnalysisView = {
  job_id: null,
  status: 'none',
  stage: null,
  message: null,
  progress: 0,
  version: null,
  requested_at: null,
  started_at: null,
  finished_at: null,
  error_code: null,
  error_message: null,
  insights: null,
};

/** The Other bucket as the view keeps it; null for an analysis recorded without one. */
function otherView(other: AnalysisOther | undefined): ProductOtherView | null {
  if (!other) return null;
  return {
    count: other.count,
    min_theme_snippets: other.minThemeSnippets,
    snippets: other.snippets.map(({ snippetId, documentId, text }) => ({ snippet_id: snippetId, document_id: documentId, text })),
  };
}

/** The view's names of the fields a person sets; only those given (an update names the changed ones). */
function fieldsView(fields: Partial<ProjectFields>): Partial<ProductView> {
  const view: Partial<ProductView> = {
    name: fields.name,
    description: fields.description,
    goal: fields.goal,
    objective: fields.objective,
    audience: fields.audience,
    time_available: fields.timeAvailable,
    customer_description: fields.customerDescription,
    use_salesforce_opportunity: fields.useSalesforceOpportunity,
    salesforce_opportunity_stage: fields.salesforceOpportunityStage,
    salesforce_opportunity_start_date: fields.salesforceOpportunityStartDate,
    salesforce_opportunity_end_date: fields.salesforceOpportunityEndDate,
    slack_channels: fields.slackChannels,
  };
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== undefined)) as Partial<ProductView>;
}

const versionView = (version: ProjectVersion): ProductVersionView => ({
  version: version.version,
  refinement_prompt: version.refinementPrompt,
  use_sales_data: version.useSalesData,
  keywords: version.keywords,
  sales_calls_start_date: version.salesCallsStartDate,
  sales_calls_end_date: version.salesCallsEndDate,
  created_by: version.createdBy,
  created_at: version.createdAt,
});

/** What the project shows of its latest version. */
const latestSettings = (version: ProductVersionView) => ({
  version: version.version,
  use_sales_data: version.use_sales_data,
  keywords: version.keywords,
  sales_calls_start_date: version.sales_calls_start_date,
  sales_calls_end_date: version.sales_calls_end_date,
});

const settingsOf = (settings: ProjectVersionSettings, version: number, createdBy: string, createdAt: string): ProjectVersion => ({
  ...settings,
  version,
  createdBy,
  createdAt,
});

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/** A job event moves the analysis only while it is that job's and has not ended. */
function analysisAfterJob(analysis: ProductAnalysisView, event: RecordedEvent<AnalysisJobEvent>): ProductAnalysisView {
  if (analysis.job_id !== event.data.jobId || (analysis.status !== 'queued' && analysis.status !== 'running')) return analysis;
  switch (event.type) {
    case 'JobClaimed':
      return { ...analysis, status: 'running', started_at: analysis.started_at ?? event.data.claimedAt };
    case 'JobProgressed': {
      const { done, total, message, progressedAt } = event.data;
      return {
        ...analysis,
        status: 'running',
        started_at: analysis.started_at ?? progressedAt,
        stage: stageOf(message),
        message,
        progress: total > 0 && Number.isFinite(done / total) ? clamp01(done / total) : analysis.progress,
      };
    }
    case 'JobFailed':
      return {
        ...analysis,
        status: 'failed',
        error_code: event.data.code,
        error_message: event.data.message,
        finished_at: event.data.failedAt,
      };
    case 'JobCancelled':
      return {
        ...analysis,
        status: 'cancelled',
        error_code: ANALYSIS_CANCELLED.code,
        error_message: ANALYSIS_CANCELLED.message,
        finished_at: event.data.cancelledAt,
      };
  }
}

function evolveProject(doc: ProductView | null, event: RecordedEvent<ProjectEvent>): ProductView | null {
  if (event.type === 'ProjectCreated') {
    const { data } = event;
    const first = versionView(settingsOf(data.firstVersion, 1, data.createdBy, data.createdAt));
    return {
      product_id: data.productId,
      organisation_id: data.organisationId,
      name: data.fields.name,
      description: data.fields.description,
      goal: data.fields.goal,
      type: data.type,
      status: 'Live',
      ...latestSettings(first),
      objective: data.fields.objective,
      audience: data.fields.audience,
      time_available: data.fields.timeAvailable,
      customer_description: data.fields.customerDescription,
      use_salesforce_opportunity: data.fields.useSalesforceOpportunity,
      salesforce_opportunity_stage: data.fields.salesforceOpportunityStage,
      salesforce_opportunity_start_date: data.fields.salesforceOpportunityStartDate,
      salesforce_opportunity_end_date: data.fields.salesforceOpportunityEndDate,
      slack_channels: data.fields.slackChannels,
      name_generated: data.nameGenerated,
      description_generated: data.descriptionGenerated,
      data_types: data.dataTypes,
      versions: [first],
      sources: [],
      document_count: 0,
      current_insight_ids: [],
      insight_count: 0,
      other: null,
      created_by: data.createdBy,
      created_at: data.createdAt,
      updated_at: data.createdAt,
      analysis: NO_ANALYSIS,
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'ProjectSourcesAdded': {
      const known = new Set(doc.sources.map((source) => source.document_id));
      const added = event.data.sources
        .filter((source) => !known.has(source.documentId))
        .map((source) => ({ document_id: source.documentId, kind: source.kind }));
      const sources = [...doc.sources, ...added];
      return { ...doc, sources, document_count: sources.length, updated_at: event.data.addedAt };
    }
    case 'ProjectUpdated':
      return { ...doc, ...fieldsView(event.data.changes), updated_at: event.data.updatedAt };
    case 'ProjectDescribed':
      return { ...doc, ...fieldsView({ name: event.data.name, description: event.data.description }), updated_at: event.data.describedAt };
    case 'ProjectArchived':
      return { ...doc, status: 'Archived', updated_at: event.data.archivedAt };
    case 'ProjectUnarchived':
      return { ...doc, status: 'Live', updated_at: event.data.unarchivedAt };
    case 'ProjectVersionCreated': {
      const { productId: _productId, ...version } = event.data;
      const added = versionView(version);
      const versions = [...doc.versions.filter((known) => known.version !== added.version), added].sort((a, b) => a.version - b.version);
      return { ...doc, versions, ...latestSettings(versions[versions.length - 1]), updated_at: event.data.createdAt };
    }
    case 'AnalysisRequested': {
      const { jobId, version, requestedAt } = event.data;
      return { ...doc, analysis: { ...NO_ANALYSIS, job_id: jobId, status: 'queued', version, requested_at: requestedAt } };
    }
    case 'AnalysisRecorded': {
      const { jobId, created, continued, staled, other, recordedAt } = event.data;
      const current_insight_ids = [...created, ...continued];
      const counted = { ...doc, current_insight_ids, insight_count: current_insight_ids.length, other: otherView(other) };
      if (doc.analysis.job_id !== jobId) return counted;
      return {
        ...counted,
        analysis: {
          ...doc.analysis,
          status: 'succeeded',
          stage: null,
          message: null,
          progress: 1,
          finished_at: recordedAt,
          error_code: null,
          error_message: null,
          insights: { created: created.length, continued: continued.length, staled: staled.length },
        },
      };
    }
    case 'AnalysisFailed': {
      const { jobId, code, message, failedAt } = event.data;
      if (doc.analysis.job_id !== jobId) return doc;
      return {
        ...doc,
        analysis: {
          ...doc.analysis,
          status: code === ANALYSIS_CANCELLED.code ? 'cancelled' : 'failed',
          error_code: code,
          error_message: message,
          // The job's own end, when it was seen first, is when the analysis stopped.
          finished_at: doc.analysis.finished_at ?? failedAt,
        },
      };
    }
  }
  return doc;
}

/**
 * The project list and detail: one view per project from its stream, with the progress of its
 * latest analysis taken from the analysis job's own events (claimed, progressed, failed, cancelled);
 * the project's AnalysisRecorded is the success, and AnalysisFailed confirms a failure.
 */
export const productsProjection: Projection<ProductView, ProductsEvent> = {
  collection: 'products',
  // The list: an organisation's projects newest first, all or of one status.
  indexes: [
    ['organisation_id', 'created_at'],
    ['organisation_id', 'status', 'created_at'],
  ],
  handles: new Set<ProductsEvent['type']>([
    'ProjectCreated',
    'ProjectSourcesAdded',
    'ProjectUpdated',
    'ProjectDescribed',
    'ProjectArchived',
    'ProjectUnarchived',
    'ProjectVersionCreated',
    'AnalysisRequested',
    'AnalysisRecorded',
    'AnalysisFailed',
    'JobClaimed',
    'JobProgressed',
    'JobFailed',
    'JobCancelled',
  ]),
  documentId(event) {
    if (isJobEvent(event)) return event.streamId.startsWith('job-') ? projectOfAnalysisJob(event.data.jobId) : null;
    return event.streamId.startsWith('product-') ? (event as RecordedEvent<ProjectEvent>).data.productId : null;
  },
  evolve(doc, event) {
    if (isJobEvent(event)) return doc && { ...doc, analysis: analysisAfterJob(doc.analysis, event) };
    return evolveProject(doc, event as RecordedEvent<ProjectEvent>);
  },
};
