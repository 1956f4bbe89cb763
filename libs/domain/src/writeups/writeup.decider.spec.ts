import { given } from '../shared/given-when-then.spec-helper';
import type { WriteupCommand } from './writeup.commands';
import { writeupDecider } from './writeup.decider';
import type { BriefInputs, WriteupEvent, WriteupSectionData } from './writeup.events';
import { writeupJobId, writeupOfJob } from './writeup-job';

const productId = 'p-1';
const organisationId = 'org-1';
const now = '2026-11-27T10:00:00.000Z';
const later = '2026-11-27T11:00:00.000Z';
const brief: BriefInputs = {
  goal: 'Why do travellers churn?',
  methodology: 'Not sure',
  timeline: 'Two weeks',
  audience: 'Frequent flyers',
};

const request = (overrides: Partial<Extract<WriteupCommand, { type: 'RequestWriteup' }>> = {}): WriteupCommand => ({
  type: 'RequestWriteup',
  productId,
  organisationId,
  kind: 'research_plan',
  trigger: 'generate',
  prompt: null,
  brief,
  insightIds: null,
  requestedBy: 'u-1',
  now,
  ...overrides,
});

const requested = (sequence = 1, overrides: Partial<Extract<WriteupEvent, { type: 'WriteupRequested' }>['data']> = {}): WriteupEvent => ({
  type: 'WriteupRequested',
  data: {
    productId,
    organisationId,
    kind: 'research_plan',
    jobId: writeupJobId(productId, 'research_plan', sequence),
    trigger: 'generate',
    prompt: null,
    brief,
    insightIds: null,
    requestedBy: 'u-1',
    requestedAt: now,
    ...overrides,
  },
});

const sections: WriteupSectionData[] = [
  { key: 'goal', blocks: [{ id: 'goal.1', text: 'Why do travellers churn?', citations: [] }] },
  {
    key: 'what_we_know',
    blocks: [
      {
        id: 'what_we_know.1',
        text: 'Lost luggage: 14 of 60 snippets.',
        citations: [
          { insightId: 'i-1', snippetId: 's-1' },
          { insightId: 'i-1', snippetId: 's-2' },
        ],
      },
    ],
  },
];

const generated = (sequence = 1, version = 1): WriteupEvent => ({
  type: 'WriteupGenerated',
  data: {
    productId,
    kind: 'research_plan',
    jobId: writeupJobId(productId, 'research_plan', sequence),
    version,
    title: 'Research brief: Travel',
    sections,
    basis: [{ insightId: 'i-1', title: 'Lost luggage', snippetCount: 14, version: 1 }],
    analysisVersion: 1,
    mode: 'offline',
    problems: [],
    generatedAt: later,
  },
});

const record = (sequence = 1): WriteupCommand => ({
  type: 'RecordWriteup',
  jobId: writeupJobId(productId, 'research_plan', sequence),
  title: 'Research brief: Travel',
  sections,
  basis: [{ insightId: 'i-1', title: 'Lost luggage', snippetCount: 14, version: 1 }],
  analysisVersion: 1,
  mode: 'offline',
  problems: [],
  now: later,
});

const edit = (overrides: Partial<Extract<WriteupCommand, { type: 'EditWriteup' }>> = {}): WriteupCommand => ({
  type: 'EditWriteup',
  organisationId,
  title: 'Research brief: Travel',
  sections,
  expectedVersion: 1,
  editedBy: 'u-2',
  now: later,
  ...overrides,
});

