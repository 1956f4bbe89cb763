import { truncateText } from '../text/normalise';
import type { Citation, InsightMatch, RetrievalInsight } from './types';

/** A quote the answer cites: `number` is the one in brackets in the answer's text. */
export interface AnswerCitation extends Citation {
  number: number;
  insightId: string;
}

export interface ComposedAnswer {
  text: string;
  /** Every quote the text cites, numbered 1, 2, ... in the order the text cites them. */
  citations: AnswerCitation[];
}

/** Where the composer finds the insights' titles and how many snippets mention each (a RetrievalIndex will do). */
export interface InsightLookup {
  insight(id: string): RetrievalInsight | undefined;
}

const QUOTE_CHARS = 140;
/** Quotes cited for the strongest insight, then for each of the others. */
const LEAD_QUOTES = 2;
const OTHER_QUOTES = 1;

/**
 * The offline answer: how many insights match, the strongest with the number of quotes it rests
 * on and its best-matching ones, then the others, each quote numbered as in `citations`. It only
 * restates what the search found (titles, counts, quotes), so it never claims more than the data.
 */
export function composeAnswer(matches: readonly InsightMatch[], insights: InsightLookup): ComposedAnswer {
  if (matches.length === 0) return { text: 'No insight matches this question.', citations: [] };
  const citations: AnswerCitation[] = [];
  const cite = (match: InsightMatch, count: number): string =>
    match.citations
      .slice(0, count)
      .map((citation) => {
        citations.push({ ...citation, number: citations.length + 1, insightId: match.insightId });
        return `"${quoted(citation.text)}" [${citations.length}]`;
      })
      .join(' and ');

  const [lead, ...others] = matches;
  const leadQuotes = cite(lead, LEAD_QUOTES);
  const leadEvidence = leadQuotes ? `, such as ${leadQuotes}.` : '; its title or summary matched, none of its quotes.';
  const sentences =
    others.length === 0
      ? [`One insight matches this question: "${titleOf(lead, insights)}", which rests on ${quoteCount(lead, insights)}${leadEvidence}`]
      : [
          `${matches.length} insights match this question.`,
          `The strongest, "${titleOf(lead, insights)}", rests on ${quoteCount(lead, insights)}${leadEvidence}`,
          `Also: ${others
            .map((match) => {
              const quotes = cite(match, OTHER_QUOTES);
              return `"${titleOf(match, insights)}" (${quoteCount(match, insights)})${quotes ? `, such as ${quotes}` : ''}`;
            })
            .join('; ')}.`,
        ];
  return { text: sentences.join(' '), citations };
}

function titleOf(match: InsightMatch, insights: InsightLookup): string {
  return insights.insight(match.insightId)?.title ?? match.insightId;
}

/** How many snippets mention it: all of them, not only the quotes searched, so the answer agrees with the insight's own count. */
function quoteCount(match: InsightMatch, insights: InsightLookup): string {
  const insight = insights.insight(match.insightId);
  const count = insight?.mentions ?? insight?.snippets.length ?? 0;
  return count === 0 ? 'no mentions' : count === 1 ? '1 mention' : `${count} mentions`;
}

function quoted(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const short = truncateText(flat, QUOTE_CHARS);
  return short.length < flat.length ? `${short}…` : short;
}
