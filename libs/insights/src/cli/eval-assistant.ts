/**
 * Benchmark of the assistant's offline retrieval (libs/insights/src/retrieval): how often the
 * right insight comes first, and how fast a question is answered over 100,000 quotes.
 *
 * Accuracy: an index of CLINC150 test (--data, default ../shared/data/clustering) with one
 * insight per intent, titled by a neutral number ("Theme 17": the intent's name would give the
 * answer away), its quotes that intent's test utterances; the questions are the held-out
 * paraphrases of CLINC150 val, and the right insight is their intent's. `--on train` asks the
 * same of CLINC150 train alone, where the settings were chosen, so that val stays unseen: in two
 * folds, the index holds utterances 1-30 (then 51-80) of each intent, the questions are 31-50
 * (then 81-100).
 *
 * Speed: every labelled text of the data directory (CLINC150 train, val, test and out-of-scope,
 * HWU64), one insight per file and label, topped up to --speed-snippets distinct quotes by joining
 * halves of real sentences as bench:insights does (in insights of 100); then --speed-queries
 * CLINC150 val questions, every other one as a follow-up of the one before, each searched and
 * answered. 20 questions first warm the code up and are not counted.
 *
 *   npm run eval:assistant [-- --data DIR] [--on val|train] [--set name=value,...] [--speed-snippets N] [--speed-queries N] [--seed S] [--no-word-vectors]
 *
 * --set overrides settings (retrieval/settings.ts): search ones by name (fusionK=30), index ones
 * by group and name (bm25.k=1.5, sif.components=1). Progress goes to stderr; the figures to
 * stdout, the last line being JSON: {"top1","top5","queries","p99_ms","snippets","index_s"}.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readLabelledCsv, type CsvRow } from '../csv/read-labelled-csv';
import { mulberry32 } from '../numbers/random';
import type { PretrainedWordVectors } from '../representation/pretrained-vectors';
import { composeAnswer } from '../retrieval/compose-answer';
import { buildRetrievalIndex } from '../retrieval/retrieval-index';
import { searchInsights } from '../retrieval/search-insights';
import { DEFAULT_INDEX_SETTINGS, DEFAULT_SEARCH_SETTINGS, type IndexSettings, type SearchSettings } from '../retrieval/settings';
import type { RetrievalInsight } from '../retrieval/types';
import { distinctPool, labelledPool, type LabelledText } from './labelled-pools';
import { cliWordVectors } from './word-vectors';

const TOP = 5;
const WARM_UP = 20;
const GENERATED_PER_INSIGHT = 100;

interface Settings {
  index: IndexSettings;
  search: SearchSettings;
}

function usage(message?: string): never {
  if (message) process.stderr.write(`error: ${message}\n`);
  process.stderr.write(
    'usage: eval:assistant [-- --data DIR] [--on val|train] [--set name=value,...] [--speed-snippets N] [--speed-queries N] [--seed S] [--no-word-vectors]\n',
  );
  process.exit(2);
}

function parseSettings(spec: string | undefined): Settings {
  const index: IndexSettings = { bm25: { ...DEFAULT_INDEX_SETTINGS.bm25 }, sif: { ...DEFAULT_INDEX_SETTINGS.sif } };
  const search: SearchSettings = { ...DEFAULT_SEARCH_SETTINGS };
  for (const part of spec ? spec.split(',') : []) {
    const [name, text] = part.split('=');
    const value = Number(text);
    if (text === undefined || !Number.isFinite(value)) usage(`--set ${part}: expected name=number`);
    const [group, key] = name.split('.');
    const groups = index as unknown as Record<string, Record<string, number>>;
    if (key === undefined && name in search) (search as unknown as Record<string, number>)[name] = value;
    else if (key !== undefined && group in groups && key in groups[group]) groups[group][key] = value;
    else
      usage(
        `unknown setting "${name}" (known: ${[...Object.keys(search), ...Object.entries(groups).flatMap(([g, s]) => Object.keys(s).map((k) => `${g}.${k}`))].join(', ')})`,
      );
  }
  return { index, search };
}

function wholeNumber(text: string | undefined, fallback: number, name: string): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0) usage(`--${name} must be a whole number`);
  return value;
}

/** One insight per label, in order of first appearance, titled by its number alone; `labelOf` gives the answer key. */
function insightsByLabel(rows: readonly LabelledText[]): { insights: RetrievalInsight[]; labelOf: Map<string, string> } {
  const byLabel = new Map<string, RetrievalInsight & { snippets: Array<{ id: string; text: string }> }>();
  const labelOf = new Map<string, string>();
  rows.forEach(({ text, label }, row) => {
    let insight = byLabel.get(label);
    if (!insight) {
      const number = byLabel.size + 1;
      insight = { id: `theme-${number}`, title: `Theme ${number}`, snippets: [] };
      byLabel.set(label, insight);
      labelOf.set(insight.id, label);
    }
    insight.snippets.push({ id: `q${row + 1}`, text });
  });
  return { insights: [...byLabel.values()], labelOf };
}

interface Accuracy {
  top1: number;
  top5: number;
  questions: number;
}

function askAll(
  indexed: readonly LabelledText[],
  questions: readonly LabelledText[],
  wordVectors: PretrainedWordVectors | undefined,
  settings: Settings,
): Accuracy {
  const { insights, labelOf } = insightsByLabel(indexed);
  const index = buildRetrievalIndex({ insights, wordVectors }, settings.index);
  let top1 = 0;
  let top5 = 0;
  for (const [asked, question] of questions.entries()) {
    if (asked > 0 && asked % 1000 === 0) process.stderr.write(`  ${asked} of ${questions.length} questions asked\n`);
    const labels = searchInsights(index, { query: question.text, limit: TOP }, settings.search).map((match) =>
      labelOf.get(match.insightId),
    );
    if (labels[0] === question.label) top1 += 1;
    if (labels.includes(question.label)) top5 += 1;
  }
  return { top1, top5, questions: questions.length };
}

