export interface SentimentAggregate {
  /** Mean of the scores (0 for none). */
  mean: number;
  /** Counts of positive (> 0), negative (< 0) and neutral (exactly 0 or not a number) scores. */
  positive: number;
  negative: number;
  neutral: number;
}

/** Sentiment of a theme from the scores (-1 .. 1) of its snippets. Non-finite scores count as neutral. */
export function aggregateSentiment(scores: readonly number[]): SentimentAggregate {
  let sum = 0;
  let finite = 0;
  let positive = 0;
  let negative = 0;
  let neutral = 0;
  for (const raw of scores) {
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
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
  const mean = finite === 0 ? 0 : Math.round((sum / finite) * 1e4) / 1e4;
  return { mean: Object.is(mean, -0) ? 0 : mean, positive, negative, neutral };
}
