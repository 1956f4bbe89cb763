import { analyseSentiment } from './analyse';
import { analyseSentimentOfSet, opinionFeatures } from './corpus-sentiment';

// A hand-made set: clear praise and clear complaints about a restaurant, where the complaints
// also mention the parking. The last text has no opinion word at all.
const praise = [
  'The pasta was delicious.',
  'Our server was friendly and attentive.',
  'Lovely terrace and great wine.',
  'Excellent dessert, we loved it.',
  'The staff were wonderful.',
];
const complaints = [
  'Terrible service, and the parking again.',
  'The soup was cold, parking was a maze.',
  'Rude staff at the parking gate.',
  'Awful food and parking.',
  'Horrible evening, parking included.',
];
const set = Array.from({ length: 6 }, (_, round) => [...praise, ...complaints].map((text) => `${text} (visit ${round + 1})`)).flat();
const unmarked = 'Parking on Elm Street at eight.';

describe('opinionFeatures', () => {
  it('marks the words after a negation up to the next punctuation', () => {
    expect(opinionFeatures("It didn't work, sadly. Never again!")).toEqual(['it', 'did', 'not_work', 'sadly', 'not_again']);
  });
});

describe('analyseSentimentOfSet', () => {
  it('learns the set\u2019s own words: a text without opinion words takes the label they mark, with those words as evidence', () => {
    expect(analyseSentiment(unmarked).label).toBe('neutral');
    const results = analyseSentimentOfSet([...set, unmarked]);
    const last = results[results.length - 1];
    expect(last.label).toBe('negative');
    expect(last.score).toBeLessThan(0);
    expect(last.score).toBeGreaterThanOrEqual(-0.25);
    expect(last.evidence[0].term).toContain('"parking"');
  });

  it('keeps the lexicon\u2019s result where the two agree', () => {
    const results = analyseSentimentOfSet([...set, unmarked]);
    set.forEach((text, index) => expect(results[index]).toEqual(analyseSentiment(text)));
  });

  it('keeps the lexicon\u2019s answers for sets too small to learn from', () => {
    const small = [...praise, ...complaints, unmarked];
    expect(analyseSentimentOfSet(small)).toEqual(small.map(analyseSentiment));
  });

  it('gives the same results for the same texts', () => {
    expect(analyseSentimentOfSet([...set, unmarked])).toEqual(analyseSentimentOfSet([...set, unmarked]));
  });
});
