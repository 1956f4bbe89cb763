/**
 * Sentiment benchmark: reads `sentence<TAB>label` lines (1 positive, 0 negative), labels the
 * sentences as one data set with analyseSentimentOfSet (lexicon rules adapted to the set by
 * self-training, labels never read) and prints the accuracy per label and overall (a neutral
 * answer counts as wrong), with the lexicon rules alone and VADER alone for comparison.
 *
 *   npm run insights:sentiment -- --input FILE
 *
 * The last line of stdout is JSON: {"accuracy","seconds"}.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  analyseSentiment,
  analyseSentimentOfSet,
  LabelledInputError,
  parseLabelledSentences,
  scoreSentiment,
  vaderCompound,
  type LabelScore,
  type SentimentLabel,
} from '../sentiment';

function usage(message?: string): never {
  if (message) process.stderr.write(`error: ${message}\n`);
  process.stderr.write('usage: insights:sentiment -- --input FILE   (lines: sentence<TAB>label, 1 positive, 0 negative)\n');
  process.exit(2);
}

const percent = (x: number): string => `${(100 * x).toFixed(1)} %`;
const describe = (s: LabelScore): string => `${percent(s.accuracy)} (${s.correct}/${s.total}, ${s.neutral} neutral)`;

function main(): void {
  let args;
  try {
    args = parseArgs({ options: { input: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: false }).values;
  } catch (error) {
    usage((error as Error).message);
  }
  if (args.help) usage();
  if (!args.input) usage('--input is required');

  let content: string;
  try {
    content = readFileSync(args.input, 'utf8');
  } catch (error) {
    process.stderr.write(`error: cannot read ${args.input}: ${(error as Error).message}\n`);
    process.exit(1);
  }
  let rows;
  try {
    rows = parseLabelledSentences(content);
  } catch (error) {
    if (error instanceof LabelledInputError) {
      process.stderr.write(`error: ${args.input}: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (rows.length === 0) {
    process.stderr.write(`error: ${args.input}: no labelled lines\n`);
    process.exit(1);
  }

  const gold = rows.map((r) => r.label);
  const started = performance.now();
  const predicted = analyseSentimentOfSet(rows.map((r) => r.text)).map((result) => result.label);
  const seconds = (performance.now() - started) / 1000;
  const result = scoreSentiment(gold, predicted);

  const lexiconAlone = scoreSentiment(
    gold,
    rows.map((r) => analyseSentiment(r.text).label),
  );
  const vader = rows.map((r): SentimentLabel => {
    const c = vaderCompound(r.text);
    return c > 0 ? 'positive' : c < 0 ? 'negative' : 'neutral';
  });
  const vaderResult = scoreSentiment(gold, vader);

  process.stdout.write(`input: ${args.input} (${rows.length} sentences)\n`);
  process.stdout.write(`positive (label 1): ${describe(result.positive)}\n`);
  process.stdout.write(`negative (label 0): ${describe(result.negative)}\n`);
  process.stdout.write(`overall:            ${describe(result.overall)}\n`);
  process.stdout.write(`lexicon rules alone (no adaptation): ${describe(lexiconAlone.overall)}\n`);
  process.stdout.write(`VADER alone (compound sign, 0 = neutral): ${describe(vaderResult.overall)}\n`);
  process.stdout.write(
    `${JSON.stringify({ accuracy: Math.round(result.overall.accuracy * 1e4) / 1e4, seconds: Math.round(seconds * 1000) / 1000 })}\n`,
  );
}

main();
