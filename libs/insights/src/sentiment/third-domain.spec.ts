import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseSentimentOfSet } from './corpus-sentiment';
import { parseLabelledSentences, scoreSentiment } from './labelled';

// The sentiment report's third domain (libs/insights/fixtures/README.md): movie reviews, on which no
// setting was chosen. This guards the figure the README reports against silent regressions.
const FIXTURE = path.join(__dirname, '../../fixtures/sentiment/imdb_short_reviews_labelled.txt');

describe('sentiment on the untuned third domain (short IMDB reviews)', () => {
  const rows = parseLabelledSentences(readFileSync(FIXTURE, 'utf8'));

  it('holds 500 reviews of each label', () => {
    expect(rows.filter((row) => row.label === 1)).toHaveLength(500);
    expect(rows.filter((row) => row.label === 0)).toHaveLength(500);
  });

  it('labels them as a set at the accuracy the README reports', () => {
    const predicted = analyseSentimentOfSet(rows.map((row) => row.text)).map((result) => result.label);
    const { overall } = scoreSentiment(
      rows.map((row) => row.label),
      predicted,
    );
    expect(overall.accuracy).toBeGreaterThanOrEqual(0.795);
  });
});
