import type { LlmProvider } from '../llm/chat-completions';
import { rewriteThemes } from '../llm/rewrite-themes';
import type { AnalysisStage } from '../model/analysis-stage';
import type { Snippet } from '../model/snippet';
import { analyseSnippets, type AnalyseOptions, type AnalysisResult } from './analyse-snippets';

export interface WriteUpOptions extends AnalyseOptions {
  /**
   * The optional language model that may reword titles and summaries (see
   * chatCompletionsProviderFromEnv). Absent or null, the default: the offline wording is kept and
   * nothing is called.
   */
  provider?: LlmProvider | null;
  /** Themes per request to the provider; default that of rewriteThemes. */
  batchSize?: number;
}

/** How the themes were written up, so the product can tell when the offline wording stood. */
export interface WritingRecord {
  /** Insights whose title and summary the provider rewrote. */
  rewritten: number;
  /** Why some or all offline wordings stand (a failing, slow or confused provider); empty without a provider. */
  problems: string[];
}

export interface WrittenAnalysis extends AnalysisResult {
  writing: WritingRecord;
}

/** The analysis' own 'writing_up_themes' fractions take the first half of that stage when a model writes the rest. */
const OFFLINE_SHARE = 0.5;

function cancelled(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('analysis was cancelled');
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (even if the promise never settles). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled(signal));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The analysis written up: analyseSnippets, then, when a language-model provider is given, its
 * rewording of each insight's title and summary from the offline title, summary and quotes
 * (progress stage 'writing_up_themes'). Every insight the provider did not reword well keeps its
 * offline wording, and `writing` says how many were rewritten and what went wrong; a failing
 * provider never fails the analysis. Without a provider the result is exactly analyseSnippets'
 * (with `writing` = { rewritten: 0, problems: [] }). Cancelling through `signal` rejects with the
 * signal's reason, also while waiting for the provider.
 */
export async function analyseAndWriteUp(snippets: readonly Snippet[], options: WriteUpOptions): Promise<WrittenAnalysis> {
  const { provider = null, batchSize, ...analyseOptions } = options;
  const report = options.onProgress ?? (() => undefined);
  if (provider === null) return { ...analyseSnippets(snippets, analyseOptions), writing: { rewritten: 0, problems: [] } };

  const scaled = (stage: AnalysisStage, fraction: number) =>
    report(stage, stage === 'writing_up_themes' ? fraction * OFFLINE_SHARE : fraction);
  const analysis = analyseSnippets(snippets, { ...analyseOptions, onProgress: scaled });
  const signal = options.signal;
  if (signal?.aborted) throw cancelled(signal);

  const themes = analysis.insights.map((insight) => ({
    id: insight.id,
    title: insight.title,
    summary: insight.summary,
    quotes: insight.quotes.map((quote) => quote.text),
  }));
  const outcome = await untilAborted(
    rewriteThemes(themes, provider, {
      ...(batchSize !== undefined ? { batchSize } : {}),
      ...(signal !== undefined ? { signal } : {}),
      onProgress: (done, total) => report('writing_up_themes', OFFLINE_SHARE + (1 - OFFLINE_SHARE) * (done / total)),
    }),
    signal,
  );
  if (signal?.aborted) throw cancelled(signal);

  const wordings = new Map(outcome.themes.filter((theme) => theme.rewritten).map((theme) => [theme.id, theme]));
  const insights = analysis.insights.map((insight) => {
    const wording = wordings.get(insight.id);
    return wording ? { ...insight, title: wording.title, summary: wording.summary } : insight;
  });
  report('writing_up_themes', 1);
  return { ...analysis, insights, writing: { rewritten: wordings.size, problems: outcome.problems } };
}
