import { DOCUMENTS_INGEST, documentDecider, streams } from '@app/domain';
import { DEFAULT_LIMITS } from '@app/ingestion';
import type { EventSourcedRepository } from '@app/infrastructure/event-store';
import { FileNotFoundError, type FileStore } from '@app/infrastructure/files';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { builtThreadFile, requireThreadFile, type ThreadPool } from '../../threads/thread-pool';
import { JobFailure, type JobKind, type JobProgress } from '../job-kind';
import { parseDocumentsIngestInput } from './documents-ingest.input';
import type { IngestOnThreadInput, IngestOnThreadResult } from './documents-ingest.thread-types';

export const DOCUMENTS_INGEST_THREAD_FILE = builtThreadFile(__dirname, 'documents-ingest.thread.js');

/** Longest any one file may take to read; past it the document is rejected rather than left processing. */
export const DEFAULT_INGESTION_TIMEOUT_MS = 5 * 60_000;

/** The largest file any format accepts: a stored file is never read past it. */
const LARGEST_FILE_BYTES = Math.max(...Object.values(DEFAULT_LIMITS.maxBytes));

export interface DocumentsIngestPorts {
  pool: ThreadPool;
  files: FileStore;
  repository: EventSourcedRepository;
  clock?: () => Date;
  timeoutMs?: number;
  threadFile?: string;
}

async function readStored(files: FileStore, fileId: string): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await files.read(fileId);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new JobFailure('DOCUMENT_FILE_MISSING', 'The uploaded file is no longer stored.');
    throw error;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > LARGEST_FILE_BYTES) throw new JobFailure('FILE_TOO_LARGE', 'The stored file is larger than any format accepts.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

/**
 * `documents.ingest`: reads an uploaded file on a thread of the pool with the ingestion library's
 * limits, stores its snippets as one content-addressed artefact and records DocumentIngested. A
 * refusal of the library fails the job with the library's code and message (the documents reactor
 * records it as DocumentRejected), and so does a read past the time limit.
 */
export function documentsIngestJob(ports: DocumentsIngestPorts): JobKind {
  const { pool, files, repository, clock = () => new Date(), timeoutMs = DEFAULT_INGESTION_TIMEOUT_MS } = ports;
  const threadFile = requireThreadFile(ports.threadFile ?? DOCUMENTS_INGEST_THREAD_FILE);
  return {
    kind: DOCUMENTS_INGEST,
    threadFile,
    run: async (input, { signal, progress }) => {
      const { documentId, fileId, fileName, kind } = parseDocumentsIngestInput(input);
      const bytes = await readStored(files, fileId);
      const timeout = AbortSignal.timeout(timeoutMs);
      let outcome: IngestOnThreadResult;
      try {
        outcome = await pool.run<IngestOnThreadInput, IngestOnThreadResult>(
          threadFile,
          { documentId, fileName, kind, bytes },
          { signal: AbortSignal.any([signal, timeout]), onMessage: (message) => progress(message as JobProgress) },
        );
      } catch (error) {
        if (timeout.aborted && !signal.aborted) {
          throw new JobFailure('INGESTION_TIMEOUT', `Reading the file took longer than ${Math.round(timeoutMs / 1000)} seconds.`);
        }
        throw error;
      }
      if (!outcome.ok) throw new JobFailure(outcome.code, outcome.message);
      const { hash } = await files.writeArtefact(outcome.artefact);
      const now = clock().toISOString();
      const decided = await repository.handle(
        documentDecider,
        streams.document(documentId),
        { type: 'RecordIngestion', snippetsArtefact: hash, ...outcome.summary, now },
        { actorId: null, correlationId: randomUUID(), now },
        (state) => state.organisationId,
      );
      // Deleted while it was being read: its snippets must not outlive it.
      if (decided.events.length === 0 && decided.state.status === 'deleted') await files.removeArtefact(hash);
      return { snippetsArtefact: hash, snippets: outcome.summary.snippets };
    },
  };
}