describe('writeup decider', () => {
  it('asks for a generation with the brief’s answers trimmed, numbering its job', () => {
    given(writeupDecider)
      .when(request({ brief: { ...brief, goal: '  Why do travellers churn? ', methodology: ' Not   sure ' } }))
      .then([requested()]);
  });

  it('refuses a research brief without its methodology answer, or without answers at all', () => {
    given(writeupDecider)
      .when(request({ brief: { ...brief, methodology: '  ' } }))
      .thenThrows('BRIEF_METHODOLOGY_REQUIRED');
    given(writeupDecider)
      .when(request({ brief: null }))
      .thenThrows('BRIEF_REQUIRED');
    given(writeupDecider)
      .when(request({ brief: { ...brief, goal: 'x'.repeat(2001) } }))
      .thenThrows('BRIEF_FIELD_TOO_LONG');
  });

  it('keeps earlier brief answers for a later generation, and needs none for the other kinds', () => {
    given(writeupDecider, [requested(), generated()])
      .when(request({ brief: null, trigger: 'refresh' }))
      .then([requested(2, { trigger: 'refresh' })]);
    given(writeupDecider)
      .when(request({ kind: 'value_prop', brief: null }))
      .then([requested(1, { kind: 'value_prop', jobId: writeupJobId(productId, 'value_prop', 1), brief: null })]);
  });

  it('runs one generation at a time', () => {
    given(writeupDecider, [requested()]).when(request()).thenThrows('WRITEUP_IN_PROGRESS');
  });

  it('needs a refinement’s words, and a refresh keeps the latest refinement', () => {
    given(writeupDecider, [requested(), generated()])
      .when(request({ trigger: 'refine', prompt: '  ' }))
      .thenThrows('WRITEUP_PROMPT_REQUIRED');
    given(writeupDecider, [requested(), generated()])
      .when(request({ trigger: 'refine', prompt: 'x'.repeat(1001) }))
      .thenThrows('WRITEUP_PROMPT_TOO_LONG');
    given(writeupDecider, [requested(), generated(), requested(2, { trigger: 'refine', prompt: 'Focus on refunds' }), generated(2, 2)])
      .when(request({ trigger: 'refresh', prompt: null }))
      .then([requested(3, { trigger: 'refresh', prompt: 'Focus on refunds' })]);
  });

  it('takes the insights a person chose once each, at most fifty', () => {
    given(writeupDecider)
      .when(request({ insightIds: ['i-2', 'i-1', 'i-2'] }))
      .then([requested(1, { insightIds: ['i-2', 'i-1'] })]);
    given(writeupDecider)
      .when(request({ insightIds: Array.from({ length: 51 }, (_, index) => `i-${index}`) }))
      .thenThrows('WRITEUP_TOO_MANY_INSIGHTS');
  });

  it('records the generation its request is waiting for once, as the next version', () => {
    given(writeupDecider, [requested()]).when(record()).then([generated()]);
    given(writeupDecider, [requested(), generated()]).when(record()).then([]);
    given(writeupDecider, [requested(), generated(), requested(2)])
      .when(record(2))
      .then([generated(2, 2)]);
  });

  it('records a failure of the current request only, which frees the document for another try', () => {
    const failure: WriteupCommand = {
      type: 'RecordWriteupFailure',
      jobId: writeupJobId(productId, 'research_plan', 1),
      code: 'JOB_CANCELLED',
      message: 'Cancelled.',
      now: later,
    };
    const failed: WriteupEvent = {
      type: 'WriteupGenerationFailed',
      data: { productId, kind: 'research_plan', jobId: failure.jobId, code: 'JOB_CANCELLED', message: 'Cancelled.', failedAt: later },
    };
    given(writeupDecider, [requested()]).when(failure).then([failed]);
    given(writeupDecider, [requested(), failed]).when(failure).then([]);
    given(writeupDecider, [requested(), failed])
      .when(request())
      .then([requested(2)]);
  });

  it('records a person’s edit as the next version, wording changed and citations only dropped', () => {
    const reworded = structuredClone(sections);
    reworded[1].blocks[0] = {
      ...reworded[1].blocks[0],
      text: ' Lost bags: 14 of 60. ',
      citations: [{ insightId: 'i-1', snippetId: 's-2' }],
    };
    given(writeupDecider, [requested(), generated()])
      .when(edit({ sections: reworded }))
      .then([
        {
          type: 'WriteupEdited',
          data: {
            productId,
            kind: 'research_plan',
            version: 2,
            title: 'Research brief: Travel',
            sections: [sections[0], { key: 'what_we_know', blocks: [{ ...reworded[1].blocks[0], text: 'Lost bags: 14 of 60.' }] }],
            editedBy: 'u-2',
            editedAt: later,
          },
        },
      ]);
  });

  it('refuses an edit that adds evidence, changes the shape, is stale or is of nothing', () => {
    const added = structuredClone(sections);
    added[1].blocks[0].citations.push({ insightId: 'i-9', snippetId: null });
    given(writeupDecider, [requested(), generated()])
      .when(edit({ sections: added }))
      .thenThrows('WRITEUP_CITATION_UNKNOWN');
    given(writeupDecider, [requested(), generated()])
      .when(edit({ sections: sections.slice(1) }))
      .thenThrows('WRITEUP_SECTIONS_MISMATCH');
    given(writeupDecider, [requested(), generated()])
      .when(edit({ expectedVersion: 3 }))
      .thenThrows('WRITEUP_CHANGED');
    given(writeupDecider, [requested(), generated()])
      .when(edit({ title: ' ' }))
      .thenThrows('WRITEUP_TITLE_INVALID');
    given(writeupDecider, [requested(), generated()])
      .when(edit({ organisationId: 'org-2' }))
      .thenThrows('WRITEUP_NOT_FOUND');
    given(writeupDecider, [requested()]).when(edit()).thenThrows('WRITEUP_NOT_FOUND');
    given(writeupDecider, [requested(), generated()]).when(edit()).then([]);
  });

  it('reads its job ids back', () => {
    expect(writeupOfJob(writeupJobId('5c1e-aa', 'value_prop', 12))).toEqual({ productId: '5c1e-aa', kind: 'value_prop' });
    expect(writeupOfJob('analysis-p-1-1')).toBeNull();
  });
});
