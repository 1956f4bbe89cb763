/** An entry of an index (a quote or an insight's title and summary) with its score for one question. */
export interface Ranked {
  entry: number;
  score: number;
}

/** Best first; equal scores in entry order, so a ranking never depends on how it was gathered. */
export function byScoreThenEntry(x: Ranked, y: Ranked): number {
  return y.score - x.score || x.entry - y.entry;
}