/** Per label, the rows from..to (0-based, `to` excluded) in file order. */
function slicePerLabel(rows: readonly CsvRow[], from: number, to: number): LabelledText[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const position = seen.get(row.label) ?? 0;
    seen.set(row.label, position + 1);
    return position >= from && position < to;
  });
}

function accuracy(dataDir: string, on: string, wordVectors: PretrainedWordVectors | undefined, settings: Settings): Accuracy {
  const read = (name: string) => readLabelledCsv(readFileSync(path.join(dataDir, `clinc150_${name}.csv`))).rows;
  if (on === 'val') return askAll(read('test'), read('val'), wordVectors, settings);
  const train = read('train');
  const folds = [
    askAll(slicePerLabel(train, 0, 30), slicePerLabel(train, 30, 50), wordVectors, settings),
    askAll(slicePerLabel(train, 50, 80), slicePerLabel(train, 80, 100), wordVectors, settings),
  ];
  return folds.reduce((sum, fold) => ({
    top1: sum.top1 + fold.top1,
    top5: sum.top5 + fold.top5,
    questions: sum.questions + fold.questions,
  }));
}

interface Speed {
  snippets: number;
  insights: number;
  indexSeconds: number;
  milliseconds: number[];
}

function speed(
  dataDir: string,
  size: number,
  queries: number,
  seed: number,
  wordVectors: PretrainedWordVectors | undefined,
  settings: Settings,
): Speed {
  const texts = distinctPool(labelledPool(dataDir), size, seed).map((item, position) =>
    item.label === 'generated' ? { ...item, label: `generated:${Math.floor(position / GENERATED_PER_INSIGHT)}` } : item,
  );
  const { insights } = insightsByLabel(texts);
  process.stderr.write(`speed: indexing ${texts.length} quotes in ${insights.length} insights\n`);
  const started = performance.now();
  const index = buildRetrievalIndex({ insights, wordVectors }, settings.index);
  const indexSeconds = (performance.now() - started) / 1000;

  const val = readLabelledCsv(readFileSync(path.join(dataDir, 'clinc150_val.csv'))).rows;
  const random = mulberry32(seed);
  const questions = Array.from({ length: WARM_UP + queries }, () => val[Math.floor(random() * val.length)].text);
  const milliseconds: number[] = [];
  questions.forEach((query, position) => {
    const context = position % 2 === 1 ? questions[position - 1] : undefined;
    const asked = performance.now();
    composeAnswer(searchInsights(index, { query, context }, settings.search), index);
    if (position >= WARM_UP) milliseconds.push(performance.now() - asked);
  });
  return { snippets: texts.length, insights: insights.length, indexSeconds, milliseconds };
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function main(): void {
  let args;
  try {
    args = parseArgs({
      options: {
        data: { type: 'string' },
        on: { type: 'string' },
        set: { type: 'string' },
        'speed-snippets': { type: 'string' },
        'speed-queries': { type: 'string' },
        seed: { type: 'string' },
        'no-word-vectors': { type: 'boolean' },
        help: { type: 'boolean' },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    usage((error as Error).message);
  }
  if (args.help) usage();
  const on = args.on ?? 'val';
  if (on !== 'val' && on !== 'train') usage('--on must be val or train');
  const dataDir = path.resolve(args.data ?? '../shared/data/clustering');
  const settings = parseSettings(args.set);
  const size = wholeNumber(args['speed-snippets'], 100_000, 'speed-snippets');
  const queries = wholeNumber(args['speed-queries'], 300, 'speed-queries');
  const seed = wholeNumber(args.seed, 1, 'seed');
  const wordVectors = cliWordVectors(args['no-word-vectors']);

  process.stderr.write(`accuracy: CLINC150 ${on === 'val' ? 'val questions of an index of test' : 'train, two folds'}\n`);
  const asked = accuracy(dataDir, on, wordVectors, settings);
  const top1 = asked.top1 / asked.questions;
  const top5 = asked.top5 / asked.questions;
  console.log(
    `accuracy (CLINC150 ${on}): ${asked.questions} questions, right insight first ${(100 * top1).toFixed(1)} %, in the top ${TOP} ${(100 * top5).toFixed(1)} %`,
  );

  const timed = size > 0 && queries > 0 ? speed(dataDir, size, queries, seed, wordVectors, settings) : null;
  if (timed) {
    const ms = timed.milliseconds;
    console.log(
      `speed: ${timed.snippets} quotes in ${timed.insights} insights indexed in ${timed.indexSeconds.toFixed(1)} s; ` +
        `${ms.length} questions answered in p50 ${percentile(ms, 0.5).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms, ` +
        `max ${Math.max(...ms).toFixed(1)} ms; peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    );
  }
  console.log(
    JSON.stringify({
      top1: Number(top1.toFixed(4)),
      top5: Number(top5.toFixed(4)),
      queries: asked.questions,
      p99_ms: timed ? Number(percentile(timed.milliseconds, 0.99).toFixed(1)) : null,
      snippets: timed ? timed.snippets : null,
      index_s: timed ? Number(timed.indexSeconds.toFixed(2)) : null,
    }),
  );
}

main();
