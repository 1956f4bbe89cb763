import { randomUUID } from 'node:crypto';
import { ThreadPool } from '../../threads/thread-pool';
import { ofType, openTestStore, startTestWorker, type TestStore, type TestWorker } from '../worker-harness.spec-helper';
import { feedbackSnippets } from './feedback-snippets.spec-helper';
import { THEMES_ANALYSE, themesAnalyseJob } from './themes-analyse.job';

// Worker threads load plain JavaScript, not Jest's transform: these tests run the thread file the
// server build wrote (`npm test` builds first; alone, run `node scripts/build-server.mjs` before).
const NOW = '2025-06-01T00:00:00.000Z';

describe('themes.analyse on the thread pool', () => {
  let store: TestStore;
  let pool: ThreadPool;
  let worker: TestWorker;

  beforeAll(async () => {
    store = await openTestStore();
    pool = new ThreadPool(1);
    worker = await startTestWorker(store, [themesAnalyseJob(pool)], { workerId: 'w-themes', leaseMs: 5000 });
  });

  afterAll(async () => {
    await worker.stop();
    await pool.destroy();
    await store.close();
  });

  it('ranks the themes of the snippets on a thread and reports the analysis stages', async () => {
    const jobId = randomUUID();
    await store.requests.request({ jobId, kind: THEMES_ANALYSE, input: { snippets: feedbackSnippets(400), now: NOW, seed: 1 } });
    const events = await store.waitForEvents(
      jobId,
      (all) => ofType(all, 'JobSucceeded').length + ofType(all, 'JobFailed').length > 0,
      60_000,
    );
    const [succeeded] = ofType(events, 'JobSucceeded');
    expect(ofType(events, 'JobFailed')).toEqual([]);
    const result = succeeded.data.result as {
      snippets: number;
      themes: Array<{ title: string; size: number; impact: number; priority: number }>;
    };
    expect(result.snippets).toBe(400);
    expect(result.themes.length).toBeGreaterThan(3);
    expect(result.themes[0]).toEqual({
      title: expect.any(String),
      size: expect.any(Number),
      impact: expect.any(Number),
      priority: expect.any(Number),
    });
    expect(result.themes.map((theme) => theme.impact)).toEqual([...result.themes.map((theme) => theme.impact)].sort((a, b) => b - a));
    for (const progressed of ofType(events, 'JobProgressed')) {
      expect(progressed.data).toMatchObject({
        total: 100,
        message: expect.stringMatching(
          /^(Analysing data|Initial trends|Double-checking signals|Clustering insights|Clear clusters detected|Refining|Writing up themes)$/,
        ),
      });
    }
  });

  it('fails a malformed request with a stable code, without a thread', async () => {
    const jobId = randomUUID();
    await store.requests.request({ jobId, kind: THEMES_ANALYSE, input: { snippets: [], now: NOW } });
    const events = await store.waitForEvents(jobId, (all) => ofType(all, 'JobFailed').length > 0);
    expect(ofType(events, 'JobFailed')[0].data).toMatchObject({
      code: 'THEMES_INPUT_INVALID',
      message: 'The input needs at least one snippet.',
    });
  });

  it('stops the thread of a cancelled job within a second', async () => {
    const jobId = randomUUID();
    await store.requests.request({ jobId, kind: THEMES_ANALYSE, input: { snippets: feedbackSnippets(4500), now: NOW, seed: 1 } });
    await store.waitForEvents(jobId, (all) => ofType(all, 'JobProgressed').length > 0, 30_000);
    expect(pool.threads).toHaveLength(1);
    const [thread] = pool.threads;
    const exited = new Promise<number>((resolve) => thread.once('exit', () => resolve(performance.now())));

    const asked = performance.now();
    await store.requests.cancel(jobId, 'alice');
    const stoppedAfterMs = (await exited) - asked;

    expect(stoppedAfterMs).toBeLessThan(1000);
    const events = await store.waitForEvents(jobId, (all) => ofType(all, 'JobCancelled').length > 0, 5000);
    expect(ofType(events, 'JobCancelled')[0].data.attempt).toBe(1);
    expect(ofType(events, 'JobSucceeded')).toEqual([]);
  });
});
