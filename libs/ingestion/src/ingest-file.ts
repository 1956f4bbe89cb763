import { assembleDocument } from './assemble';
import { IngestionError, UNSUPPORTED_FORMAT_MESSAGE, formatBytes, throwIfCancelled } from './errors';
import { FORMAT_NAMES, checkSignature, formatOfName } from './formats/detect-format';
import type { Reading, ReaderTable } from './formats/reader';
import { READERS } from './formats/readers';
import type { IngestFormat, IngestedDocument } from './model/ingested-document';
import { resolveLimits, type IngestionLimits, type LimitOverrides } from './model/limits';
import { tableToSurvey } from './survey/table-to-survey';

export interface IngestInput {
  /** The file's bytes, whole or as a stream of chunks (read up to the format's size cap, no further). */
  bytes: Uint8Array | AsyncIterable<Uint8Array>;
  /** The name the person gave the file; its extension names the format. */
  fileName: string;
}

export interface IngestOptions {
  limits?: LimitOverrides;
  signal?: AbortSignal;
  /** Replaces format readers (tests). */
  readers?: ReaderTable;
}

/** A file without bytes, and a table without rows (sales data). */
export const emptyFileError = (): IngestionError => new IngestionError('EMPTY_FILE', 'The file is empty.');

/**
 * What every entry point does before it interprets a file, once its format is known: the size is
 * capped per format before anything is parsed, the first bytes must agree with the format, and
 * the format's reader runs (cancellable). Deciding which formats an entry point accepts is its own.
 */
export async function readIngestInput(
  input: IngestInput,
  format: IngestFormat,
  options: IngestOptions,
): Promise<{ reading: Reading; limits: IngestionLimits }> {
  const limits = resolveLimits(options.limits);
  const bytes = await readCapped(input.bytes, limits.maxBytes[format], format);
  if (bytes.length === 0) throw emptyFileError();
  checkSignature(format, bytes);
  const reader = options.readers?.[format] ?? READERS[format];
  if (reader === undefined) throw new IngestionError('UNSUPPORTED_FORMAT', UNSUPPORTED_FORMAT_MESSAGE);
  const reading = await reader({ bytes, fileName: input.fileName, limits, signal: options.signal });
  throwIfCancelled(options.signal);
  return { reading, limits };
}

/**
 * One file in, one document out, or an IngestionError with a stable code. The extension names the
 * format, the first bytes must agree with it, the size is capped per format before anything is
 * parsed, and nothing is returned half-read.
 */
export async function ingestFile(input: IngestInput, options: IngestOptions = {}): Promise<IngestedDocument> {
  const format = formatOfName(input.fileName);
  const { reading, limits } = await readIngestInput(input, format, options);

  if (reading.kind === 'table') {
    const { survey, blocks } = tableToSurvey(reading.rows, limits, reading.sheet);
    return assembleDocument({
      format,
      fileName: input.fileName,
      title: reading.title,
      blocks,
      structure: { columns: survey.columns, rows: survey.rows.length, ...(reading.sheet !== undefined ? { sheet: reading.sheet } : {}) },
      survey,
      notes: reading.notes,
      limits,
    });
  }
  const document = assembleDocument({
    format,
    fileName: input.fileName,
    title: reading.title,
    date: reading.date,
    blocks: reading.blocks,
    structure: reading.structure,
    notes: reading.notes,
    limits,
  });
  if (document.snippets.length === 0) throw new IngestionError('NO_TEXT', `No readable text was found in ${FORMAT_NAMES[format]}.`);
  return document;
}

async function readCapped(source: IngestInput['bytes'], cap: number, format: IngestFormat): Promise<Buffer> {
  const refuse = (size: string) =>
    new IngestionError('FILE_TOO_LARGE', `The file is ${size}; ${FORMAT_NAMES[format]} can be at most ${formatBytes(cap)}.`);
  if (source instanceof Uint8Array) {
    // "20 MB; at most 20 MB" says nothing: past the cap by less than the rounding, say "more than".
    if (source.length > cap)
      throw refuse(formatBytes(source.length) === formatBytes(cap) ? `more than ${formatBytes(cap)}` : formatBytes(source.length));
    return Buffer.isBuffer(source) ? source : Buffer.from(source.buffer, source.byteOffset, source.length);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    // Stop reading as soon as the cap is passed: the rest of the stream is never held.
    if (total > cap) throw refuse(`more than ${formatBytes(cap)}`);
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  }
  return Buffer.concat(chunks, total);
}
