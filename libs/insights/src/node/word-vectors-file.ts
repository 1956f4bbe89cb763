import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pretrainedWordVectors, type PretrainedWordVectors } from '../representation/pretrained-vectors';

/**
 * Where `npm install` writes the converted word vectors (scripts/prepare-word-vectors.mjs):
 * WORD_VECTORS_DIR, else generated/word-vectors under the working directory.
 */
export function wordVectorsDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.WORD_VECTORS_DIR ?? 'generated/word-vectors');
}

/**
 * Reads the converted word vectors, in about a quarter of a second. Null when the directory holds
 * none (an install that skipped its scripts): the engine then works without them. Files that are
 * there but do not fit together throw.
 */
export function readWordVectors(dir: string): PretrainedWordVectors | null {
  let vocabulary: string;
  let bytes: Buffer;
  try {
    vocabulary = readFileSync(path.join(dir, 'vocabulary.txt'), 'utf8');
    bytes = readFileSync(path.join(dir, 'vectors.f32'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (bytes.byteLength % 4 !== 0) throw new Error(`word vectors: ${dir}/vectors.f32 is not whole float32 values`);
  // In shared memory, so that the engine's threads read the one table instead of a copy each.
  const vectors = new Float32Array(new SharedArrayBuffer(bytes.byteLength));
  new Uint8Array(vectors.buffer).set(bytes);
  return pretrainedWordVectors(vocabulary, vectors);
}
