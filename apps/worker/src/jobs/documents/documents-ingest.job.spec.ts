import { DOCUMENTS_INGEST, documentDecider, ingestionJobId, streams } from '@app/domain';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { decodeSnippetArtefact } from '@app/infrastructure/files';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ThreadPool } from '../../threads/thread-pool';
import { ofType, openTestStore, startTestWorker, type TestStore } from '../worker-harness.spec-helper';
import { documentsIngestJob } from './documents-ingest.job';

// The thread runs the file the server build wrote (`npm test` builds first; alone, run
// `node scripts/build-server.mjs` before).
const ORGANISATION = 'org-1';
const context = { actorId: 'alice', correlationId: 'c', now: '2026-01-01T00:00:00.000Z' };

const transcript = Buffer.from(
  [
    'WEBVTT',
    '',
    '00:00:01.000 --> 00:00:04.000',
    '<v Ana>Exports time out for big accounts.',
    '',
    '00:00:05.000 --> 00:00:09.000',
    '<v Ben>We need an audit log.',
    '',
  ].join('\n'),
);

describe('documents.ingest', () => {
  let store: TestStore;
  let pool: ThreadPool;
  let repository: EventSourcedRepository;

  beforeAll(async () => {
    store = await openTestStore();
    pool = new ThreadPool(1);
    repository = new EventSourcedRepository(store.infrastructure.eventStore);
  });

  afterAll(async () => {
    await pool.destroy();
    await store.close();
  });

  async function uploaded(fileName: string, bytes: Buffer) {
    const documentId = randomUUID();
    const stored = await store.infrastructure.files.write(Readable.from([bytes]), { maxBytes: 10_000_000 });
    await repository.handle(
      documentDecider,
      streams.document(documentId),
      {
        type: 'UploadDocument',
        documentId,
        organisationId: ORGANISATION,
        uploadedBy: 'alice',
        fileName,
        format: 'vtt',
        kind: 'transcript',
        fileId: stored.fileId,
        sha256: stored.sha256,
        size: stored.size,
        quickUpload: false,
        now: context.now,
      },
      context,
      () => ORGANISATION,
    );
    return { documentId, input: { documentId, fileId: stored.fileId, fileName } };
  }

  const documentEvents = async (documentId: string) =>
    (await store.infrastructure.eventStore.readStream(streams.document(documentId))).map((event) => event.type);

  it('reads the file on a thread, stores the snippets as an artefact, and records the ingestion once even when run again', async () => {
    const job = documentsIngestJob({ pool, files: store.infrastructure.files, repository });
    const { documentId, input } = await uploaded('call.vtt', transcript);
    const progress: string[] = [];
    const signal = new AbortController().signal;
    const first = (await job.run(input, { signal, progress: (update) => progress.push(update.message) })) as { snippetsArtefact: string };
    // A second run, as after a worker died before recording its outcome: same artefact, no second event.
    const second = (await job.run(input, { signal, progress: () => undefined })) as { snippetsArtefact: string };
    expect(second.snippetsArtefact).toBe(first.snippetsArtefact);
    expect(await documentEvents(documentId)).toEqual(['DocumentUploaded', 'DocumentIngested']);
    expect(progress).toContain('Reading the file');
    const artefact = decodeSnippetArtefact(await store.infrastructure.files.readArtefact(first.snippetsArtefact));
    expect(artefact.snippets.map((snippet) => [snippet.snippetId, snippet.location.speaker])).toEqual([
      [`${documentId}:0`, 'Ana'],
      [`${documentId}:1`, 'Ben'],
    ]);
  });

  it('runs through the worker runtime: requested, claimed, succeeded', async () => {
    const worker = await startTestWorker(store, [documentsIngestJob({ pool, files: store.infrastructure.files, repository })], {
      workerId: 'w-ingest',
    });
    try {
      const { documentId, input } = await uploaded('call.vtt', transcript);
      await store.requests.request({ jobId: ingestionJobId(documentId), kind: DOCUMENTS_INGEST, input, organisationId: ORGANISATION });
      const events = await store.waitForEvents(ingestionJobId(documentId), (all) => ofType(all, 'JobSucceeded').length > 0);
      expect(ofType(events, 'JobFailed')).toEqual([]);
      expect(await documentEvents(documentId)).toEqual(['DocumentUploaded', 'DocumentIngested']);
    } finally {
      await worker.stop();
    }
  });

  it('fails with INGESTION_TIMEOUT when reading takes longer than allowed', async () => {
    const job = documentsIngestJob({ pool, files: store.infrastructure.files, repository, timeoutMs: 1 });
    const cues = Array.from(
      { length: 20_000 },
      (_, n) =>
        `00:00:${String(n % 60).padStart(2, '0')}.000 --> 00:00:${String(n % 60).padStart(2, '0')}.500\n<v Ana>Turn ${n} about exports.\n`,
    );
    const { input } = await uploaded('long.vtt', Buffer.from(['WEBVTT', '', ...cues].join('\n')));
    await expect(job.run(input, { signal: new AbortController().signal, progress: () => undefined })).rejects.toMatchObject({
      code: 'INGESTION_TIMEOUT',
    });
  });

  it('fails with the library code when the file is refused, and with DOCUMENT_FILE_MISSING when its bytes are gone', async () => {
    const job = documentsIngestJob({ pool, files: store.infrastructure.files, repository });
    const broken = await uploaded('broken.vtt', Buffer.from('not a transcript at all'));
    await expect(job.run(broken.input, { signal: new AbortController().signal, progress: () => undefined })).rejects.toMatchObject({
      code: 'INVALID_TRANSCRIPT',
    });
    const gone = await uploaded('gone.vtt', transcript);
    await store.infrastructure.files.remove(gone.input.fileId);
    await expect(job.run(gone.input, { signal: new AbortController().signal, progress: () => undefined })).rejects.toMatchObject({
      code: 'DOCUMENT_FILE_MISSING',
    });
  });

  it('removes the artefact of a document deleted while it was being read', async () => {
    const job = documentsIngestJob({ pool, files: store.infrastructure.files, repository });
    const { documentId, input } = await uploaded('call.vtt', transcript);
    await repository.handle(
      documentDecider,
      streams.document(documentId),
      { type: 'DeleteDocument', organisationId: ORGANISATION, deletedBy: 'alice', now: context.now },
      context,
      () => ORGANISATION,
    );
    const result = (await job.run(input, { signal: new AbortController().signal, progress: () => undefined })) as {
      snippetsArtefact: string;
    };
    await expect(store.infrastructure.files.readArtefact(result.snippetsArtefact)).rejects.toThrow('File not found');
    expect(await documentEvents(documentId)).toEqual(['DocumentUploaded', 'DocumentDeleted']);
  });
});
