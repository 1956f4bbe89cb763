import { fold, isEventOf, type ProjectEvent, projectDecider, projectEventTypes, streams } from '@app/domain';
import { logHead } from '@app/infrastructure/event-store';
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { adminWithOrganisation, csvSurvey, uploadedReady, vttTranscript } from '../support/documents';
import { WorkerLifecycle } from '@app/worker/worker.module';
import { type RunningApp, startApp } from '../support/start-app';

const MESSAGES = {
  title: 'Project title is required.',
  description: 'Project description is required.',
  dataType: 'Please select at least one data type to generate insights.',
  source: 'No files, transcripts, surveys, or sales data were added. Please add at least one data source to this project.',
  oneSurvey: 'Please consolidate your results into a single survey file.',
};

/**
 * Issue 11 section 1 through the HTTP API: creating, editing, archiving and refining projects,
 * adding documents and transcripts, requesting and cancelling analyses. The analysis itself is
 * the worker's (projects-analysis.spec.ts); here its jobs are only asked for.
 */
describe('projects, commands (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let bob: ApiClient;
  const docs = {} as Record<'call' | 'call2' | 'survey' | 'survey2' | 'bobCall', string>;

  const uploaded = (client: ApiClient, fileName: string, bytes: Buffer) => uploadedReady(app, client, fileName, bytes);

  const project = (overrides: Record<string, unknown> = {}) => ({
    type: 'insights',
    name: 'Onboarding friction',
    description: 'Why trials stall in week one',
    keywords: ['onboarding', 'export'],
    data_types: ['transcripts'],
    transcript_ids: [docs.call],
    ...overrides,
  });

  async function state(productId: string) {
    const events = await app.infrastructure.eventStore.readStream(streams.product(productId));
    return fold(
      projectDecider,
      events.filter((event) => isEventOf<ProjectEvent>(projectEventTypes, event)),
    );
  }

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@projects-a.test`);
    bob = await adminWithOrganisation(app, `bob-${randomUUID()}@projects-b.test`);
    docs.call = await uploaded(alice, 'Call with Ana.vtt', vttTranscript(6));
    docs.call2 = await uploaded(alice, 'Call with Ben.vtt', vttTranscript(4));
    docs.survey = await uploaded(alice, 'Survey.csv', csvSurvey());
    docs.survey2 = await uploaded(alice, 'Survey again.csv', csvSurvey());
    docs.bobCall = await uploaded(bob, 'Bob call.vtt', vttTranscript(3));
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('creates an insights project with its sources, marks each document, and asks for its first analysis', async () => {
    const answer = await alice.post('/api/products/api', project({ document_ids: [docs.survey] }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ product_id: expect.any(String), job_id: `analysis-${answer.body.product_id}-1` });
    expect(Number(answer.headers.get('x-consistency-position'))).toBeGreaterThan(0);
    const created = await state(answer.body.product_id);
    expect(created.sources).toEqual([
      { documentId: docs.survey, kind: 'survey' },
      { documentId: docs.call, kind: 'transcript' },
    ]);
    expect(created.openAnalysis).toEqual({ jobId: answer.body.job_id, version: 1 });
    for (const documentId of [docs.survey, docs.call]) {
      const events = await app.infrastructure.eventStore.readStream(streams.document(documentId));
      expect(events.filter((event) => event.type === 'DocumentAddedToProduct').map((event) => event.data)).toContainEqual(
        expect.objectContaining({ productId: answer.body.product_id }),
      );
    }
  });

  it('refuses what SPEC.md section 5 refuses, with its messages, storing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [project({ type: 'product_spec', name: '' }), MESSAGES.title],
      [project({ type: 'value_prop', description: '  ' }), MESSAGES.description],
      [project({ data_types: [] }), MESSAGES.dataType],
      [project({ transcript_ids: [], document_ids: [] }), MESSAGES.source],
      [project({ document_ids: [docs.survey, docs.survey2] }), MESSAGES.oneSurvey],
      // Null is not "left out": it would be stored as the title.
      [project({ name: null }), /^The title must be text\./],
      [project({ keywords: null }), /^keywords must be a list of words\./],
      [
        project({ sales_calls_start_date: '2025-02-01', sales_calls_end_date: '2025-01-01' }),
        'The start date of the sales calls must not be after their end date.',
      ],
    ];
    for (const [body, message] of cases) {
      const head = await logHead(app.infrastructure.eventStore);
      const answer = await alice.post('/api/products/api', body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      });
      expect(await logHead(app.infrastructure.eventStore)).toBe(head);
    }
  });

  it('generates nothing for a blank insights title here: the analysis writes it (left blank, flagged)', async () => {
    const answer = await alice.post('/api/products/api', project({ name: '', description: '' }));
    expect(answer.status).toBe(201);
    const created = await state(answer.body.product_id);
    expect({
      name: created.fields?.name,
      nameGenerated: created.nameGenerated,
      descriptionGenerated: created.descriptionGenerated,
    }).toEqual({
      name: '',
      nameGenerated: true,
      descriptionGenerated: true,
    });
  });

  it("answers another organisation's documents and projects as not found", async () => {
    const foreignSource = await alice.post('/api/products/api', project({ transcript_ids: [docs.bobCall] }));
    expect(foreignSource.status).toBe(404);
    const mine = (await alice.post('/api/products/api', project())).body.product_id as string;
    for (const [method, path, body] of [
      ['PUT', `/api/products/api?product=${mine}`, { status: 'Archived' }],
      ['POST', '/api/products/version', { product_id: mine, refinement_prompt: 'x' }],
      ['POST', `/api/products/${mine}/add-transcripts`, { transcript_ids: [docs.bobCall] }],
      ['POST', '/api/documents/add-product', { product_id: mine, document_ids: [docs.bobCall] }],
      ['POST', '/api/recommendations/v2', { product_id: mine }],
      ['POST', `/api/products/${mine}/analysis/cancel`, undefined],
    ] as const) {
      const answer = await bob.request(method, path, body ?? {});
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    expect((await alice.put('/api/products/api?product=not-a-uuid', { status: 'Archived' })).status).toBe(404);
  });

  it('edits fields, archives and unarchives; an archived project is not analysed', async () => {
    const productId = (await alice.post('/api/products/api', project({ type: 'research_plan' }))).body.product_id as string;
    const edited = await alice.put(`/api/products/api?product=${productId}`, { goal: ' Cut churn ', status: 'Archived' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ product_id: productId, status: 'Archived' });
    expect((await state(productId)).fields?.goal).toBe('Cut churn');
    const refused = await alice.post('/api/recommendations/v2', { product_id: productId });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'PROJECT_ARCHIVED' });
    expect((await alice.put(`/api/products/api?product=${productId}`, { status: 'Live' })).body.status).toBe('Live');
    expect((await alice.put(`/api/products/api?product=${productId}`, { status: 'Deleted' })).status).toBe(400);
  });

  it('adds documents and transcripts once; the transcripts route takes transcripts only; one survey per project', async () => {
    const productId = (await alice.post('/api/products/api', project({ type: 'product_spec' }))).body.product_id as string;
    const added = await alice.post('/api/documents/add-product', { product_id: productId, document_ids: [docs.survey, docs.call] });
    expect(added.body).toEqual({ product_id: productId, added: 1 });
    expect((await alice.post('/api/documents/add-product', { product_id: productId, document_ids: [docs.survey] })).body.added).toBe(0);
    const second = await alice.post('/api/documents/add-product', { product_id: productId, document_ids: [docs.survey2] });
    expect({ status: second.status, message: second.body.message }).toEqual({ status: 400, message: MESSAGES.oneSurvey });
    expect((await alice.post(`/api/products/${productId}/add-transcripts`, { transcript_ids: [docs.survey] })).status).toBe(404);
    expect((await alice.post(`/api/products/${productId}/add-transcripts`, { transcript_ids: [docs.call2] })).body.added).toBe(1);
  });

  it('answers a retried creation with the same Idempotency-Key with the same project', async () => {
    const key = randomUUID();
    const send = () => alice.request('POST', '/api/products/api', project(), { 'idempotency-key': key });
    const [one, two] = await Promise.all([send(), send()]);
    expect(one.body.product_id).toBe(two.body.product_id);
    expect([one.status, two.status]).toEqual([201, 201]);
  });

  it("records a person's impact score of 0 to 100 and refuses others", async () => {
    const answer = await alice.post('/api/recommendations/impact', { recommendation_id: randomUUID(), score: 70 });
    expect(answer.status).toBe(404);
    const bad = await alice.post('/api/recommendations/impact', { recommendation_id: randomUUID(), score: 170 });
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: 'The impact score is a number from 0 to 100.',
    });
  });

  it('asks for one analysis at a time; a refinement waits for it; cancelling ends it', async () => {
    // The worker would finish so small an analysis before it could be cancelled: from here on it
    // claims no job (this test comes last; the ones before need it to read their uploads).
    await app.app.get(WorkerLifecycle).onApplicationShutdown();
    const productId = (await alice.post('/api/products/api', project({ type: 'value_prop' }))).body.product_id as string;
    const first = await alice.post('/api/recommendations/v2', { product_id: productId });
    expect(first.status).toBe(202);
    const again = await alice.post('/api/recommendations/v2', { product_id: productId });
    expect(again.body).toEqual(first.body);
    const refine = await alice.post('/api/products/version', { product_id: productId, refinement_prompt: 'past month only' });
    expect({ status: refine.status, code: refine.body.code }).toEqual({ status: 409, code: 'ANALYSIS_RUNNING' });
    const cancelled = await alice.post(`/api/products/${productId}/analysis/cancel`);
    expect(cancelled.status).toBe(202);
    // The reactor records the cancellation on the project; then a refinement is analysed as version 2.
    const deadline = Date.now() + 10_000;
    while ((await state(productId)).openAnalysis !== null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const refined = await alice.post('/api/products/version', {
      product_id: productId,
      refinement_prompt: 'past month only',
      keywords: ['export'],
      sales_calls_start_date: '2025-01-01',
      sales_calls_end_date: '2025-01-31',
    });
    expect(refined.status).toBe(202);
    expect(refined.body).toEqual({ product_id: productId, version: 2, job_id: `analysis-${productId}-2` });
  });
});
