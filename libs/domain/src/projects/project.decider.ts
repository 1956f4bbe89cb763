import type { Decider } from '../shared/decider';
import { analysisJobId } from './analysis-job';
import type { ProjectCommand, SourceFacts } from './project.commands';
import { projectErrors } from './project.errors';
import {
  ANALYSIS_OTHER_SNIPPETS_KEPT,
  type ProjectDataType,
  type ProjectEvent,
  projectEventTypes,
  type ProjectFields,
  type ProjectSource,
  type ProjectType,
  type ProjectVersion,
} from './project.events';
import { checkDateRange, checkSources } from './project-sources';

export type ProjectStatus = 'absent' | 'live' | 'archived';

export interface ProjectState {
  status: ProjectStatus;
  productId: string | null;
  organisationId: string | null;
  type: ProjectType | null;
  fields: ProjectFields | null;
  nameGenerated: boolean;
  descriptionGenerated: boolean;
  sources: ProjectSource[];
  versions: ProjectVersion[];
  /** How many analyses were ever requested: numbers the next job. */
  analysesRequested: number;
  /** The analysis requested and not yet recorded or failed. */
  openAnalysis: { jobId: string; version: number } | null;
  /** Every insight any analysis created, in creation order: the next analysis matches its themes against them. */
  insightIds: string[];
  /** The insights the latest recorded analysis found (created or continued). */
  currentInsightIds: string[];
}

export const initialProjectState: ProjectState = {
  status: 'absent',
  productId: null,
  organisationId: null,
  type: null,
  fields: null,
  nameGenerated: false,
  descriptionGenerated: false,
  sources: [],
  versions: [],
  analysesRequested: 0,
  openAnalysis: null,
  insightIds: [],
  currentInsightIds: [],
};

type Command<Type extends ProjectCommand['type']> = Extract<ProjectCommand, { type: Type }>;

/** Title and description may be left blank for insights and research plans (they are written from the data); the documents' flows need both. */
const GENERATES_BLANK_FIELDS: ReadonlySet<ProjectType> = new Set<ProjectType>(['insights', 'research_plan']);

function requireVisible(state: ProjectState, organisationId: string): string {
  if (state.productId === null || state.organisationId !== organisationId) throw projectErrors.notFound();
  return state.productId;
}

const sourceOf = ({ documentId, kind }: SourceFacts): ProjectSource => ({ documentId, kind });

function newSources(state: ProjectState, sources: readonly SourceFacts[]): SourceFacts[] {
  const known = new Set(state.sources.map((source) => source.documentId));
  const seen = new Set<string>();
  return sources.filter((source) => {
    if (known.has(source.documentId) || seen.has(source.documentId)) return false;
    seen.add(source.documentId);
    return true;
  });
}

function checkDataTypes(dataTypes: ProjectDataType[] | undefined): void {
  if (dataTypes !== undefined && dataTypes.length === 0) throw projectErrors.noDataType();
}

function create(command: Command<'CreateProject'>, state: ProjectState): ProjectEvent[] {
  if (state.status !== 'absent') throw projectErrors.idTaken();
  const generates = GENERATES_BLANK_FIELDS.has(command.projectType);
  const name = command.fields.name.trim();
  const description = command.fields.description.trim();
  if (!generates && name === '') throw projectErrors.titleRequired();
  if (!generates && description === '') throw projectErrors.descriptionRequired();
  checkDataTypes(command.dataTypes);
  const sources = newSources(state, command.sources);
  checkSources([], sources);
  checkDateRange(command.firstVersion.salesCallsStartDate, command.firstVersion.salesCallsEndDate);
  const { productId, organisationId, createdBy, now } = command;
  return [
    {
      type: 'ProjectCreated',
      data: {
        productId,
        organisationId,
        type: command.projectType,
        fields: { ...command.fields, name, description },
        nameGenerated: name === '',
        descriptionGenerated: description === '',
        dataTypes: command.dataTypes ?? [],
        firstVersion: command.firstVersion,
        createdBy,
        createdAt: now,
      },
    },
    { type: 'ProjectSourcesAdded', data: { productId, sources: sources.map(sourceOf), addedBy: createdBy, addedAt: now } },
  ];
}

