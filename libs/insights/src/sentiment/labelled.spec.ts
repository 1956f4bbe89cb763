import { LabelledInputError, parseLabelledSentences, scoreSentiment } from './labelled';

describe('parseLabelledSentences', () => {
  it('reads sentence<TAB>label lines and skips blank ones', () => {
    const rows = parseLabelledSentences('\uFEFFGood stuff.\t1\r\n\nAwful\tthing.\t0\n');
    expect(rows).toEqual([
      { line: 1, text: 'Good stuff.', label: 1 },
      { line: 3, text: 'Awful\tthing.', label: 0 },
    ]);
  });

  it('names the malformed line', () => {
    expect(() => parseLabelledSentences('ok\t1\nno tab here\n')).toThrow(/line 2: expected "sentence<TAB>label"/);
    expect(() => parseLabelledSentences('ok\t1\nfine\t2\n')).toThrow(/line 2: label must be 0 or 1/);
    expect(() => parseLabelledSentences('\t1\n')).toThrow(LabelledInputError);
  });
});

describe('scoreSentiment', () => {
  it('counts a neutral answer as wrong and reports per label', () => {
    const s = scoreSentiment([1, 1, 0, 0], ['positive', 'neutral', 'negative', 'positive']);
    expect(s.overall).toEqual({ total: 4, correct: 2, neutral: 1, accuracy: 0.5 });
    expect(s.positive).toEqual({ total: 2, correct: 1, neutral: 1, accuracy: 0.5 });
    expect(s.negative).toEqual({ total: 2, correct: 1, neutral: 0, accuracy: 0.5 });
  });
});
