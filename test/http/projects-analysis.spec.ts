import { logHead } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { insightsProjection } from '@app/projectors/insights/insights/insights.projection';
import { productsProjection } from '@app/projectors/projects/products/products.projection';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { type RunningApp, startApp } from '../support/start-app';
import { csvCell, said, transcriptOf } from '../support/customer-data';

const surveyOf = (texts: string[]) =>
  Buffer.from(['Respondent,Score,Why', ...texts.map((text, index) => `r${index + 1},${index % 11},${csvCell(text)}`)].join('\n'));

interface Recommendation {
  recommendation_id: string;
  status: 'current' | 'stale';
  impact_score: number;
  user_updated_customer_impact_score: number;
  survey_column_name: string | null;
  snippet_count: number;
  new_evidence_count: number;
  score_breakdown: { impact: { score: number; factors: Array<{ name: string; contribution: number }> } };
}

/**
 * Issue 11 end to end through the HTTP API, worker included: uploads read into snippets, an
 * insights project created from them and analysed on the worker's thread, its insights read with
 * their evidence, then new data and a refinement: the insights that persist keep their ids, new
 * evidence is counted, the rest are stale, and replaying the log rebuilds both read models exactly.
 */
describe('analysing a project (HTTP end to end, worker included)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let productId: string;
  let first: Recommendation[];
  const INTENTS = ['book_flight', 'lost_luggage', 'credit_score', 'pay_bill', 'restaurant_reservation', 'translate'];

  const uploaded = (fileName: string, bytes: Buffer) => uploadedReady(app, alice, fileName, bytes);
  const analysed = (jobId: string) => analysisEnded(alice, productId, jobId);

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@analysis.test`);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('analyses a survey and a call into ranked insights with their evidence', async () => {
    const survey = await uploaded('travel-survey.csv', surveyOf(said(INTENTS, 0, 20)));
    const call = await uploaded('support-call.vtt', transcriptOf(said(INTENTS.slice(0, 3), 20, 24)));
    const created = await alice.post('/api/products/api', {
      type: 'insights',
      name: '',
      description: '',
      keywords: ['luggage'],
      data_types: ['surveys', 'transcripts'],
      document_ids: [survey],
      transcript_ids: [call],
    });
    expect(created.status).toBe(201);
    productId = created.body.product_id;

    const analysis = await analysed(created.body.job_id);
    expect(analysis).toMatchObject({ status: 'succeeded', version: 1, progress: 1, error_code: null });
    expect(analysis.insights.created).toBeGreaterThanOrEqual(INTENTS.length - 1);

    const listed = await alice.get(`/api/recommendations/v2?product=${productId}&include_charts=true&chart_months=3`);
    first = listed.body.recommendations;
    expect(first.length).toBe(analysis.insights.created);
    const order = first.map((insight) => insight.user_updated_customer_impact_score);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    for (const insight of first) {
      const contributions = insight.score_breakdown.impact.factors.reduce((total, factor) => total + factor.contribution, 0);
      expect(contributions).toBeCloseTo(insight.impact_score, 5);
    }

    // The project was named from its data, as it was left blank.
    const project = (await alice.get(`/api/products/api?product=${productId}`)).body.product;
    expect(project).toMatchObject({ name_generated: true, insight_count: first.length, document_count: 2 });
    expect(project.name).not.toBe('');

    // Every snippet of the top insight, page by page, from the project's own documents.
    const top = first[0];
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await alice.get(`/api/snippets/v2?recommendation=${top.recommendation_id}&page=${page}&page_size=5`)).body;
      for (const snippet of answer.snippets) {
        expect([survey, call]).toContain(snippet.document_id);
        expect(snippet.recommendations).toContain(top.recommendation_id);
        seen.push(snippet.snippet_id);
      }
      if (!answer.has_next) break;
    }
    expect(new Set(seen).size).toBe(top.snippet_count);
  }, 180_000);

  it('keeps the identity of persisting insights through new data and a refinement, counting new evidence and marking the rest stale', async () => {
    // Two more calls on the same travel problems, and a refinement that narrows the keywords.
    const more = await uploaded('follow-up-call.vtt', transcriptOf(said(INTENTS.slice(0, 3), 24, 30)));
    expect((await alice.post(`/api/products/${productId}/add-transcripts`, { transcript_ids: [more] })).body.added).toBe(1);
    const refined = await alice.post('/api/products/version', {
      product_id: productId,
      refinement_prompt: 'Travel problems',
      keywords: ['flight'],
    });
    expect(refined.status).toBe(202);
    const analysis = await analysed(refined.body.job_id);
    expect(analysis).toMatchObject({ status: 'succeeded', version: 2 });

    const second: Recommendation[] = (await alice.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations;
    const before = new Set(first.map((insight) => insight.recommendation_id));
    const kept = second.filter((insight) => before.has(insight.recommendation_id) && insight.status === 'current');
    expect(kept.length).toBeGreaterThanOrEqual(INTENTS.length - 2);
    expect(analysis.insights.continued).toBe(kept.length);
    expect(kept.some((insight) => insight.new_evidence_count > 0)).toBe(true);
    // An insight's new evidence alone ("new since the last analysis"), the follow-up call's among it.
    const grown = kept.find((insight) => insight.new_evidence_count > 0)!;
    const fresh = (await alice.get(`/api/snippets/v2?recommendation=${grown.recommendation_id}&new_only=true&page_size=100`)).body;
    expect(fresh.total).toBe(grown.new_evidence_count);
    expect(fresh.snippets).toHaveLength(grown.new_evidence_count);
    expect(fresh.snippets.some((snippet: { document_id: string }) => snippet.document_id === more)).toBe(true);
    const all = (await alice.get(`/api/snippets/v2?recommendation=${grown.recommendation_id}&page_size=100`)).body;
    expect(all.total).toBeGreaterThan(fresh.total);
    expect((await alice.get(`/api/snippets/v2?recommendation=${grown.recommendation_id}&new_only=maybe`)).status).toBe(400);
    // Nothing an earlier analysis found is silently gone: what no theme continued is stale.
    for (const id of before) expect(second.map((insight) => insight.recommendation_id)).toContain(id);
    const primary = (await alice.get(`/api/recommendations/v2?product=${productId}&primary_only=true`)).body
      .recommendations as Recommendation[];
    expect(primary.every((insight) => insight.status === 'current')).toBe(true);

    // The versions, in order.
    const versions = (await alice.get(`/api/products/api?product=${productId}`)).body.versions;
    expect(versions.map((version: { version: number; refinement_prompt: string }) => [version.version, version.refinement_prompt])).toEqual(
      [
        [1, ''],
        [2, 'Travel problems'],
      ],
    );
  }, 180_000);

  it('re-weights recency at read time and says which half-life it used', async () => {
    const standard = (await alice.get(`/api/recommendations/v2?product=${productId}&primary_only=true`)).body;
    const short = (await alice.get(`/api/recommendations/v2?product=${productId}&primary_only=true&half_life=1`)).body;
    expect(standard.half_life_days).toBe(30);
    expect(short.half_life_days).toBe(1);
    const byId = new Map((standard.recommendations as Recommendation[]).map((insight) => [insight.recommendation_id, insight]));
    // Today's uploads are the mentions' dates: a shorter half-life cannot raise a score.
    for (const insight of short.recommendations as Recommendation[]) {
      expect(insight.impact_score).toBeLessThanOrEqual(byId.get(insight.recommendation_id)!.impact_score + 1e-9);
    }
  });

  // Last: it replays everything the tests above recorded.
  it('rebuilds the projects and insights read models exactly from the log', async () => {
    const { eventStore, readStore, progress } = app.infrastructure;
    const ids = [productsProjection, insightsProjection].map((projection) => projectionProcessorId(projection.collection));
    await progress.waitFor(await logHead(eventStore), 10_000, ids);
    const live = {
      products: await readStore.find(productsProjection.collection, {}, { sortBy: 'product_id' }),
      insights: await readStore.find(insightsProjection.collection, {}, { sortBy: 'insight_id' }),
    };
    expect(live.insights.length).toBeGreaterThan(5);
    await rebuildProjections(eventStore, readStore, [productsProjection, insightsProjection]);
    expect({
      products: await readStore.find(productsProjection.collection, {}, { sortBy: 'product_id' }),
      insights: await readStore.find(insightsProjection.collection, {}, { sortBy: 'insight_id' }),
    }).toEqual(live);
  });
});