function addSources(command: Command<'AddSources'>, state: ProjectState): ProjectEvent[] {
  const productId = requireVisible(state, command.organisationId);
  const sources = newSources(state, command.sources);
  // Adding what the project already has (a retried request) records nothing.
  if (sources.length === 0) return [];
  checkSources(state.sources, sources);
  return [
    { type: 'ProjectSourcesAdded', data: { productId, sources: sources.map(sourceOf), addedBy: command.addedBy, addedAt: command.now } },
  ];
}

function update(command: Command<'UpdateProject'>, state: ProjectState): ProjectEvent[] {
  const productId = requireVisible(state, command.organisationId);
  const fields = state.fields!;
  const changes: Partial<ProjectFields> = {};
  for (const [key, value] of Object.entries(command.changes) as Array<[keyof ProjectFields, ProjectFields[keyof ProjectFields]]>) {
    if (value === undefined) continue;
    const next = typeof value === 'string' ? value.trim() : value;
    if (JSON.stringify(next) !== JSON.stringify(fields[key])) Object.assign(changes, { [key]: next });
  }
  const generates = GENERATES_BLANK_FIELDS.has(state.type!);
  if (!generates && changes.name === '') throw projectErrors.titleRequired();
  if (!generates && changes.description === '') throw projectErrors.descriptionRequired();
  checkDateRange(
    changes.salesforceOpportunityStartDate ?? fields.salesforceOpportunityStartDate,
    changes.salesforceOpportunityEndDate ?? fields.salesforceOpportunityEndDate,
  );
  const events: ProjectEvent[] = [];
  if (Object.keys(changes).length > 0) {
    events.push({ type: 'ProjectUpdated', data: { productId, changes, updatedBy: command.updatedBy, updatedAt: command.now } });
  }
  if (command.status === 'Archived' && state.status === 'live') {
    events.push({ type: 'ProjectArchived', data: { productId, archivedBy: command.updatedBy, archivedAt: command.now } });
  }
  if (command.status === 'Live' && state.status === 'archived') {
    events.push({ type: 'ProjectUnarchived', data: { productId, unarchivedBy: command.updatedBy, unarchivedAt: command.now } });
  }
  return events;
}

function createVersion(command: Command<'CreateVersion'>, state: ProjectState): ProjectEvent[] {
  const productId = requireVisible(state, command.organisationId);
  if (state.status === 'archived') throw projectErrors.archived();
  // A version is made to be analysed: while another analysis runs it would wait unanalysed.
  if (state.openAnalysis !== null) throw projectErrors.analysisRunning();
  checkDateRange(command.salesCallsStartDate, command.salesCallsEndDate);
  const { refinementPrompt, useSalesData, keywords, salesCallsStartDate, salesCallsEndDate, createdBy, now } = command;
  return [
    {
      type: 'ProjectVersionCreated',
      data: {
        productId,
        version: state.versions.length + 1,
        refinementPrompt: refinementPrompt.trim(),
        useSalesData,
        keywords,
        salesCallsStartDate,
        salesCallsEndDate,
        createdBy,
        createdAt: now,
      },
    },
  ];
}

function requestAnalysis(command: Command<'RequestAnalysis'>, state: ProjectState): ProjectEvent[] {
  const productId = requireVisible(state, command.organisationId);
  if (state.status === 'archived') throw projectErrors.archived();
  // One analysis at a time: asking again while one runs is answered with that one.
  if (state.openAnalysis !== null) return [];
  if (state.sources.length === 0) throw projectErrors.noDataSource();
  const jobId = analysisJobId(productId, state.analysesRequested + 1);
  const version = state.versions.length;
  return [{ type: 'AnalysisRequested', data: { productId, jobId, version, requestedBy: command.requestedBy, requestedAt: command.now } }];
}

