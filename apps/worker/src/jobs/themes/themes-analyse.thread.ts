import { ANALYSIS_STAGES, analyseSnippets } from '@app/insights';
import { engineWordVectors } from '../../threads/engine-word-vectors';
import { engineParallel } from '../../threads/engine-parallel';
import { lowerThisThreadsPriority } from '../../threads/lower-thread-priority';
import type { ThreadTask } from '../../threads/thread-pool';
import type { JobProgress } from '../job-kind';
import type { ThemesAnalyseInput, ThemesAnalyseResult } from './themes-analyse.input';

const NO_CONTEXT = { goal: '', description: '', keywords: [] };

// Once per thread, when piscina loads this file: the analysis yields the cores to HTTP when they are scarce.
lowerThisThreadsPriority();

/** Called once per thread at worker start (ThreadPool.warm): loads this file, the word vectors and the engine's helper threads. */
export function warm(): void {
  engineWordVectors();
  engineParallel();
}

/**
 * Runs on a worker thread of the pool (built to dist/, loaded by piscina): the insight engine on
 * the job's snippets, reporting each stage as a percentage. Posts only when the percentage moves,
 * so the event loop is not flooded from the engine's inner loops.
 */
export default function analyseThemesOnThread({ data, port }: ThreadTask<ThemesAnalyseInput>): ThemesAnalyseResult {
  const started = performance.now();
  let lastPercent = -1;
  const result = analyseSnippets(data.snippets, {
    context: data.context ?? NO_CONTEXT,
    now: data.now,
    k: data.k,
    seed: data.seed,
    halfLifeDays: data.halfLifeDays,
    wordVectors: engineWordVectors(),
    parallel: engineParallel(),
    onProgress: (stage, fraction) => {
      const index = ANALYSIS_STAGES.findIndex((known) => known.key === stage);
      const percent = Math.floor((100 * (index + Math.min(1, Math.max(0, fraction)))) / ANALYSIS_STAGES.length);
      if (percent === lastPercent) return;
      lastPercent = percent;
      const progress: JobProgress = { done: percent, total: 100, message: ANALYSIS_STAGES[index].message };
      port.postMessage(progress);
    },
  });
  return {
    snippets: data.snippets.length,
    duplicates: result.duplicates,
    skippedEmpty: result.skippedEmpty,
    themes: result.insights.map((insight) => ({
      title: insight.title,
      size: insight.memberSnippetIds.length,
      impact: insight.impact.score,
      priority: insight.priority.score,
    })),
    computeMs: Math.round(performance.now() - started),
  };
}
