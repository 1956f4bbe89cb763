import {
  analysisJobId,
  type DomainEvent,
  type DocumentEvent,
  type DocumentKind,
  type InsightContent,
  type InsightEvent,
  jobDecider,
  type JobCommand,
  type JobState,
  type ProjectEvent,
  type ProjectFields,
  type ProjectType,
  streams,
  BLANK_PROJECT_FIELDS,
} from '@app/domain';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { encodeInsightMembers, encodeSnippetArtefact, type InsightMember } from '@app/infrastructure/files';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ApiClient } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { appendEvents } from '../support/append-events';
import { type RunningApp, startApp } from '../support/start-app';

type IngestedSnippet = Parameters<typeof encodeSnippetArtefact>[1][number];

interface Member {
  client: ApiClient;
  userId: string;
  organisationId: string | null;
}

const FIELDS: ProjectFields = BLANK_PROJECT_FIELDS;

/**
 * Issue 11: the read side of projects and insights. The projects', jobs' and insights' events are
 * written directly (the commands and the analysis are other parts' work; the worker is left out so
 * no job runs), with snippet and member artefacts in the file store; every route is read as
 * members of two organisations and someone with none.
 */
describe('projects and recommendations, read (HTTP end to end)', () => {
  let app: RunningApp;
  let repository: EventSourcedRepository;
  let ada: Member;
  let grace: Member;
  let bob: Member;
  let loner: Member;
  const docs = {} as Record<'call' | 'survey' | 'gone', string>;
  const products = {} as Record<'onboarding' | 'pricing' | 'failing' | 'running' | 'cancelled' | 'bobs', string>;
  const insights = {} as Record<'top' | 'tieMany' | 'tieScored' | 'tieSurvey' | 'stale' | 'bobs', string>;

  async function member(email: string, firstName: string): Promise<Member> {
    const client = await verifiedMember(app, email, { firstName, lastName: 'Reader' });
    const me = (await client.get('/api/user/api')).body;
    return { client, userId: me.user_id, organisationId: me.customer?.customer_id ?? null };
  }

  /** Every reader waits until the read models hold this position, as after a command. */
  function readersWaitFor(position: number): void {
    for (const reader of [ada, grace, bob, loner]) reader.client.position = Math.max(reader.client.position, position);
  }

  async function append(streamId: string, events: DomainEvent[], organisationId: string, actorId: string | null = null): Promise<void> {
    readersWaitFor(await appendEvents(app.infrastructure, streamId, events, { organisationId, actorId }));
  }

  async function document(by: Member, fileName: string, kind: DocumentKind, snippets: IngestedSnippet[]): Promise<string> {
    const documentId = randomUUID();
    const stored = await app.infrastructure.files.write(Readable.from([Buffer.from(fileName)]), { maxBytes: 1_000_000 });
    const { hash } = await app.infrastructure.files.writeArtefact(encodeSnippetArtefact(documentId, snippets));
    const events: DocumentEvent[] = [
      {
        type: 'DocumentUploaded',
        data: {
          documentId,
          organisationId: by.organisationId!,
          uploadedBy: by.userId,
          fileName,
          format: kind === 'survey' ? 'csv' : 'vtt',
          kind,
          fileId: stored.fileId,
          sha256: stored.sha256,
          size: stored.size,
          quickUpload: false,
          uploadedAt: '2025-02-01T09:00:00.000Z',
        },
      },
      {
        type: 'DocumentIngested',
        data: {
          documentId,
          snippetsArtefact: hash,
          snippets: snippets.length,
          structure: {},
          notes: [],
          ingestedAt: '2025-02-01T09:01:00.000Z',
        },
      },
    ];
    await append(streams.document(documentId), events, by.organisationId!, by.userId);
    return documentId;
  }

  async function project(
    by: Member,
    name: string,
    createdAt: string,
    options: { type?: ProjectType; sources?: Array<[string, DocumentKind]>; more?: (productId: string) => ProjectEvent[] } = {},
  ): Promise<string> {
    const productId = randomUUID();
    const events: ProjectEvent[] = [
      {
        type: 'ProjectCreated',
        data: {
          productId,
          organisationId: by.organisationId!,
          type: options.type ?? 'insights',
          fields: { ...FIELDS, name, description: `About ${name}`, goal: 'Cut churn', slackChannels: ['#research'] },
          nameGenerated: false,
          descriptionGenerated: false,
          dataTypes: ['transcripts'],
          firstVersion: {
            refinementPrompt: '',
            useSalesData: false,
            keywords: ['first'],
            salesCallsStartDate: null,
            salesCallsEndDate: null,
          },
          createdBy: by.userId,
          createdAt,
        },
      },
      {
        type: 'ProjectSourcesAdded',
        data: {
          productId,
          sources: (options.sources ?? []).map(([documentId, kind]) => ({ documentId, kind })),
          addedBy: by.userId,
          addedAt: createdAt,
        },
      },
      ...(options.more?.(productId) ?? []),
    ];
    await append(streams.product(productId), events, by.organisationId!, by.userId);
    return productId;
  }

  const requested = (productId: string, n = 1, version = 1): ProjectEvent => ({
    type: 'AnalysisRequested',
    data: { productId, jobId: analysisJobId(productId, n), version, requestedBy: ada.userId, requestedAt: '2025-03-10T10:00:00.000Z' },
  });

  /** Waits for the projectors' reactor to ask for the analysis job, then acts as a worker would on it. */
  async function onJob(productId: string, commands: Array<(now: string) => JobCommand>): Promise<void> {
    const stream = streams.job(analysisJobId(productId, 1));
    const deadline = Date.now() + 20_000;
    while ((await app.infrastructure.eventStore.readStream(stream)).length === 0) {
      if (Date.now() > deadline) throw new Error(`no analysis job was requested for ${productId}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (const command of commands) {
      const now = new Date().toISOString();
      const { position } = await repository.handle(
        jobDecider,
        stream,
        command(now),
        { actorId: null, correlationId: randomUUID(), now },
        (state: JobState) => state.organisationId,
      );
      readersWaitFor(position);
    }
  }
  const claim = (now: string): JobCommand => ({ type: 'ClaimJob', workerId: 'w-1', leaseMs: 3_600_000, maxAttempts: 3, now });
  const claimRef = { workerId: 'w-1', attempt: 1 };

  /** What the project stream says of an analysis' outcome, once the reactor has recorded it. */
  async function analysisOutcome(productId: string): Promise<DomainEvent> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const outcome = (await app.infrastructure.eventStore.readStream(streams.product(productId))).find(
        (event) => event.type === 'AnalysisFailed',
      );
      if (outcome) {
        readersWaitFor(outcome.position);
        return outcome;
      }
      if (Date.now() > deadline) throw new Error(`no analysis outcome for ${productId}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const score = (value: number, recency?: { value: number }) => ({
    score: value,
    factors: recency
      ? [
          {
            name: 'frequency',
            value: (value - 100 * 0.15 * recency.value) / 85,
            weight: 0.85,
            contribution: value - 15 * recency.value,
            known: true,
            explanation: 'f',
          },
          { name: 'recency', value: recency.value, weight: 0.15, contribution: 15 * recency.value, known: true, explanation: 'stored' },
        ]
      : [{ name: 'frequency', value: value / 100, weight: 1, contribution: value, known: true, explanation: 'f' }],
  });

  async function insight(
    by: Member,
    productId: string,
    title: string,
    members: InsightMember[],
    content: Partial<InsightContent>,
    more: (insightId: string) => InsightEvent[] = () => [],
  ): Promise<string> {
    const insightId = randomUUID();
    created += 1;
    const { hash } = await app.infrastructure.files.writeArtefact(encodeInsightMembers(members));
    const createdEvent: InsightEvent = {
      type: 'InsightCreated',
      data: {
        insightId,
        organisationId: by.organisationId!,
        productId,
        jobId: analysisJobId(productId, 1),
        version: 1,
        createdAt: `2025-03-10T10:05:${String(created).padStart(2, '0')}.000Z`,
        title,
        summary: `${title}, in short`,
        keyPhrases: [],
        quotes: [],
        membersArtefact: hash,
        snippetCount: members.length,
        sentiment: { mean: -0.2, label: 'negative', positive: 1, neutral: 1, negative: 2 },
        impact: score(50),
        priority: score(40),
        surveyColumnName: null,
        surveyBreakdowns: [],
        sourceBreakdown: { byKind: { transcript: members.length }, byDocument: [] },
        mentionsByDay: {},
        measuredAt: '2025-03-01T00:00:00.000Z',
        halfLifeDays: 30,
        ...content,
      },
    };
    await append(streams.insight(insightId), [createdEvent, ...more(insightId)], by.organisationId!, null);
    return insightId;
  }

  let created = 0;
  const callMember = (n: number): InsightMember => ({ snippetId: `${docs.call}:${n}`, documentId: docs.call, sentiment: 0 });

  beforeAll(async () => {
    // No worker: the analysis jobs stay as the test leaves them.
    app = await startApp({}, { worker: false });
    repository = new EventSourcedRepository(app.infrastructure.eventStore);
    ada = await member('ada@projects-read.test', 'Ada');
    expect((await ada.client.post('/api/customers/api', { name: 'Readers', namespace: 'readers', acceptAllUsers: true })).status).toBe(201);
    grace = await member('grace@projects-read.test', 'Grace');
    expect((await grace.client.post('/api/customers/join-by-domain', { namespace: 'readers' })).status).toBe(201);
    bob = await member('bob@elsewhere-read.test', 'Bob');
    expect((await bob.client.post('/api/customers/api', { name: 'Elsewhere', namespace: 'elsewhere', acceptAllUsers: false })).status).toBe(
      201,
    );
    loner = await member('loner@nowhere-read.test', 'Lone');
    for (const someone of [ada, grace, bob]) {
      someone.organisationId = (await someone.client.get('/api/user/api')).body.customer.customer_id;
    }
    expect(grace.organisationId).toBe(ada.organisationId);

    docs.call = await document(
      ada,
      'Call.vtt',
      'transcript',
      Array.from({ length: 12 }, (_, index) => ({
        text: `Turn ${index}`,
        location: { start: index * 10, end: index * 10 + 9, speaker: 'Ana' },
        count: 1,
        date: '2025-02-20',
      })),
    );
    docs.survey = await document(ada, 'Survey.csv', 'survey', [
      { text: 'Make exports faster', location: { row: 2, column: 'Why?' }, count: 1, customer: { age: '34' } },
    ]);
    docs.gone = await document(ada, 'Gone.vtt', 'transcript', [{ text: 'Gone turn', location: { start: 0 }, count: 1 }]);
    await append(
      streams.document(docs.gone),
      [{ type: 'DocumentDeleted', data: { documentId: docs.gone, deletedBy: ada.userId, deletedAt: '2025-03-01T00:00:00.000Z' } }],
      ada.organisationId!,
    );

    products.onboarding = await project(ada, 'Onboarding', '2025-03-01T10:00:00.000Z', {
      sources: [
        [docs.call, 'transcript'],
        [docs.gone, 'transcript'],
        [docs.survey, 'survey'],
      ],
      more: (productId) => [
        ...[2, 3].map((version): ProjectEvent => ({
          type: 'ProjectVersionCreated',
          data: {
            productId,
            version,
            refinementPrompt: `Refinement ${version}`,
            useSalesData: version === 3,
            keywords: [`v${version}`],
            salesCallsStartDate: '2025-01-01',
            salesCallsEndDate: `2025-0${version}-01`,
            createdBy: grace.userId,
            createdAt: `2025-03-0${version}T10:00:00.000Z`,
          },
        })),
        requested(productId, 1, 3),
      ],
    });
    products.pricing = await project(ada, 'Pricing', '2025-03-02T10:00:00.000Z', {
      type: 'product_spec',
      more: (productId) => [
        { type: 'ProjectArchived', data: { productId, archivedBy: ada.userId, archivedAt: '2025-03-09T10:00:00.000Z' } },
      ],
    });
    products.failing = await project(grace, 'Failing', '2025-03-03T10:00:00.000Z', { more: (productId) => [requested(productId)] });
    products.running = await project(ada, 'Running', '2025-03-04T10:00:00.000Z', { more: (productId) => [requested(productId)] });
    products.cancelled = await project(ada, 'Cancelled', '2025-03-05T10:00:00.000Z', { more: (productId) => [requested(productId)] });
    products.bobs = await project(bob, 'Bob’s', '2025-03-06T10:00:00.000Z');

    await onJob(products.failing, [
      claim,
      (now) => ({ type: 'ReportProgress', ...claimRef, done: 2, total: 7, message: 'Initial trends', now }),
      (now) => ({ type: 'FailJob', ...claimRef, code: 'NO_SNIPPETS', message: 'There is nothing to analyse.', now }),
    ]);
    await onJob(products.running, [
      claim,
      (now) => ({ type: 'ReportProgress', ...claimRef, done: 3, total: 4, message: 'Clustering insights', now }),
    ]);
    await onJob(products.cancelled, [(now) => ({ type: 'RequestCancellation', requestedBy: ada.userId, now })]);
    await analysisOutcome(products.failing);
    await analysisOutcome(products.cancelled);

    // Onboarding's recommendations, in the order the list must give them:
    // top (75), tieMany (50, 8 snippets), tieScored (70 measured, 50 set by a person, 5 snippets),
    // tieSurvey (50, survey-based, 20 snippets), then stale (90, but stale).
    const onboarding = products.onboarding;
    insights.top = await insight(
      ada,
      onboarding,
      'Exports time out',
      [callMember(3), callMember(0), ...[1, 2, 4, 5, 6, 7, 8, 9].map(callMember)],
      {
        // Half the mentions 30 days old, half fresh: 0.75 under the stored 30-day half-life.
        impact: score(75, { value: 0.75 }),
        mentionsByDay: { '2025-01-30': 5, '2025-03-01': 5 },
        keyPhrases: ['export', 'timeout'],
        quotes: [{ snippetId: `${docs.call}:3`, documentId: docs.call, text: 'Turn 3' }],
      },
    );
    // Members of a deleted document and of the survey sit among the call's.
    const tieManyMembers = [
      callMember(0),
      { snippetId: `${docs.gone}:0`, documentId: docs.gone, sentiment: 0 },
      { snippetId: `${docs.survey}:0`, documentId: docs.survey, sentiment: 0 },
      ...[10, 11, 1, 2, 3].map(callMember),
    ];
    insights.tieMany = await insight(ada, onboarding, 'Exports are slow', tieManyMembers, { keyPhrases: ['Export'] });
    insights.tieScored = await insight(
      ada,
      onboarding,
      'Exports fail',
      [0, 1, 2, 3, 4].map(callMember),
      { impact: score(70) },
      (insightId) => [
        {
          type: 'InsightImpactScoreSet',
          data: { insightId, score: 50, previous: 70, setBy: grace.userId, setAt: '2025-03-11T10:00:00.000Z' },
        },
      ],
    );
    insights.tieSurvey = await insight(
      ada,
      onboarding,
      'Survey says faster',
      Array.from({ length: 20 }, (_, n) => callMember(n % 12)),
      {
        surveyColumnName: 'Why?',
        surveyBreakdowns: [{ column: 'Age', values: { '34': 1 } }],
      },
    );
    insights.stale = await insight(ada, onboarding, 'Old theme', [callMember(0)], { impact: score(90) }, (insightId) => [
      {
        type: 'InsightMarkedStale',
        data: { insightId, jobId: analysisJobId(onboarding, 2), version: 3, markedAt: '2025-03-12T10:00:00.000Z' },
      },
    ]);
    insights.bobs = await insight(bob, products.bobs, 'Bob’s theme', [], {});
    await append(
      streams.product(onboarding),
      [
        {
          type: 'AnalysisRecorded',
          data: {
            productId: onboarding,
            jobId: analysisJobId(onboarding, 1),
            version: 3,
            snippets: 14,
            created: [insights.top, insights.tieMany, insights.tieScored, insights.tieSurvey],
            continued: [],
            staled: [insights.stale],
            // Three snippets fit no theme; one of them is of a deleted document.
            other: {
              count: 3,
              minThemeSnippets: 3,
              snippets: [
                { snippetId: `${docs.call}:10`, documentId: docs.call, text: 'Turn 10' },
                { snippetId: `${docs.gone}:0`, documentId: docs.gone, text: 'Gone turn' },
                { snippetId: `${docs.survey}:0`, documentId: docs.survey, text: 'Make exports faster' },
              ],
            },
            recordedAt: '2025-03-10T10:06:00.000Z',
          },
        },
      ],
      ada.organisationId!,
    );
  });
  afterAll(async () => {
    await app.stop();
  });

  const names = (list: Array<{ name: string }>) => list.map((product) => product.name);

  describe('GET /api/products/list', () => {
    it('lists the organisation’s projects newest first, in pages, of a status or type or all', async () => {
      const all = await ada.client.get('/api/products/list?customer=readers');
      expect(all.status).toBe(200);
      expect([names(all.body.products), all.body.has_next]).toEqual([['Cancelled', 'Running', 'Failing', 'Pricing', 'Onboarding'], false]);
      expect((await grace.client.get('/api/products/list')).body).toEqual(all.body);
      const pages = [];
      for (const page of [1, 2, 3]) pages.push((await ada.client.get(`/api/products/list?page=${page}&page_size=2`)).body);
      expect(pages.map((page) => [names(page.products), page.has_next])).toEqual([
        [['Cancelled', 'Running'], true],
        [['Failing', 'Pricing'], true],
        [['Onboarding'], false],
      ]);
      expect(names((await ada.client.get('/api/products/list?status=Archived')).body.products)).toEqual(['Pricing']);
      expect(names((await ada.client.get('/api/products/list?status=Live&page_size=3')).body.products)).toEqual([
        'Cancelled',
        'Running',
        'Failing',
      ]);
      expect(names((await ada.client.get('/api/products/list?type=product_spec')).body.products)).toEqual(['Pricing']);
      expect(names((await bob.client.get('/api/products/list')).body.products)).toEqual(['Bob’s']);
    });

    it('answers each project with its fields, latest version settings, counts and analysis', async () => {
      const { products: list } = (await ada.client.get('/api/products/list')).body;
      const onboarding = list.find((product: { product_id: string }) => product.product_id === products.onboarding);
      expect(onboarding).toEqual({
        product_id: products.onboarding,
        customer: 'readers',
        name: 'Onboarding',
        description: 'About Onboarding',
        goal: 'Cut churn',
        type: 'insights',
        status: 'Live',
        version: 3,
        objective: '',
        audience: '',
        time_available: '',
        customer_description: '',
        use_sales_data: true,
        keywords: ['v3'],
        sales_calls_start_date: '2025-01-01',
        sales_calls_end_date: '2025-03-01',
        use_salesforce_opportunity: false,
        salesforce_opportunity_stage: '',
        salesforce_opportunity_start_date: null,
        salesforce_opportunity_end_date: null,
        slack_channels: ['#research'],
        name_generated: false,
        description_generated: false,
        document_count: 3,
        insight_count: 4,
        created_by: ada.userId,
        created_at: '2025-03-01T10:00:00.000Z',
        updated_at: '2025-03-03T10:00:00.000Z',
        analysis: {
          job_id: analysisJobId(products.onboarding, 1),
          status: 'succeeded',
          stage: null,
          message: null,
          progress: 1,
          version: 3,
          requested_at: '2025-03-10T10:00:00.000Z',
          started_at: null,
          finished_at: '2025-03-10T10:06:00.000Z',
          error_code: null,
          error_message: null,
          insights: { created: 4, continued: 0, staled: 1 },
        },
      });
      expect(list.find((product: { name: string }) => product.name === 'Pricing')).toMatchObject({
        type: 'product_spec',
        status: 'Archived',
        document_count: 0,
        analysis: { status: 'none', job_id: null },
      });
    });

    it('refuses malformed paging and filters, and answers 404 for another namespace or no organisation', async () => {
      for (const query of ['page=0', 'page_size=0', 'page_size=101', 'status=Deleted', 'type=video', 'sort=name']) {
        const refused = await ada.client.get(`/api/products/list?${query}`);
        expect({ query, status: refused.status, code: refused.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
      }
      expect((await ada.client.get('/api/products/list?page_size=100')).status).toBe(200);
      expect((await ada.client.get('/api/products/list?customer=elsewhere')).status).toBe(404);
      expect((await loner.client.get('/api/products/list')).status).toBe(404);
    });
  });

  describe('one project', () => {
    it('answers a project with its versions ascending', async () => {
      const answer = await grace.client.get(`/api/products/api?product=${products.onboarding.toUpperCase()}`);
      expect(answer.status).toBe(200);
      expect(answer.body.product).toMatchObject({ product_id: products.onboarding, name: 'Onboarding', version: 3 });
      expect(answer.body.versions).toEqual([
        {
          version: 1,
          refinement_prompt: '',
          use_sales_data: false,
          keywords: ['first'],
          sales_calls_start_date: null,
          sales_calls_end_date: null,
          created_by: ada.userId,
          created_at: '2025-03-01T10:00:00.000Z',
        },
        {
          version: 2,
          refinement_prompt: 'Refinement 2',
          use_sales_data: false,
          keywords: ['v2'],
          sales_calls_start_date: '2025-01-01',
          sales_calls_end_date: '2025-02-01',
          created_by: grace.userId,
          created_at: '2025-03-02T10:00:00.000Z',
        },
        {
          version: 3,
          refinement_prompt: 'Refinement 3',
          use_sales_data: true,
          keywords: ['v3'],
          sales_calls_start_date: '2025-01-01',
          sales_calls_end_date: '2025-03-01',
          created_by: grace.userId,
          created_at: '2025-03-03T10:00:00.000Z',
        },
      ]);
    });

    it("answers the latest analysis' Other bucket with each snippet's source, without a deleted document's, and null without one", async () => {
      expect((await grace.client.get(`/api/products/api?product=${products.onboarding}`)).body.other).toEqual({
        count: 3,
        min_theme_snippets: 3,
        snippets: [
          { snippet_id: `${docs.call}:10`, text: 'Turn 10', document_id: docs.call, file_name: 'Call.vtt', kind: 'transcript' },
          {
            snippet_id: `${docs.survey}:0`,
            text: 'Make exports faster',
            document_id: docs.survey,
            file_name: 'Survey.csv',
            kind: 'survey',
          },
        ],
      });
      expect((await ada.client.get(`/api/products/api?product=${products.failing}`)).body.other).toBeNull();
      expect((await bob.client.get(`/api/products/api?product=${products.onboarding}`)).status).toBe(404);
    });

    it('says where each snippet of the Other bucket was said, when it is opened, and nothing for a project without one', async () => {
      expect((await grace.client.get(`/api/products/${products.onboarding}/other`)).body).toEqual({
        product_id: products.onboarding,
        snippets: [
          {
            snippet_id: `${docs.call}:10`,
            text: 'Turn 10',
            document_id: docs.call,
            file_name: 'Call.vtt',
            kind: 'transcript',
            location: { start: 100, end: 109, speaker: 'Ana' },
            attributes: {},
            date: '2025-02-20',
          },
          {
            snippet_id: `${docs.survey}:0`,
            text: 'Make exports faster',
            document_id: docs.survey,
            file_name: 'Survey.csv',
            kind: 'survey',
            location: { row: 2, column: 'Why?' },
            attributes: { age: '34' },
            date: null,
          },
        ],
      });
      expect((await ada.client.get(`/api/products/${products.failing}/other`)).body).toEqual({
        product_id: products.failing,
        snippets: [],
      });
    });

    it('lists its sources in the order added, without deleted documents', async () => {
      expect((await ada.client.get(`/api/products/${products.onboarding}/source`)).body).toEqual({
        product_id: products.onboarding,
        documents: [
          { document_id: docs.call, file_name: 'Call.vtt', kind: 'transcript', status: 'ready', snippets: 12 },
          { document_id: docs.survey, file_name: 'Survey.csv', kind: 'survey', status: 'ready', snippets: 1 },
        ],
      });
    });

    it('maps the analysis job’s life to the analysis status: running with its stage, failed, cancelled, none', async () => {
      const analysis = async (productId: string) => (await ada.client.get(`/api/products/${productId}/analysis`)).body;
      expect(await analysis(products.running)).toMatchObject({
        job_id: analysisJobId(products.running, 1),
        status: 'running',
        stage: 'clustering_insights',
        message: 'Clustering insights',
        progress: 0.75,
        version: 1,
        finished_at: null,
        insights: null,
      });
      expect((await analysis(products.running)).started_at).toEqual(expect.any(String));
      expect(await analysis(products.failing)).toMatchObject({
        status: 'failed',
        stage: 'initial_trends',
        error_code: 'NO_SNIPPETS',
        error_message: 'There is nothing to analyse.',
        finished_at: expect.any(String),
      });
      expect(await analysis(products.cancelled)).toMatchObject({
        status: 'cancelled',
        started_at: null,
        error_code: 'JOB_CANCELLED',
        error_message: 'The analysis was cancelled.',
      });
      expect(await analysis(products.pricing)).toEqual({
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
      });
    });
  });

  describe('GET /api/recommendations/v2', () => {
    const titles = (list: Array<{ title: string }>) => list.map((recommendation) => recommendation.title);

    it('orders by the user-updated impact score, survey-based after the others on ties, then by snippets; stale last or left out', async () => {
      const all = await ada.client.get(`/api/recommendations/v2?product=${products.onboarding}`);
      expect(all.status).toBe(200);
      expect(titles(all.body.recommendations)).toEqual([
        'Exports time out',
        'Exports are slow',
        'Exports fail',
        'Survey says faster',
        'Old theme',
      ]);
      expect(all.body.half_life_days).toBe(30);
      expect(all.body.recommendations.map((entry: { status: string }) => entry.status)).toEqual([
        'current',
        'current',
        'current',
        'current',
        'stale',
      ]);
      const primary = (await ada.client.get(`/api/recommendations/v2?product=${products.onboarding}&primary_only=true&limit=3`)).body;
      expect(titles(primary.recommendations)).toEqual(['Exports time out', 'Exports are slow', 'Exports fail']);
      expect(titles((await ada.client.get(`/api/recommendations/v2?product=${products.pricing}`)).body.recommendations)).toEqual([]);
    });

    it('answers each recommendation with its scores, the person’s score first where set', async () => {
      const { recommendations } = (await ada.client.get(`/api/recommendations/v2?product=${products.onboarding}`)).body;
      const scored = recommendations[2];
      expect(scored).toMatchObject({
        recommendation_id: insights.tieScored,
        product_id: products.onboarding,
        status: 'current',
        title: 'Exports fail',
        summary: 'Exports fail, in short',
        impact_score: 70,
        priority_score: 40,
        user_updated_customer_impact_score: 50,
        snippet_count: 5,
        new_evidence_count: 0,
        survey_column_name: null,
        surveyInsightBreakdowns: [],
        is_saved: false,
        teamPriority: 'none',
        version: 1,
        sentiment: { mean: -0.2, label: 'negative', positive: 1, neutral: 1, negative: 2 },
        source_breakdown: { by_kind: { transcript: 5 }, by_document: [] },
      });
      expect(scored.score_breakdown.impact.score).toBe(70);
      expect(scored).not.toHaveProperty('chart');
      expect(recommendations[0].quotes).toEqual([{ snippet_id: `${docs.call}:3`, document_id: docs.call, text: 'Turn 3' }]);
    });

    it('measures the impact score’s recency again under the half-life asked for', async () => {
      const top = async (query: string) => {
        const { body } = await ada.client.get(`/api/recommendations/v2?recommendation=${insights.top}${query}`);
        return { ...body.recommendation, half_life_days: body.half_life_days };
      };
      const stored = await top('');
      expect([stored.impact_score, stored.user_updated_customer_impact_score, stored.half_life_days]).toEqual([75, 75, 30]);
      expect((await top('&half_life=30')).impact_score).toBe(75);
      const short = await top('&half_life=1');
      expect(short.half_life_days).toBe(1);
      // Fresh mentions count 1, those 30 days old 0.5^30: recency about 0.5, contributing 7.5 instead of 11.25.
      expect(short.impact_score).toBeCloseTo(71.25, 6);
      expect(short.user_updated_customer_impact_score).toBeCloseTo(71.25, 6);
      const recency = short.score_breakdown.impact.factors.find((factor: { name: string }) => factor.name === 'recency');
      expect(recency.contribution).toBeCloseTo(7.5, 6);
      expect(recency.explanation).toContain('1-day half-life');
      expect((await top('&half_life=3650')).impact_score).toBeGreaterThan(78);
      const list = (await ada.client.get(`/api/recommendations/v2?product=${products.onboarding}&half_life=0.5&primary_only=true`)).body;
      expect(list.half_life_days).toBe(0.5);
      expect(list.recommendations[0].impact_score).toBeCloseTo(71.25, 6);
    });

    it('adds monthly mentions ending at the analysis’ month when asked', async () => {
      const charted = (await ada.client.get(`/api/recommendations/v2?recommendation=${insights.top}&include_charts=true&chart_months=3`))
        .body;
      expect(charted.recommendation.chart).toEqual([
        { month: '2025-01', mentions: 5 },
        { month: '2025-02', mentions: 0 },
        { month: '2025-03', mentions: 5 },
      ]);
      const { recommendations } = (await ada.client.get(`/api/recommendations/v2?product=${products.onboarding}&include_charts=true`)).body;
      expect(recommendations[0].chart).toHaveLength(6);
    });

    it('refuses malformed options', async () => {
      const base = `/api/recommendations/v2?product=${products.onboarding}`;
      for (const query of [
        'half_life=0',
        'half_life=-3',
        'half_life=3651',
        'half_life=soon',
        'limit=0',
        'limit=501',
        'limit=2.5',
        'chart_months=0',
        'chart_months=37',
        'primary_only=yes',
        'include_charts=1',
        `recommendation=${insights.top}`,
        'sort=title',
      ]) {
        const refused = await ada.client.get(`${base}&${query}`);
        expect({ query, status: refused.status, code: refused.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
      }
      expect((await ada.client.get('/api/recommendations/v2')).status).toBe(400);
      expect((await ada.client.get(`${base}&half_life=3650&limit=500&chart_months=36&include_charts=false`)).status).toBe(200);
    });
  });

  describe('counts, keywords, impact and survey breakdowns', () => {
    it('counts the current recommendations', async () => {
      expect((await ada.client.get(`/api/recommendations/count?product=${products.onboarding}`)).body).toEqual({ count: 4 });
      expect((await ada.client.get(`/api/recommendations/count?product=${products.pricing}`)).body).toEqual({ count: 0 });
    });

    it('counts key phrases by the snippets of the current insights naming them, whatever their case', async () => {
      expect((await ada.client.get(`/api/recommendations/keywords?product=${products.onboarding}`)).body).toEqual({
        keywords: [
          { keyword: 'export', count: 18 },
          { keyword: 'timeout', count: 10 },
        ],
      });
    });

    it('answers the measured and the person’s impact score, who set it and when', async () => {
      expect((await ada.client.get(`/api/recommendations/impact?recommendation=${insights.tieScored}`)).body).toEqual({
        recommendation_id: insights.tieScored,
        impact_score: 70,
        user_updated_customer_impact_score: 50,
        updated_by: grace.userId,
        updated_at: '2025-03-11T10:00:00.000Z',
      });
      expect((await ada.client.get(`/api/recommendations/impact?recommendation=${insights.top}`)).body).toMatchObject({
        user_updated_customer_impact_score: 75,
        updated_by: null,
        updated_at: null,
      });
    });

    it('answers a survey-based recommendation’s breakdowns', async () => {
      expect((await ada.client.get(`/api/survey/breakdown?recommendation=${insights.tieSurvey}`)).body).toEqual({
        recommendation_id: insights.tieSurvey,
        survey_column_name: 'Why?',
        breakdowns: [{ column: 'Age', values: { '34': 1 } }],
      });
    });
  });

  describe('GET /api/snippets/v2', () => {
    it('pages through a recommendation’s snippets in its order, leaving out deleted documents’', async () => {
      const page = async (query: string) => (await grace.client.get(`/api/snippets/v2?recommendation=${insights.tieMany}&${query}`)).body;
      const first = await page('page=1&page_size=3');
      expect([first.snippets.map((snippet: { snippet_id: string }) => snippet.snippet_id), first.has_next, first.total]).toEqual([
        [`${docs.call}:0`, `${docs.survey}:0`, `${docs.call}:10`],
        true,
        7,
      ]);
      expect(first.snippets[1]).toEqual({
        snippet_id: `${docs.survey}:0`,
        text: 'Make exports faster',
        document_id: docs.survey,
        file_name: 'Survey.csv',
        kind: 'survey',
        location: { row: 2, column: 'Why?' },
        attributes: { age: '34' },
        date: null,
        recommendations: [insights.tieMany],
      });
      expect(first.snippets[0]).toMatchObject({
        text: 'Turn 0',
        file_name: 'Call.vtt',
        kind: 'transcript',
        date: '2025-02-20',
        attributes: {},
      });
      // Turn 0 belongs to every current recommendation (this one first), not to the stale one.
      expect(first.snippets[0].recommendations[0]).toBe(insights.tieMany);
      expect([...first.snippets[0].recommendations].sort()).toEqual(
        [insights.top, insights.tieMany, insights.tieScored, insights.tieSurvey].sort(),
      );
      const last = await page('page=3&page_size=3');
      expect([last.snippets.map((snippet: { text: string }) => snippet.text), last.has_next, last.total]).toEqual([['Turn 3'], false, 7]);
      expect((await page('page=4&page_size=3')).snippets).toEqual([]);
      expect((await page('')).snippets).toHaveLength(7);
    });

    it('refuses malformed paging and a missing recommendation', async () => {
      for (const query of [`recommendation=${insights.top}&page=0`, `recommendation=${insights.top}&page_size=101`, 'page=1']) {
        expect((await ada.client.get(`/api/snippets/v2?${query}`)).status).toBe(400);
      }
    });
  });

  it('answers 404 for another organisation’s, a missing or a malformed project or recommendation', async () => {
    const missing = randomUUID();
    const routes = (product: string, recommendation: string) => [
      `/api/products/api?product=${product}`,
      `/api/products/${product}/source`,
      `/api/products/${product}/analysis`,
      `/api/products/${product}/other`,
      `/api/recommendations/v2?product=${product}`,
      `/api/recommendations/count?product=${product}`,
      `/api/recommendations/keywords?product=${product}`,
      `/api/recommendations/v2?recommendation=${recommendation}`,
      `/api/recommendations/impact?recommendation=${recommendation}`,
      `/api/survey/breakdown?recommendation=${recommendation}`,
      `/api/snippets/v2?recommendation=${recommendation}`,
    ];
    for (const [reader, product, recommendation] of [
      [bob, products.onboarding, insights.top],
      [ada, products.bobs, insights.bobs],
      [ada, missing, missing],
      [ada, 'not-a-uuid', 'not-a-uuid'],
      [loner, products.onboarding, insights.top],
    ] as const) {
      for (const route of routes(product, recommendation)) {
        const answer = await reader.client.get(route);
        expect({ route, status: answer.status }).toEqual({ route, status: 404 });
      }
    }
    expect((await bob.client.get(`/api/recommendations/v2?product=${products.bobs}`)).body.recommendations).toHaveLength(1);
  });
});
