/**
 * Reads one customer file the way the product will, and says what came out of it.
 *
 *   npm run ingest -- --input FILE [--name ORIGINAL_NAME] [--snippets]
 *
 * --name gives the name the person uploaded the file under (its extension names the format);
 * --snippets prints every snippet as one JSON line with its text and location. The last line of
 * stdout is JSON: {"ok":true,"format","snippets","pages","speakers","columns","seconds"} on
 * success, {"ok":false,"code","message"} with exit code 1 when the file is refused.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { ingestFile, isIngestionError, type IngestedDocument } from '../index';

function usage(message?: string): never {
  if (message) process.stderr.write(`error: ${message}\n`);
  process.stderr.write('usage: ingest -- --input FILE [--name ORIGINAL_NAME] [--snippets]\n');
  process.exit(2);
}

function summary(document: IngestedDocument): string[] {
  const { structure } = document;
  const lines = [
    `${document.title} (${document.format}, language ${document.language})`,
    `${document.snippets.length} snippets, ${document.words} words, ${document.characters} characters`,
  ];
  if (structure.pages !== undefined) lines.push(`pages: ${structure.pages}`);
  if (structure.headings?.length) lines.push(`headings: ${structure.headings.length}`);
  if (structure.speakers?.length) lines.push(`speakers: ${structure.speakers.join(', ')}`);
  if (structure.columns?.length) {
    lines.push(`${structure.rows ?? 0} respondents, columns:`);
    for (const column of structure.columns) lines.push(`  ${column.name}: ${column.type} — ${column.evidence}`);
  }
  for (const note of document.notes) lines.push(`note: ${note}`);
  return lines;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: { input: { type: 'string' }, name: { type: 'string' }, snippets: { type: 'boolean' }, help: { type: 'boolean' } },
    }).values;
  } catch (error) {
    usage((error as Error).message);
  }
  if (args.help) usage();
  if (!args.input) usage('--input is required');

  const started = process.hrtime.bigint();
  const write = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const document = await ingestFile({ bytes: createReadStream(args.input), fileName: args.name ?? basename(args.input) });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    summary(document).forEach(write);
    if (args.snippets)
      for (const snippet of document.snippets)
        write(JSON.stringify({ text: snippet.text, location: snippet.location, count: snippet.count }));
    write(
      JSON.stringify({
        ok: true,
        format: document.format,
        snippets: document.snippets.length,
        pages: document.structure.pages ?? null,
        speakers: document.structure.speakers ?? [],
        columns: (document.structure.columns ?? []).map(({ name, type }) => ({ name, type })),
        seconds: +seconds.toFixed(3),
      }),
    );
  } catch (error) {
    if (isIngestionError(error)) {
      write(`refused: ${error.message}`);
      write(JSON.stringify({ ok: false, code: error.code, message: error.message }));
      process.exitCode = 1;
      return;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') {
      process.stderr.write(`error: cannot read ${args.input}: ${(error as Error).message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

void main();
