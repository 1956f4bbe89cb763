import {
  type DocumentKind,
  documentDecider,
  type ProjectFields,
  type ProjectVersionSettings,
  projectDecider,
  type SourceFacts,
  streams,
  type SurveyColumn,
  BLANK_PROJECT_FIELDS,
} from '@app/domain';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { encodeSnippetArtefact, type FileStore } from '@app/infrastructure/files';
import type { IngestedSnippet } from '@app/ingestion';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FEEDBACK_CSV } from '../themes/feedback-snippets.spec-helper';

// Test support only (the server build leaves `*.spec-helper.ts` out): projects and ready
// documents written straight to the store, as the command side and the ingestion job would.

export const ORGANISATION = 'org-analysis';

let intents: Map<string, string[]> | null = null;

/** The CLINC150 test split's utterances by intent, read once. */
function byIntent(): Map<string, string[]> {
  if (intents) return intents;
  const rows: Array<{ text: string; label: string }> = parse(readFileSync(FEEDBACK_CSV), { columns: true });
  intents = new Map<string, string[]>();
  for (const row of rows) intents.set(row.label, [...(intents.get(row.label) ?? []), row.text]);
  return intents;
}

/** CLINC150 utterances of one intent (30 per intent in the test split), `from` to `to` (exclusive). */
export function utterances(intent: string, from = 0, to = 30): string[] {
  const texts = byIntent().get(intent);
  if (!texts) throw new Error(`no intent ${intent}`);
  return texts.slice(from, to);
}

/** Every utterance of the test split, as many as asked. */
export function manyUtterances(count: number): string[] {
  return [...byIntent().values()].flat().slice(0, count);
}

/** A call's turns, one snippet each, alternating speakers five seconds apart. */
export function transcriptSnippets(texts: readonly string[]): IngestedSnippet[] {
  return texts.map((text, index) => ({
    text,
    count: 1,
    location: { start: index * 5, end: index * 5 + 4, speaker: index % 2 === 0 ? 'Ana' : 'Ben' },
  }));
}

export function documentSnippetsOf(texts: readonly string[], date?: string): IngestedSnippet[] {
  return texts.map((text, index) => ({ text, count: 1, location: { paragraph: index + 1, line: index + 1 }, ...(date ? { date } : {}) }));
}

export interface SurveyFixture {
  snippets: IngestedSnippet[];
  rows: Array<Record<string, string>>;
  columns: SurveyColumn[];
}

/**
 * A survey as ingestion would store it: header in row 1, one respondent per row, the "Why" text
 * answers as snippets located by the spreadsheet row, an NPS "Score" and a likert "Ease" column
 * kept in the rows for breakdowns. Respondents answering `detractorTexts` give low scores.
 */
export function surveyFixture(promoterTexts: readonly string[], detractorTexts: readonly string[]): SurveyFixture {
  const answers = [...promoterTexts.map((text) => ({ text, score: '9' })), ...detractorTexts.map((text) => ({ text, score: '2' }))];
  const rows = answers.map(({ text, score }, index) => ({
    Respondent: `r${index + 1}`,
    Score: score,
    Ease: score === '9' ? 'Agree' : 'Disagree',
    Why: text,
  }));
  const snippets: IngestedSnippet[] = answers.map(({ text }, index) => ({
    text,
    count: 1,
    location: { row: index + 2, column: 'Why' },
    customer: { name: `r${index + 1}` },
  }));
  const columns: SurveyColumn[] = [
    { name: 'Respondent', type: 'None', include: false, description: '' },
    { name: 'Score', type: 'nps', include: true, description: '' },
    { name: 'Ease', type: 'likert', include: true, description: '' },
    { name: 'Why', type: 'text', include: true, description: '' },
  ];
  return { snippets, rows, columns };
}

export interface ReadyDocument {
  documentId: string;
  fileName: string;
  kind: DocumentKind;
  snippets: IngestedSnippet[];
  surveyRows?: Array<Record<string, string>>;
  surveyColumns?: SurveyColumn[];
  uploadedAt: string;
}

const system = (now: string) => ({ actorId: null, correlationId: randomUUID(), now });

