import { decodeInsightMembers, decodeSnippetArtefact, encodeInsightMembers, salesRecordOf } from '@app/infrastructure/files';
import type { SalesRecord } from '@app/ingestion';
import { ANALYSIS_STAGES, type AnalysisStage, analyseAndWriteUp, chatCompletionsProviderFromEnv, type Snippet } from '@app/insights';
import { engineWordVectors } from '../../threads/engine-word-vectors';
import { engineParallel } from '../../threads/engine-parallel';
import { lowerThisThreadsPriority } from '../../threads/lower-thread-priority';
import type { ThreadTask } from '../../threads/thread-pool';
import type { JobProgress } from '../job-kind';
import { matchThemes, newEvidenceOf, type PreviousInsight } from './insight-matching';
import { documentSnippets, inRange, type Survey } from './project-snippets';
import { attachRevenue, revenueIndex } from './sales-matching';
import { projectDescription, projectName } from './project-write-up';
import type {
  AnalyseProjectOnThreadInput,
  AnalyseProjectOnThreadResult,
  DateRange,
  ExistingInsight,
  SourceDocument,
  ThemeOutcome,
} from './projects-analyse.thread-types';
import { themeContent } from './theme-content';
import { themeWithoutRemoved } from './removed-snippets';
import { otherBucketOf } from './other-bucket';

export const ANALYSIS_NO_SNIPPETS = 'ANALYSIS_NO_SNIPPETS';

// Once per thread, when piscina loads this file: the analysis yields the cores to HTTP when they are scarce.
lowerThisThreadsPriority();

/**
 * The optional language model that rewords the insights' titles and summaries (LLM_BASE_URL,
 * LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS); without it, the engine's own offline wording stands and
 * nothing leaves the machine. Read once per thread: a wrong setting stops the worker's start.
 */
const writer = chatCompletionsProviderFromEnv(process.env, fetch);

/** Called once per thread at worker start (ThreadPool.warm): loads this file, the word vectors and the engine's helper threads. */
export function warm(): void {
  engineWordVectors();
  engineParallel();
}

/**
 * Reports each stage as a share of the whole analysis, posting only when the percentage moves
 * forward (the write-up after a language model's rewording never moves the bar back).
 */
function stageReporter(port: ThreadTask<unknown>['port']) {
  let lastDone = -1;
  let lastIndex = -1;
  return (stage: AnalysisStage, fraction: number) => {
    const index = ANALYSIS_STAGES.findIndex((known) => known.key === stage);
    const done = Math.floor((100 * (index + Math.min(1, Math.max(0, fraction)))) / ANALYSIS_STAGES.length);
    if (done < lastDone || (done === lastDone && index === lastIndex)) return;
    lastDone = done;
    lastIndex = index;
    port.postMessage({ done, total: 100, message: ANALYSIS_STAGES[index].message } satisfies JobProgress);
  };
}

interface Decoded {
  /** Every snippet of the ready documents, dates not yet applied (earlier insights' texts come from here too). */
  all: Snippet[];
  surveys: Survey[];
}

/** Every CRM record of the project's sales data (their artefacts hold records where surveys hold rows). */
function salesRecords(documents: readonly SourceDocument[]): SalesRecord[] {
  return documents
    .filter((document) => document.kind === 'sales')
    .flatMap((document) => decodeSnippetArtefact(document.artefact).surveyRows.map(salesRecordOf))
    .filter((record): record is SalesRecord => record !== null);
}

function decodeDocuments(documents: readonly SourceDocument[]): Decoded {
  const all: Snippet[] = [];
  const surveys: Survey[] = [];
  const records = salesRecords(documents);
  const index = records.length > 0 ? revenueIndex(records) : null;
  for (const { artefact, kind, ...document } of documents) {
    if (kind === 'sales') continue;
    const decoded = decodeSnippetArtefact(artefact);
    const { snippets, survey } = documentSnippets({ ...document, kind }, decoded);
    const withRevenue = index ? attachRevenue(snippets, index, kind === 'transcript').snippets : snippets;
    for (const snippet of withRevenue) all.push(snippet);
    if (survey) surveys.push(survey);
  }
  return { all, surveys };
}

