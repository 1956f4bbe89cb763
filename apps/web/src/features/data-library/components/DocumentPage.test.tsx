import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { seriousAxeViolations } from '../../../../test/axe';
import { PROCESSING_RECHECK_MS } from '../hooks/use-followed-document';
import type { SalesRecord } from '../api/types';
import { aDocument, aDocumentDetail, aSnippet, aSurveyColumn } from '../test-support';

function openDocument(documentId: string, routes: Record<string, Route>, search = '') {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    ...routes,
  });
  const app = renderApp(`/settings/data-library/documents/${documentId}${search}`, { auth: signedIn });
  return { server, app };
}

const turn = (start: number, speaker: string, text: string, id = `s-${start}`) =>
  aSnippet({ snippet_id: id, text, location: { start, end: start + 5, speaker } });

describe('a document of the Data Library', () => {
  it('shows a transcript as speaker turns with their start times, and loads more on request', async () => {
    const { server, app } = openDocument('t-1', {
      'GET /api/documents/t-1': {
        body: aDocumentDetail({
          document_id: 't-1',
          file_name: 'customer-call.vtt',
          kind: 'transcript',
          format: 'vtt',
          pages: null,
          speakers: 2,
          duration: 3787,
          structure: { speakers: ['Ada', 'Grace'] },
          notes: ['Two cues without a speaker were attributed to the previous speaker.'],
        }),
      },
      'GET /api/documents/t-1/snippets': (call) =>
        call.query.get('page') === '1'
          ? { body: { snippets: [turn(7, 'Ada', 'How did onboarding go?'), turn(187, 'Grace', 'It took too long.')], has_next: true } }
          : { body: { snippets: [turn(3787, 'Ada', 'Thanks for your time.')], has_next: false } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'customer-call.vtt' })).toBeInTheDocument();
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('Transcript · VTT')).toBeInTheDocument();
    expect(screen.getByText('1:03:07')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notes from reading the file' })).toHaveTextContent('Two cues without a speaker');

    const transcript = within(screen.getByRole('region', { name: 'Transcript' }));
    const turns = await transcript.findAllByRole('listitem');
    expect(turns.map((item) => item.textContent)).toEqual(['Ada00:07How did onboarding go?', 'Grace03:07It took too long.']);
    expect(server.callsTo('GET', '/api/documents/t-1/snippets')[0].query.get('page_size')).toBe('50');

    await app.user.click(transcript.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(transcript.getAllByRole('listitem')).toHaveLength(3));
    expect(transcript.getAllByRole('listitem')[2]).toHaveTextContent('Ada1:03:07Thanks for your time.');
    expect(transcript.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a document as its text, marking pages and headings, after its outline', async () => {
    openDocument('d-1', {
      'GET /api/documents/d-1': {
        body: aDocumentDetail({
          structure: {
            pages: 2,
            headings: [
              { level: 1, text: 'Findings' },
              { level: 2, text: 'Onboarding' },
            ],
          },
        }),
      },
      'GET /api/documents/d-1/snippets': {
        body: {
          snippets: [
            aSnippet({ snippet_id: 'a', text: 'Intro text.', location: { page: 1, paragraph: 1 } }),
            aSnippet({
              snippet_id: 'b',
              text: 'People wait.',
              location: { page: 1, paragraph: 2, headingPath: ['Findings', 'Onboarding'] },
            }),
            aSnippet({
              snippet_id: 'c',
              text: 'More waiting.',
              location: { page: 2, paragraph: 1, headingPath: ['Findings', 'Onboarding'] },
            }),
          ],
          has_next: false,
        },
      },
    });
    const outline = within(await screen.findByRole('region', { name: 'Contents' }));
    expect(outline.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Findings', 'Onboarding']);
    const text = within(screen.getByRole('region', { name: 'Text' }));
    await text.findByText('Intro text.');
    expect(text.getByText('Page 1')).toBeInTheDocument();
    expect(text.getByRole('heading', { level: 3, name: 'Onboarding' })).toBeInTheDocument();
    expect(text.getByText('Page 2')).toBeInTheDocument();
    expect(text.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('shows "Extracting…" while the file is read and its contents once it is ready, by itself', async () => {
    const { server, app } = openDocument('d-1', {
      'GET /api/documents/d-1': { body: aDocumentDetail({ status: 'processing', snippets: 0 }) },
      'GET /api/documents/d-1/snippets': { body: { snippets: [aSnippet({ text: 'Now readable.' })], has_next: false } },
    });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    expect(await screen.findByText('Extracting…')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/documents/d-1/snippets')).toHaveLength(0);

    server.route({ 'GET /api/documents/d-1': { body: aDocumentDetail({ status: 'ready' }) } });
    act(() => sockets[0].emit('updates', [{ type: 'DocumentIngested', position: 9, streamId: 'document-d-1', organisationId: 'c-1' }]));
    expect(await screen.findByText('Now readable.')).toBeInTheDocument();
    expect(screen.queryByText('Extracting…')).not.toBeInTheDocument();
    stop();
  });

  it('checks a file being read again now and then, in case its live update came before the page listened', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { server } = openDocument('d-1', {
        'GET /api/documents/d-1': { body: aDocumentDetail({ status: 'processing', snippets: 0 }) },
        'GET /api/documents/d-1/snippets': { body: { snippets: [aSnippet({ text: 'Now readable.' })], has_next: false } },
      });
      expect(await screen.findByText('Extracting…')).toBeInTheDocument();
      server.route({ 'GET /api/documents/d-1': { body: aDocumentDetail({ status: 'ready' }) } });
      expect(await screen.findByText('Now readable.', {}, { timeout: PROCESSING_RECHECK_MS + 1000 })).toBeInTheDocument();
      const reads = server.callsTo('GET', '/api/documents/d-1').length;
      await act(() => jest.advanceTimersByTimeAsync(3 * PROCESSING_RECHECK_MS));
      // Once read, it is checked no more.
      expect(server.callsTo('GET', '/api/documents/d-1')).toHaveLength(reads);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says why a file could not be read', async () => {
    openDocument('d-1', {
      'GET /api/documents/d-1': {
        body: aDocumentDetail({ status: 'failed', error_code: 'CORRUPTED', error_message: 'The PDF is damaged.' }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file is damaged and cannot be read.');
    // A damaged file's particulars help nobody: the server's message stays out.
    expect(alert).not.toHaveTextContent('The PDF is damaged.');
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('says it in the interface language, with the server’s particulars as details', async () => {
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('ja');
    openDocument('d-1', {
      'GET /api/documents/d-1': {
        body: aDocumentDetail({
          status: 'failed',
          error_code: 'TOO_MANY_PAGES',
          error_message: 'This PDF has 3000 pages; at most 2000 can be read.',
        }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'このPDFはページ数が多すぎるため読み取れません。小さなファイルに分割してから、もう一度アップロードしてください。',
      ),
    ).toBeInTheDocument();
    const details = within(alert).getByText('This PDF has 3000 pages; at most 2000 can be read.');
    // The server speaks English: screen readers are told.
    expect(details).toHaveAttribute('lang', 'en');
    expect(details.parentElement).toHaveTextContent(/^詳細： This PDF has 3000 pages/);
    expect(screen.getByText('失敗')).toBeInTheDocument();
  });

  it('says a failure of the worker in words too', async () => {
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('ja');
    openDocument('d-1', {
      'GET /api/documents/d-1': {
        body: aDocumentDetail({
          status: 'failed',
          error_code: 'INGESTION_TIMEOUT',
          error_message: 'Reading the file took longer than 300 seconds.',
        }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ファイルの読み取りに時間がかかりすぎたため、中止しました。より小さなファイルでお試しください。');
    expect(alert).not.toHaveTextContent('Reading the file took longer');
  });

  it('shows the server’s message for a code it does not know', async () => {
    openDocument('d-1', {
      'GET /api/documents/d-1': {
        body: aDocumentDetail({ status: 'failed', error_code: 'SOMETHING_NEW', error_message: 'A new kind of refusal.' }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^A new kind of refusal\.$/);
  });

  it('shows a not-found state with the way back for a file that is not there', async () => {
    openDocument('gone', { 'GET /api/documents/gone': { status: 404, body: errorBody(404, 'Not found', 'NOT_FOUND') } });
    expect(await screen.findByRole('heading', { name: 'File not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Data Library' })).toHaveAttribute('href', '/settings/data-library');
  });

  it('deletes the file after confirmation and goes back to the library, which says so', async () => {
    const { server, app } = openDocument('d-1', {
      'GET /api/documents/d-1': { body: aDocumentDetail({ quick_upload: false }) },
      'GET /api/documents/d-1/snippets': { body: { snippets: [], has_next: false } },
      'DELETE /api/documents/d-1': { body: { document_id: 'd-1' } },
      'GET /api/documents/api': { body: { documents: [aDocument({ document_id: 'd-2', file_name: 'other.pdf' })], has_next: false } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Library' })).toBeInTheDocument();
    expect(screen.getByText('“interview-notes.pdf” was deleted.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/documents/d-1')).toHaveLength(1);
  });

  it('downloads the original with the bearer token, under the name the server gives', async () => {
    const server = openDocument('d-1', {
      'GET /api/documents/d-1': { body: aDocumentDetail() },
      'GET /api/documents/d-1/snippets': { body: { snippets: [], has_next: false } },
    });
    const api = globalThis.fetch;
    const requests: Array<{ url: string; authorization: string | null }> = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.endsWith('/file')) return api(input as Request, init);
      requests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-disposition': `attachment; filename="notes.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf` }),
        blob: async () => new Blob(['%PDF-1.7']),
      } as unknown as Response;
    }) as typeof fetch;
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:original', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });

    await server.app.user.click(await screen.findByRole('button', { name: 'Download original' }));
    await waitFor(() => expect(saved).toEqual(['résumé.pdf blob:original']));
    expect(requests).toEqual([{ url: '/api/documents/d-1/file', authorization: 'Bearer access-token-1' }]);
    click.mockRestore();
  });

  // A quote's "Open in" link on an insight's page opens its file at it: ?snippet=.
  describe('opened at a cited quote', () => {
    const transcript = aDocumentDetail({
      document_id: 't-1',
      file_name: 'customer-call.vtt',
      kind: 'transcript',
      format: 'vtt',
      pages: null,
    });
    /** Snippets in pages of one: the page the server is asked for, and whether another follows. */
    const pagesOf =
      (...pages: Array<ReturnType<typeof aSnippet>>) =>
      (call: { query: URLSearchParams }) => {
        const page = Number(call.query.get('page'));
        return { body: { snippets: [pages[page - 1]], has_next: page < pages.length } };
      };

    async function expectCited(region: string, text: string) {
      const section = within(await screen.findByRole('region', { name: region }));
      const marked = (await section.findByText('The quoted passage')).closest('[aria-current="true"]') as HTMLElement;
      expect(marked).toHaveTextContent(text);
      expect(marked).toHaveAttribute('tabindex', '-1');
      await waitFor(() => expect(marked).toHaveFocus());
      expect(section.getAllByText('The quoted passage')).toHaveLength(1);
      return marked;
    }

    it('loads the pages of a transcript up to the cited turn by itself, then marks and focuses it', async () => {
      const { server } = openDocument(
        't-1',
        {
          'GET /api/documents/t-1': { body: transcript },
          'GET /api/documents/t-1/snippets': pagesOf(
            turn(7, 'Ada', 'How did onboarding go?', 't-1:0'),
            turn(187, 'Grace', 'It took too long.', 't-1:1'),
            turn(300, 'Ada', 'Thanks for your time.', 't-1:2'),
          ),
        },
        '?snippet=t-1%3A1',
      );
      const marked = await expectCited('Transcript', 'Grace03:07It took too long.');
      expect(marked.tagName).toBe('LI');
      // Only as far as the cited turn: the rest is the person's to load.
      expect(server.callsTo('GET', '/api/documents/t-1/snippets').map((call) => call.query.get('page'))).toEqual(['1', '2']);
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      expect(screen.queryByText("This quote is no longer in the file's text.")).not.toBeInTheDocument();
      expect(await seriousAxeViolations()).toEqual([]);
    });

    it('marks and focuses a survey’s cited answer in its row', async () => {
      openDocument(
        's-1',
        {
          'GET /api/documents/s-1': {
            body: aDocumentDetail({
              document_id: 's-1',
              file_name: 'nps.csv',
              kind: 'survey',
              format: 'csv',
              pages: null,
              survey_columns: [aSurveyColumn({ name: 'Why', type: 'text' })],
            }),
          },
          'GET /api/documents/s-1/snippets': {
            body: {
              snippets: [
                aSnippet({ snippet_id: 's-1:0', text: 'Fine.', location: { row: 2, column: 'Why' } }),
                aSnippet({ snippet_id: 's-1:1', text: 'Exports time out.', location: { row: 3, column: 'Why' } }),
              ],
              has_next: false,
            },
          },
        },
        '?snippet=s-1%3A1',
      );
      const marked = await expectCited('Answers', 'Exports time out.');
      expect(marked).toBe(within(screen.getByRole('table', { name: 'Answers' })).getAllByRole('row')[2]);
      expect(marked).toHaveTextContent(/^3WhyThe quoted passageExports time out\.$/);
    });

    it('marks and focuses a document’s cited paragraph', async () => {
      openDocument(
        'd-1',
        {
          'GET /api/documents/d-1': { body: aDocumentDetail() },
          'GET /api/documents/d-1/snippets': {
            body: {
              snippets: [
                aSnippet({ snippet_id: 'd-1:0', text: 'Intro text.', location: { page: 1 } }),
                aSnippet({ snippet_id: 'd-1:1', text: 'Twelve customers waited for an import.', location: { page: 1 } }),
              ],
              has_next: false,
            },
          },
        },
        '?snippet=d-1%3A1',
      );
      const marked = await expectCited('Text', 'Twelve customers waited for an import.');
      expect(marked.tagName).toBe('P');
      expect(screen.getByText('Intro text.')).not.toHaveAttribute('aria-current');
    });

    it('says so when the quote is in none of the pages, once every page is loaded', async () => {
      const { server } = openDocument(
        't-1',
        {
          'GET /api/documents/t-1': { body: transcript },
          'GET /api/documents/t-1/snippets': pagesOf(turn(7, 'Ada', 'Hello.', 't-1:0'), turn(9, 'Grace', 'Hi.', 't-1:1')),
        },
        '?snippet=t-1%3A99',
      );
      const section = within(await screen.findByRole('region', { name: 'Transcript' }));
      const note = await section.findByText("This quote is no longer in the file's text.");
      expect(note.closest('[role="status"]')).not.toBeNull();
      expect(section.getAllByRole('listitem')).toHaveLength(2);
      expect(section.queryByText('The quoted passage')).not.toBeInTheDocument();
      expect(document.querySelector('[aria-current="true"]')).toBeNull();
      expect(server.callsTo('GET', '/api/documents/t-1/snippets')).toHaveLength(2);
    });

    it('stops at a page that fails, and goes on once the person loads it again', async () => {
      const { server, app } = openDocument(
        't-1',
        {
          'GET /api/documents/t-1': { body: transcript },
          'GET /api/documents/t-1/snippets': (call) =>
            call.query.get('page') === '1'
              ? { body: { snippets: [turn(7, 'Ada', 'Hello.', 't-1:0')], has_next: true } }
              : { status: 500, body: errorBody(500, 'Internal error') },
        },
        '?snippet=t-1%3A2',
      );
      const section = within(await screen.findByRole('region', { name: 'Transcript' }));
      expect(await section.findByRole('alert')).toHaveTextContent('We could not load the contents of this file.');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(server.callsTo('GET', '/api/documents/t-1/snippets')).toHaveLength(2);
      expect(section.queryByText("This quote is no longer in the file's text.")).not.toBeInTheDocument();

      server.route({
        'GET /api/documents/t-1/snippets': pagesOf(
          turn(7, 'Ada', 'Hello.', 't-1:0'),
          turn(9, 'Grace', 'Hi.', 't-1:1'),
          turn(11, 'Ada', 'Bye.', 't-1:2'),
        ),
      });
      await app.user.click(section.getByRole('button', { name: 'Load more' }));
      await expectCited('Transcript', 'Ada00:11Bye.');
      expect(server.callsTo('GET', '/api/documents/t-1/snippets').map((call) => call.query.get('page'))).toEqual(['1', '2', '2', '3']);
    });
  });

  describe('sales data', () => {
    const salesDocument = aDocumentDetail({
      document_id: 'x-1',
      file_name: 'pipeline.csv',
      kind: 'sales',
      format: 'csv',
      snippets: 0,
      pages: null,
      sales: {
        accounts: 3,
        total_arr: 1234567,
        columns: { account: 'Account Name', arr: 'ARR (USD)', stage: 'Stage', close_date: 'Close Date' },
      },
    });
    const record = (row: number, overrides: Partial<SalesRecord> = {}): SalesRecord => ({ row, account: `Account ${row}`, ...overrides });
    const records = (rows: SalesRecord[], hasNext = false) => ({ body: { records: rows, has_next: hasNext } });

    it('sums up a CRM export: its accounts, their total ARR and the column each field was read from', async () => {
      openDocument('x-1', { 'GET /api/documents/x-1': { body: salesDocument }, 'GET /api/documents/x-1/sales-records': records([]) });
      expect(await screen.findByRole('heading', { level: 1, name: 'pipeline.csv' })).toBeInTheDocument();
      expect(screen.getByText('Sales data · CSV')).toBeInTheDocument();
      // A CRM export has records, not snippets.
      expect(screen.queryByText('Snippets')).not.toBeInTheDocument();

      const summary = screen.getByRole('region', { name: 'Sales data' });
      const figures = within(summary)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      expect(figures).toEqual(['Accounts: 3', 'Total ARR: 1.2M 1,234,567']);
      expect(summary).toHaveTextContent("Each account counts once, with its largest ARR. Amounts are in the export's own currency.");
      const columns = within(summary).getByRole('table', { name: 'Where each field was read from' });
      expect(
        within(columns)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'FieldColumn in the file',
        'AccountAccount Name',
        'ARRARR (USD)',
        'StageStage',
        'Close dateClose Date',
        'CreatedNot found',
        'DomainNot found',
      ]);
      expect(within(columns).getByRole('rowheader', { name: 'Account' })).toBeInTheDocument();
    });

    it('shows the rows read, a page at a time, with Previous and Next', async () => {
      const { server, app } = openDocument('x-1', {
        'GET /api/documents/x-1': { body: salesDocument },
        'GET /api/documents/x-1/sales-records': (call) =>
          call.query.get('page') === '1'
            ? records(
                [
                  record(2, {
                    account: 'Acme Inc',
                    arr: 1200000,
                    stage: 'Closed Won',
                    close_date: '2025-03-01',
                    created_date: '2024-11-15',
                    domain: 'acme.com',
                  }),
                  record(3, { account: 'Globex' }),
                ],
                true,
              )
            : records([record(22, { account: 'Initech', arr: 34567 })]),
      });
      const section = await screen.findByRole('region', { name: 'Rows read' });
      const table = await within(section).findByRole('table', { name: 'Rows of the CRM export, page 1' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Row', 'Account', 'ARR', 'Stage', 'Close date', 'Created', 'Domain']);
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['2Acme Inc1,200,000Closed WonMar 1, 2025Nov 15, 2024acme.com', '3Globex—————']);
      expect(within(table).getByRole('rowheader', { name: 'Acme Inc' })).toBeInTheDocument();
      expect(within(table).getByText('Mar 1, 2025')).toHaveAttribute('dateTime', '2025-03-01');
      const first = server.callsTo('GET', '/api/documents/x-1/sales-records')[0];
      expect([first.query.get('page'), first.query.get('page_size')]).toEqual(['1', '20']);
      expect(within(section).getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(await seriousAxeViolations()).toEqual([]);

      await app.user.click(within(section).getByRole('button', { name: 'Next' }));
      const second = await within(section).findByRole('table', { name: 'Rows of the CRM export, page 2' });
      await waitFor(() => expect(within(second).getAllByRole('row')[1]).toHaveTextContent('22Initech34,567————'));
      expect(within(section).getByText('Page 2')).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Next' })).toBeDisabled();
      await app.user.click(within(section).getByRole('button', { name: 'Previous' }));
      expect(await within(section).findByRole('rowheader', { name: 'Acme Inc' })).toBeInTheDocument();
      expect(server.callsTo('GET', '/api/documents/x-1/sales-records').map((call) => call.query.get('page'))).toEqual(['1', '2']);
    });

    it('says when no row was read', async () => {
      openDocument('x-1', { 'GET /api/documents/x-1': { body: salesDocument }, 'GET /api/documents/x-1/sales-records': records([]) });
      const section = await screen.findByRole('region', { name: 'Rows read' });
      expect(await within(section).findByText('No rows were read from this file.')).toBeInTheDocument();
      expect(within(section).queryByRole('table')).not.toBeInTheDocument();
      expect(within(section).queryByRole('navigation')).not.toBeInTheDocument();
    });

    it('says when the rows could not be loaded, and tries again', async () => {
      const { server, app } = openDocument('x-1', {
        'GET /api/documents/x-1': { body: salesDocument },
        'GET /api/documents/x-1/sales-records': { status: 500, body: errorBody(500, 'Internal error') },
      });
      const section = await screen.findByRole('region', { name: 'Rows read' });
      expect(await within(section).findByRole('alert')).toHaveTextContent('We could not load the rows of this file. Please try again.');
      // The rest of the page stands.
      expect(screen.getByRole('region', { name: 'Sales data' })).toBeInTheDocument();
      server.route({ 'GET /api/documents/x-1/sales-records': records([record(2, { account: 'Acme Inc' })]) });
      await app.user.click(within(section).getByRole('button', { name: 'Try again' }));
      expect(await within(section).findByRole('rowheader', { name: 'Acme Inc' })).toBeInTheDocument();
      expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says why a CRM export could not be read', async () => {
      const { server } = openDocument('x-1', {
        'GET /api/documents/x-1': {
          body: {
            ...salesDocument,
            status: 'failed',
            sales: null,
            error_code: 'SALES_NO_ACCOUNT_COLUMN',
            error_message: 'No account column was found. Name one column Account, Account Name, Company or Customer.',
          },
        },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^No account column was found\. Name one column Account, Account Name, Company or Customer\.$/,
      );
      expect(screen.queryByRole('region', { name: 'Rows read' })).not.toBeInTheDocument();
      expect(server.callsTo('GET', '/api/documents/x-1/sales-records')).toHaveLength(0);
    });
  });
});