/** Uploaded, read (its snippets stored as the artefact ingestion writes) and ready. */
export async function readyDocument(repository: EventSourcedRepository, files: FileStore, document: ReadyDocument): Promise<SourceFacts> {
  const { documentId, fileName, kind, uploadedAt } = document;
  await repository.handle(
    documentDecider,
    streams.document(documentId),
    {
      type: 'UploadDocument',
      documentId,
      organisationId: ORGANISATION,
      uploadedBy: 'alice',
      fileName,
      format: fileName.split('.').pop() ?? 'txt',
      kind,
      fileId: randomUUID(),
      sha256: '0'.repeat(64),
      size: 1,
      quickUpload: false,
      now: uploadedAt,
    },
    system(uploadedAt),
    () => ORGANISATION,
  );
  const { hash } = await files.writeArtefact(encodeSnippetArtefact(documentId, document.snippets, document.surveyRows ?? []));
  await repository.handle(
    documentDecider,
    streams.document(documentId),
    {
      type: 'RecordIngestion',
      snippetsArtefact: hash,
      snippets: document.snippets.length,
      structure: {},
      notes: [],
      ...(document.surveyColumns ? { surveyColumns: document.surveyColumns } : {}),
      now: uploadedAt,
    },
    system(uploadedAt),
    (state) => state.organisationId,
  );
  return { documentId, kind, ready: true, surveyColumns: document.surveyColumns ?? [] };
}

export const FIELDS: ProjectFields = { ...BLANK_PROJECT_FIELDS, goal: 'Find what frustrates travellers' };

export const FIRST_VERSION: ProjectVersionSettings = {
  refinementPrompt: '',
  useSalesData: false,
  keywords: ['luggage'],
  salesCallsStartDate: null,
  salesCallsEndDate: null,
};

export async function createProject(
  repository: EventSourcedRepository,
  sources: SourceFacts[],
  options: { fields?: Partial<ProjectFields>; firstVersion?: Partial<ProjectVersionSettings>; now?: string } = {},
): Promise<string> {
  const productId = randomUUID();
  const now = options.now ?? '2026-02-01T09:00:00.000Z';
  await repository.handle(
    projectDecider,
    streams.product(productId),
    {
      type: 'CreateProject',
      productId,
      organisationId: ORGANISATION,
      createdBy: 'alice',
      projectType: 'insights',
      fields: { ...FIELDS, ...options.fields },
      firstVersion: { ...FIRST_VERSION, ...options.firstVersion },
      sources,
      now,
    },
    { actorId: 'alice', correlationId: randomUUID(), now },
    (state) => state.organisationId,
  );
  return productId;
}

export async function addSources(
  repository: EventSourcedRepository,
  productId: string,
  sources: SourceFacts[],
  now: string,
): Promise<void> {
  await repository.handle(
    projectDecider,
    streams.product(productId),
    { type: 'AddSources', organisationId: ORGANISATION, sources, addedBy: 'alice', now },
    { actorId: 'alice', correlationId: randomUUID(), now },
    (state) => state.organisationId,
  );
}

/** Asks for the next analysis as the command side does; answers its job id and version. */
export async function requestAnalysis(repository: EventSourcedRepository, productId: string, now: string) {
  const decided = await repository.handle(
    projectDecider,
    streams.product(productId),
    { type: 'RequestAnalysis', organisationId: ORGANISATION, requestedBy: 'alice', now },
    { actorId: 'alice', correlationId: randomUUID(), now },
    (state) => state.organisationId,
  );
  const [requested] = decided.events;
  if (requested?.type !== 'AnalysisRequested') throw new Error('no analysis was requested');
  return { jobId: requested.data.jobId, version: requested.data.version };
}

export async function deleteDocument(repository: EventSourcedRepository, documentId: string, now: string): Promise<void> {
  await repository.handle(
    documentDecider,
    streams.document(documentId),
    { type: 'DeleteDocument', organisationId: ORGANISATION, deletedBy: 'alice', now },
    { actorId: 'alice', correlationId: randomUUID(), now },
    (state) => state.organisationId,
  );
}
