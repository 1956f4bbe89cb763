import { clusterTexts, OTHER_THEME } from '../clustering/cluster-texts';
import type { PretrainedWordVectors } from '../representation/pretrained-vectors';
import type { Parallel } from '../parallel/parallel';
import type { ClusteringStage } from '../clustering/progress';
import type { AnalysisStage } from '../model/analysis-stage';
import type { Insight } from '../model/insight';
import type { ProjectContext } from '../model/project-context';
import type { Snippet } from '../model/snippet';
import { impactScore } from '../scoring/impact-score';
import { priorityScore } from '../scoring/priority-score';
import { scoringCorpus } from '../scoring/corpus';
import type { Instant } from '../scoring/time';
import { aggregateSentiment, type SentimentAggregate } from '../sentiment/aggregate';
import { analyseSentimentOfSet } from '../sentiment/corpus-sentiment';
import type { Survey } from '../survey/survey-snippets';
import { keyPhrasesByCluster, representativeIndices, titleFrom } from './key-phrases';
import { offlineSummary } from './theme-summary';
import { checkSurveys, surveyColumnNameOf, themeSurveyBreakdowns, type ThemeSurveyBreakdown } from './theme-surveys';

export interface AnalyseOptions {
  context: ProjectContext;
  now: Instant;
  /** Fixes the number of themes; otherwise it is chosen from the data. */
  k?: number;
  seed?: number;
  halfLifeDays?: number;
  onProgress?: (stage: AnalysisStage, fraction: number) => void;
  signal?: AbortSignal;
  /**
   * The project's surveys, for SPEC.md's per-theme survey breakdown of their likert, nps and
   * numeric columns. They add no snippets: their text answers take part in the themes only when
   * the caller passes them among `snippets` (`surveySnippets(survey)` makes them, or the
   * product's own stored snippets of the answers, with source type 'survey_answer', the survey's
   * id and the 1-based respondent row as location.line). Each answer is thus counted once.
   */
  surveys?: readonly Survey[];
  /** General English word vectors for the themes (see ClusterTextsOptions.wordVectors). */
  wordVectors?: PretrainedWordVectors;
  /** Threads to share the heaviest stages with (see ClusterTextsOptions.parallel). */
  parallel?: Parallel;
}

export interface AnalysedInsight extends Insight {
  keyPhrases: string[];
  sentiment: SentimentAggregate;
  /** For every given survey whose respondents speak in the theme, in the order of `surveys`; empty otherwise. */
  surveyBreakdowns: ThemeSurveyBreakdown[];
}

export interface AnalysisResult {
  /** Ranked by impact, highest first. */
  insights: AnalysedInsight[];
  skippedEmpty: number;
  duplicates: number;
  nonEnglish: Array<{ snippetId: string; language: string }>;
  /** Snippets of themes too small to rank as insights (fewer than `minThemeSnippets` each), in input order: shown apart as "Other", never ranked. */
  other: { snippetIds: string[]; minThemeSnippets: number };
  /** Sentiment score (-1..1) of every analysed snippet. */
  sentimentBySnippet: Map<string, number>;
}

// The clustering library's own stages, told in the product's analysis messages (SPEC.md section 4).
const STAGE_OF: Record<ClusteringStage, AnalysisStage> = {
  preparing: 'analysing_data',
  representing: 'initial_trends',
  neighbours: 'double_checking_signals',
  spectral: 'clustering_insights',
  'choosing-k': 'clustering_insights',
  clustering: 'clustering_insights',
  refining: 'refining',
  done: 'refining',
};

/** Reports clustering progress as analysis messages; "clear clusters detected" marks the step into refining. */
function analysisProgress(report: (stage: AnalysisStage, fraction: number) => void) {
  let clustersAnnounced = false;
  return (stage: ClusteringStage, fraction: number) => {
    const mapped = STAGE_OF[stage];
    if (mapped === 'refining' && !clustersAnnounced) {
      clustersAnnounced = true;
      report('clear_clusters_detected', 1);
    }
    report(mapped, fraction);
  };
}

/** Refuses an input that would count a piece of evidence twice under one id. */
function checkSnippetIds(snippets: readonly Snippet[]): void {
  const seen = new Set<string>();
  for (const snippet of snippets) {
    if (seen.has(snippet.id)) throw new Error(`snippet id ${JSON.stringify(snippet.id)} is given twice (a survey's answers passed twice?)`);
    seen.add(snippet.id);
  }
}

