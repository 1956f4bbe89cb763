import { streams, type WriteupEvent, writeupDecider, writeupEventTypes } from '@app/domain';
import { EventSourcedRepository, type RecordedEvent } from '@app/infrastructure/event-store';
import type { InsightView, ProductView } from '@app/infrastructure/read-models';
import { chatCompletionsProviderFromEnv } from '@app/insights';
import { completion, FakeLlmServer } from '../../../../../test/support/fake-llm-server';
import type { JobProgress } from '../job-kind';
import { openTestStore, type TestStore } from '../worker-harness.spec-helper';
import { writeupsGenerateJob } from './writeups-generate.job';

const organisationId = 'org-1';
const productId = 'p-1';
const AT = '2026-11-27T10:00:00.000Z';

const product = {
  product_id: productId,
  organisation_id: organisationId,
  name: 'Travel',
  description: '',
  goal: 'Keep travellers',
  audience: 'Frequent flyers',
  objective: '',
  time_available: '',
  customer_description: '',
} as ProductView;

function insight(id: string, title: string, quotes: string[], overrides: Partial<InsightView> = {}): InsightView {
  return {
    insight_id: id,
    organisation_id: organisationId,
    product_id: productId,
    status: 'current',
    title,
    summary: `${title}: what customers say.`,
    key_phrases: [],
    quotes: quotes.map((text, index) => ({ snippet_id: `${id}-s${index}`, document_id: 'd-1', text })),
    members_artefact: 'a',
    snippet_count: quotes.length * 3,
    sentiment: { mean: -0.4, label: 'negative', positive: 0, neutral: 1, negative: quotes.length * 3 - 1 },
    impact: { score: 70, factors: [] },
    priority: { score: 60, factors: [] },
    survey_column_name: null,
    survey_breakdowns: [],
    source_breakdown: { by_kind: { survey: quotes.length * 3 }, by_document: [] },
    mentions_by_day: {},
    revenue: null,
    measured_at: AT,
    half_life_days: 30,
    new_evidence_count: 0,
    user_impact_score: null,
    user_impact_score_by: null,
    user_impact_score_at: null,
    saved_by: [],
    followers: [],
    dismissal: null,
    resurfaced: null,
    job_id: 'analysis-p-1-1',
    version: 1,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

const insights = [
  insight('i-1', 'Lost luggage', ['My bag never arrived', 'They lost my suitcase twice']),
  insight('i-2', 'Paying bills online', ['I cannot pay my bill online'], { impact: { score: 40, factors: [] } }),
  insight('i-3', 'Dismissed theme', ['Noise'], { dismissal: { reason: 'Duplicate', search_query: null, by: 'u', at: AT } }),
];

describe('writeups.generate job', () => {
  let store: TestStore;
  let repository: EventSourcedRepository;

  beforeEach(async () => {
    store = await openTestStore();
    repository = new EventSourcedRepository(store.infrastructure.eventStore);
    await store.infrastructure.readStore.commit({
      writes: [
        { collection: 'products', id: productId, doc: { ...product, _position: 1 } },
        ...insights.map((view, index) => ({ collection: 'insights', id: view.insight_id, doc: { ...view, _position: 2 + index } })),
      ],
      checkpoints: {},
    });
  });

  afterEach(() => store.close());

  async function requested(kind: 'value_prop' | 'research_plan' = 'value_prop') {
    const decided = await repository.handle(
      writeupDecider,
      streams.writeup(productId, kind),
      {
        type: 'RequestWriteup',
        productId,
        organisationId,
        kind,
        trigger: 'generate',
        prompt: null,
        brief: kind === 'research_plan' ? { goal: 'Why churn', methodology: 'Not sure', timeline: '', audience: '' } : null,
        insightIds: null,
        requestedBy: 'u-1',
        now: AT,
      },
      { actorId: 'u-1', correlationId: 'c', now: AT },
      () => organisationId,
    );
    return { productId, kind, jobId: decided.state.pendingJobId! };
  }

  async function generatedEvent(kind: string) {
    const events = await store.infrastructure.eventStore.readStream(streams.writeup(productId, kind));
    return (events as RecordedEvent[])
      .filter((event): event is RecordedEvent<WriteupEvent> => writeupEventTypes.has(event.type as WriteupEvent['type']))
      .find((event) => event.type === 'WriteupGenerated') as RecordedEvent<Extract<WriteupEvent, { type: 'WriteupGenerated' }>> | undefined;
  }

  const run = async (job: ReturnType<typeof writeupsGenerateJob>, input: unknown) => {
    const progress: JobProgress[] = [];
    const result = await job.run(input, { signal: new AbortController().signal, progress: (update) => progress.push(update) });
    return { result, progress };
  };

  it('composes the document offline from the listed insights (never a dismissed one), with its progress, once', async () => {
    const job = writeupsGenerateJob({ repository, readStore: store.infrastructure.readStore, llm: null });
    const input = await requested();
    const { result, progress } = await run(job, input);
    expect(result).toEqual({ version: 1, mode: 'offline', insights: 2 });
    expect(progress.map((update) => update.message)).toEqual([
      'Creating your document',
      'Generating your document',
      'Generating your document',
    ]);
    const event = await generatedEvent('value_prop');
    expect(event?.data).toMatchObject({ version: 1, mode: 'offline', problems: [], analysisVersion: 1 });
    expect(event?.data.basis.map((entry) => entry.insightId)).toEqual(['i-1', 'i-2']);
    const cited = event!.data.sections.flatMap((section) =>
      section.blocks.flatMap((block) => block.citations.map((citation) => citation.insightId)),
    );
    expect(cited).toContain('i-1');
    expect(cited).not.toContain('i-3');
    // A retried job finds its request recorded and writes nothing more.
    expect((await run(job, input)).result).toEqual({ version: 1, mode: 'offline', insights: 0 });
  });

  it('has the configured model word each paragraph from the same cited material', async () => {
    const model = new FakeLlmServer();
    const url = await model.start();
    model.script((body) => {
      const { messages } = body as { messages: Array<{ content: string }> };
      const blocks = (JSON.parse(messages.at(-1)!.content) as { blocks: Array<{ id: string }> }).blocks;
      // No digits: the rewording check refuses a number the draft and its quotes do not hold.
      return completion(JSON.stringify({ blocks: blocks.map((block) => ({ id: block.id, text: 'In the words of the model.' })) }));
    });
    try {
      const llm = chatCompletionsProviderFromEnv({ LLM_BASE_URL: url, LLM_MODEL: 'fake' }, fetch, { retryDelayMs: 1 });
      const job = writeupsGenerateJob({ repository, readStore: store.infrastructure.readStore, llm });
      const { result } = await run(job, await requested());
      expect(result).toMatchObject({ mode: 'model' });
      const event = await generatedEvent('value_prop');
      const blocks = event!.data.sections.flatMap((section) => section.blocks);
      expect(blocks.every((block) => block.text === 'In the words of the model.')).toBe(true);
      expect(blocks.some((block) => block.citations.length > 0)).toBe(true);
    } finally {
      await model.stop();
    }
  });

  it('keeps the offline text and says why when the model fails', async () => {
    const model = new FakeLlmServer();
    const url = await model.start();
    model.script({ status: 500, body: 'down' });
    try {
      const llm = chatCompletionsProviderFromEnv({ LLM_BASE_URL: url, LLM_MODEL: 'fake' }, fetch, { retryDelayMs: 1 });
      const offline = writeupsGenerateJob({ repository, readStore: store.infrastructure.readStore, llm: null });
      const job = writeupsGenerateJob({ repository, readStore: store.infrastructure.readStore, llm });
      await run(job, await requested('research_plan'));
      const event = await generatedEvent('research_plan');
      expect(event?.data.mode).toBe('offline');
      expect(event?.data.problems.length).toBeGreaterThan(0);
      expect(offline.kind).toBe(job.kind);
    } finally {
      await model.stop();
    }
  });

  it('fails with a clear code for a malformed request', async () => {
    const job = writeupsGenerateJob({ repository, readStore: store.infrastructure.readStore, llm: null });
    await expect(job.run({ productId }, { signal: new AbortController().signal, progress: () => undefined })).rejects.toMatchObject({
      code: 'WRITEUPS_GENERATE_INPUT_INVALID',
    });
  });
});
