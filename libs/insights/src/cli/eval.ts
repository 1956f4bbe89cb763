/**
 * Clustering benchmark: reads a CSV with columns text,label, clusters the texts without looking
 * at the labels and scores the result against them. Without --input, the whole report over the
 * labelled sets in --data (default ../shared/data/clustering) in one table (eval-suite.ts).
 *
 *   npm run insights:eval [-- --data DIR] [--seed S] [--tune name=value,...] [--threads N] [--no-word-vectors]
 *   npm run insights:eval -- --input FILE.csv [--k N] [--seed S] [--tune name=value,...] [--growth] [--threads N] [--no-word-vectors]
 *
 * --growth first clusters nested samples of 1/8, 1/4 and 1/2 of the texts and prints how each
 * stage's time grows with n (the fitted exponent: 1 linear, 2 quadratic).
 *
 * Progress goes to stderr; the scores to stdout, the last line being JSON:
 * {"nmi","ari","acc","clusters","other","seconds","peak_mb"}. --no-word-vectors clusters without the general
 * English word vectors (to measure what they bring). --threads (default: every core) shares the
 * nearest-neighbour search; the scores are the same for any number.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CsvInputError, readLabelledCsv } from '../csv/read-labelled-csv';
import { clusterTexts, DEFAULT_TUNING, type Tuning } from '../clustering/cluster-texts';
import { adjustedRandIndex, clusteringAccuracy, normalizedMutualInformation } from '../metrics';
import { mulberry32 } from '../numbers/random';
import type { PretrainedWordVectors } from '../representation/pretrained-vectors';
import { cliWordVectors } from './word-vectors';
import { runSuite } from './eval-suite';
import { cliParallel } from './threads';

function usage(message?: string): never {
  if (message) process.stderr.write(`error: ${message}\n`);
  process.stderr.write(
    'usage: insights:eval [-- --data DIR] [--seed S] [--tune name=value,...] [--threads N] [--no-word-vectors]\n' +
      '       insights:eval -- --input FILE.csv [--k N] [--seed S] [--tune name=value,...] [--growth] [--threads N] [--no-word-vectors]\n',
  );
  process.exit(2);
}

function parseTuning(spec: string | undefined): Partial<Tuning> {
  if (!spec) return {};
  const out: Record<string, unknown> = {};
  for (const part of spec.split(',')) {
    const [name, value] = part.split('=');
    if (!(name in DEFAULT_TUNING)) usage(`unknown tuning "${name}" (known: ${Object.keys(DEFAULT_TUNING).join(', ')})`);
    const current = (DEFAULT_TUNING as unknown as Record<string, unknown>)[name];
    if (typeof current === 'number') out[name] = Number(value);
    else if (typeof current === 'boolean') out[name] = value === 'true' || value === '1';
    else out[name] = value;
  }
  return out as Partial<Tuning>;
}

function main(): void {
  let args;
  try {
    args = parseArgs({
      options: {
        input: { type: 'string' },
        k: { type: 'string' },
        seed: { type: 'string' },
        tune: { type: 'string' },
        help: { type: 'boolean' },
        growth: { type: 'boolean' },
        'no-word-vectors': { type: 'boolean' },
        threads: { type: 'string' },
        data: { type: 'string' },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    usage((error as Error).message);
  }
  if (args.help) usage();
  const k = args.k === undefined ? undefined : Number(args.k);
  if (k !== undefined && (!Number.isInteger(k) || k < 1)) usage('--k must be a positive integer');
  const seed = args.seed === undefined ? 42 : Number(args.seed);
  if (!Number.isInteger(seed)) usage('--seed must be an integer');
  const tuning = parseTuning(args.tune);
  const wordVectors = cliWordVectors(args['no-word-vectors']);
  const parallel = cliParallel(args.threads);
  if (!args.input) {
    if (k !== undefined) usage('--k needs --input');
    runSuite({ dataDir: path.resolve(args.data ?? '../shared/data/clustering'), seed, tuning, wordVectors, parallel });
    return;
  }

  const started = performance.now();
  let bytes: Buffer;
  try {
    bytes = readFileSync(args.input);
  } catch (error) {
    process.stderr.write(`error: cannot read ${args.input}: ${(error as Error).message}\n`);
    process.exit(1);
  }
  let csv;
  try {
    csv = readLabelledCsv(bytes);
  } catch (error) {
    if (error instanceof CsvInputError) {
      process.stderr.write(`error: ${args.input}: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  process.stderr.write(`read ${csv.rows.length} texts from ${args.input}`);
  if (csv.skippedEmpty > 0)
    process.stderr.write(
      `; skipped ${csv.skippedEmpty} empty (lines ${csv.skippedEmptyLines.join(', ')}${csv.skippedEmpty > csv.skippedEmptyLines.length ? ', ...' : ''})`,
    );
  process.stderr.write('\n');

  if (args.growth)
    measureGrowth(
      csv.rows.map((r) => r.text),
      k,
      seed,
      tuning,
      wordVectors,
    );

  let lastStage = '';
  let lastTick = 0;
  const result = clusterTexts(
    csv.rows.map((r) => r.text),
    {
      k,
      seed,
      tuning,
      wordVectors,
      parallel,
      onProgress: (stage, fraction) => {
        const now = performance.now();
        if (stage !== lastStage || now - lastTick > 1000) {
          process.stderr.write(`  ${stage} ${(fraction * 100).toFixed(0)}%  (${((now - started) / 1000).toFixed(1)} s)\n`);
          lastStage = stage;
          lastTick = now;
        }
      },
    },
  );
  const seconds = (performance.now() - started) / 1000;

  const labels: string[] = [];
  const predicted: number[] = [];
  csv.rows.forEach((row, i) => {
    // The other bucket counts as one more cluster: setting texts aside is not free.
    if (result.assignments[i] === -1) return;
    labels.push(row.label);
    predicted.push(result.assignments[i]);
  });
  const nmi = normalizedMutualInformation(labels, predicted);
  const ari = adjustedRandIndex(labels, predicted);
  const acc = clusteringAccuracy(labels, predicted);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const trueK = new Set(labels).size;

  const timings = Object.entries(result.timings)
    .map(([name, s]) => `${name} ${s.toFixed(2)}s`)
    .join(', ');
  process.stderr.write(`stages: ${timings}\n`);
  process.stderr.write(`diagnostics: ${JSON.stringify(result.diagnostics)}\n`);
  if (result.candidates.length > 0) {
    process.stderr.write(
      `automatic k, silhouette per partition: ${result.candidates.map((c) => `${c.count}:${c.silhouette.toFixed(4)}`).join(' ')}\n`,
    );
  }
  if (result.skippedEmpty > 0) process.stderr.write(`skipped ${result.skippedEmpty} empty texts\n`);
  if (result.duplicates > 0) process.stderr.write(`${result.duplicates} duplicate texts clustered with their first occurrence\n`);
  if (result.nearDuplicates > 0)
    process.stderr.write(`${result.nearDuplicates} near-duplicate texts clustered with their first occurrence\n`);
  if (result.truncated > 0) process.stderr.write(`${result.truncated} very long texts cut for clustering\n`);
  if (result.nonEnglish.length > 0) {
    const byLanguage = new Map<string, number>();
    for (const x of result.nonEnglish) byLanguage.set(x.language, (byLanguage.get(x.language) ?? 0) + 1);
    process.stderr.write(
      `${result.nonEnglish.length} texts not in English: ${Array.from(byLanguage, ([l, c]) => `${l} ${c}`).join(', ')}\n`,
    );
  }
  console.log(`texts ${labels.length}, labels ${trueK}, clusters ${result.k} (${result.kSource}), other ${result.other}`);
  console.log(
    `NMI ${nmi.toFixed(4)}  ARI ${ari.toFixed(4)}  ACC ${acc.toFixed(4)}  time ${seconds.toFixed(2)} s  peak ${peakMb.toFixed(0)} MB`,
  );
  console.log(
    JSON.stringify({
      nmi: Number(nmi.toFixed(4)),
      ari: Number(ari.toFixed(4)),
      acc: Number(acc.toFixed(4)),
      clusters: result.k,
      other: result.other,
      seconds: Number(seconds.toFixed(2)),
      peak_mb: Number(peakMb.toFixed(1)),
    }),
  );
}

/** Clusters nested samples of the input and prints per-stage seconds and growth exponents. */
function measureGrowth(
  texts: string[],
  k: number | undefined,
  seed: number,
  tuning: Partial<Tuning>,
  wordVectors: PretrainedWordVectors | undefined,
): void {
  // a seeded shuffle so that every sample mixes all labels
  const order = texts.map((_, i) => i);
  const random = mulberry32(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const rows: Array<{ n: number; total: number; stages: Record<string, number> }> = [];
  for (const share of [1 / 8, 1 / 4, 1 / 2, 1]) {
    const n = Math.max(2, Math.round(texts.length * share));
    const sample = order.slice(0, n).map((i) => texts[i]);
    const started = performance.now();
    const result = clusterTexts(sample, { k, seed, tuning, wordVectors });
    const total = (performance.now() - started) / 1000;
    rows.push({ n, total, stages: result.timings });
    process.stderr.write(
      `growth: n ${n}  total ${total.toFixed(2)} s  ${Object.entries(result.timings)
        .map(([name, sec]) => `${name} ${sec.toFixed(2)}`)
        .join(
          ', ',
        )}  (knn ${result.diagnostics.approximateNeighbours ? 'approximate' : 'exact'}, spectral ${result.diagnostics.spectral ? 'on' : 'off'})\n`,
    );
  }
  const exponent = (a: number, b: number, ta: number, tb: number): string =>
    ta > 0.01 && tb > 0.01 ? (Math.log(tb / ta) / Math.log(b / a)).toFixed(2) : '-';
  for (let r = 1; r < rows.length; r++) {
    const a = rows[r - 1];
    const b = rows[r];
    const names = Object.keys(b.stages);
    process.stderr.write(
      `growth exponent ${a.n} -> ${b.n}: total ${exponent(a.n, b.n, a.total, b.total)}, ${names
        .map((name) => `${name} ${exponent(a.n, b.n, a.stages[name] ?? 0, b.stages[name])}`)
        .join(', ')}\n`,
    );
  }
}

main();
