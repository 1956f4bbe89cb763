/**
 * Ingestion benchmark: generates realistic files (a 20 MB multi-speaker WebVTT transcript, a
 * 10,000-row survey CSV, a 200-page text PDF), then reads each through ingestFile in a fresh child
 * process, three times, so that every figure (time and peak memory) belongs to that file alone.
 *
 *   npm run bench:ingest
 *
 * Prints one line per file (median of three runs) and, as its last line, JSON:
 * {"transcript_mb_per_s", "survey_10k_rows_s", "pdf_200_pages_s", "peak_mb"}.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateBenchSurveyCsv } from '../formats/csv';
import { generateBenchPdf } from '../formats/pdf';
import { generateBenchVtt } from '../formats/transcript';
import { ingestFile } from '../index';

const RUNS = 3;

interface RunFigures {
  seconds: number;
  peak_mb: number;
  snippets: number;
}

/** Child mode: read one file once and print its figures. */
async function runOnce(file: string): Promise<void> {
  const bytes = readFileSync(file);
  const started = process.hrtime.bigint();
  const document = await ingestFile({ bytes, fileName: file });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const figures: RunFigures = { seconds, peak_mb: process.resourceUsage().maxRSS / 1024, snippets: document.snippets.length };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

function measure(file: string): RunFigures {
  const runs: RunFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const child = spawnSync(process.execPath, [__filename, '--run', file], { encoding: 'utf8', maxBuffer: 1024 * 1024 });
    if (child.status !== 0) throw new Error(`reading ${file} failed: ${child.stderr}`);
    runs.push(JSON.parse(child.stdout.trim().split('\n').pop()!) as RunFigures);
  }
  runs.sort((a, b) => a.seconds - b.seconds);
  const median = runs[Math.floor(RUNS / 2)];
  return { ...median, peak_mb: Math.max(...runs.map((run) => run.peak_mb)) };
}

const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ingest-bench-'));
  try {
    const transcript = join(dir, 'interviews.vtt');
    writeFileSync(transcript, generateBenchVtt(20));
    const survey = join(dir, 'survey.csv');
    writeFileSync(survey, generateBenchSurveyCsv(10_000));
    const pdf = join(dir, 'report.pdf');
    writeFileSync(pdf, await generateBenchPdf(200));

    const transcriptMb = statSync(transcript).size / (1024 * 1024);
    const t = measure(transcript);
    console.log(
      `transcript ${transcriptMb.toFixed(1)} MB: ${t.seconds.toFixed(2)} s = ${(transcriptMb / t.seconds).toFixed(1)} MB/s, ${t.snippets} snippets, peak ${t.peak_mb.toFixed(0)} MB`,
    );
    const s = measure(survey);
    console.log(
      `survey 10,000 rows (${(statSync(survey).size / (1024 * 1024)).toFixed(1)} MB): ${s.seconds.toFixed(2)} s, ${s.snippets} snippets, peak ${s.peak_mb.toFixed(0)} MB`,
    );
    const p = measure(pdf);
    console.log(
      `PDF 200 pages (${(statSync(pdf).size / (1024 * 1024)).toFixed(1)} MB): ${p.seconds.toFixed(2)} s, ${p.snippets} snippets, peak ${p.peak_mb.toFixed(0)} MB`,
    );
    console.log(`median of ${RUNS} runs each, every run in its own process; peak = largest resident set of any run`);
    console.log(
      JSON.stringify({
        transcript_mb_per_s: round(transcriptMb / t.seconds, 1),
        survey_10k_rows_s: round(s.seconds),
        pdf_200_pages_s: round(p.seconds),
        peak_mb: round(Math.max(t.peak_mb, s.peak_mb, p.peak_mb), 0),
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const runIndex = process.argv.indexOf('--run');
void (runIndex >= 0 ? runOnce(process.argv[runIndex + 1]) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
