import { keywordIndex } from './keyword-index';
import { DEFAULT_INDEX_SETTINGS } from './settings';

const texts = ['The refund never came', 'Refunds are slow', 'The app crashes', 'It is what it is', 'refund refund'];
const index = keywordIndex(texts, DEFAULT_INDEX_SETTINGS.bm25);

describe('keyword index', () => {
  it('matches a word in its other forms, and only the texts that hold it', () => {
    const ranked = index.rank('REFUNDED?', 10);
    expect(ranked.map((hit) => hit.entry).sort()).toEqual([0, 1, 4]);
    // Term frequency counts: the text saying it twice, and nothing else, comes first.
    expect(ranked[0].entry).toBe(4);
  });

  it('ignores stop words, so a question made of them matches nothing', () => {
    expect(index.rank('what is it', 10)).toEqual([]);
    expect(index.rank('', 10)).toEqual([]);
  });

  it('keeps the best `limit`, equal scores in entry order', () => {
    const twins = keywordIndex(['late parcel', 'parcel late', 'late parcel'], DEFAULT_INDEX_SETTINGS.bm25);
    expect(twins.rank('parcel', 10).map((hit) => hit.entry)).toEqual([0, 1, 2]);
    expect(index.rank('refund crash', 2)).toHaveLength(2);
  });
});