/**
 * The whole engine on one project's snippets: themes, their titles, key phrases, quotes and a
 * one-sentence summary built from the data, sentiment per snippet and per theme, explained
 * impact and priority scores, and, for the given `surveys`, each theme's survey breakdowns and
 * (when all of a theme's snippets answer one survey column) its `surveyColumnName`.
 *
 * Survey text answers are evidence like any other: pass them among `snippets`
 * (`[...otherSnippets, ...surveySnippets(survey)]`) and the survey itself in `surveys`. Snippet
 * ids must be unique. Deterministic for a given input and seed; cancellable through `signal`.
 */
export function analyseSnippets(snippets: readonly Snippet[], options: AnalyseOptions): AnalysisResult {
  const report = options.onProgress ?? (() => undefined);
  const surveys = options.surveys ?? [];
  checkSnippetIds(snippets);
  checkSurveys(surveys);
  const texts = snippets.map((snippet) => snippet.text);
  const clustered = clusterTexts(texts, {
    k: options.k,
    seed: options.seed,
    signal: options.signal,
    onProgress: analysisProgress(report),
    wordVectors: options.wordVectors,
    parallel: options.parallel,
  });
  report('writing_up_themes', 0);

  const members = Array.from({ length: clustered.k }, () => [] as number[]);
  clustered.assignments.forEach((cluster, index) => {
    if (cluster >= 0) members[cluster].push(index);
  });
  // The project's snippets are read as one set (repeated texts once), so that sentiment adapts to
  // the words this data uses for its opinions.
  const distinctTexts = [...new Set(members.flat().map((index) => texts[index]))];
  const setSentiment = analyseSentimentOfSet(distinctTexts);
  const sentimentByText = new Map(distinctTexts.map((text, index) => [text, setSentiment[index].score]));
  const sentimentBySnippet = new Map<string, number>();
  for (const index of members.flat()) sentimentBySnippet.set(snippets[index].id, sentimentByText.get(texts[index])!);
  if (options.signal?.aborted) throw options.signal.reason ?? new Error('analysis was cancelled');

  const phrases = keyPhrasesByCluster(texts, clustered.assignments, clustered.k);
  // Shares are of everything analysed: the other bucket's snippets were said too.
  const corpus = scoringCorpus(snippets.filter((_snippet, index) => clustered.assignments[index] !== -1));
  const insights: AnalysedInsight[] = [];
  members.forEach((list, cluster) => {
    if (list.length === 0) return;
    const memberSnippetIds = list.map((index) => snippets[index].id);
    const sentiment = aggregateSentiment(memberSnippetIds.map((id) => sentimentBySnippet.get(id)!));
    const theme = { id: `theme-${cluster}`, memberSnippetIds, sentimentMean: sentiment.mean };
    const title = titleFrom(phrases[cluster]);
    const quotes = representativeIndices(texts, list, phrases[cluster]).map((index) => ({
      snippetId: snippets[index].id,
      text: texts[index],
    }));
    const memberSnippets = list.map((index) => snippets[index]);
    const keyPhrases = phrases[cluster].map((phrase) => phrase.phrase);
    const surveyColumnName = surveyColumnNameOf(memberSnippets);
    insights.push({
      ...theme,
      title,
      summary: offlineSummary({ members: memberSnippets, keyPhrases, title, sentiment, surveyColumnName }),
      keyPhrases,
      quotes,
      sentiment,
      impact: impactScore(theme, options.context, { now: options.now, corpus, halfLifeDays: options.halfLifeDays }),
      priority: priorityScore(theme, { corpus }),
      surveyBreakdowns: themeSurveyBreakdowns(memberSnippets, surveys),
      ...(surveyColumnName !== undefined ? { surveyColumnName } : {}),
    });
  });
  insights.sort(
    (a, b) => b.impact.score - a.impact.score || b.memberSnippetIds.length - a.memberSnippetIds.length || a.id.localeCompare(b.id),
  );
  report('writing_up_themes', 1);

  return {
    insights,
    skippedEmpty: clustered.skippedEmpty,
    duplicates: clustered.duplicates,
    nonEnglish: clustered.nonEnglish.map(({ index, language }) => ({ snippetId: snippets[index].id, language })),
    other: {
      snippetIds: snippets.filter((_snippet, index) => clustered.assignments[index] === OTHER_THEME).map((snippet) => snippet.id),
      minThemeSnippets: clustered.minThemeSize,
    },
    sentimentBySnippet,
  };
}
