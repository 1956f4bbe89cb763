/**
 * The engine's whole clustering report in one table (`npm run insights:eval` without --input):
 * CLINC150 test and HWU64 with the number of themes given and chosen, CLINC150's out-of-scope
 * utterances mixed into its test set (how many land in the other bucket), and small sets sampled
 * from CLINC150 test, both at random (mostly one utterance per intent) and by intent (a few
 * intents, several utterances each, as a small survey would be). The last line is JSON with every
 * figure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clusterTexts, OTHER_THEME, type Tuning } from '../clustering/cluster-texts';
import { readLabelledCsv, type CsvRow } from '../csv/read-labelled-csv';
import { adjustedRandIndex, normalizedMutualInformation } from '../metrics';
import { mulberry32 } from '../numbers/random';
import type { PretrainedWordVectors } from '../representation/pretrained-vectors';
import type { Parallel } from '../parallel/parallel';

export interface SuiteOptions {
  dataDir: string;
  seed: number;
  tuning: Partial<Tuning>;
  wordVectors: PretrainedWordVectors | undefined;
  parallel: Parallel;
}

interface Row {
  set: string;
  k: string;
  texts: number;
  labels: number;
  themes: string;
  other: string;
  nmi: string;
  ari: string;
  seconds: string;
}

const SMALL_SEEDS = [1, 2, 3];
const round = (value: number, digits = 4) => Number(value.toFixed(digits));

function read(dataDir: string, file: string): CsvRow[] {
  return readLabelledCsv(readFileSync(path.join(dataDir, file))).rows;
}

/** Clusters the rows and scores them; the other bucket counts as one more cluster. */
function score(rows: readonly CsvRow[], k: number | undefined, seed: number, options: SuiteOptions) {
  const started = performance.now();
  const result = clusterTexts(
    rows.map((row) => row.text),
    { k, seed, tuning: options.tuning, wordVectors: options.wordVectors, parallel: options.parallel },
  );
  const seconds = (performance.now() - started) / 1000;
  const kept = rows.map((_row, index) => index).filter((index) => result.assignments[index] !== -1);
  const truth = kept.map((index) => rows[index].label);
  const predicted = kept.map((index) => result.assignments[index]);
  return {
    result,
    seconds,
    nmi: normalizedMutualInformation(truth, predicted),
    ari: adjustedRandIndex(truth, predicted),
    labels: new Set(truth).size,
  };
}

/** A line of the table for one clustering run. */
function rowOf(set: string, k: number | undefined, texts: number, run: ReturnType<typeof score>): Row {
  return {
    set,
    k: k === undefined ? 'chosen' : String(k),
    texts,
    labels: run.labels,
    themes: String(run.result.k),
    other: String(run.result.other),
    nmi: run.nmi.toFixed(3),
    ari: run.ari.toFixed(3),
    seconds: run.seconds.toFixed(1),
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** `size` rows at random. */
function randomSample(rows: readonly CsvRow[], size: number, seed: number): CsvRow[] {
  return shuffled(rows, mulberry32(seed * 7919 + size)).slice(0, size);
}

/** `per` rows of each of `intents` intents picked at random. */
function intentSample(rows: readonly CsvRow[], intents: number, per: number, seed: number): CsvRow[] {
  const random = mulberry32(seed * 31 + intents);
  const byLabel = new Map<string, CsvRow[]>();
  for (const row of rows) byLabel.set(row.label, [...(byLabel.get(row.label) ?? []), row]);
  const chosen = shuffled([...byLabel.keys()].sort(), random).slice(0, intents);
  return chosen.flatMap((label) => shuffled(byLabel.get(label)!, random).slice(0, per));
}

export function runSuite(options: SuiteOptions): void {
  const table: Row[] = [];
  const figures: Record<string, number> = {};
  const progress = (message: string) => process.stderr.write(`${message}\n`);

  for (const [name, file, trueK] of [
    ['CLINC150 test', 'clinc150_test.csv', 150],
    ['HWU64 all folds', 'hwu64_all10folds.csv', 64],
  ] as const) {
    const rows = read(options.dataDir, file);
    for (const k of [trueK, undefined]) {
      progress(`${name}, k ${k ?? 'chosen'}...`);
      const run = score(rows, k, options.seed, options);
      table.push(rowOf(name, k, rows.length, run));
      const key = `${file.replace(/\.csv$/, '')}_${k === undefined ? 'auto' : 'k'}`;
      figures[`${key}_nmi`] = round(run.nmi);
      figures[`${key}_themes`] = run.result.k;
    }
  }

  progress('CLINC150 test with its out-of-scope utterances...');
  const inScope = read(options.dataDir, 'clinc150_test.csv');
  const outOfScope = read(options.dataDir, 'clinc150_oos_test.csv');
  const mixed = [...inScope, ...outOfScope];
  const run = score(mixed, undefined, options.seed, options);
  const inOther = (from: number, to: number) => {
    let count = 0;
    for (let index = from; index < to; index++) if (run.result.assignments[index] === OTHER_THEME) count += 1;
    return count;
  };
  const oosCaught = inOther(inScope.length, mixed.length);
  const inScopeAside = inOther(0, inScope.length);
  table.push(
    rowOf(
      `CLINC150 test + out-of-scope: ${oosCaught} of ${outOfScope.length} out-of-scope in other, ${inScopeAside} of ${inScope.length} in-scope`,
      undefined,
      mixed.length,
      run,
    ),
  );
  figures.oos_in_other = oosCaught;
  figures.oos_total = outOfScope.length;
  figures.in_scope_in_other = inScopeAside;

  const small: Array<[string, (seed: number) => CsvRow[]]> = [
    ...[50, 200, 1000].map((size): [string, (seed: number) => CsvRow[]] => [
      `${size} at random`,
      (seed) => randomSample(inScope, size, seed),
    ]),
    ...(
      [
        [5, 10],
        [10, 20],
        [50, 20],
      ] as const
    ).map(([intents, per]): [string, (seed: number) => CsvRow[]] => [
      `${intents} intents x ${per}`,
      (seed) => intentSample(inScope, intents, per, seed),
    ]),
  ];
  for (const [name, sample] of small) {
    progress(`small set: ${name}...`);
    const runs = SMALL_SEEDS.map((seed) => {
      const rows = sample(seed);
      return { rows, run: score(rows, undefined, seed, options) };
    });
    const mean = (pick: (r: (typeof runs)[number]) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
    table.push({
      set: `CLINC150 test, ${name} (seeds ${SMALL_SEEDS.join(', ')})`,
      k: 'chosen',
      texts: runs[0].rows.length,
      labels: Math.round(mean((r) => r.run.labels)),
      themes: runs.map((r) => r.run.result.k).join('/'),
      other: runs.map((r) => r.run.result.other).join('/'),
      nmi: mean((r) => r.run.nmi).toFixed(3),
      ari: mean((r) => r.run.ari).toFixed(3),
      seconds: mean((r) => r.run.seconds).toFixed(1),
    });
    figures[`small_${name.replace(/ /g, '_')}_nmi`] = round(mean((r) => r.run.nmi));
  }

  const headers: Array<keyof Row> = ['set', 'k', 'texts', 'labels', 'themes', 'other', 'nmi', 'ari', 'seconds'];
  console.log(`| ${headers.join(' | ')} |`);
  console.log(`|${headers.map(() => '---').join('|')}|`);
  for (const row of table) console.log(`| ${headers.map((header) => row[header]).join(' | ')} |`);
  figures.peak_mb = round(process.resourceUsage().maxRSS / 1024, 1);
  console.log(JSON.stringify(figures));
}
