import {
  type AnalysisRecordedData,
  type DocumentEvent,
  documentDecider,
  documentEventTypes,
  fold,
  type InsightEvent,
  insightDecider,
  insightEventTypes,
  isEventOf,
  type ProjectEvent,
  projectDecider,
  projectEventTypes,
  type ProjectsAnalyseInput,
  streams,
} from '@app/domain';
import type { EventStore, RecordedEvent } from '@app/infrastructure/event-store';
import { FileNotFoundError, type FileStore } from '@app/infrastructure/files';
import type { ProjectContext } from '@app/insights';
import { JobFailure } from '../job-kind';
import type { DateRange, ExistingInsight, SourceDocument } from './projects-analyse.thread-types';

/**
 * Everything an analysis reads, on the event loop: the project's stream (which analysis, which
 * version's settings), its source documents' streams and snippet artefacts, and its earlier
 * insights' streams and members artefacts. The bytes stay compressed: the thread decodes them.
 */

export interface AnalysisSourcesPorts {
  eventStore: EventStore;
  files: FileStore;
}

/** The analysis this job is: the project's open one for the requested version. */
export interface OpenAnalysis {
  jobId: string;
  productId: string;
  organisationId: string;
  version: number;
  /** When it was asked for: recency is measured from it, so a retried job ranks the themes the same way. */
  requestedAt: string;
  context: ProjectContext;
  range: DateRange;
}

export type AnalysisReading =
  | { kind: 'open'; analysis: OpenAnalysis; documents: SourceDocument[]; existing: ExistingInsight[] }
  /** Already recorded (a retry after the worker died past its last append): nothing to do again. */
  | { kind: 'recorded'; recorded: AnalysisRecordedData };

/** Documents read at once: enough to overlap the store's latency, few enough to keep memory flat. */
const CONCURRENT_READS = 4;

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function artefactOrNull(files: FileStore, hash: string): Promise<Uint8Array | null> {
  try {
    return await files.readArtefact(hash);
  } catch (error) {
    // Removed with its document after the stream was read: the document is no longer a source.
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}

async function readProjectAnalysis(eventStore: EventStore, request: ProjectsAnalyseInput) {
  const events = (await eventStore.readStream(streams.product(request.productId))).filter((event): event is RecordedEvent<ProjectEvent> =>
    isEventOf<ProjectEvent>(projectEventTypes, event),
  );
  const state = fold(projectDecider, events);
  if (state.productId === null || state.organisationId === null || state.fields === null) {
    throw new JobFailure('PROJECT_NOT_FOUND', 'The project to analyse does not exist.');
  }
  const settings = state.versions[request.version - 1];
  if (!settings) throw new JobFailure('PROJECT_VERSION_NOT_FOUND', `The project has no version ${request.version}.`);
  const requests = events.flatMap((event) =>
    event.type === 'AnalysisRequested' && event.data.version === request.version ? [event.data] : [],
  );
  return { state, settings, events, requests };
}

async function readDocument(ports: AnalysisSourcesPorts, documentId: string, organisationId: string): Promise<SourceDocument | null> {
  const events = (await ports.eventStore.readStream(streams.document(documentId))).filter((event): event is RecordedEvent<DocumentEvent> =>
    isEventOf<DocumentEvent>(documentEventTypes, event),
  );
  const state = fold(documentDecider, events);
  // Deleted, still being read, refused, or (never expected) another organisation's: not a source.
  if (state.status !== 'ready' || state.organisationId !== organisationId || state.kind === null) return null;
  const uploaded = events.findLast((event) => event.type === 'DocumentUploaded');
  const ingested = events.findLast((event) => event.type === 'DocumentIngested');
  if (uploaded?.type !== 'DocumentUploaded' || ingested?.type !== 'DocumentIngested') return null;
  const artefact = await artefactOrNull(ports.files, ingested.data.snippetsArtefact);
  if (!artefact) return null;
  return {
    documentId,
    fileName: uploaded.data.fileName,
    kind: state.kind,
    uploadedAt: uploaded.data.uploadedAt,
    surveyColumns: state.surveyColumns,
    artefact,
  };
}

/** The analysis that recorded an event; null for what people do. */
const jobOf = (event: InsightEvent): string | null => ('jobId' in event.data ? event.data.jobId : null);

/**
 * An earlier insight as it stood before this job: what an earlier attempt of this same job wrote
 * is left out, so a retry matches and counts new evidence exactly as the first attempt did.
 */
async function readExisting(ports: AnalysisSourcesPorts, insightId: string, jobId: string): Promise<ExistingInsight | null> {
  const events = (await ports.eventStore.readStream(streams.insight(insightId)))
    .filter((event): event is RecordedEvent<InsightEvent> => isEventOf<InsightEvent>(insightEventTypes, event))
    .filter((event) => jobOf(event) !== jobId);
  const state = fold(insightDecider, events);
  if (state.status === 'absent') return null;
  const content = events.findLast((event) => event.type === 'InsightCreated' || event.type === 'InsightRevised');
  const hash = content?.type === 'InsightCreated' || content?.type === 'InsightRevised' ? content.data.membersArtefact : null;
  return {
    insightId,
    status: state.status,
    members: hash === null ? null : await artefactOrNull(ports.files, hash),
    removedSnippetIds: state.removedSnippetIds,
  };
}

/**
 * Reads what the analysis of `request` needs. The job's own id is the project's open analysis of
 * that version (one runs at a time); when it was recorded already, the reading says so.
 */
export async function readAnalysisSources(ports: AnalysisSourcesPorts, request: ProjectsAnalyseInput): Promise<AnalysisReading> {
  const { state, settings, events, requests } = await readProjectAnalysis(ports.eventStore, request);
  const open = state.openAnalysis?.version === request.version ? state.openAnalysis : null;
  if (open === null) {
    const last = requests.at(-1);
    const recorded = events.find((event) => event.type === 'AnalysisRecorded' && event.data.jobId === last?.jobId);
    if (recorded?.type === 'AnalysisRecorded') return { kind: 'recorded', recorded: recorded.data };
    throw new JobFailure('ANALYSIS_NOT_OPEN', `No analysis of version ${request.version} of this project is waiting to run.`);
  }
  const fields = state.fields!;
  const organisationId = state.organisationId!;
  const analysis: OpenAnalysis = {
    jobId: open.jobId,
    productId: request.productId,
    organisationId,
    version: request.version,
    requestedAt: requests.find((requested) => requested.jobId === open.jobId)?.requestedAt ?? new Date().toISOString(),
    context: {
      goal: fields.goal || fields.objective,
      description: [fields.description, settings.refinementPrompt].filter((part) => part.trim() !== '').join('\n'),
      keywords: settings.keywords,
    },
    range: { start: settings.salesCallsStartDate, end: settings.salesCallsEndDate },
  };
  const sourceIds = [...new Set(state.sources.map((source) => source.documentId))];
  // Sales data counts only in a version that uses it (use_sales_data): the rest of the project's sources always do.
  const documents = (await mapLimited(sourceIds, CONCURRENT_READS, (documentId) => readDocument(ports, documentId, organisationId))).filter(
    (document): document is SourceDocument => document !== null && (document.kind !== 'sales' || settings.useSalesData),
  );
  const existing = (await mapLimited(state.insightIds, CONCURRENT_READS, (insightId) => readExisting(ports, insightId, open.jobId))).filter(
    (insight): insight is ExistingInsight => insight !== null,
  );
  return { kind: 'open', analysis, documents, existing };
}
