import { type IngestedDocument, type IngestedSales, ingestFile, ingestSalesFile, isIngestionError } from '@app/ingestion';
import { encodeSnippetArtefact, salesRowOf } from '@app/infrastructure/files';
import { lowerThisThreadsPriority } from '../../threads/lower-thread-priority';
import type { ThreadTask } from '../../threads/thread-pool';
import type { JobProgress } from '../job-kind';
import type { IngestOnThreadInput, IngestOnThreadResult, IngestedSummary } from './documents-ingest.thread-types';

/** Most headings kept in the event's structure: enough for a table of contents, never a huge event. */
const MAX_HEADINGS = 500;

lowerThisThreadsPriority();

/** Called once per thread at worker start (ThreadPool.warm): importing this file is the work. */
export function warm(): void {}

const definedOnly = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** What DocumentIngested records: counts and structure, the snippets themselves go to the artefact. */
export function summarise(document: IngestedDocument): IngestedSummary {
  const { structure } = document;
  const ends = document.snippets.map((snippet) => snippet.location.end ?? snippet.location.start ?? 0);
  const isTranscript = structure.speakers !== undefined || document.snippets.some((snippet) => snippet.location.start !== undefined);
  const summary: IngestedSummary = {
    snippets: document.snippets.length,
    structure: definedOnly({
      title: document.title,
      language: document.language,
      date: document.date,
      characters: document.characters,
      words: document.words,
      pages: structure.pages,
      headings: structure.headings?.slice(0, MAX_HEADINGS),
      speakers: structure.speakers,
      rows: structure.rows,
      sheet: structure.sheet,
      duration: isTranscript && ends.length > 0 ? Math.max(...ends) : undefined,
    }),
    notes: document.notes,
  };
  if (structure.pages !== undefined) summary.pages = structure.pages;
  if (structure.speakers !== undefined) summary.speakers = structure.speakers.length;
  if (document.survey) {
    summary.respondents = document.survey.rows.length;
    summary.surveyColumns = document.survey.columns.map(({ name, type, evidence, include }) => ({
      name,
      type,
      evidence,
      include,
      description: '',
    }));
  }
  return summary;
}

/** What DocumentIngested records of a CRM export: its accounts and columns; the records go to the artefact. */
export function summariseSales(sales: IngestedSales): IngestedSummary {
  return {
    snippets: 0,
    structure: definedOnly({ title: sales.title, rows: sales.rows, sheet: sales.sheet }),
    sales: { accounts: sales.accounts, totalArr: sales.totalArr, columns: definedOnly(sales.columns) as Record<string, string> },
    notes: sales.notes,
  };
}

/** A CRM export: no snippets, its canonical records in the artefact's rows. */
async function readSales(data: IngestOnThreadInput): Promise<{ artefact: Uint8Array; summary: IngestedSummary }> {
  const sales = await ingestSalesFile({ bytes: data.bytes, fileName: data.fileName });
  return { artefact: encodeSnippetArtefact(data.documentId, [], sales.records.map(salesRowOf)), summary: summariseSales(sales) };
}

/**
 * Runs on a worker thread of the pool (built to dist/, loaded by piscina): the ingestion library on
 * one file, then its snippets encoded as the compressed artefact, so neither the parse nor the
 * compression holds the event loop that answers HTTP.
 */
export default async function ingestOnThread({ data, port }: ThreadTask<IngestOnThreadInput>): Promise<IngestOnThreadResult> {
  const progress = (done: number, message: string) => port.postMessage({ done, total: 3, message } satisfies JobProgress);
  progress(0, 'Reading the file');
  try {
    if (data.kind === 'sales') {
      const read = await readSales(data);
      return { ok: true, ...read };
    }
    const document = await ingestFile({ bytes: data.bytes, fileName: data.fileName });
    progress(2, 'Storing the snippets');
    const artefact = encodeSnippetArtefact(data.documentId, document.snippets, document.survey?.rows ?? []);
    return { ok: true, artefact, summary: summarise(document) };
  } catch (error) {
    if (isIngestionError(error)) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
