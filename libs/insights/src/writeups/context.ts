import { focusOrder } from './focus';
import { oneLine, totalSnippets } from './phrases';
import type { WriteupCitation, WriteupInsight, WriteupMaterial } from './types';

/**
 * What every section composer works from, and the helpers that keep its blocks honest: a block
 * about insights is made through `claim` or `about`, which attach the citations, so no composer
 * can state something about an insight without citing it.
 */

/** Insights used per section at most: past eight a section reads as a list dump, not a document. */
export const MAX_INSIGHTS_PER_SECTION = 8;
/** Quotes a claim about one insight cites: its best ones, as the engine ranked them. */
export const QUOTES_PER_CLAIM = 2;
/** Fewer snippets than this and an insight is called thin evidence (a risk, an open question). */
export const THIN_EVIDENCE = 5;

/** A block before it gets its id. */
export interface BlockDraft {
  text: string;
  citations: WriteupCitation[];
}

export interface ComposeContext {
  material: WriteupMaterial;
  /** The material's insights, those sharing words with the refinement prompt first. */
  insights: WriteupInsight[];
  /** Ids of the insights sharing words with the prompt. */
  focused: ReadonlySet<string>;
  matchedWords: string[];
  /** Snippets of all the material's insights: the whole shares are taken of. */
  total: number;
  /** Who the write-up is about: the brief's audience, else the project's, else its customer description; '' when none. */
  audience: string;
}

export function composeContext(material: WriteupMaterial): ComposeContext {
  const order = focusOrder(material.insights, material.prompt);
  const { project, brief } = material;
  return {
    material,
    insights: order.insights,
    focused: order.focused,
    matchedWords: order.matchedWords,
    total: totalSnippets(material.insights),
    audience: firstGiven(brief?.audience, project.audience, project.customerDescription),
  };
}

/** The first non-blank text, on one line; '' when all are blank. */
export function firstGiven(...texts: ReadonlyArray<string | null | undefined>): string {
  for (const text of texts) {
    const line = oneLine(text ?? '');
    if (line) return line;
  }
  return '';
}

/** The insight's best quotes, or the insight as a whole when it has none. */
export function cite(insight: WriteupInsight, quotes = QUOTES_PER_CLAIM): WriteupCitation[] {
  const cited = insight.quotes.slice(0, quotes).map((quote) => ({ insightId: insight.id, snippetId: quote.snippetId }));
  return cited.length > 0 ? cited : [{ insightId: insight.id, snippetId: null }];
}

/** A claim about one insight, citing its best quotes. */
export const claim = (insight: WriteupInsight, text: string): BlockDraft => ({ text, citations: cite(insight) });

/** A claim about several insights together (an aggregate): each cited as a whole. */
export const about = (insights: readonly WriteupInsight[], text: string): BlockDraft => ({
  text,
  citations: insights.map((insight) => ({ insightId: insight.id, snippetId: null })),
});

/** A claim resting on one quote of each of several insights. */
export const citingEach = (insights: readonly WriteupInsight[], text: string): BlockDraft => ({
  text,
  citations: insights.flatMap((insight) => cite(insight, 1)),
});

/** A block from the person's own inputs: it cites nothing. */
export const plain = (text: string): BlockDraft => ({ text, citations: [] });

/**
 * The section's insights: those the filter keeps, focused ones first, in the given order (the
 * engine's rank by default; Array.prototype.sort is stable), at most MAX_INSIGHTS_PER_SECTION.
 */
export function pick(
  context: ComposeContext,
  keep: (insight: WriteupInsight) => boolean = () => true,
  compare?: (a: WriteupInsight, b: WriteupInsight) => number,
): WriteupInsight[] {
  const kept = context.insights.filter(keep);
  const ordered = compare
    ? [...kept].sort((a, b) => Number(context.focused.has(b.id)) - Number(context.focused.has(a.id)) || compare(a, b))
    : kept;
  return ordered.slice(0, MAX_INSIGHTS_PER_SECTION);
}

/** Snippets by source kind over all the given insights. */
export function sourceTotals(insights: readonly WriteupInsight[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const insight of insights) {
    for (const [kind, count] of Object.entries(insight.sourceKinds)) {
      if (typeof count === 'number' && count > 0) totals[kind] = (totals[kind] ?? 0) + count;
    }
  }
  return totals;
}
