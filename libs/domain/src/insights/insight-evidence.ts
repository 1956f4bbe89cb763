import { recencyOf, withFactor } from './insight-recency';
import type { InsightContent, InsightScore, InsightScoreFactor, InsightSentiment, InsightSourceBreakdown } from './insight.events';

/**
 * An insight's content without some of its snippets, recomputed from the remaining evidence: the
 * arithmetic lives here once, for a person's removal (the command API) and for a later analysis
 * that finds a removed snippet in the theme again (the worker).
 */

/** What the member list and the snippet's document say of a snippet taken out of an insight. */
export interface RemovedEvidence {
  snippetId: string;
  documentId: string;
  /** Its document's kind (document, transcript, survey), as the source breakdown counts it. */
  kind: string;
  /** The UTC day (YYYY-MM-DD) the analysis dated it by; null when it had none. */
  day: string | null;
}

export interface RemainingEvidence {
  /** The engine's sentiment (-1..1) of every remaining member. */
  sentiments: readonly number[];
  /** The artefact listing the remaining members. */
  membersArtefact: string;
}

/** The UTC day (YYYY-MM-DD) of an ISO date or date-time, or null when it is not one: how mentionsByDay counts a member. */
export function dayOf(date: string): string | null {
  const ms = Date.parse(date);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : null;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The engine's aggregate of member sentiments (mean to 4 places; > 0 positive, < 0 negative) and its label: the majority, else mixed. */
export function sentimentOfScores(scores: readonly number[]): InsightSentiment {
  let sum = 0;
  let finite = 0;
  let positive = 0;
  let negative = 0;
  let neutral = 0;
  for (const raw of scores) {
    if (!Number.isFinite(raw)) {
      neutral += 1;
      continue;
    }
    const score = Math.max(-1, Math.min(1, raw));
    sum += score;
    finite += 1;
    if (score > 0) positive += 1;
    else if (score < 0) negative += 1;
    else neutral += 1;
  }
  const rounded = finite === 0 ? 0 : Math.round((sum / finite) * 1e4) / 1e4;
  const mean = Object.is(rounded, -0) ? 0 : rounded;
  const total = positive + neutral + negative;
  const majority = (
    [
      ['negative', negative],
      ['positive', positive],
      ['neutral', neutral],
    ] as const
  ).find(([, count]) => total > 0 && count > total / 2);
  return { mean, label: majority?.[0] ?? (total === 0 ? 'neutral' : 'mixed'), positive, neutral, negative };
}

/**
 * The project's snippet count the frequency factor was measured against, recovered from its value
 * (ln(1 + mentions) / ln(1 + total)): the content keeps no other record of it, and the removal
 * does not change it (the snippet stays in the project, only out of this insight).
 */
export function projectSnippetsOf(frequency: InsightScoreFactor, mentions: number): number | null {
  if (!frequency.known || !(mentions > 0) || !(frequency.value > 0)) return null;
  if (frequency.value >= 1) return mentions;
  return Math.max(mentions, Math.round(Math.expm1(Math.log1p(mentions) / frequency.value)));
}

function frequencyMeasure(mentions: number, total: number): { value: number; explanation: string } {
  const whole = Math.max(mentions, total);
  const value = mentions > 0 ? Math.min(1, Math.log1p(mentions) / Math.log1p(whole)) : 0;
  const share = whole === 0 ? 0 : mentions / whole;
  return {
    value,
    explanation: `Mentioned in ${mentions} of ${plural(whole, 'snippet')} (${percent(share)}); log-scaled to ${percent(value)}.`,
  };
}

function sentimentMeasure(mean: number): { value: number; explanation: string } {
  const sentiment = Math.max(-1, Math.min(1, mean));
  const mood = sentiment <= -0.05 ? 'negative' : sentiment >= 0.05 ? 'positive' : 'neutral';
  return {
    value: (1 - sentiment) / 2,
    explanation: `Mean sentiment ${Math.round(sentiment * 100) / 100} (${mood}); negative feedback signals pain and weighs more.`,
  };
}

/** Frequency and sentiment measured again from the remaining members (shared by impact and priority). */
function rescored(score: InsightScore, before: number, after: number, sentiment: InsightSentiment): InsightScore {
  const frequency = score.factors.find((factor) => factor.name === 'frequency');
  const total = frequency ? projectSnippetsOf(frequency, before) : null;
  let next = score;
  if (total !== null) {
    const measure = frequencyMeasure(after, total);
    next = withFactor(next, 'frequency', measure.value, measure.explanation);
  }
  const mood = sentimentMeasure(sentiment.mean);
  return withFactor(next, 'sentiment', mood.value, mood.explanation);
}

function sourcesWithout(breakdown: InsightSourceBreakdown, removed: readonly RemovedEvidence[]): InsightSourceBreakdown {
  const byKind = { ...breakdown.byKind };
  const byDocument = new Map(breakdown.byDocument.map((entry) => [entry.documentId, { ...entry }]));
  for (const { kind, documentId } of removed) {
    if (byKind[kind] !== undefined) byKind[kind] -= 1;
    if (byKind[kind] !== undefined && byKind[kind] <= 0) delete byKind[kind];
    const entry = byDocument.get(documentId);
    if (entry) entry.count -= 1;
    if (entry && entry.count <= 0) byDocument.delete(documentId);
  }
  return {
    byKind,
    // The analysis' order: largest first, then by file name and id.
    byDocument: [...byDocument.values()].sort(
      (a, b) => b.count - a.count || a.fileName.localeCompare(b.fileName) || a.documentId.localeCompare(b.documentId),
    ),
  };
}

function mentionsWithout(mentionsByDay: Record<string, number>, removed: readonly RemovedEvidence[]): Record<string, number> {
  const days = { ...mentionsByDay };
  for (const { day } of removed) {
    if (day === null || days[day] === undefined) continue;
    days[day] -= 1;
    if (days[day] <= 0) delete days[day];
  }
  return days;
}

/**
 * The content without `removed`: counts, sentiment, source breakdown, mentions by day and quotes
 * from the remaining evidence; in both scores the factors that measure the members alone
 * (frequency, sentiment, and the impact's recency) measured again and the scores combined anew
 * with the same weights. The factors that compare the theme's spread with the whole project
 * (consistency, relevance, business impact, revenue) and the accounts' ARR need the project's
 * other snippets: they stand as the analysis measured them until the next analysis, which
 * measures them without the removed snippets.
 */
export function contentWithout(content: InsightContent, removed: readonly RemovedEvidence[], remaining: RemainingEvidence): InsightContent {
  const gone = new Set(removed.map((evidence) => evidence.snippetId));
  const before = content.snippetCount;
  const after = remaining.sentiments.length;
  const sentiment = sentimentOfScores(remaining.sentiments);
  const mentionsByDay = mentionsWithout(content.mentionsByDay, removed);
  const recency = recencyOf({ mentionsByDay, measuredAt: content.measuredAt, halfLifeDays: content.halfLifeDays });
  return {
    ...content,
    quotes: content.quotes.filter((quote) => !gone.has(quote.snippetId)),
    membersArtefact: remaining.membersArtefact,
    snippetCount: after,
    sentiment,
    impact: withFactor(rescored(content.impact, before, after, sentiment), 'recency', recency.value, recency.explanation),
    priority: rescored(content.priority, before, after, sentiment),
    sourceBreakdown: sourcesWithout(content.sourceBreakdown, removed),
    mentionsByDay,
  };
}
