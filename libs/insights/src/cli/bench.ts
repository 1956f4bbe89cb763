/**
 * Whole-pipeline benchmark: samples 10,000 and 100,000 snippets from the labelled clustering data
 * (../shared/data/clustering by default), gives them generated dates, sources, customers and
 * revenue, and runs representation, clustering, titles, quotes, sentiment and scores on each.
 * Prints the time per stage, the NMI the themes reach against the hidden labels (so speed is never
 * bought with silent quality loss), and as its last line JSON
 * {"snippets_10k_s", "snippets_100k_s", "peak_mb"}.
 *
 *   npm run bench:insights [-- --data DIR --sizes 10000,100000 --seed 1 --no-word-vectors]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../numbers/random';
import { readLabelledCsv } from '../csv/read-labelled-csv';
import { normalizedMutualInformation } from '../metrics';
import type { Snippet, SourceType } from '../model/snippet';
import { analyseSnippets } from '../pipeline/analyse-snippets';
import { cliWordVectors } from './word-vectors';

const SOURCE_TYPES: SourceType[] = ['call', 'meeting', 'document', 'survey_answer', 'chat', 'web'];
const STAGES = ['Prospecting', 'Qualification', 'Proposal', 'Negotiation/Review', 'Closed Won', 'Closed Lost'];
const NOW = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;

function samplePool(dataDir: string): Array<{ text: string; label: string }> {
  const pool: Array<{ text: string; label: string }> = [];
  for (const file of readdirSync(dataDir)
    .filter((name) => name.endsWith('.csv'))
    .sort()) {
    const { rows } = readLabelledCsv(readFileSync(path.join(dataDir, file)));
    for (const row of rows) pool.push({ text: row.text, label: `${file}:${row.label}` });
  }
  return pool;
}

function makeSnippets(pool: Array<{ text: string; label: string }>, size: number, seed: number): { snippets: Snippet[]; labels: string[] } {
  const random = mulberry32(seed);
  const customers = Array.from({ length: 500 }, (_unused, index) => ({
    name: `Customer ${index}`,
    arr: Math.round(5_000 + random() * 200_000),
    stage: STAGES[Math.floor(random() * STAGES.length)],
  }));
  const snippets: Snippet[] = [];
  const labels: string[] = [];
  for (let index = 0; index < size; index += 1) {
    const { text, label } = pool[Math.floor(random() * pool.length)];
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

function main(): void {
  const { values } = parseArgs({
    options: { data: { type: 'string' }, sizes: { type: 'string' }, seed: { type: 'string' }, 'no-word-vectors': { type: 'boolean' } },
  });
  const dataDir = path.resolve(values.data ?? '../shared/data/clustering');
  const sizes = (values.sizes ?? '10000,100000').split(',').map(Number);
  const seed = Number(values.seed ?? 1);
  const wordVectors = cliWordVectors(values['no-word-vectors']);
  const pool = samplePool(dataDir);
  console.log(`pool: ${pool.length} labelled texts from ${dataDir}`);

  const seconds: Record<number, number> = {};
  for (const size of sizes) {
    const { snippets, labels } = makeSnippets(pool, size, seed + size);
    const stageStarted = new Map<string, number>();
    const started = performance.now();
    const result = analyseSnippets(snippets, {
      context: { goal: 'Understand what customers ask for most', description: '', keywords: ['account', 'card', 'payment'] },
      now: NOW,
      seed,
      wordVectors,
      onProgress: (stage) => {
        if (!stageStarted.has(stage)) {
          stageStarted.set(stage, performance.now());
          process.stderr.write(`  ${size}: ${stage} at ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
        }
      },
    });
    seconds[size] = (performance.now() - started) / 1000;
    const themeOf = new Map<string, number>();
    result.insights.forEach((insight, index) => insight.memberSnippetIds.forEach((id) => themeOf.set(id, index)));
    const kept = snippets
      .map((snippet, index) => ({ theme: themeOf.get(snippet.id), label: labels[index] }))
      .filter((row) => row.theme !== undefined);
    const nmi = normalizedMutualInformation(
      kept.map((row) => row.label),
      kept.map((row) => String(row.theme)),
    );
    console.log(
      `${size} snippets: ${seconds[size].toFixed(1)} s, ${result.insights.length} themes, NMI against the hidden labels ${nmi.toFixed(3)}, ` +
        `${result.duplicates} repeated texts, ${result.nonEnglish.length} flagged non-English; top theme "${result.insights[0]?.title}" ` +
        `(impact ${result.insights[0]?.impact.score.toFixed(1)}, priority ${result.insights[0]?.priority.score.toFixed(1)})`,
    );
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ snippets_10k_s: round(seconds[10000]), snippets_100k_s: round(seconds[100000]), peak_mb: round(peakMb) }));
}

function round(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value * 10) / 10;
}

main();
