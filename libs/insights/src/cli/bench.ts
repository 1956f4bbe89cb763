/**
 * Whole-pipeline benchmark: samples 10,000 and 100,000 snippets from the labelled clustering data
 * (../shared/data/clustering by default), gives them generated dates, sources, customers and
 * revenue, and runs representation, clustering, titles, quotes, sentiment and scores on each.
 * Prints the time per stage, the NMI the themes reach against the hidden labels (so speed is never
 * bought with silent quality loss).
 *
 * The public pool holds about 35,000 distinct texts, so the 100,000 sample repeats texts (folded
 * before clustering). The distinct run takes every distinct labelled text in the data directory's
 * parent (clustering and sentiment sets) and, for speed only, makes the rest of 100,000 by joining
 * the first half of one real sentence to the second half of another.
 *
 * Last line, JSON: {"snippets_10k_s", "snippets_100k_s", "distinct_100k_s", "peak_mb", "threads"}
 * (threads: how many the engine shared its nearest-neighbour search with, this one included).
 *
 *   npm run bench:insights [-- --data DIR --sizes 10000,100000 --distinct 100000 --seed 1 --threads N --no-word-vectors]
 *
 * --threads defaults to the machine's available parallelism; the themes are the same for any number.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../numbers/random';
import { normalizedMutualInformation } from '../metrics';
import type { Snippet, SourceType } from '../model/snippet';
import { analyseSnippets } from '../pipeline/analyse-snippets';
import type { PretrainedWordVectors } from '../representation/pretrained-vectors';
import { cliWordVectors } from './word-vectors';
import type { Parallel } from '../parallel/parallel';
import { cliParallel } from './threads';
import { distinctPool, labelledPool } from './labelled-pools';

const SOURCE_TYPES: SourceType[] = ['call', 'meeting', 'document', 'survey_answer', 'chat', 'web'];
const STAGES = ['Prospecting', 'Qualification', 'Proposal', 'Negotiation/Review', 'Closed Won', 'Closed Lost'];
const NOW = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;

/** Snippets with generated dates, sources, customers and revenue; `pickAt` chooses the pool text of each. */
function makeSnippets(
  pool: ReadonlyArray<{ text: string; label: string }>,
  size: number,
  seed: number,
  pickAt: (index: number, random: () => number) => number,
): { snippets: Snippet[]; labels: string[] } {
  const random = mulberry32(seed);
  const customers = Array.from({ length: 500 }, (_unused, index) => ({
    name: `Customer ${index}`,
    arr: Math.round(5_000 + random() * 200_000),
    stage: STAGES[Math.floor(random() * STAGES.length)],
  }));
  const snippets: Snippet[] = [];
  const labels: string[] = [];
  for (let index = 0; index < size; index += 1) {
    const { text, label } = pool[pickAt(index, random)];
    const customer = customers[Math.floor(random() * customers.length)];
    const type = SOURCE_TYPES[Math.floor(random() * SOURCE_TYPES.length)];
    snippets.push({
      id: `s${index}`,
      text,
      source: { type, id: `${type}-${Math.floor(random() * Math.max(1, size / 20))}`, location: { line: 1 + Math.floor(random() * 400) } },
      date: new Date(NOW - Math.floor(random() * 180) * DAY).toISOString(),
      customer: { name: customer.name, attributes: {} },
      revenue: random() < 0.6 ? { arr: customer.arr, opportunityStage: customer.stage } : undefined,
    });
    labels.push(label);
  }
  return { snippets, labels };
}

/** Every sentence of the tab-separated sentiment sets beside the clustering data. */
function sentimentSentences(dataDir: string): Array<{ text: string; label: string }> {
  const dir = path.join(path.dirname(dataDir), 'sentiment');
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.txt'));
  } catch {
    return [];
  }
  return files.sort().flatMap((file) =>
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .map((line) => line.split('\t')[0].trim())
      .filter((text) => text.length > 0)
      .map((text) => ({ text, label: `${file}:sentence` })),
  );
}

function timeAnalysis(
  name: string,
  snippets: Snippet[],
  labels: string[],
  seed: number,
  wordVectors: PretrainedWordVectors | undefined,
  parallel: Parallel,
): number {
  const stageStarted = new Map<string, number>();
  const started = performance.now();
  const result = analyseSnippets(snippets, {
    context: { goal: 'Understand what customers ask for most', description: '', keywords: ['account', 'card', 'payment'] },
    now: NOW,
    seed,
    wordVectors,
    parallel,
    onProgress: (stage) => {
      if (!stageStarted.has(stage)) {
        stageStarted.set(stage, performance.now());
        process.stderr.write(`  ${name}: ${stage} at ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const themeOf = new Map<string, number>();
  result.insights.forEach((insight, index) => insight.memberSnippetIds.forEach((id) => themeOf.set(id, index)));
  const kept = snippets
    .map((snippet, index) => ({ theme: themeOf.get(snippet.id), label: labels[index] }))
    .filter((row) => row.theme !== undefined && row.label !== 'generated');
  const nmi = normalizedMutualInformation(
    kept.map((row) => row.label),
    kept.map((row) => String(row.theme)),
  );
  console.log(
    `${name}: ${seconds.toFixed(1)} s, ${result.insights.length} themes and ${result.other.snippetIds.length} snippets in other, ` +
      `NMI against the hidden labels of the real texts ${nmi.toFixed(3)}, ${result.duplicates} repeated texts, ` +
      `${result.nonEnglish.length} flagged non-English; top theme "${result.insights[0]?.title}" ` +
      `(impact ${result.insights[0]?.impact.score.toFixed(1)}, priority ${result.insights[0]?.priority.score.toFixed(1)})`,
  );
  return seconds;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      sizes: { type: 'string' },
      distinct: { type: 'string' },
      seed: { type: 'string' },
      threads: { type: 'string' },
      'no-word-vectors': { type: 'boolean' },
    },
  });
  const parallel = cliParallel(values.threads);
  const dataDir = path.resolve(values.data ?? '../shared/data/clustering');
  const sizes = (values.sizes ?? '10000,100000').split(',').map(Number);
  const distinct = Number(values.distinct ?? 100_000);
  const seed = Number(values.seed ?? 1);
  const wordVectors = cliWordVectors(values['no-word-vectors']);
  const pool = labelledPool(dataDir);
  console.log(`pool: ${pool.length} labelled texts from ${dataDir}`);

  const seconds: Record<number, number> = {};
  for (const size of sizes) {
    const { snippets, labels } = makeSnippets(pool, size, seed + size, (_index, random) => Math.floor(random() * pool.length));
    seconds[size] = timeAnalysis(`${size} snippets`, snippets, labels, seed, wordVectors, parallel);
  }
  let distinctSeconds: number | undefined;
  if (distinct > 0) {
    const texts = distinctPool([...pool, ...sentimentSentences(dataDir)], distinct, seed);
    const real = texts.filter((item) => item.label !== 'generated').length;
    console.log(`distinct: ${real} real texts, ${texts.length - real} made by joining halves of two real ones`);
    const { snippets, labels } = makeSnippets(texts, texts.length, seed + 7, (index) => index);
    distinctSeconds = timeAnalysis(`${texts.length} distinct snippets`, snippets, labels, seed, wordVectors, parallel);
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      snippets_10k_s: round(seconds[10000]),
      snippets_100k_s: round(seconds[100000]),
      distinct_100k_s: distinct === 100_000 ? round(distinctSeconds) : null,
      peak_mb: round(peakMb),
      threads: parallel.threads,
    }),
  );
}

function round(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value * 10) / 10;
}

main();
