import { mulberry32 } from '../numbers/random';
import { combineFeatures, featureDot } from './features';
import { identity, orthonormaliseColumns, symmetricEigen, tridiagonalEigen } from './linalg';
import { documentVectors, learnWordVectors } from './ppmi';
import { multiplyDense, multiplyVector, normaliseRows, rowDot, selectRows, sparseFromRows, transpose } from './sparse';
import { randomizedSvd } from './svd';
import { charNgrams, tfidf, wordNgrams } from './tfidf';

const rowsOf = (entries: Array<Array<[number, number]>>): Array<Map<number, number>> => entries.map((r) => new Map(r));

describe('sparse matrices', () => {
  const m = sparseFromRows(
    rowsOf([
      [
        [2, 3],
        [0, 1],
      ],
      [],
      [[1, 2]],
    ]),
    3,
  );
  it('builds sorted CSR rows', () => {
    expect(Array.from(m.indptr)).toEqual([0, 2, 2, 3]);
    expect(Array.from(m.indices)).toEqual([0, 2, 1]);
    expect(Array.from(m.values)).toEqual([1, 3, 2]);
    expect(() => sparseFromRows(rowsOf([[[3, 1]]]), 3)).toThrow(/out of range/);
  });
  it('transposes, multiplies and takes row dot products', () => {
    const t = transpose(m);
    expect(Array.from(t.indptr)).toEqual([0, 1, 2, 3]);
    expect(Array.from(t.indices)).toEqual([0, 2, 0]);
    expect(Array.from(multiplyVector(m, [1, 1, 1]))).toEqual([4, 0, 2]);
    // [[1,0,3],[0,0,0],[0,2,0]] x [[1,2],[3,4],[5,6]]
    expect(Array.from(multiplyDense(m, Float64Array.from([1, 2, 3, 4, 5, 6]), 2))).toEqual([16, 20, 0, 0, 6, 8]);
    expect(rowDot(m, 0, m, 0)).toBe(10);
    expect(rowDot(m, 0, m, 2)).toBe(0);
    expect(Array.from(selectRows(m, [2, 0]).indices)).toEqual([1, 0, 2]);
  });
  it('normalises rows to unit length and leaves empty rows alone', () => {
    const n = normaliseRows(
      sparseFromRows(
        rowsOf([
          [
            [0, 3],
            [1, 4],
          ],
          [],
        ]),
        2,
      ),
    );
    expect(n.values[0]).toBeCloseTo(0.6, 6);
    expect(n.values[1]).toBeCloseTo(0.8, 6);
    expect(n.indptr[2]).toBe(2);
  });
});

describe('TF-IDF', () => {
  it('uses smooth idf, sublinear tf and unit rows as sklearn', () => {
    const model = tfidf([['a', 'b', 'b'], ['a']], { sublinearTf: true });
    // idf(a) = ln(3/3) + 1 = 1; idf(b) = ln(3/2) + 1
    const idfB = Math.log(3 / 2) + 1;
    expect(model.idf[model.vocabulary.get('a') as number]).toBeCloseTo(1, 12);
    expect(model.idf[model.vocabulary.get('b') as number]).toBeCloseTo(idfB, 12);
    const wa = 1;
    const wb = (1 + Math.log(2)) * idfB;
    const len = Math.hypot(wa, wb);
    const row0 = Array.from(model.matrix.values.subarray(0, 2));
    expect(row0[0]).toBeCloseTo(wa / len, 6);
    expect(row0[1]).toBeCloseTo(wb / len, 6);
    expect(model.matrix.values[2]).toBeCloseTo(1, 6);
  });
  it('drops rare and too common terms', () => {
    const model = tfidf(
      [
        ['x', 'y'],
        ['x', 'z'],
        ['x', 'y'],
      ],
      { minDf: 2, maxDfShare: 0.9 },
    );
    expect(model.terms).toEqual(['y']);
  });
  it('makes character n-grams within word boundaries like sklearn char_wb', () => {
    // sklearn: TfidfVectorizer(analyzer='char_wb', ngram_range=(2, 3)).build_analyzer()('ab cde')
    expect(charNgrams('ab cde', 2, 3)).toEqual([' a', 'ab', 'b ', ' ab', 'ab ', ' c', 'cd', 'de', 'e ', ' cd', 'cde', 'de ']);
    // a one-letter word counts once when shorter than n
    expect(charNgrams('a', 3, 5)).toEqual([' a ']);
  });
  it('makes word n-grams', () => {
    expect(wordNgrams(['pay', 'my', 'bill'], 2)).toEqual(['pay', 'my', 'bill', 'pay my', 'my bill']);
  });
});

