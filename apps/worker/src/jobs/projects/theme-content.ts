import {
  type DocumentKind,
  INSIGHT_TOP_ACCOUNTS,
  type InsightRevenue,
  type InsightSentiment,
  type InsightSourceBreakdown,
} from '@app/domain';
import type { InsightMember } from '@app/infrastructure/files';
import type { AnalysedInsight, Snippet } from '@app/insights';
import { dayOf } from './project-snippets';
import type { ThemeContent } from './projects-analyse.thread-types';

/**
 * What the insight's events say of one theme, from the engine's answer: every field is computed
 * here once, so the read models and screens only copy it.
 */

/** Snippet ids are `<documentId>:<n>`; a document id may itself hold colons, the index never does. */
export const documentIdOf = (snippetId: string): string => snippetId.slice(0, Math.max(0, snippetId.lastIndexOf(':')));

export interface ThemeFacts {
  snippetById: ReadonlyMap<string, Snippet>;
  documents: ReadonlyMap<string, { fileName: string; kind: DocumentKind }>;
  sentimentBySnippet: ReadonlyMap<string, number>;
  /** Whether the analysis had sales data: without it an insight's revenue is unknown rather than zero. */
  hasSalesData: boolean;
  now: string;
  halfLifeDays: number;
}

/** The tone the engine's summary states, as one label: the majority of the members, else mixed. */
export function sentimentOf(aggregate: AnalysedInsight['sentiment']): InsightSentiment {
  const { mean, positive, neutral, negative } = aggregate;
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

/** Members in the order the snippets list shows them: the representative quotes first, then the rest as the engine gave them. */
export function orderedMembers(insight: Pick<AnalysedInsight, 'quotes' | 'memberSnippetIds'>): string[] {
  const quoted = insight.quotes.map((quote) => quote.snippetId);
  const first = new Set(quoted);
  return [...quoted, ...insight.memberSnippetIds.filter((id) => !first.has(id))];
}

export function sourceBreakdownOf(memberIds: readonly string[], documents: ThemeFacts['documents']): InsightSourceBreakdown {
  const byKind: Record<string, number> = {};
  const byDocument = new Map<string, number>();
  for (const id of memberIds) {
    const documentId = documentIdOf(id);
    const kind = documents.get(documentId)?.kind ?? 'document';
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    byDocument.set(documentId, (byDocument.get(documentId) ?? 0) + 1);
  }
  return {
    byKind,
    byDocument: [...byDocument]
      .map(([documentId, count]) => ({ documentId, fileName: documents.get(documentId)?.fileName ?? '', count }))
      .sort((a, b) => b.count - a.count || a.fileName.localeCompare(b.fileName) || a.documentId.localeCompare(b.documentId)),
  };
}

export function mentionsByDayOf(memberIds: readonly string[], snippetById: ThemeFacts['snippetById']): Record<string, number> {
  const days: Record<string, number> = {};
  for (const id of memberIds) {
    const date = snippetById.get(id)?.date;
    const day = date === undefined ? null : dayOf(date);
    if (day !== null) days[day] = (days[day] ?? 0) + 1;
  }
  // Days in order, so the events read (and compare) the same every time.
  return Object.fromEntries(Object.entries(days).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The accounts behind a theme and their ARR: each account counted once at its figure, however many
 * of its people speak (the engine's revenue factor counts them the same way).
 */
export function revenueOf(memberIds: readonly string[], snippetById: ThemeFacts['snippetById']): InsightRevenue {
  const arrByAccount = new Map<string, { account: string; arr: number }>();
  for (const id of memberIds) {
    const snippet = snippetById.get(id);
    const arr = snippet?.revenue?.arr;
    const account = snippet?.customer?.name;
    if (arr === undefined || !(arr > 0) || account === undefined) continue;
    const key = account.trim().toLowerCase();
    if ((arrByAccount.get(key)?.arr ?? 0) < arr) arrByAccount.set(key, { account, arr });
  }
  const accounts = [...arrByAccount.values()].sort((a, b) => b.arr - a.arr || a.account.localeCompare(b.account));
  // Summed smallest first, so the total does not depend on the members' order.
  const totalArr = [...accounts].reverse().reduce((sum, { arr }) => sum + arr, 0);
  return { totalArr, accounts: accounts.length, topAccounts: accounts.slice(0, INSIGHT_TOP_ACCOUNTS) };
}

/** One theme's content and its members (for the artefact), in the snippets list's order. */
export function themeContent(insight: AnalysedInsight, facts: ThemeFacts): { content: ThemeContent; members: InsightMember[] } {
  const memberIds = orderedMembers(insight);
  const members = memberIds.map((snippetId) => ({
    snippetId,
    documentId: documentIdOf(snippetId),
    sentiment: facts.sentimentBySnippet.get(snippetId) ?? 0,
  }));
  const content: ThemeContent = {
    title: insight.title,
    summary: insight.summary,
    keyPhrases: insight.keyPhrases,
    quotes: insight.quotes.map((quote) => ({ snippetId: quote.snippetId, documentId: documentIdOf(quote.snippetId), text: quote.text })),
    snippetCount: memberIds.length,
    sentiment: sentimentOf(insight.sentiment),
    impact: insight.impact,
    priority: insight.priority,
    surveyColumnName: insight.surveyColumnName ?? null,
    surveyBreakdowns: insight.surveyBreakdowns,
    sourceBreakdown: sourceBreakdownOf(memberIds, facts.documents),
    revenue: facts.hasSalesData ? revenueOf(memberIds, facts.snippetById) : null,
    mentionsByDay: mentionsByDayOf(memberIds, facts.snippetById),
    measuredAt: facts.now,
    halfLifeDays: facts.halfLifeDays,
  };
  return { content, members };
}