function recordAnalysis(command: Command<'RecordAnalysis'>, state: ProjectState): ProjectEvent[] {
  if (state.productId === null) throw projectErrors.notFound();
  // A retried job or a worker finishing after a failure was recorded: one outcome per analysis.
  if (state.openAnalysis?.jobId !== command.jobId) return [];
  const { productId } = state;
  const { jobId, snippets, created, continued, staled, other, now } = command;
  const events: ProjectEvent[] = [
    {
      type: 'AnalysisRecorded',
      data: {
        productId,
        jobId,
        version: state.openAnalysis.version,
        snippets,
        created,
        continued,
        staled,
        ...(other ? { other: { ...other, snippets: other.snippets.slice(0, ANALYSIS_OTHER_SNIPPETS_KEPT) } } : {}),
        recordedAt: now,
      },
    },
  ];
  const name = state.nameGenerated && state.fields!.name === '' ? command.name?.trim() : undefined;
  const description = state.descriptionGenerated && state.fields!.description === '' ? command.description?.trim() : undefined;
  if (name || description) {
    events.push({
      type: 'ProjectDescribed',
      data: { productId, ...(name ? { name } : {}), ...(description ? { description } : {}), jobId, describedAt: now },
    });
  }
  return events;
}

function recordFailure(command: Command<'RecordAnalysisFailure'>, state: ProjectState): ProjectEvent[] {
  if (state.productId === null) throw projectErrors.notFound();
  if (state.openAnalysis?.jobId !== command.jobId) return [];
  const { jobId, code, message, now } = command;
  return [
    {
      type: 'AnalysisFailed',
      data: { productId: state.productId, jobId, version: state.openAnalysis.version, code, message, failedAt: now },
    },
  ];
}

function decide(command: ProjectCommand, state: ProjectState): ProjectEvent[] {
  switch (command.type) {
    case 'CreateProject':
      return create(command, state);
    case 'AddSources':
      return addSources(command, state);
    case 'UpdateProject':
      return update(command, state);
    case 'CreateVersion':
      return createVersion(command, state);
    case 'RequestAnalysis':
      return requestAnalysis(command, state);
    case 'RecordAnalysis':
      return recordAnalysis(command, state);
    case 'RecordAnalysisFailure':
      return recordFailure(command, state);
  }
}

function evolve(state: ProjectState, event: ProjectEvent): ProjectState {
  switch (event.type) {
    case 'ProjectCreated': {
      const { productId, organisationId, type, fields, nameGenerated, descriptionGenerated, firstVersion, createdBy, createdAt } =
        event.data;
      return {
        ...state,
        status: 'live',
        productId,
        organisationId,
        type,
        fields,
        nameGenerated,
        descriptionGenerated,
        versions: [{ ...firstVersion, version: 1, createdBy, createdAt }],
      };
    }
    case 'ProjectSourcesAdded':
      return { ...state, sources: [...state.sources, ...event.data.sources] };
    case 'ProjectUpdated':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'ProjectDescribed':
      return {
        ...state,
        fields: {
          ...state.fields!,
          ...(event.data.name ? { name: event.data.name } : {}),
          ...(event.data.description ? { description: event.data.description } : {}),
        },
      };
    case 'ProjectArchived':
      return { ...state, status: 'archived' };
    case 'ProjectUnarchived':
      return { ...state, status: 'live' };
    case 'ProjectVersionCreated': {
      const { productId: _productId, ...version } = event.data;
      return { ...state, versions: [...state.versions, version] };
    }
    case 'AnalysisRequested':
      return {
        ...state,
        analysesRequested: state.analysesRequested + 1,
        openAnalysis: { jobId: event.data.jobId, version: event.data.version },
      };
    case 'AnalysisRecorded':
      return {
        ...state,
        openAnalysis: null,
        insightIds: [...state.insightIds, ...event.data.created],
        currentInsightIds: [...event.data.created, ...event.data.continued],
      };
    case 'AnalysisFailed':
      return { ...state, openAnalysis: null };
  }
}

export const projectDecider: Decider<ProjectCommand, ProjectState, ProjectEvent> = {
  initialState: initialProjectState,
  decide,
  evolve,
  eventTypes: projectEventTypes,
};