describe('dense linear algebra', () => {
  it('finds eigenpairs of a symmetric matrix', () => {
    // eigenvalues of [[2,1],[1,2]] are 1 and 3
    const { values, vectors } = symmetricEigen([2, 1, 1, 2], 2);
    expect(values[0]).toBeCloseTo(1, 12);
    expect(values[1]).toBeCloseTo(3, 12);
    expect(Math.abs(vectors[2])).toBeCloseTo(Math.SQRT1_2, 12);
    expect(vectors[2] * vectors[3]).toBeCloseTo(0.5, 12);
  });
  it('satisfies A v = lambda v on a random symmetric matrix', () => {
    const rnd = mulberry32(3);
    const n = 7;
    const a = new Float64Array(n * n);
    for (let i = 0; i < n; i++) for (let j = i; j < n; j++) a[i * n + j] = a[j * n + i] = rnd() - 0.5;
    const { values, vectors } = symmetricEigen(a, n);
    for (let e = 0; e < n; e++) {
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let j = 0; j < n; j++) s += a[i * n + j] * vectors[e * n + j];
        expect(s).toBeCloseTo(values[e] * vectors[e * n + i], 10);
      }
      if (e > 0) expect(values[e]).toBeGreaterThanOrEqual(values[e - 1]);
    }
  });
  it('solves tridiagonal problems and can track only last components', () => {
    // the path graph Laplacian-like matrix tridiag(-1, 2, -1), n = 3: 2 - sqrt2, 2, 2 + sqrt2
    const full = tridiagonalEigen([2, 2, 2], [-1, -1]);
    expect(Array.from(full.values).map((v) => Number(v.toFixed(10)))).toEqual(
      [2 - Math.SQRT2, 2, 2 + Math.SQRT2].map((v) => Number(v.toFixed(10))),
    );
    const last = tridiagonalEigen([2, 2, 2], [-1, -1], Float64Array.from([0, 0, 1]));
    for (let i = 0; i < 3; i++) expect(Math.abs(last.vectors[i])).toBeCloseTo(Math.abs(full.vectors[i * 3 + 2]), 12);
    expect(identity(2)).toEqual(Float64Array.from([1, 0, 0, 1]));
  });
  it('orthonormalises columns', () => {
    const a = Float64Array.from([1, 1, 1, 0, 0, 1]); // 3 x 2
    orthonormaliseColumns(a, 3, 2);
    const c0 = [a[0], a[2], a[4]];
    const c1 = [a[1], a[3], a[5]];
    const dot = (x: number[], y: number[]): number => x.reduce((s, v, i) => s + v * y[i], 0);
    expect(dot(c0, c0)).toBeCloseTo(1, 12);
    expect(dot(c1, c1)).toBeCloseTo(1, 12);
    expect(dot(c0, c1)).toBeCloseTo(0, 12);
  });
});

