import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseSentimentOfSet } from './corpus-sentiment';
import { parseLabelledSentences, scoreSentiment } from './labelled';

// The sentiment figures the README reports, guarded against silent regressions: the two review
// sets shipped in ../shared/data (product reviews, on which the rules were chosen, and restaurant
// reviews, which confirmed them) and the third domain (libs/insights/fixtures/README.md: movie
// reviews, on which no setting was chosen).
const ROOT = path.join(__dirname, '../../../..');
const SETS = [
  {
    name: 'product reviews (amazon, chosen on)',
    file: path.join(ROOT, '../shared/data/sentiment/amazon_cells_labelled.txt'),
    floor: 0.907,
  },
  { name: 'restaurant reviews (yelp, confirmation)', file: path.join(ROOT, '../shared/data/sentiment/yelp_labelled.txt'), floor: 0.9 },
  {
    name: 'short movie reviews (imdb, never tuned on)',
    file: path.join(ROOT, 'libs/insights/fixtures/sentiment/imdb_short_reviews_labelled.txt'),
    floor: 0.795,
  },
];

describe.each(SETS)('sentiment of $name', ({ file, floor }) => {
  const rows = parseLabelledSentences(readFileSync(file, 'utf8'));

  it('holds both labels, 500 reviews each', () => {
    expect(rows.filter((row) => row.label === 1)).toHaveLength(500);
    expect(rows.filter((row) => row.label === 0)).toHaveLength(500);
  });

  it('labels them as a set at the accuracy the README reports', () => {
    const predicted = analyseSentimentOfSet(rows.map((row) => row.text)).map((result) => result.label);
    const { overall } = scoreSentiment(
      rows.map((row) => row.label),
      predicted,
    );
    expect(overall.accuracy).toBeGreaterThanOrEqual(floor);
  });
});
