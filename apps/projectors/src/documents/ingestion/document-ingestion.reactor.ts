import {
  DOCUMENTS_INGEST,
  type DocumentEvent,
  type DocumentsIngestInput,
  type JobEvent,
  documentDecider,
  documentEventTypes,
  documentOfIngestionJob,
  isEventOf,
  ingestionJobId,
  streams,
} from '@app/domain';
import type { EventSourcedRepository, EventStore, RecordedEvent } from '@app/infrastructure/event-store';
import type { FileStore } from '@app/infrastructure/files';
import type { JobRequests } from '@app/infrastructure/jobs';
import type { Processor } from '@app/infrastructure/processors';
import { randomUUID } from 'node:crypto';

export interface DocumentIngestionPorts {
  eventStore: EventStore;
  repository: EventSourcedRepository;
  jobs: JobRequests;
  files: FileStore;
  clock?: () => Date;
}

type Handled =
  Extract<DocumentEvent, { type: 'DocumentUploaded' | 'DocumentDeleted' }> | Extract<JobEvent, { type: 'JobFailed' | 'JobCancelled' }>;
const HANDLES: ReadonlySet<string> = new Set<Handled['type']>(['DocumentUploaded', 'DocumentDeleted', 'JobFailed', 'JobCancelled']);
const isHandled = (event: RecordedEvent): event is RecordedEvent<Handled> => HANDLES.has(event.type);

/**
 * Moves a document through its life after the command that stored it answered:
 * - uploaded: asks the worker to read it (one job per document, so a redelivered event asks for nothing new);
 * - its ingestion job failed or was cancelled: records DocumentRejected with the job's code and
 *   message, so no document stays "processing" (the decider records one outcome, whatever comes later);
 * - deleted: removes its bytes and its snippets from the file store (both removals are idempotent).
 * Every effect tolerates the batch again, so it replays the log from the start on its first run.
 */
export function documentIngestionReactor(ports: DocumentIngestionPorts): Processor {
  const clock = ports.clock ?? (() => new Date());

  const rejectFor = async (jobId: string, code: string, message: string) => {
    const documentId = documentOfIngestionJob(jobId);
    if (!documentId) return;
    const now = clock().toISOString();
    await ports.repository.handle(
      documentDecider,
      streams.document(documentId),
      { type: 'RecordRejection', code, message, now },
      { actorId: null, correlationId: randomUUID(), now },
      (state) => state.organisationId,
    );
  };

  const removeStored = async (documentId: string) => {
    for (const event of await ports.eventStore.readStream(streams.document(documentId))) {
      if (!isEventOf<DocumentEvent>(documentEventTypes, event)) continue;
      if (event.type === 'DocumentUploaded') await ports.files.remove(event.data.fileId);
      if (event.type === 'DocumentIngested') await ports.files.removeArtefact(event.data.snippetsArtefact);
    }
  };

  return {
    id: 'reactor:document-ingestion',
    kind: 'reactor',
    async process(events) {
      for (const event of events.filter(isHandled)) {
        switch (event.type) {
          case 'DocumentUploaded': {
            const { documentId, fileId, fileName, kind, organisationId, uploadedBy } = event.data;
            const input: DocumentsIngestInput = { documentId, fileId, fileName, kind };
            await ports.jobs.request({
              jobId: ingestionJobId(documentId),
              kind: DOCUMENTS_INGEST,
              input,
              organisationId,
              requestedBy: uploadedBy,
            });
            break;
          }
          case 'JobFailed':
            await rejectFor(event.data.jobId, event.data.code, event.data.message);
            break;
          case 'JobCancelled':
            await rejectFor(event.data.jobId, 'CANCELLED', 'Reading the file was cancelled.');
            break;
          case 'DocumentDeleted':
            await removeStored(event.data.documentId);
            break;
        }
      }
      return [];
    },
  };
}
