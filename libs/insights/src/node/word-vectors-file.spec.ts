import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readWordVectors, wordVectorsDir } from './word-vectors-file';

const cosineOf = (vectors: Float32Array, d: number, a: number, b: number): number => {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let c = 0; c < d; c++) {
    dot += vectors[a * d + c] * vectors[b * d + c];
    aa += vectors[a * d + c] ** 2;
    bb += vectors[b * d + c] ** 2;
  }
  return dot / Math.sqrt(aa * bb);
};

describe('word vectors on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'word-vectors-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the vocabulary and the float32 rows', () => {
    writeFileSync(path.join(dir, 'vocabulary.txt'), 'hello\nworld');
    writeFileSync(path.join(dir, 'vectors.f32'), Buffer.from(Float32Array.from([1, 2, 3, 4, 5, 6]).buffer));
    const vectors = readWordVectors(dir)!;
    expect(vectors.dimensions).toBe(3);
    expect(vectors.index.get('world')).toBe(1);
    expect(Array.from(vectors.vectors.subarray(3))).toEqual([4, 5, 6]);
  });

  it('is null where there are none, and refuses a cut file', () => {
    expect(readWordVectors(dir)).toBeNull();
    writeFileSync(path.join(dir, 'vocabulary.txt'), 'hello');
    writeFileSync(path.join(dir, 'vectors.f32'), Buffer.alloc(6));
    expect(() => readWordVectors(dir)).toThrow(/not whole float32/);
  });

  it('finds what npm install converted: 100,000 English words in 100 dimensions that know synonyms', () => {
    const vectors = readWordVectors(wordVectorsDir({}));
    expect(vectors).not.toBeNull();
    const { index, dimensions } = vectors!;
    expect(index.size).toBe(100_000);
    expect(dimensions).toBe(100);
    expect(index.get('the')).toBe(0);
    const [refund, reimbursement, weather] = ['refund', 'reimbursement', 'weather'].map((word) => index.get(word)!);
    expect(cosineOf(vectors!.vectors, dimensions, refund, reimbursement)).toBeGreaterThan(0.6);
    expect(cosineOf(vectors!.vectors, dimensions, refund, weather)).toBeLessThan(0.3);
  });
});
