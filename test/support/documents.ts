import { streams } from '@app/domain';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApiClient } from './api-client';
import { organisationAdmin } from './members';
import type { RunningApp } from './start-app';

/** Signs up an Admin and creates their organisation (a unique namespace per call). */
export async function adminWithOrganisation(app: RunningApp, email: string): Promise<ApiClient> {
  return organisationAdmin(app, email, { name: 'Library Org', namespace: `org${Math.random().toString(36).slice(2, 10)}` });
}

/** How the worker's reading of a document ended, once it has: the outcome event's type and data. */
export async function ingestionOutcome(app: RunningApp, documentId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await app.infrastructure.eventStore.readStream(streams.document(documentId));
    const outcome = events.find((event) => event.type === 'DocumentIngested' || event.type === 'DocumentRejected');
    if (outcome) return { type: outcome.type, data: outcome.data as Record<string, unknown> };
    if (Date.now() > deadline) throw new Error(`document ${documentId} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The uploaded files the local file store holds (its artefacts and temporary parts live in subfolders). */
export async function storedFiles(app: RunningApp): Promise<string[]> {
  const entries = await readdir(path.join(app.dataDir, 'files'), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** The snippet artefacts the local file store holds. */
export async function storedArtefacts(app: RunningApp): Promise<string[]> {
  return readdir(path.join(app.dataDir, 'files', 'artefacts')).catch(() => []);
}

export const vttTranscript = (turns = 3): Buffer =>
  Buffer.from(
    [
      'WEBVTT',
      '',
      ...Array.from({ length: turns }, (_, index) => [
        `00:00:${String(index * 5).padStart(2, '0')}.000 --> 00:00:${String(index * 5 + 4).padStart(2, '0')}.000`,
        `<v ${index % 2 === 0 ? 'Ana' : 'Ben'}>Turn ${index + 1}: the export to spreadsheets keeps timing out for large accounts.`,
        '',
      ]).flat(),
    ].join('\n'),
  );

export const csvSurvey = (): Buffer =>
  Buffer.from(
    [
      'Respondent,Score,Why,Team',
      ...Array.from(
        { length: 12 },
        (_, index) => `r${index + 1},${index % 11},Because reason number ${index + 1} matters to us,Team ${index % 3}`,
      ),
    ].join('\n'),
  );

/** Uploads a file and waits for it to be read; the document's id. */
export async function uploadedReady(
  app: RunningApp,
  client: ApiClient,
  fileName: string,
  bytes: Buffer,
  options: { kind?: string } = {},
): Promise<string> {
  const answer = await client.upload(fileName, bytes, options);
  if (answer.status !== 201) throw new Error(`upload of ${fileName}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const outcome = await ingestionOutcome(app, answer.body.document_id, 60_000);
  if (outcome.type !== 'DocumentIngested') throw new Error(`${fileName} was not read: ${JSON.stringify(outcome.data)}`);
  return answer.body.document_id;
}

/** A project's analysis once the job `jobId` has ended (succeeded, failed or cancelled). */
export async function analysisEnded(client: ApiClient, productId: string, jobId: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const analysis = (await client.get(`/api/products/${productId}/analysis`)).body;
    if (analysis.job_id === jobId && ['succeeded', 'failed', 'cancelled'].includes(analysis.status)) return analysis;
    if (Date.now() > deadline) throw new Error(`analysis ${jobId}: ${JSON.stringify(analysis)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An insight as a project's list gives it. */
export interface ListedInsight {
  recommendation_id: string;
  title: string;
  snippet_count: number;
}

/**
 * A project made from one survey (uploaded as survey.csv and read) and analysed to success: its id
 * and its insights, best first.
 */
export async function analysedProject(
  app: RunningApp,
  client: ApiClient,
  name: string,
  survey: Buffer,
  timeoutMs = 120_000,
): Promise<{ productId: string; insights: ListedInsight[] }> {
  const surveyId = await uploadedReady(app, client, 'survey.csv', survey);
  const created = await client.post('/api/products/api', { type: 'insights', name, description: '', document_ids: [surveyId] });
  if (created.status !== 201) throw new Error(`project ${name} answered ${created.status}: ${JSON.stringify(created.body)}`);
  const productId: string = created.body.product_id;
  const analysis = await analysisEnded(client, productId, created.body.job_id, timeoutMs);
  if (analysis.status !== 'succeeded') throw new Error(`analysis of ${name} ended ${analysis.status}: ${JSON.stringify(analysis)}`);
  const insights: ListedInsight[] = (await client.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations;
  return { productId, insights };
}
