import { type IngestedDocument, ingestFile, isIngestionError } from '@app/ingestion';
import { encodeSnippetArtefact } from '@app/infrastructure/files';
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

/**
 * Runs on a worker thread of the pool (built to dist/, loaded by piscina): the ingestion library on
 * one file, then its snippets encoded as the compressed artefact, so neither the parse nor the
 * compression holds the event loop that answers HTTP.
 */
export default async function ingestOnThread({ data, port }: ThreadTask<IngestOnThreadInput>): Promise<IngestOnThreadResult> {
  const progress = (done: number, message: string) => port.postMessage({ done, total: 3, message } satisfies JobProgress);
  progress(0, 'Reading the file');
  try {
    const document = await ingestFile({ bytes: data.bytes, fileName: data.fileName });
    progress(2, 'Storing the snippets');
    const artefact = encodeSnippetArtefact(data.documentId, document.snippets, document.survey?.rows ?? []);
    return { ok: true, artefact, summary: summarise(document) };
  } catch (error) {
    if (isIngestionError(error)) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
