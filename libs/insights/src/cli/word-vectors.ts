import { readWordVectors, wordVectorsDir } from '../node/word-vectors-file';
import type { PretrainedWordVectors } from '../representation/pretrained-vectors';

/** The command line tools' word vectors: none when asked (`--no-word-vectors`, to compare), a warning when missing. */
export function cliWordVectors(disabled: boolean | undefined): PretrainedWordVectors | undefined {
  if (disabled) return undefined;
  const dir = wordVectorsDir(process.env);
  const vectors = readWordVectors(dir);
  if (!vectors) process.stderr.write(`warning: no word vectors in ${dir} (run npm install); clustering without them\n`);
  return vectors ?? undefined;
}
