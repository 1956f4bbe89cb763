import { pretrainedWordVectors, sifSentenceVectors } from './pretrained-vectors';

// Five words in two dimensions, most frequent first: "the" is everywhere, the rest mean something.
const VOCABULARY = ['the', 'refund', 'money', 'crash', 'freeze'].join('\n');
const VECTORS = Float32Array.from([1, 1, 1, 0.1, 0.9, 0.2, 0.1, 1, 0.2, 0.9]);
const words = pretrainedWordVectors(VOCABULARY, VECTORS);
const row = (m: Float32Array, r: number, d = 2) => Array.from(m.subarray(r * d, (r + 1) * d));
const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i], 0) / Math.hypot(...a) / Math.hypot(...b);

describe('pretrained word vectors', () => {
  it('reads a vocabulary and its vectors, the first row of a repeated word winning', () => {
    expect(words.dimensions).toBe(2);
    expect(words.index.get('money')).toBe(2);
    expect(pretrainedWordVectors('a\nb\na', Float32Array.from([1, 2, 3])).index.get('a')).toBe(0);
  });

  it('refuses a vocabulary and vectors that do not fit together', () => {
    expect(() => pretrainedWordVectors('a\nb', Float32Array.from([1, 2, 3]))).toThrow(/do not divide/);
    expect(() => pretrainedWordVectors('', new Float32Array(0))).toThrow(/do not divide/);
  });
});

describe('smooth-inverse-frequency sentence vectors', () => {
  it('gives unit rows, and a zero row to a text of unknown words only', () => {
    const out = sifSentenceVectors([['refund', 'money'], ['zzz'], ['crash']], words, { a: 1e-3, components: 0 });
    expect(Math.hypot(...row(out, 0))).toBeCloseTo(1, 6);
    expect(row(out, 1)).toEqual([0, 0]);
    expect(row(out, 2)[0]).toBeCloseTo(0.1 / Math.hypot(0.1, 1), 6);
  });

  it('lets a frequent word weigh less than a rare one', () => {
    // "the" first of a thousand words, "crash" last: by rank, "the" is about 200 times as likely.
    const filler = Array.from({ length: 998 }, (_, i) => `w${i}`);
    const zipf = pretrainedWordVectors(
      ['the', ...filler, 'crash'].join('\n'),
      Float32Array.from({ length: 2000 }, (_, i) => (i < 2 ? 1 : i >= 1998 ? [0, 1][i - 1998] : 0)),
    );
    const mixed = row(sifSentenceVectors([['the', 'crash']], zipf, { a: 1e-3, components: 0 }), 0);
    expect(cosine(mixed, [0, 1])).toBeGreaterThan(0.99);
  });

  it('removes the direction every text shares', () => {
    const texts = [['refund'], ['money'], ['crash'], ['freeze'], ['refund', 'money']];
    const kept = sifSentenceVectors(texts, words, { a: 1e-3, components: 0 });
    const removed = sifSentenceVectors(texts, words, { a: 1e-3, components: 1 });
    // In two dimensions, removing the leading direction leaves every row on one line: the
    // refund side and the crash side point opposite ways along it.
    expect(Math.abs(cosine(row(removed, 0), row(removed, 2)))).toBeCloseTo(1, 6);
    expect(cosine(row(removed, 0), row(removed, 1))).toBeCloseTo(1, 6);
    expect(cosine(row(removed, 0), row(removed, 2))).toBeCloseTo(-1, 6);
    expect(cosine(row(kept, 0), row(kept, 2))).toBeGreaterThan(0);
  });
});
