import { NEW_EVIDENCE_IDS_KEPT } from '@app/domain';
import { attachToThemes, type PretrainedWordVectors } from '@app/insights';

/**
 * Identity across analyses: each theme of this analysis continues at most one insight of an
 * earlier one, and each insight is continued by at most one theme. First by shared members (the
 * same snippets grouped again), then, for what is left, by where the theme's texts would attach
 * among the leftover insights' texts (a theme whose snippets are mostly new, or whose old
 * snippets were removed, still continues the insight it talks about).
 */

/** Shared members over the smaller list: above this a theme continues the insight. */
export const OVERLAP_TO_MATCH = 0.3;
/** Share of a theme's texts that must attach to one leftover insight for it to continue that insight. */
export const ATTACHED_SHARE_TO_MATCH = 0.5;
/** Texts of each side given to the centroid check: enough to place a theme, bounded in cost. */
export const TEXTS_PER_SIDE = 200;

export interface PreviousInsight {
  insightId: string;
  /** Its members as the analysis that last wrote it found them. */
  memberIds: readonly string[];
}

/** Up to `cap` items spread evenly over the list (always the same ones for the same list). */
export function evenSample<T>(items: readonly T[], cap: number): T[] {
  if (items.length <= cap) return [...items];
  return Array.from({ length: cap }, (_, index) => items[Math.floor((index * items.length) / cap)]);
}

/** |A ∩ B| / min(|A|, |B|): 1 when one list holds the other. */
export function overlapOf(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const smaller = a.size <= b.size ? a : b;
  const larger = smaller === a ? b : a;
  if (smaller.size === 0) return 0;
  let shared = 0;
  for (const id of smaller) if (larger.has(id)) shared += 1;
  return shared / smaller.size;
}

interface Candidate {
  theme: number;
  insight: number;
  score: number;
}

/** One-to-one, best score first; ties go to the higher-ranked theme, then the older insight. */
function greedy(candidates: Candidate[], matches: Map<number, string>, taken: Set<number>, previous: readonly PreviousInsight[]): void {
  candidates.sort((a, b) => b.score - a.score || a.theme - b.theme || a.insight - b.insight);
  for (const { theme, insight } of candidates) {
    if (matches.has(theme) || taken.has(insight)) continue;
    matches.set(theme, previous[insight].insightId);
    taken.add(insight);
  }
}

function overlapCandidates(themes: ReadonlyArray<readonly string[]>, previous: readonly PreviousInsight[]): Candidate[] {
  const previousSets = previous.map((insight) => new Set(insight.memberIds));
  // Only pairs sharing a member can overlap: find them through each snippet's earlier insights.
  const insightsOf = new Map<string, number[]>();
  previousSets.forEach((members, insight) => {
    for (const id of members) {
      const list = insightsOf.get(id);
      if (list) list.push(insight);
      else insightsOf.set(id, [insight]);
    }
  });
  const candidates: Candidate[] = [];
  themes.forEach((memberIds, theme) => {
    const members = new Set(memberIds);
    const touched = new Set<number>();
    for (const id of members) for (const insight of insightsOf.get(id) ?? []) touched.add(insight);
    for (const insight of touched) {
      const score = overlapOf(members, previousSets[insight]);
      if (score >= OVERLAP_TO_MATCH) candidates.push({ theme, insight, score });
    }
  });
  return candidates;
}

function centroidCandidates(
  themes: ReadonlyArray<readonly string[]>,
  previous: readonly PreviousInsight[],
  openThemes: readonly number[],
  openInsights: readonly number[],
  textOf: ReadonlyMap<string, string>,
  seed: number,
  wordVectors: PretrainedWordVectors | undefined,
): Candidate[] {
  const textsOf = (ids: readonly string[]) =>
    evenSample(
      ids.filter((id) => textOf.has(id)),
      TEXTS_PER_SIDE,
    ).map((id) => textOf.get(id)!);
  const existing = openInsights
    .map((insight) => ({ id: String(insight), memberTexts: textsOf(previous[insight].memberIds) }))
    .filter((theme) => theme.memberTexts.length > 0);
  if (existing.length === 0) return [];
  const sampled = openThemes.map((theme) => textsOf(themes[theme]));
  // One call for every open theme: the texts are represented together once.
  const attachments = attachToThemes(existing, sampled.flat(), { seed, wordVectors });
  const candidates: Candidate[] = [];
  let next = 0;
  openThemes.forEach((theme, position) => {
    const texts = sampled[position].length;
    const votes = new Map<string, number>();
    for (const { themeId } of attachments.slice(next, next + texts))
      if (themeId !== null) votes.set(themeId, (votes.get(themeId) ?? 0) + 1);
    next += texts;
    for (const [insight, count] of votes) {
      if (count / texts > ATTACHED_SHARE_TO_MATCH) candidates.push({ theme, insight: Number(insight), score: count / texts });
    }
  });
  return candidates;
}

/**
 * The insight each theme continues, by theme index (themes given by their member ids, in rank
 * order); themes left out start new insights. `textOf` gives the texts of the snippets still
 * known, for the centroid check.
 */
export function matchThemes(
  themes: ReadonlyArray<readonly string[]>,
  previous: readonly PreviousInsight[],
  textOf: ReadonlyMap<string, string>,
  seed = 1,
  wordVectors?: PretrainedWordVectors,
): Map<number, string> {
  const matches = new Map<number, string>();
  const taken = new Set<number>();
  greedy(overlapCandidates(themes, previous), matches, taken, previous);
  const openThemes = themes.map((_, theme) => theme).filter((theme) => !matches.has(theme));
  const openInsights = previous.map((_, insight) => insight).filter((insight) => !taken.has(insight));
  if (openThemes.length > 0 && openInsights.length > 0) {
    greedy(centroidCandidates(themes, previous, openThemes, openInsights, textOf, seed, wordVectors), matches, taken, previous);
  }
  return matches;
}

/** Members no earlier insight of the project held: the evidence this analysis adds (ids capped, count whole). */
export function newEvidenceOf(memberIds: readonly string[], previouslySeen: ReadonlySet<string>): { count: number; snippetIds: string[] } {
  const fresh = memberIds.filter((id) => !previouslySeen.has(id));
  return { count: fresh.length, snippetIds: fresh.slice(0, NEW_EVIDENCE_IDS_KEPT) };
}
