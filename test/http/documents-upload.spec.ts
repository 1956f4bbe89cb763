import { logHead } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { documentsProjection } from '@app/projectors/documents/documents/documents.projection';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import { DEFAULT_LIMITS } from '@app/ingestion';
import { randomUUID } from 'node:crypto';
import { declareUncompressedSize, unzipAll, zipOf } from '../../libs/ingestion/src/archive/zip-fixtures.spec-helper';
import { docxOf, paragraph } from '../../libs/ingestion/src/formats/docx/docx-fixtures.spec-helper';
import { makeEncryptedPdf, makePdf } from '../../libs/ingestion/src/formats/pdf/pdf-fixtures.spec-helper';
import type { ApiClient } from '../support/api-client';
import { adminWithOrganisation, csvSurvey, ingestionOutcome, storedArtefacts, storedFiles, vttTranscript } from '../support/documents';
import { type RunningApp, startApp } from '../support/start-app';

/** Waits until `condition` holds (effects of reactors come after the answer), failing after 10 s. */
async function eventually(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition still false after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const UNSUPPORTED = 'This file format is currently not supported';
const MB = 1024 * 1024;

/**
 * Issue 10 sections 1, 2 and 4 through the HTTP API: an upload is stored and answered at once,
 * the worker reads it into snippets (or rejects it with the library's code), cheap refusals store
 * nothing (no bytes, no event), a retried upload stores once, and deletion removes the bytes.
 */
describe('uploading to the Data Library', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@library-a.test`);
    bob = await adminWithOrganisation(app, `bob-${randomUUID()}@library-b.test`);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  /** Expects a refusal that stores nothing: no new file, no new event. */
  async function expectRefused(fileName: string, bytes: Uint8Array, status: number, code: string) {
    const [filesBefore, headBefore] = [await storedFiles(app), await logHead(app.infrastructure.eventStore)];
    const answer = await alice.upload(fileName, bytes);
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
    expect(await storedFiles(app)).toEqual(filesBefore);
    expect(await logHead(app.infrastructure.eventStore)).toBe(headBefore);
    return answer.body as { message: string };
  }

  it('stores a transcript, answers at once, and the worker reads it into snippets with provenance', async () => {
    const answer = await alice.upload('Interview with Ana.vtt', vttTranscript(6));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ document_id: expect.any(String), status: 'processing' });
    expect(Number(answer.headers.get('x-consistency-position'))).toBeGreaterThan(0);

    const outcome = await ingestionOutcome(app, answer.body.document_id);
    expect(outcome.type).toBe('DocumentIngested');
    expect(outcome.data).toMatchObject({ snippets: 6, speakers: 2, structure: expect.objectContaining({ duration: 29 }) });
    const artefact = await app.infrastructure.files.readArtefact(outcome.data.snippetsArtefact as string);
    expect(artefact.length).toBeGreaterThan(0);
  });

  it('reads a survey with its columns typed, and refuses selecting a column typed None with the spec message', async () => {
    const answer = await alice.upload('survey.csv', csvSurvey());
    const documentId = answer.body.document_id;
    const outcome = await ingestionOutcome(app, documentId);
    expect(outcome.type).toBe('DocumentIngested');
    const columns = outcome.data.surveyColumns as Array<{ name: string; type: string }>;
    expect(columns.map((column) => column.name)).toEqual(['Respondent', 'Score', 'Why', 'Team']);

    const untyped = await alice.post('/api/documents/update-survey-columns', {
      document_id: documentId,
      columns: [{ name: 'Why', type: 'None', include: true, description: '' }],
    });
    expect(untyped.status).toBe(400);
    expect(untyped.body).toMatchObject({
      code: 'SURVEY_COLUMN_UNTYPED',
      message:
        'One or more selected survey columns are currently classified as "None". Please update them with the appropriate type to proceed.',
    });
    const saved = await alice.post('/api/documents/update-survey-columns', {
      document_id: documentId,
      columns: [{ name: 'Why', type: 'text', include: true, description: 'Why they gave the score' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.columns.find((column: { name: string }) => column.name === 'Why')).toMatchObject({
      type: 'text',
      include: true,
      description: 'Why they gave the score',
    });
    const elsewhere = await bob.post('/api/documents/update-survey-columns', {
      document_id: documentId,
      columns: [{ name: 'Why', type: 'text', include: false, description: '' }],
    });
    expect(elsewhere.status).toBe(404);
  });

  it('refuses an unsupported extension with the spec message, storing nothing', async () => {
    const body = await expectRefused('setup.exe', Buffer.from('MZ program'), 415, 'UNSUPPORTED_FORMAT');
    expect(body.message).toBe(UNSUPPORTED);
  });

  it('refuses content that disagrees with its name (a PDF named .docx), storing nothing', async () => {
    const pdf = await makePdf([['A PDF pretending to be a Word document.']]);
    const body = await expectRefused('minutes.docx', pdf, 415, 'CONTENT_MISMATCH');
    expect(body.message).toMatch(new RegExp(`^${UNSUPPORTED}\\. The file's contents do not match its name`));
  });

  it('refuses an encrypted Office document at once, storing nothing', async () => {
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048, 1)]);
    await expectRefused('board.docx', ole2, 415, 'ENCRYPTED');
  });

  it("refuses a file over its format's cap (413) and an empty file (400), storing nothing", async () => {
    await expectRefused('page.html', Buffer.alloc(DEFAULT_LIMITS.maxBytes.html + 1, 0x61), 413, 'FILE_TOO_LARGE');
    await expectRefused('empty.txt', Buffer.alloc(0), 400, 'EMPTY_FILE');
  });

  it('refuses multipart bodies on every route that does not take files', async () => {
    const form = new FormData();
    form.append('email', 'alice@library-a.test');
    form.append('password', 'x');
    const answer = await alice.request('POST', '/api/auth/login', form);
    expect(answer.status).toBe(415);
  });

  it.each([
    ['an encrypted PDF', 'secret.pdf', () => makeEncryptedPdf('Roadmap'), 'ENCRYPTED'],
    ['a broken PDF', 'broken.pdf', async () => Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog>> garbage'), 'CORRUPTED'],
    [
      'a Word document lying about its size',
      'lying.docx',
      async () => declareUncompressedSize(await docxOf([paragraph('Text.')]), 'word/document.xml', 100),
      'CORRUPTED',
    ],
    [
      'a transcript that is one 10 MB line',
      'one-line.vtt',
      async () => Buffer.from(`WEBVTT\n\n00:00.000 --> 00:01.000\n${'a'.repeat(10 * MB)}`),
      'LINE_TOO_LONG',
    ],
  ])('stores %s, then the worker rejects it with the library code', async (_name, fileName, bytes, code) => {
    const answer = await alice.upload(fileName, await bytes());
    expect(answer.status).toBe(201);
    const outcome = await ingestionOutcome(app, answer.body.document_id);
    expect(outcome).toMatchObject({ type: 'DocumentRejected', data: { code, message: expect.any(String) } });
  });

  it('rejects a zip bomb (a Word document unpacking past the cap) in the worker', async () => {
    const parts = await unzipAll(await docxOf([paragraph('Text.')]));
    parts.set('word/media/image1.png', Buffer.alloc(DEFAULT_LIMITS.maxUnpackedBytes + MB));
    const bomb = await zipOf([...parts].map(([name, data]) => ({ name, data })));
    expect(bomb.length).toBeLessThan(2 * MB);
    const answer = await alice.upload('bomb.docx', bomb);
    expect(await ingestionOutcome(app, answer.body.document_id)).toMatchObject({
      type: 'DocumentRejected',
      data: { code: 'ARCHIVE_TOO_LARGE' },
    });
  }, 90_000);

  it('reads UTF-16 and Windows-1252 text as text', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Customers love the new dashboard.\n', 'utf16le')]);
    const cp1252 = Buffer.from('Caf\xe9 owners want r\xe9sum\xe9 exports \x96 soon.\n', 'latin1');
    for (const [name, bytes] of [
      ['utf16.txt', utf16],
      ['cp1252.txt', cp1252],
    ] as const) {
      const answer = await alice.upload(name, bytes);
      expect((await ingestionOutcome(app, answer.body.document_id)).type).toBe('DocumentIngested');
    }
  });

  it('answers a retried upload (same Idempotency-Key) with the first result and stores it once', async () => {
    const key = randomUUID();
    const filesBefore = (await storedFiles(app)).length;
    const first = await alice.upload('notes.md', Buffer.from('# Notes\n\nPeople want exports.\n'), { idempotencyKey: key });
    const retried = await alice.upload('notes.md', Buffer.from('# Notes\n\nPeople want exports.\n'), { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.body.document_id).toBe(first.body.document_id);
    expect((await storedFiles(app)).length).toBe(filesBefore + 1);
    // Racing retries: still one document.
    const racing = await Promise.all(
      [1, 2, 3].map(() => alice.upload('race.md', Buffer.from('# Race\n\nText.\n'), { idempotencyKey: `race-${key}` })),
    );
    expect(new Set(racing.map((answer) => answer.body.document_id)).size).toBe(1);
    expect((await storedFiles(app)).length).toBe(filesBefore + 2);
    // Another organisation's identical key is another document.
    const bobs = await bob.upload('notes.md', Buffer.from('# Notes\n'), { idempotencyKey: key });
    expect(bobs.body.document_id).not.toBe(first.body.document_id);
  });

  it('deletes a document: another organisation gets 404, the owner 200, and the bytes and snippets leave the store', async () => {
    const answer = await alice.upload('to-delete.txt', Buffer.from('Some customer feedback about invoices.\n'));
    const documentId = answer.body.document_id;
    const outcome = await ingestionOutcome(app, documentId);
    expect((await bob.delete(`/api/documents/${documentId}`)).status).toBe(404);
    expect((await alice.delete(`/api/documents/quick-uploaded/${documentId}`)).status).toBe(404);
    expect((await alice.delete('/api/documents/not-a-uuid')).status).toBe(404);
    const filesBefore = await storedFiles(app);
    const deleted = await alice.delete(`/api/documents/${documentId}`);
    expect(deleted.status).toBe(200);
    expect((await alice.delete(`/api/documents/${documentId}`)).status).toBe(404);
    await eventually(async () => (await storedFiles(app)).length === filesBefore.length - 1);
    await eventually(async () => !(await storedArtefacts(app)).includes(outcome.data.snippetsArtefact as string));
  });

  it('deletes a quick upload from the quick-upload list', async () => {
    const answer = await alice.upload('quick.txt', Buffer.from('Quick feedback.\n'), { quickUpload: true });
    expect((await alice.delete(`/api/documents/quick-uploaded/${answer.body.document_id}`)).status).toBe(200);
  });

  // Last: it replays everything the tests above recorded (uploads, ingestions, rejections, edits, deletions).
  it('rebuilds the library exactly from the log', async () => {
    const { eventStore, readStore, progress } = app.infrastructure;
    await progress.waitFor(await logHead(eventStore), 10_000, [projectionProcessorId(documentsProjection.collection)]);
    const live = await readStore.find('documents', {}, { sortBy: 'document_id' });
    expect(live.length).toBeGreaterThan(10);
    await rebuildProjections(eventStore, readStore, [documentsProjection]);
    expect(await readStore.find('documents', {}, { sortBy: 'document_id' })).toEqual(live);
  });
});
