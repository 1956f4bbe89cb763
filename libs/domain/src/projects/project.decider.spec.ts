import { fold } from '../shared/decider';
import { given } from '../shared/given-when-then.spec-helper';
import { streams } from '../shared/stream-names';
import { analysisJobId, projectOfAnalysisJob } from './analysis-job';
import type { ProjectCommand, SourceFacts } from './project.commands';
import { projectDecider } from './project.decider';
import { PROJECT_MESSAGES, projectErrors } from './project.errors';
import {
  ANALYSIS_OTHER_SNIPPETS_KEPT,
  BLANK_PROJECT_FIELDS,
  type ProjectEvent,
  type ProjectFields,
  type ProjectVersionSettings,
} from './project.events';

const productId = 'p-1';
const org = 'org-1';
const t0 = '2025-03-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000).toISOString();

const fields: ProjectFields = { ...BLANK_PROJECT_FIELDS, name: 'Onboarding friction', description: 'Why trials stall' };
const firstVersion: ProjectVersionSettings = {
  refinementPrompt: '',
  useSalesData: false,
  keywords: ['onboarding'],
  salesCallsStartDate: null,
  salesCallsEndDate: null,
};
const transcript: SourceFacts = { documentId: 'd-call', kind: 'transcript', ready: true, surveyColumns: [] };
const survey = (documentId = 'd-survey', type: 'text' | 'None' = 'text'): SourceFacts => ({
  documentId,
  kind: 'survey',
  ready: true,
  surveyColumns: [{ name: 'Why', type, include: true, description: '' }],
});

const create = (overrides: Partial<Extract<ProjectCommand, { type: 'CreateProject' }>> = {}): ProjectCommand => ({
  type: 'CreateProject',
  productId,
  organisationId: org,
  createdBy: 'alice',
  projectType: 'insights',
  fields,
  firstVersion,
  sources: [transcript],
  now: t0,
  ...overrides,
});
const created = (overrides: Partial<ProjectFields> = {}, type: 'insights' | 'product_spec' = 'insights'): ProjectEvent[] => [
  {
    type: 'ProjectCreated',
    data: {
      productId,
      organisationId: org,
      type,
      fields: { ...fields, ...overrides },
      nameGenerated: (overrides.name ?? fields.name) === '',
      descriptionGenerated: (overrides.description ?? fields.description) === '',
      dataTypes: [],
      firstVersion,
      createdBy: 'alice',
      createdAt: t0,
    },
  },
  {
    type: 'ProjectSourcesAdded',
    data: { productId, sources: [{ documentId: 'd-call', kind: 'transcript' }], addedBy: 'alice', addedAt: t0 },
  },
];
const jobId = analysisJobId(productId, 1);
const requested: ProjectEvent = {
  type: 'AnalysisRequested',
  data: { productId, jobId, version: 1, requestedBy: 'alice', requestedAt: at(1) },
};
const record = (overrides: Partial<Extract<ProjectCommand, { type: 'RecordAnalysis' }>> = {}): ProjectCommand => ({
  type: 'RecordAnalysis',
  jobId,
  snippets: 120,
  created: ['i-1', 'i-2'],
  continued: [],
  staled: [],
  now: at(60),
  ...overrides,
});
const recorded: ProjectEvent = {
  type: 'AnalysisRecorded',
  data: { productId, jobId, version: 1, snippets: 120, created: ['i-1', 'i-2'], continued: [], staled: [], recordedAt: at(60) },
};

