import { byScoreThenEntry, type Ranked } from './ranking';
import { reciprocalRankFusion, type WeightedRanking } from './rank-fusion';
import type { RetrievalIndex } from './retrieval-index';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from './settings';
import { wordsOf } from './terms';
import type { InsightMatch, SearchRequest } from './types';
import { nearestEntries, questionVector } from './vector-index';

const DEFAULT_LIMIT = 5;

/**
 * The insights that answer a question, best first, each with the quotes that matched it. Quotes
 * are ranked twice, by keywords (BM25) and by meaning (sentence vectors); the two rankings are
 * fused by reciprocal rank, and each insight scores its best quotes' fused scores, decaying, plus
 * its header's: an insight many of whose quotes match beats one with a single lucky quote.
 */
export function searchInsights(
  index: RetrievalIndex,
  request: SearchRequest,
  settings: SearchSettings = DEFAULT_SEARCH_SETTINGS,
): InsightMatch[] {
  const limit = request.limit ?? DEFAULT_LIMIT;
  if (limit <= 0 || index.entryInsight.length === 0) return [];
  const context = request.context?.trim() ?? '';
  const rankings: WeightedRanking[] = [{ ranked: keywordRanking(index, request.query, context, settings), weight: settings.keywordWeight }];
  if (index.vectors) {
    const vector = questionVector(index.vectors, wordsOf(request.query), context ? wordsOf(context) : [], settings.contextWeight);
    rankings.push({
      ranked: nearestEntries(index.vectors, vector, settings.candidates, settings.minSimilarity),
      weight: settings.vectorWeight,
    });
  }
  const fused = reciprocalRankFusion(rankings, settings.fusionK);

  const perInsight = new Map<number, { header: number; quotes: Ranked[] }>();
  for (const [entry, score] of fused) {
    const insight = index.entryInsight[entry];
    let found = perInsight.get(insight);
    if (!found) perInsight.set(insight, (found = { header: 0, quotes: [] }));
    if (index.entrySnippet[entry] < 0) found.header = score;
    else found.quotes.push({ entry, score });
  }
  const ranked: Ranked[] = [];
  for (const [insight, { header, quotes }] of perInsight) {
    quotes.sort(byScoreThenEntry);
    let score = settings.headerWeight * header;
    quotes.slice(0, settings.quotesPerInsight).forEach((quote, position) => (score += quote.score * settings.quoteDecay ** position));
    ranked.push({ entry: insight, score });
  }
  return ranked
    .sort(byScoreThenEntry)
    .slice(0, limit)
    .map(({ entry: position, score }) => {
      const insight = index.insights[position];
      return {
        insightId: insight.id,
        score,
        citations: perInsight
          .get(position)!
          .quotes.slice(0, settings.citations)
          .map(({ entry, score: quoteScore }) => {
            const snippet = insight.snippets[index.entrySnippet[entry]];
            return { snippetId: snippet.id, text: snippet.text, score: quoteScore };
          }),
      };
    });
}

/**
 * BM25 of the question, plus the previous question's at `contextWeight`: a follow-up keeps the
 * subject it refines without letting it outweigh what is asked now.
 */
function keywordRanking(index: RetrievalIndex, query: string, context: string, settings: SearchSettings): Ranked[] {
  const ranked = index.keywords.rank(query, settings.candidates);
  if (!context || settings.contextWeight <= 0) return ranked;
  const scores = new Map(ranked.map(({ entry, score }) => [entry, score]));
  for (const { entry, score } of index.keywords.rank(context, settings.candidates)) {
    scores.set(entry, (scores.get(entry) ?? 0) + settings.contextWeight * score);
  }
  return Array.from(scores, ([entry, score]) => ({ entry, score }))
    .sort(byScoreThenEntry)
    .slice(0, settings.candidates);
}
