import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { type RunningApp, startApp } from '../support/start-app';

interface Writeup {
  product_id: string;
  kind: string;
  status: string;
  version: number;
  title: string;
  sections: Array<{
    key: string;
    blocks: Array<{ id: string; text: string; citations: Array<{ recommendation_id: string; snippet_id: string | null }> }>;
  }>;
  sources: Array<{ number: number; recommendation_id: string; snippet_id: string | null; text: string | null; title: string }>;
  stale: boolean;
  changes: Array<{ recommendation_id: string; change: string }>;
  mode: string;
  versions: Array<{ version: number; how: string; trigger: string | null }>;
  generation: { trigger: string; error_code: string | null } | null;
}

const JOB_MS = 60_000;

/** Generated documents (SPEC.md sections 1, 2 and 7 "Brief"): asked for, built by the worker from the insights, edited, stale, refreshed. */
describe('generated documents (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let carol: ApiClient;
  let productId: string;

  const writeup = async (kind: string) => {
    const answer = await alice.get(`/api/products/${productId}/writeups/${kind}`);
    expect(answer.status).toBe(200);
    return answer.body as Writeup;
  };

  /** Waits for the document's generation to end, and answers it. */
  const generated = async (kind: string, version: number): Promise<Writeup> => {
    const deadline = Date.now() + JOB_MS;
    for (;;) {
      const current = await writeup(kind);
      if (current.status === 'failed') throw new Error(`generation failed: ${JSON.stringify(current.generation)}`);
      if (current.status === 'ready' && current.version >= version) return current;
      if (Date.now() > deadline) throw new Error(`still ${current.status} at version ${current.version}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@writeups.test`);
    carol = await adminWithOrganisation(app, `carol-${randomUUID()}@elsewhere-writeups.test`);
    const texts = said(['lost_luggage', 'pay_bill', 'credit_score', 'translate'], 0, 15);
    const surveyId = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', { type: 'insights', name: 'Travel', description: '', document_ids: [surveyId] });
    productId = created.body.product_id;
    expect((await analysisEnded(alice, productId, created.body.job_id)).status).toBe('succeeded');
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('lists nothing generated yet, and refuses a brief without its methodology answer, storing nothing', async () => {
    const list = await alice.get(`/api/products/${productId}/writeups`);
    expect(list.body.writeups.map((entry: { kind: string; status: string }) => [entry.kind, entry.status])).toEqual([
      ['research_plan', 'none'],
      ['product_spec', 'none'],
      ['value_prop', 'none'],
    ]);
    const refused = await alice.post('/api/brief/api', {
      product_id: productId,
      goal: 'Why churn?',
      methodology: ' ',
      timeline: '',
      audience: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'BRIEF_METHODOLOGY_REQUIRED',
      message: 'Please answer the methodology question, or choose Not sure.',
    });
    expect((await alice.get(`/api/brief/api?product=${productId}`)).status).toBe(404);
  });

  it('auto-builds all three documents from the top insights, each claim citing quotes that read back', async () => {
    const built = await alice.post(`/api/products/${productId}/auto-build`, {});
    expect(built.status).toBe(202);
    expect(built.body.writeups.map((entry: { kind: string }) => entry.kind)).toEqual(['research_plan', 'product_spec', 'value_prop']);
    const spec = await generated('product_spec', 1);
    expect(spec.sections.map((section) => section.key)).toEqual([
      'problem_statement',
      'user_stories',
      'goals_and_success_metrics',
      'requirements',
      'risks_and_assumptions',
      'engineering_implementation_plan',
    ]);
    expect(spec).toMatchObject({ stale: false, mode: 'offline', versions: [{ version: 1, how: 'generated', trigger: 'auto_build' }] });
    const cited = spec.sections.flatMap((section) => section.blocks.flatMap((block) => block.citations));
    expect(cited.length).toBeGreaterThan(0);
    const quoted = spec.sources.filter((source) => source.snippet_id !== null);
    expect(quoted.length).toBeGreaterThan(0);
    for (const source of quoted) expect(source.text).toEqual(expect.any(String));
    expect(spec.sources.map((source) => source.number)).toEqual(spec.sources.map((_, index) => index + 1));

    const valueProp = await generated('value_prop', 1);
    expect(valueProp.sections.map((section) => section.key)).toEqual([
      'target_audience',
      'pain_points',
      'benefits',
      'positioning_message',
      'value_story',
    ]);
    const brief = await alice.get(`/api/brief/api?product=${productId}`);
    expect(brief.status).toBe(200);
    await generated('research_plan', 1);
    expect((await alice.get(`/api/brief/api?product=${productId}`)).body).toMatchObject({
      product_id: productId,
      methodology: 'Not sure',
      version: 1,
    });
  });

  it('keeps a person’s edit as the next version, refusing added evidence and an edit of an older version', async () => {
    const spec = await writeup('product_spec');
    const sections = structuredClone(spec.sections);
    sections[0].blocks[0].text = 'Travellers lose bags and cannot pay bills online.';
    const edited = await alice.put(`/api/products/${productId}/writeups/product_spec`, {
      title: spec.title,
      sections,
      version: spec.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(spec.version + 1);
    const after = await writeup('product_spec');
    expect(after.sections[0].blocks[0].text).toBe('Travellers lose bags and cannot pay bills online.');
    expect(after.versions.at(-1)).toMatchObject({ how: 'edited', version: spec.version + 1 });
    // Both versions read back from the log as they were written.
    const earlier = await alice.get(`/api/products/${productId}/writeups/product_spec/versions/${spec.version}`);
    expect(earlier.body).toMatchObject({ version: spec.version, how: 'generated', by: null, title: spec.title, sections: spec.sections });
    const latest = await alice.get(`/api/products/${productId}/writeups/product_spec/versions/${spec.version + 1}`);
    expect(latest.body).toMatchObject({ how: 'edited', by: expect.any(String), sections: after.sections });
    expect((await alice.get(`/api/products/${productId}/writeups/product_spec/versions/99`)).status).toBe(404);
    expect((await carol.get(`/api/products/${productId}/writeups/product_spec/versions/1`)).status).toBe(404);

    const stale = await alice.put(`/api/products/${productId}/writeups/product_spec`, {
      title: spec.title,
      sections,
      version: spec.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('WRITEUP_CHANGED');
    const invented = structuredClone(after.sections);
    invented[0].blocks[0].citations.push({ recommendation_id: randomUUID(), snippet_id: null });
    const refused = await alice.put(`/api/products/${productId}/writeups/product_spec`, {
      title: after.title,
      sections: invented,
      version: after.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('WRITEUP_CITATION_UNKNOWN');
  });

  it('says it is stale once a cited insight is dismissed, and a refresh rests it on the list as it is', async () => {
    const before = await writeup('value_prop');
    const dismissedId = before.sources[0].recommendation_id;
    expect((await alice.post('/api/recommendations/remove', { recommendation_id: dismissedId, reason: 'Duplicate' })).status).toBe(200);
    const stale = await writeup('value_prop');
    expect(stale.stale).toBe(true);
    expect(stale.changes).toContainEqual({ recommendation_id: dismissedId, title: expect.any(String), change: 'dismissed' });

    expect((await alice.post(`/api/products/${productId}/writeups/value_prop`, {})).status).toBe(202);
    const refreshed = await generated('value_prop', before.version + 1);
    expect(refreshed).toMatchObject({ stale: false, changes: [] });
    expect(refreshed.sources.map((source) => source.recommendation_id)).not.toContain(dismissedId);
    expect(refreshed.versions.at(-1)).toMatchObject({ trigger: 'refresh' });
  });

  it('refines the brief with a prompt, one generation at a time', async () => {
    const current = await writeup('research_plan');
    const refined = await alice.post('/api/brief/refine', { product_id: productId, prompt: 'Focus on paying bills' });
    expect(refined.status).toBe(202);
    const again = await alice.post('/api/brief/refine', { product_id: productId });
    expect([202, 409]).toContain(again.status);
    if (again.status === 409) expect(again.body.code).toBe('WRITEUP_IN_PROGRESS');
    const done = await generated('research_plan', current.version + 1);
    expect(done.versions.map((version) => version.trigger)).toContain('refine');
    // New answers are a generation of their own, not a refresh of the old ones.
    const answered = {
      product_id: productId,
      goal: 'Why pay online?',
      methodology: 'Diary study',
      timeline: 'A month',
      audience: 'Travellers',
    };
    const settled = await generated('research_plan', current.version + (again.status === 202 ? 2 : 1));
    expect((await alice.post('/api/brief/api', answered)).status).toBe(202);
    const regenerated = await generated('research_plan', settled.version + 1);
    expect(regenerated.versions.at(-1)).toMatchObject({ trigger: 'generate' });
    expect((await alice.get(`/api/brief/api?product=${productId}`)).body).toMatchObject({
      methodology: 'Diary study',
      goal: 'Why pay online?',
    });
  });

  it('shows another organisation nothing, as if the project did not exist', async () => {
    expect((await carol.get(`/api/products/${productId}/writeups/value_prop`)).status).toBe(404);
    expect((await carol.get(`/api/products/${productId}/writeups`)).status).toBe(404);
    expect((await carol.get(`/api/brief/api?product=${productId}`)).status).toBe(404);
    expect((await carol.post(`/api/products/${productId}/auto-build`, {})).status).toBe(404);
    expect((await carol.post(`/api/products/${productId}/writeups/product_spec`, {})).status).toBe(404);
    expect((await carol.post('/api/brief/refine', { product_id: productId })).status).toBe(404);
    const spec = await writeup('product_spec');
    expect(
      (await carol.put(`/api/products/${productId}/writeups/product_spec`, { title: 'x', sections: spec.sections, version: spec.version }))
        .status,
    ).toBe(404);
    expect((await alice.get(`/api/products/${productId}/writeups/memo`)).status).toBe(404);
  });
});