describe('randomized SVD', () => {
  it('recovers the singular values of a low-rank sparse matrix', () => {
    // A = 5 u1 v1^T + 2 u2 v2^T with orthonormal u, v (rows 4, cols 3)
    const u1 = [0.5, 0.5, 0.5, 0.5];
    const u2 = [0.5, -0.5, 0.5, -0.5];
    const v1 = [1, 0, 0];
    const v2 = [0, 0.6, 0.8];
    const rows = u1.map((_, i) => {
      const m = new Map<number, number>();
      for (let j = 0; j < 3; j++) {
        const x = 5 * u1[i] * v1[j] + 2 * u2[i] * v2[j];
        if (x !== 0) m.set(j, x);
      }
      return m;
    });
    // values are stored as float32, hence 6 digits
    const svd = randomizedSvd(sparseFromRows(rows, 3), 2, { seed: 1 });
    expect(svd.s[0]).toBeCloseTo(5, 5);
    expect(svd.s[1]).toBeCloseTo(2, 5);
    // u1 and v1 up to sign
    expect(Math.abs(svd.u[0])).toBeCloseTo(0.5, 5);
    expect(Math.abs(svd.v[0])).toBeCloseTo(1, 5);
  });
});

describe('PPMI word vectors', () => {
  it('computes positive PMI with smoothed contexts by hand', () => {
    // one document "a b": counts a-b = 1 each way; total 2; rowSum a = b = 1
    const wv = learnWordVectors(
      [
        ['a', 'b'],
        ['a', 'b'],
      ],
      { minCount: 1, alpha: 1, dimensions: 1 },
    );
    // pmi(a, b) = ln((2/4) / ((2/4) * (2/4))) = ln 2, rows normalised -> single entry 1
    expect(wv.words).toEqual(['a', 'b']);
    expect(wv.ppmi.values.length).toBe(2);
    expect(wv.ppmi.values[0]).toBeCloseTo(1, 6);
  });
  it('places words that share contexts close together', () => {
    const docs = [
      ['pay', 'invoice', 'card'],
      ['pay', 'bill', 'card'],
      ['pay', 'invoice', 'bank'],
      ['pay', 'bill', 'bank'],
      ['track', 'parcel', 'courier'],
      ['track', 'package', 'courier'],
      ['track', 'parcel', 'delivery'],
      ['track', 'package', 'delivery'],
    ];
    const wv = learnWordVectors(docs, { dimensions: 4, minCount: 1 });
    const vec = (w: string): number[] => {
      const i = wv.index.get(w) as number;
      return Array.from(wv.vectors.subarray(i * wv.dimensions, (i + 1) * wv.dimensions));
    };
    const cos = (a: number[], b: number[]): number => a.reduce((s, x, i) => s + x * b[i], 0);
    expect(cos(vec('invoice'), vec('bill'))).toBeGreaterThan(cos(vec('invoice'), vec('parcel')) + 0.5);
    const docVectors = documentVectors([['invoice'], ['bill'], ['parcel'], ['unknown']], wv);
    const d = wv.dimensions;
    const row = (r: number): number[] => Array.from(docVectors.subarray(r * d, (r + 1) * d));
    expect(cos(row(0), row(1))).toBeGreaterThan(cos(row(0), row(2)));
    expect(row(3).every((x) => x === 0)).toBe(true);
  });
});

describe('combined features', () => {
  it('gives the weighted mean of block cosines as the dot product', () => {
    const a = normaliseRows(
      sparseFromRows(
        rowsOf([
          [[0, 1]],
          [
            [0, 1],
            [1, 1],
          ],
        ]),
        2,
      ),
    );
    const dense = Float32Array.from([1, 0, 0, 1]);
    const f = combineFeatures([{ matrix: a, weight: 1 }], [{ data: dense, dim: 2, weight: Math.sqrt(3) }]);
    // block cosines: sparse 1/sqrt2, dense 0; weights^2 1 and 3 -> (1 * 0.7071 + 3 * 0) / 4
    expect(featureDot(f, 0, 1)).toBeCloseTo(Math.SQRT1_2 / 4, 6);
    expect(featureDot(f, 0, 0)).toBeCloseTo(1, 6);
  });
  it('rejects blocks with different row counts', () => {
    const a = sparseFromRows(rowsOf([[[0, 1]]]), 1);
    expect(() => combineFeatures([{ matrix: a, weight: 1 }], [{ data: new Float32Array(4), dim: 2, weight: 1 }])).toThrow(/row count/);
  });
});
