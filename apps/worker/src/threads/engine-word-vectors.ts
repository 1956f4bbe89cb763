import { type PretrainedWordVectors, readWordVectors, wordVectorsDir } from '@app/insights';

let loaded: PretrainedWordVectors | null | undefined;

/**
 * The insight engine's general English word vectors, read once per thread on first use (40 MB,
 * a quarter of a second) and kept for every later analysis on it. Missing files (an install
 * that skipped its scripts) leave the engine without them, less accurate, and say so once.
 */
export function engineWordVectors(): PretrainedWordVectors | undefined {
  if (loaded === undefined) {
    const dir = wordVectorsDir(process.env);
    loaded = readWordVectors(dir);
    if (!loaded) console.warn(`Insight engine: no word vectors in ${dir} (run npm install); themes are found without them`);
  }
  return loaded ?? undefined;
}
