import { type DocumentEvent, type DocumentIngestedData, type DocumentKind, streams, type SurveyColumn } from '@app/domain';
import { encodeSnippetArtefact } from '@app/infrastructure/files';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ApiClient } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { appendEvents } from '../support/append-events';
import { type RunningApp, startApp } from '../support/start-app';

type IngestedSnippet = Parameters<typeof encodeSnippetArtefact>[1][number];

interface Member {
  client: ApiClient;
  userId: string;
  organisationId: string | null;
}

/**
 * Issue 10: the read side of the Data Library. The documents' events are appended directly (the
 * upload and ingestion commands are another issue's), with their artefacts and files in the file
 * store, and every route is read as members of two organisations and someone with none.
 */
describe('the Data Library, read (HTTP end to end)', () => {
  let app: RunningApp;
  let ada: Member;
  let grace: Member;
  let bob: Member;
  let loner: Member;
  const ids = {} as Record<'report' | 'interviews' | 'survey' | 'broken' | 'pending' | 'gone' | 'bobCall', string>;
  const bytes = {} as Record<string, Buffer>;

  async function member(email: string, firstName: string, lastName: string): Promise<Member> {
    const client = await verifiedMember(app, email, { firstName, lastName });
    const me = (await client.get('/api/user/api')).body;
    return { client, userId: me.user_id, organisationId: me.customer?.customer_id ?? null };
  }

  async function append(documentId: string, event: DocumentEvent, organisationId: string, actorId: string | null): Promise<void> {
    const position = await appendEvents(app.infrastructure, streams.document(documentId), [event], { organisationId, actorId });
    // Every reader waits until the read models hold this event, as after a command.
    for (const reader of [ada, grace, bob, loner]) reader.client.position = Math.max(reader.client.position, position);
  }

  async function upload(
    by: Member,
    fileName: string,
    kind: DocumentKind,
    format: string,
    uploadedAt: string,
    options: { quickUpload?: boolean; uploadedBy?: string } = {},
  ): Promise<string> {
    const documentId = randomUUID();
    bytes[documentId] = Buffer.from(`%bytes of ${fileName}\u0000\u00ff`, 'latin1');
    const stored = await app.infrastructure.files.write(Readable.from([bytes[documentId]]), { maxBytes: 1_000_000 });
    await append(
      documentId,
      {
        type: 'DocumentUploaded',
        data: {
          documentId,
          organisationId: by.organisationId!,
          uploadedBy: options.uploadedBy ?? by.userId,
          fileName,
          format,
          kind,
          fileId: stored.fileId,
          sha256: stored.sha256,
          size: stored.size,
          quickUpload: options.quickUpload ?? false,
          uploadedAt,
        },
      },
      by.organisationId!,
      by.userId,
    );
    return documentId;
  }

  async function ingest(
    by: Member,
    documentId: string,
    snippets: IngestedSnippet[],
    data: Partial<DocumentIngestedData> = {},
  ): Promise<void> {
    const { hash } = await app.infrastructure.files.writeArtefact(encodeSnippetArtefact(documentId, snippets));
    await append(
      documentId,
      {
        type: 'DocumentIngested',
        data: {
          documentId,
          snippetsArtefact: hash,
          snippets: snippets.length,
          structure: {},
          notes: [],
          ingestedAt: '2025-03-10T12:00:00.000Z',
          ...data,
        },
      },
      by.organisationId!,
      null,
    );
  }

  const lines = (count: number, speaker?: string): IngestedSnippet[] =>
    Array.from({ length: count }, (_, index) => ({
      text: `Line ${index + 1}`,
      location: speaker ? { start: index * 10, end: index * 10 + 9, speaker } : { page: 1, paragraph: index + 1 },
      count: 1,
    }));
  const columns: SurveyColumn[] = [
    { name: 'Age', type: 'numeric', evidence: 'whole numbers', include: true, description: '' },
    { name: 'What would you change?', type: 'text', include: true, description: 'Open answer' },
  ];

  beforeAll(async () => {
    // No worker: these documents are written as events, and pending.txt must stay processing.
    app = await startApp({}, { worker: false });
    const organisationOf = async (someone: Member) => (await someone.client.get('/api/user/api')).body.customer.customer_id as string;
    ada = await member('ada@library.test', 'Ada', 'Lovelace');
    expect((await ada.client.post('/api/customers/api', { name: 'Library', namespace: 'library', acceptAllUsers: true })).status).toBe(201);
    ada.organisationId = await organisationOf(ada);
    grace = await member('grace@library.test', 'Grace', 'Hopper');
    expect((await grace.client.post('/api/customers/join-by-domain', { namespace: 'library' })).status).toBe(201);
    grace.organisationId = await organisationOf(grace);
    expect(grace.organisationId).toBe(ada.organisationId);
    bob = await member('bob@elsewhere.test', 'Bob', 'Builder');
    const elsewhere = { name: 'Elsewhere', namespace: 'elsewhere', acceptAllUsers: false };
    expect((await bob.client.post('/api/customers/api', elsewhere)).status).toBe(201);
    bob.organisationId = await organisationOf(bob);
    loner = await member('loner@nowhere.test', 'Lone', 'Person');

    ids.report = await upload(ada, 'Report.pdf', 'document', 'pdf', '2025-03-01T09:00:00.000Z');
    await ingest(ada, ids.report, lines(3), { pages: 2, structure: { title: 'Report', language: 'en', pages: 2 } });
    ids.interviews = await upload(grace, 'Interviews Été 100%.vtt', 'transcript', 'vtt', '2025-03-02T09:00:00.000Z', { quickUpload: true });
    await ingest(grace, ids.interviews, lines(45, 'Ada'), {
      speakers: 2,
      structure: { speakers: ['Ada', 'Grace'], duration: 1830, date: '2025-02-01', language: 'en' },
      notes: ['Two cues had no speaker.'],
    });
    ids.survey = await upload(ada, 'survey.csv', 'survey', 'csv', '2025-03-03T09:00:00.000Z');
    await ingest(
      ada,
      ids.survey,
      [
        {
          text: 'Make it faster',
          location: { row: 2, column: 'What would you change?' },
          count: 1,
          date: '2025-01-15',
          customer: { age: '34', occupation: 'Nurse' },
        },
      ],
      { respondents: 1, structure: { rows: 1 }, surveyColumns: columns },
    );
    ids.broken = await upload(ada, 'broken_file.docx', 'document', 'docx', '2025-03-04T09:00:00.000Z');
    await append(
      ids.broken,
      {
        type: 'DocumentRejected',
        data: {
          documentId: ids.broken,
          code: 'FILE_UNREADABLE',
          message: 'The file could not be read.',
          rejectedAt: '2025-03-04T09:01:00.000Z',
        },
      },
      ada.organisationId!,
      null,
    );
    ids.pending = await upload(ada, 'pending.txt', 'document', 'text', '2025-03-05T09:00:00.000Z', { quickUpload: true });
    ids.gone = await upload(ada, 'gone.pdf', 'document', 'pdf', '2025-03-06T09:00:00.000Z', { quickUpload: true });
    await ingest(ada, ids.gone, lines(2));
    await append(
      ids.gone,
      { type: 'DocumentDeleted', data: { documentId: ids.gone, deletedBy: ada.userId, deletedAt: '2025-03-07T09:00:00.000Z' } },
      ada.organisationId!,
      ada.userId,
    );
    // Bob's organisation: a transcript uploaded by an account that no longer exists.
    ids.bobCall = await upload(bob, 'Bob call.vtt', 'transcript', 'vtt', '2025-03-08T09:00:00.000Z', {
      quickUpload: true,
      uploadedBy: randomUUID(),
    });
    await ingest(bob, ids.bobCall, lines(1, 'Bob'), { speakers: 1, structure: { speakers: ['Bob'] } });
  });
  afterAll(async () => {
    await app.stop();
  });

  const names = (documents: Array<{ file_name: string }>) => documents.map((doc) => doc.file_name);

  describe('GET /api/documents/api', () => {
    it('lists the organisation’s documents newest first, in pages, without deleted ones or other organisations’', async () => {
      const all = await ada.client.get('/api/documents/api');
      expect(all.status).toBe(200);
      expect(names(all.body.documents)).toEqual(['pending.txt', 'broken_file.docx', 'survey.csv', 'Interviews Été 100%.vtt', 'Report.pdf']);
      expect(all.body.has_next).toBe(false);
      expect(await grace.client.get('/api/documents/api')).toMatchObject({ status: 200, body: all.body });

      const pages = [];
      for (const page of [1, 2, 3, 4]) pages.push((await ada.client.get(`/api/documents/api?page=${page}&page_size=2`)).body);
      expect(pages.map((page) => [names(page.documents), page.has_next])).toEqual([
        [['pending.txt', 'broken_file.docx'], true],
        [['survey.csv', 'Interviews Été 100%.vtt'], true],
        [['Report.pdf'], false],
        [[], false],
      ]);
      expect(names((await bob.client.get('/api/documents/api')).body.documents)).toEqual(['Bob call.vtt']);
    });

    it('answers each document with its list fields', async () => {
      const { documents } = (await ada.client.get('/api/documents/api?kind=transcript')).body;
      expect(documents).toEqual([
        {
          document_id: ids.interviews,
          file_name: 'Interviews Été 100%.vtt',
          kind: 'transcript',
          format: 'vtt',
          status: 'ready',
          error_code: null,
          error_message: null,
          uploaded_on: '2025-03-02T09:00:00.000Z',
          uploaded_by: { user_id: grace.userId, name: 'Grace Hopper' },
          snippets: 45,
          pages: null,
          speakers: 2,
          respondents: null,
          duration: 1830,
          quick_upload: true,
          product_ids: [],
          size: bytes[ids.interviews].length,
        },
      ]);
      const { documents: failed } = (await ada.client.get('/api/documents/api?q=broken')).body;
      expect(failed[0]).toMatchObject({ status: 'failed', error_code: 'FILE_UNREADABLE', error_message: 'The file could not be read.' });
      expect(failed[0].uploaded_by).toEqual({ user_id: ada.userId, name: 'Ada Lovelace' });
      const { documents: bobs } = (await bob.client.get('/api/documents/api')).body;
      expect(bobs[0].uploaded_by.name).toBe('');
    });

    it('searches file names in any case, every character taken literally, and filters by kind', async () => {
      const search = async (query: string) => names((await ada.client.get(`/api/documents/api?${query}`)).body.documents);
      expect(await search(`q=${encodeURIComponent('  été 100%')}`)).toEqual(['Interviews Été 100%.vtt']);
      expect(await search(`q=${encodeURIComponent('%')}`)).toEqual(['Interviews Été 100%.vtt']);
      expect(await search('q=_')).toEqual(['broken_file.docx']);
      expect(await search('q=REPORT')).toEqual(['Report.pdf']);
      expect(await search(`q=${encodeURIComponent('.*')}`)).toEqual([]);
      expect(await search('q=')).toHaveLength(5);
      expect(await search('kind=survey')).toEqual(['survey.csv']);
      expect(await search('kind=document&page_size=1&page=2')).toEqual(['broken_file.docx']);
      expect(await search('kind=document&q=pdf')).toEqual(['Report.pdf']);
      expect(await search('q=Bob')).toEqual([]);
    });

    it('refuses malformed paging, kinds and unknown parameters', async () => {
      for (const query of [
        'page=0',
        'page=1.5',
        'page=x',
        'page_size=0',
        'page_size=101',
        'kind=video',
        'sort=name',
        `q=${'x'.repeat(201)}`,
      ]) {
        const refused = await ada.client.get(`/api/documents/api?${query}`);
        expect({ query, status: refused.status, code: refused.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
      }
      expect((await ada.client.get('/api/documents/api?page_size=100')).status).toBe(200);
    });
  });

  describe('GET /api/documents/{id}', () => {
    it('answers a document with what ingestion found', async () => {
      const survey = await grace.client.get(`/api/documents/${ids.survey}`);
      expect(survey.status).toBe(200);
      expect(survey.body).toMatchObject({
        document_id: ids.survey,
        file_name: 'survey.csv',
        kind: 'survey',
        status: 'ready',
        respondents: 1,
        snippets: 1,
        uploaded_by: { user_id: ada.userId, name: 'Ada Lovelace' },
        structure: { rows: 1 },
        survey_columns: [
          { name: 'Age', type: 'numeric', evidence: 'whole numbers', include: true, description: '' },
          { name: 'What would you change?', type: 'text', evidence: null, include: true, description: 'Open answer' },
        ],
        notes: [],
        ingested_on: '2025-03-10T12:00:00.000Z',
      });
      const interviews = (await ada.client.get(`/api/documents/${ids.interviews.toUpperCase()}`)).body;
      expect(interviews).toMatchObject({ notes: ['Two cues had no speaker.'], structure: { speakers: ['Ada', 'Grace'], duration: 1830 } });
      expect((await ada.client.get(`/api/documents/${ids.pending}`)).body).toMatchObject({
        status: 'processing',
        snippets: 0,
        structure: {},
        survey_columns: [],
        ingested_on: null,
      });
    });
  });

  describe('GET /api/documents/{id}/snippets', () => {
    it('pages through the snippets in file order', async () => {
      const pages = [];
      for (const page of [1, 2, 3, 4]) pages.push((await grace.client.get(`/api/documents/${ids.interviews}/snippets?page=${page}`)).body);
      expect(pages.map((page) => [page.snippets.length, page.has_next])).toEqual([
        [20, true],
        [20, true],
        [5, false],
        [0, false],
      ]);
      expect(pages[0].snippets[0]).toEqual({
        snippet_id: `${ids.interviews}:0`,
        text: 'Line 1',
        location: { start: 0, end: 9, speaker: 'Ada' },
        count: 1,
        date: null,
        attributes: {},
      });
      expect(pages[2].snippets.at(-1)).toMatchObject({ snippet_id: `${ids.interviews}:44`, text: 'Line 45' });
      const small = (await grace.client.get(`/api/documents/${ids.interviews}/snippets?page=9&page_size=5`)).body;
      expect([small.snippets.map((snippet: { text: string }) => snippet.text), small.has_next]).toEqual([
        ['Line 41', 'Line 42', 'Line 43', 'Line 44', 'Line 45'],
        false,
      ]);
    });

    it('gives a survey snippet its date and respondent attributes', async () => {
      expect((await ada.client.get(`/api/documents/${ids.survey}/snippets`)).body).toEqual({
        snippets: [
          {
            snippet_id: `${ids.survey}:0`,
            text: 'Make it faster',
            location: { row: 2, column: 'What would you change?' },
            count: 1,
            date: '2025-01-15',
            attributes: { age: '34', occupation: 'Nurse' },
          },
        ],
        has_next: false,
      });
    });

    it('has no snippets for a document not ready', async () => {
      for (const id of [ids.pending, ids.broken])
        expect((await ada.client.get(`/api/documents/${id}/snippets`)).body).toEqual({ snippets: [], has_next: false });
    });

    it('refuses malformed paging', async () => {
      expect((await ada.client.get(`/api/documents/${ids.report}/snippets?page_size=500`)).status).toBe(400);
    });
  });

  describe('GET /api/documents/{id}/file', () => {
    it('sends the original bytes as an attachment nobody caches or sniffs', async () => {
      const response = await fetch(`${app.baseUrl}/api/documents/${ids.interviews}/file`, {
        headers: { authorization: `Bearer ${grace.client.accessToken}` },
      });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes[ids.interviews]);
      expect(
        Object.fromEntries(
          ['content-type', 'content-disposition', 'content-length', 'x-content-type-options', 'cache-control'].map((name) => [
            name,
            response.headers.get(name),
          ]),
        ),
      ).toEqual({
        'content-type': 'text/vtt; charset=utf-8',
        'content-disposition': `attachment; filename="Interviews _t_ 100%.vtt"; filename*=UTF-8''Interviews%20%C3%89t%C3%A9%20100%25.vtt`,
        'content-length': String(bytes[ids.interviews].length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      const pdf = await fetch(`${app.baseUrl}/api/documents/${ids.report}/file`, {
        headers: { authorization: `Bearer ${ada.client.accessToken}` },
      });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer())).toEqual(bytes[ids.report]);
    });

    it('sends a document’s file whatever became of its ingestion', async () => {
      for (const id of [ids.pending, ids.broken]) {
        const response = await ada.client.get(`/api/documents/${id}/file`);
        expect(response.status).toBe(200);
      }
    });
  });

  it('lists the organisation’s quick uploads newest first', async () => {
    const quick = await grace.client.get('/api/documents/quick-uploaded');
    expect(quick.status).toBe(200);
    expect(names(quick.body.documents)).toEqual(['pending.txt', 'Interviews Été 100%.vtt']);
    expect(quick.body.documents[1]).toEqual((await ada.client.get('/api/documents/api?kind=transcript')).body.documents[0]);
    expect(names((await bob.client.get('/api/documents/quick-uploaded')).body.documents)).toEqual(['Bob call.vtt']);
  });

  it('shows every member all the organisation’s transcripts', async () => {
    const expected = {
      transcripts: [
        {
          document_id: ids.interviews,
          file_name: 'Interviews Été 100%.vtt',
          status: 'ready',
          speakers: ['Ada', 'Grace'],
          duration: 1830,
          date: '2025-02-01',
          uploaded_on: '2025-03-02T09:00:00.000Z',
          uploaded_by: { user_id: grace.userId, name: 'Grace Hopper' },
          snippets: 45,
        },
      ],
      has_next: false,
    };
    for (const reader of [ada, grace]) expect(await reader.client.get('/api/transcripts')).toMatchObject({ status: 200, body: expected });
    const bobs = (await bob.client.get('/api/transcripts?page_size=1')).body;
    expect(bobs).toMatchObject({
      transcripts: [{ file_name: 'Bob call.vtt', speakers: ['Bob'], date: null, duration: null }],
      has_next: false,
    });
    expect((await ada.client.get('/api/transcripts?page=2')).body).toEqual({ transcripts: [], has_next: false });
  });

  it('counts a project’s ready sources by kind', async () => {
    // The route that adds documents to projects comes with projects (the next issue); its document side is this event.
    const addTo = (documentId: string, productId: string) =>
      append(
        documentId,
        { type: 'DocumentAddedToProduct', data: { documentId, productId, addedBy: ada.userId, addedAt: '2025-03-11T09:00:00.000Z' } },
        ada.organisationId!,
        ada.userId,
      );
    expect(await ada.client.get('/api/documents/source-counts?productId=p-count')).toMatchObject({
      status: 200,
      body: { document: 0, transcript: 0, survey: 0, sales: 0 },
    });
    // Ready ones count; the pending and the failed one do not, nor a project of the same id elsewhere.
    for (const id of [ids.report, ids.interviews, ids.survey, ids.pending, ids.broken]) await addTo(id, 'p-count');
    expect(await ada.client.get('/api/documents/source-counts?productId=p-count')).toMatchObject({
      status: 200,
      body: { document: 1, transcript: 1, survey: 1, sales: 0 },
    });
    expect((await ada.client.get(`/api/documents/${ids.report}`)).body.product_ids).toEqual(['p-count']);
    expect((await bob.client.get('/api/documents/source-counts?productId=p-count')).body).toEqual({
      document: 0,
      transcript: 0,
      survey: 0,
      sales: 0,
    });
    for (const query of ['', 'productId=', `productId=${'p'.repeat(65)}`]) {
      expect((await ada.client.get(`/api/documents/source-counts?${query}`)).status).toBe(400);
    }
  });

  it('answers 404 for a deleted document, another organisation’s and a malformed id, on every route', async () => {
    const paths = (id: string) => [`/api/documents/${id}`, `/api/documents/${id}/snippets`, `/api/documents/${id}/file`];
    const cases: Array<[Member, string]> = [
      [ada, ids.gone],
      [ada, ids.bobCall],
      [bob, ids.report],
      [bob, ids.interviews],
      [ada, randomUUID()],
      [ada, 'not-a-uuid'],
      [ada, `${ids.report}x`],
    ];
    for (const [reader, id] of cases) {
      for (const path of paths(id)) {
        const response = await reader.client.get(path);
        expect({ path, status: response.status, code: response.body?.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
      }
    }
  });

  it('answers 404 on every route to someone without an organisation, and 401 to no one signed in', async () => {
    const paths = [
      '/api/documents/api',
      '/api/documents/quick-uploaded',
      '/api/documents/source-counts?productId=p-1',
      '/api/transcripts',
      `/api/documents/${ids.report}`,
      `/api/documents/${ids.report}/snippets`,
      `/api/documents/${ids.report}/file`,
    ];
    for (const path of paths) {
      const response = await loner.client.get(path);
      expect({ path, status: response.status, code: response.body?.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
      expect({ path, status: (await fetch(`${app.baseUrl}${path}`)).status }).toEqual({ path, status: 401 });
    }
  });
});