describe('project decider', () => {
  it('names its stream product-<productId> and its analysis jobs analysis-<productId>-<n>', () => {
    expect(streams.product(productId)).toBe('product-p-1');
    const uuid = '0b7c1f9e-2d55-4a8e-9f0e-6f7f6b0a1c2d';
    expect(projectOfAnalysisJob(analysisJobId(uuid, 12))).toBe(uuid);
    expect(projectOfAnalysisJob('ingest-' + uuid)).toBeNull();
    expect(projectOfAnalysisJob('analysis-' + uuid)).toBeNull();
  });

  describe('CreateProject', () => {
    it('records the project with its fields, first version and sources', () => {
      given(projectDecider).when(create()).then(created());
    });

    it('lets an insights project leave its title and description blank, to be written from the data', () => {
      given(projectDecider)
        .when(create({ fields: { ...fields, name: '  ', description: '' } }))
        .then(created({ name: '', description: '' }));
    });

    it("requires the title and description where the flow does, with SPEC's messages", () => {
      expect(projectErrors.titleRequired().message).toBe('Project title is required.');
      expect(projectErrors.descriptionRequired().message).toBe('Project description is required.');
      given(projectDecider)
        .when(create({ projectType: 'product_spec', fields: { ...fields, name: '' } }))
        .thenThrows('PROJECT_TITLE_REQUIRED');
      given(projectDecider)
        .when(create({ projectType: 'value_prop', fields: { ...fields, description: ' ' } }))
        .thenThrows('PROJECT_DESCRIPTION_REQUIRED');
    });

    it("applies SPEC's source rules: a data type, a source, one survey, no selected None column", () => {
      expect(PROJECT_MESSAGES.noDataSource).toBe(
        'No files, transcripts, surveys, or sales data were added. Please add at least one data source to this project.',
      );
      given(projectDecider)
        .when(create({ dataTypes: [] }))
        .thenThrows('PROJECT_NO_DATA_TYPE');
      given(projectDecider)
        .when(create({ sources: [] }))
        .thenThrows('PROJECT_NO_DATA_SOURCE');
      given(projectDecider)
        .when(create({ sources: [survey('d-1'), survey('d-2')] }))
        .thenThrows('PROJECT_ONE_SURVEY');
      given(projectDecider)
        .when(create({ sources: [survey('d-1', 'None')] }))
        .thenThrows('SURVEY_COLUMN_UNTYPED');
    });

    it('counts a document given twice once, and refuses a reversed date range and a used id', () => {
      const events = projectDecider.decide(create({ sources: [transcript, transcript] }), projectDecider.initialState);
      expect(events[1]).toMatchObject({ data: { sources: [{ documentId: 'd-call' }] } });
      given(projectDecider)
        .when(create({ firstVersion: { ...firstVersion, salesCallsStartDate: '2025-03-01', salesCallsEndDate: '2025-02-01' } }))
        .thenThrows('PROJECT_DATES_REVERSED');
      given(projectDecider, created()).when(create()).thenThrows('PROJECT_ID_TAKEN');
    });
  });

  describe('AddSources', () => {
    it('records only documents the project does not have yet, and nothing on a retry', () => {
      given(projectDecider, created())
        .when({ type: 'AddSources', organisationId: org, sources: [transcript, survey()], addedBy: 'bob', now: at(5) })
        .then([
          {
            type: 'ProjectSourcesAdded',
            data: { productId, sources: [{ documentId: 'd-survey', kind: 'survey' }], addedBy: 'bob', addedAt: at(5) },
          },
        ]);
      given(projectDecider, created())
        .when({ type: 'AddSources', organisationId: org, sources: [transcript], addedBy: 'bob', now: at(5) })
        .then([]);
    });

    it('refuses a second survey across the whole project, and another organisation', () => {
      const withSurvey: ProjectEvent[] = [
        ...created(),
        {
          type: 'ProjectSourcesAdded',
          data: { productId, sources: [{ documentId: 'd-1', kind: 'survey' }], addedBy: 'bob', addedAt: at(2) },
        },
      ];
      given(projectDecider, withSurvey)
        .when({ type: 'AddSources', organisationId: org, sources: [survey('d-2')], addedBy: 'bob', now: at(5) })
        .thenThrows('PROJECT_ONE_SURVEY');
      given(projectDecider, created())
        .when({ type: 'AddSources', organisationId: 'org-2', sources: [survey()], addedBy: 'eve', now: at(5) })
        .thenThrows('PROJECT_NOT_FOUND');
    });
  });

  describe('UpdateProject', () => {
    const update = (changes: Partial<ProjectFields>, status?: 'Live' | 'Archived', organisationId = org): ProjectCommand => ({
      type: 'UpdateProject',
      organisationId,
      changes,
      status,
      updatedBy: 'bob',
      now: at(9),
    });

    it('records only the fields that changed, then archives and unarchives', () => {
      given(projectDecider, created())
        .when(update({ name: 'Onboarding friction', goal: 'Cut churn ' }, 'Archived'))
        .then([
          { type: 'ProjectUpdated', data: { productId, changes: { goal: 'Cut churn' }, updatedBy: 'bob', updatedAt: at(9) } },
          { type: 'ProjectArchived', data: { productId, archivedBy: 'bob', archivedAt: at(9) } },
        ]);
      const archived: ProjectEvent = { type: 'ProjectArchived', data: { productId, archivedBy: 'bob', archivedAt: at(9) } };
      given(projectDecider, [...created(), archived])
        .when(update({}, 'Live'))
        .then([{ type: 'ProjectUnarchived', data: { productId, unarchivedBy: 'bob', unarchivedAt: at(9) } }]);
      given(projectDecider, [...created(), archived])
        .when(update({}, 'Archived'))
        .then([]);
    });

    it('is not found for another organisation', () => {
      given(projectDecider, created())
        .when(update({ goal: 'x' }, undefined, 'org-2'))
        .thenThrows('PROJECT_NOT_FOUND');
    });
  });

  describe('analyses', () => {
    const requestAnalysis: ProjectCommand = { type: 'RequestAnalysis', organisationId: org, requestedBy: 'alice', now: at(1) };

    it('requests one analysis at a time, numbered per project', () => {
      given(projectDecider, created()).when(requestAnalysis).then([requested]);
      given(projectDecider, [...created(), requested])
        .when(requestAnalysis)
        .then([]);
      const next = projectDecider.decide(requestAnalysis, fold(projectDecider, [...created(), requested, recorded]));
      expect(next).toMatchObject([{ type: 'AnalysisRequested', data: { jobId: analysisJobId(productId, 2), version: 1 } }]);
    });

    it('records the outcome once: a retried job or a late worker records nothing', () => {
      given(projectDecider, [...created(), requested])
        .when(record())
        .then([recorded]);
      given(projectDecider, [...created(), requested, recorded])
        .when(record())
        .then([]);
      given(projectDecider, [...created(), requested, recorded])
        .when({ type: 'RecordAnalysisFailure', jobId, code: 'JOB_ABANDONED', message: 'x', now: at(70) })
        .then([]);
    });

    it('keeps the insights the analyses found, for the next one to match against', () => {
      const second: ProjectEvent = {
        type: 'AnalysisRecorded',
        data: { ...recorded.data, jobId: analysisJobId(productId, 2), created: ['i-3'], continued: ['i-1'], staled: ['i-2'] },
      } as ProjectEvent;
      const state = fold(projectDecider, [...created(), requested, recorded, second]);
      expect(state.insightIds).toEqual(['i-1', 'i-2', 'i-3']);
      expect(state.currentInsightIds).toEqual(['i-3', 'i-1']);
    });

    it("records the analysis' Other bucket with its whole count, keeping only its first snippets", () => {
      const quotes = Array.from({ length: ANALYSIS_OTHER_SNIPPETS_KEPT + 5 }, (_, n) => ({
        snippetId: `d-call:${n}`,
        documentId: 'd-call',
        text: `Aside ${n}`,
      }));
      given(projectDecider, [...created(), requested])
        .when(record({ other: { count: 70, minThemeSnippets: 3, snippets: quotes } }))
        .then([
          {
            type: 'AnalysisRecorded',
            data: { ...recorded.data, other: { count: 70, minThemeSnippets: 3, snippets: quotes.slice(0, ANALYSIS_OTHER_SNIPPETS_KEPT) } },
          } as ProjectEvent,
        ]);
    });

    it('folds an analysis recorded before the Other bucket existed, and one with it, alike', () => {
      const withOther = {
        type: 'AnalysisRecorded',
        data: {
          ...recorded.data,
          other: { count: 1, minThemeSnippets: 3, snippets: [{ snippetId: 'd-call:9', documentId: 'd-call', text: 'x' }] },
        },
      } as ProjectEvent;
      const before = fold(projectDecider, [...created(), requested, recorded]);
      const after = fold(projectDecider, [...created(), requested, withOther]);
      expect(after).toEqual(before);
      expect(after.openAnalysis).toBeNull();
      expect(after.currentInsightIds).toEqual(['i-1', 'i-2']);
    });

    it('writes a blank name and description from the analysis, never over what a person wrote', () => {
      const blank = created({ name: '', description: '' });
      given(projectDecider, [...blank, requested])
        .when(record({ name: 'Export and billing', description: 'Three themes from 120 snippets.' }))
        .then([
          { ...recorded },
          {
            type: 'ProjectDescribed',
            data: { productId, name: 'Export and billing', description: 'Three themes from 120 snippets.', jobId, describedAt: at(60) },
          },
        ]);
      given(projectDecider, [...created(), requested])
        .when(record({ name: 'Export and billing' }))
        .then([recorded]);
    });

    it('records a failure, refuses a version while an analysis runs, and refuses analysing an archived project', () => {
      given(projectDecider, [...created(), requested])
        .when({ type: 'RecordAnalysisFailure', jobId, code: 'ANALYSIS_NO_SNIPPETS', message: 'No snippets.', now: at(5) })
        .then([
          {
            type: 'AnalysisFailed',
            data: { productId, jobId, version: 1, code: 'ANALYSIS_NO_SNIPPETS', message: 'No snippets.', failedAt: at(5) },
          },
        ]);
      const version: ProjectCommand = { type: 'CreateVersion', organisationId: org, createdBy: 'bob', now: at(7), ...firstVersion };
      given(projectDecider, [...created(), requested])
        .when(version)
        .thenThrows('ANALYSIS_RUNNING');
      given(projectDecider, [...created(), requested, recorded])
        .when(version)
        .then([{ type: 'ProjectVersionCreated', data: { productId, version: 2, ...firstVersion, createdBy: 'bob', createdAt: at(7) } }]);
      const archived: ProjectEvent = { type: 'ProjectArchived', data: { productId, archivedBy: 'bob', archivedAt: at(9) } };
      given(projectDecider, [...created(), archived])
        .when(requestAnalysis)
        .thenThrows('PROJECT_ARCHIVED');
    });
  });
});