function previousInsights(existing: readonly ExistingInsight[]): PreviousInsight[] {
  return existing.map(({ insightId, members }) => ({
    insightId,
    memberIds: members ? decodeInsightMembers(members).map((member) => member.snippetId) : [],
  }));
}

function noSnippetsMessage(before: number, range: DateRange): string {
  if (before === 0) return "The project's documents have no snippets to analyse: add a ready document, transcript or survey.";
  const from = range.start ?? 'the beginning';
  const to = range.end ?? 'today';
  return `None of the project's ${before} snippets is dated between ${from} and ${to}: widen the dates of the analysis.`;
}

/**
 * Runs on a worker thread of the pool (built to dist/, loaded by piscina): decodes the project's
 * snippet artefacts, runs the insight engine, matches its themes to the project's earlier
 * insights, and encodes each theme's members artefact, so the event loop only stores and appends.
 */
export default async function analyseProjectOnThread({
  data,
  port,
}: ThreadTask<AnalyseProjectOnThreadInput>): Promise<AnalyseProjectOnThreadResult> {
  const started = performance.now();
  const report = stageReporter(port);
  report('analysing_data', 0);
  const { all, surveys } = decodeDocuments(data.documents);
  const snippets = all.filter((snippet) => inRange(snippet.date, data.range));
  if (snippets.length === 0) return { ok: false, code: ANALYSIS_NO_SNIPPETS, message: noSnippetsMessage(all.length, data.range) };

  const result = await analyseAndWriteUp(snippets, {
    provider: writer,
    context: data.context,
    now: data.now,
    seed: data.seed,
    halfLifeDays: data.halfLifeDays,
    surveys,
    wordVectors: engineWordVectors(),
    parallel: engineParallel(),
    onProgress: report,
  });
  report('writing_up_themes', 0.5);

  const snippetById = new Map(all.map((snippet) => [snippet.id, snippet]));
  const textOf = new Map(all.map((snippet) => [snippet.id, snippet.text]));
  const documents = new Map(data.documents.map(({ documentId, fileName, kind }) => [documentId, { fileName, kind }]));
  const previous = previousInsights(data.existing);
  const matches = matchThemes(
    result.insights.map((insight) => insight.memberSnippetIds),
    previous,
    textOf,
    data.seed,
    engineWordVectors(),
  );
  const seenBefore = new Set(previous.flatMap((insight) => insight.memberIds));

  const removedFrom = new Map(data.existing.map((insight) => [insight.insightId, new Set(insight.removedSnippetIds ?? [])]));

  const themes: ThemeOutcome[] = result.insights.map((insight, rank) => {
    const written = themeContent(insight, {
      snippetById,
      documents,
      sentimentBySnippet: result.sentimentBySnippet,
      hasSalesData: data.documents.some((document) => document.kind === 'sales'),
      now: data.now,
      halfLifeDays: data.halfLifeDays,
    });
    let continued = matches.get(rank);
    const removed = continued === undefined ? undefined : removedFrom.get(continued);
    const kept = removed && removed.size > 0 ? themeWithoutRemoved(written, removed, { snippetById, documents }) : null;
    // Only snippets people took out of the insight: they do not continue it (see themeWithoutRemoved).
    if (removed && written.members.every((member) => removed.has(member.snippetId))) continued = undefined;
    const { content, members } = kept ?? written;
    return {
      rank,
      content,
      members: encodeInsightMembers(members),
      continues:
        continued === undefined ? null : { insightId: continued, newEvidence: newEvidenceOf(insight.memberSnippetIds, seenBefore) },
    };
  });
  const continuedIds = new Set(matches.values());
  const unmatched = data.existing.filter((insight) => !continuedIds.has(insight.insightId));
  report('writing_up_themes', 0.9);
  return {
    ok: true,
    snippets: snippets.length,
    themes,
    unmatched: unmatched.map((insight) => insight.insightId),
    staled: unmatched.filter((insight) => insight.status === 'current').map((insight) => insight.insightId),
    other: otherBucketOf(result, snippetById),
    name: projectName(result.insights),
    description: projectDescription(result.insights, snippets.length),
    computeMs: Math.round(performance.now() - started),
  };
}
