import type { Recommendation } from '../api/types';

/**
 * The contract's order, kept on the screen whatever order the data arrives in: current insights
 * before stale ones, then by the user-updated impact score (highest first), survey-based insights
 * after the others on ties, then by mentions.
 */
export function rankRecommendations(recommendations: readonly Recommendation[]): Recommendation[] {
  const surveyBased = (recommendation: Recommendation) => (recommendation.survey_column_name === null ? 0 : 1);
  const stale = (recommendation: Recommendation) => (recommendation.status === 'stale' ? 1 : 0);
  return [...recommendations].sort(
    (a, b) =>
      stale(a) - stale(b) ||
      b.user_updated_customer_impact_score - a.user_updated_customer_impact_score ||
      surveyBased(a) - surveyBased(b) ||
      b.snippet_count - a.snippet_count,
  );
}

/** Insights that mention any of the keywords, in their key phrases or title (ignoring case). */
export function withKeywords(recommendations: readonly Recommendation[], keywords: readonly string[]): Recommendation[] {
  if (keywords.length === 0) return [...recommendations];
  const wanted = keywords.map((keyword) => keyword.toLowerCase());
  return recommendations.filter((recommendation) => {
    const phrases = recommendation.key_phrases.map((phrase) => phrase.toLowerCase());
    const title = recommendation.title.toLowerCase();
    return wanted.some((keyword) => phrases.some((phrase) => phrase.includes(keyword)) || title.includes(keyword));
  });
}
