import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn, label } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Reply, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { aDocument } from '../test-support';

const LIBRARY = 'GET /api/documents/api';

function openLibrary(library: Route, extra: Record<string, Route> = {}, path = '/settings/data-library') {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    [LIBRARY]: library,
    ...extra,
  });
  const app = renderApp(path, { auth: signedIn });
  const libraryCalls = () => server.callsTo('GET', '/api/documents/api');
  return { server, app, libraryCalls };
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('the Data Library', () => {
  it('shows the loading state until the files arrive', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    openLibrary(() => new Promise<Reply>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('heading', { name: 'Data Library', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => answer({ body: { documents: [aDocument()], has_next: false } }));
    expect(await screen.findByRole('link', { name: 'interview-notes.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('explains itself and offers an upload when the organisation has no files yet', async () => {
    const { app } = openLibrary({ body: { documents: [], has_next: false } });
    expect(await screen.findByRole('heading', { name: 'No files yet' })).toBeInTheDocument();
    expect(screen.getByText(/the assistant finds insights in them/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const uploads = screen.getAllByRole('button', { name: 'Upload files' });
    await app.user.click(uploads[uploads.length - 1]);
    expect(screen.getByRole('dialog', { name: 'Upload files' })).toBeInTheDocument();
  });

  it('says when the files could not be loaded, and tries again', async () => {
    const { server, app, libraryCalls } = openLibrary({ status: 500, body: errorBody(500, 'Internal error') });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the Data Library. Please try again.');
    server.route({ [LIBRARY]: { body: { documents: [aDocument()], has_next: false } } });
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'interview-notes.pdf' })).toBeInTheDocument();
    expect(libraryCalls()).toHaveLength(2);
  });

  it('lists each file with its kind, date, uploader, status in words and snippet count; the name opens it', async () => {
    const { libraryCalls } = openLibrary({
      body: {
        documents: [
          aDocument({ document_id: 'd-1', file_name: 'call.vtt', kind: 'transcript', format: 'vtt', status: 'processing', snippets: 0 }),
          aDocument({ document_id: 'd-2', file_name: 'survey.csv', kind: 'survey', format: 'csv', snippets: 1250 }),
          aDocument({
            document_id: 'd-3',
            file_name: 'scan.pdf',
            status: 'failed',
            error_code: 'NO_TEXT_LAYER',
            error_message: 'This PDF has no text layer.',
            uploaded_by: { user_id: 'u-2', name: 'Grace Hopper' },
          }),
        ],
        has_next: false,
      },
    });
    await screen.findByRole('link', { name: 'call.vtt' });
    expect(libraryCalls()[0].query.get('page')).toBe('1');
    expect(libraryCalls()[0].query.get('page_size')).toBe('20');
    expect(libraryCalls()[0].headers.get('authorization')).toBe('Bearer access-token-1');

    const [transcript, survey, failed] = rows();
    expect(within(transcript).getByRole('link', { name: 'call.vtt' })).toHaveAttribute('href', '/settings/data-library/documents/d-1');
    expect(transcript).toHaveTextContent('Transcript');
    expect(transcript).toHaveTextContent('Jun 2, 2025');
    expect(transcript).toHaveTextContent('Ada Lovelace');
    expect(transcript).toHaveTextContent('Processing');
    expect(survey).toHaveTextContent('Survey');
    expect(survey).toHaveTextContent('Ready');
    expect(survey).toHaveTextContent('1,250');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Grace Hopper');
    expect(within(failed).getByText(/This PDF has no text layer: it looks like scanned images/)).toBeInTheDocument();
    // Its server message adds nothing to the sentence: it is not shown.
    expect(failed).not.toHaveTextContent('Details');
    expect(screen.getByRole('link', { name: 'Transcript hub' })).toHaveAttribute('href', '/settings/data-library/transcripts');
  });

  it('searches by name once typing pauses, and filters by kind, from the first page', async () => {
    const { app, libraryCalls } = openLibrary({ body: { documents: [aDocument()], has_next: true } });
    await screen.findByRole('link', { name: 'interview-notes.pdf' });
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(libraryCalls().at(-1)!.query.get('page')).toBe('2'));

    await app.user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'notes');
    await waitFor(() => expect(libraryCalls().at(-1)!.query.get('q')).toBe('notes'));
    // One request for the whole word, not one per letter.
    expect(libraryCalls().filter((call) => call.query.has('q'))).toHaveLength(1);
    expect(libraryCalls().at(-1)!.query.get('page')).toBe('1');

    await app.user.selectOptions(screen.getByLabelText(label('Kind')), 'survey');
    await waitFor(() => expect(libraryCalls().at(-1)!.query.get('kind')).toBe('survey'));
    expect(libraryCalls().at(-1)!.query.get('q')).toBe('notes');
  });

  it('lists sales data as its own kind, and filters by it', async () => {
    const { app, libraryCalls } = openLibrary((call) => ({
      body: {
        documents: [
          aDocument({ document_id: 'x-1', file_name: 'pipeline.csv', kind: 'sales', format: 'csv', snippets: 0 }),
          ...(call.query.get('kind') === 'sales'
            ? []
            : [aDocument({ document_id: 'd-2', file_name: 'answers.csv', kind: 'survey', format: 'csv' })]),
        ],
        has_next: false,
      },
    }));
    await screen.findByRole('link', { name: 'pipeline.csv' });
    const [sales, survey] = rows();
    expect(within(sales).getByRole('cell', { name: 'Sales data · CSV' })).toBeInTheDocument();
    expect(sales).toHaveTextContent('Ready');
    // Sales data is read into records, not snippets: no count of snippets is shown for it.
    expect(sales.querySelector('.data-table__number')?.textContent).toBe('—');
    expect(within(survey).getByRole('cell', { name: 'Survey · CSV' })).toBeInTheDocument();

    const kind = screen.getByLabelText(label('Kind'));
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All kinds', 'Document', 'Transcript', 'Survey', 'Sales data']);
    await app.user.selectOptions(kind, 'Sales data');
    await waitFor(() => expect(libraryCalls().at(-1)!.query.get('kind')).toBe('sales'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(app.location().search).toBe('?kind=sales');
  });

  it('says when nothing matches the search', async () => {
    const { server, app } = openLibrary({ body: { documents: [aDocument()], has_next: false } });
    await screen.findByRole('link', { name: 'interview-notes.pdf' });
    server.route({ [LIBRARY]: { body: { documents: [], has_next: false } } });
    await app.user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'zzz');
    expect(await screen.findByText('No files match your search.')).toBeInTheDocument();
  });

  it('moves between pages with Previous and Next as far as the server says there are more', async () => {
    const { server, app, libraryCalls } = openLibrary((call) => ({
      body: {
        documents: [aDocument({ document_id: `d-${call.query.get('page')}`, file_name: `page-${call.query.get('page')}.pdf` })],
        has_next: call.query.get('page') === '1',
      },
    }));
    await screen.findByRole('link', { name: 'page-1.pdf' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'page-2.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'page-1.pdf' })).toBeInTheDocument();
    expect(server.calls.length).toBeGreaterThan(0);
    expect(libraryCalls().map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('deletes a file only after confirmation, by the route of its kind of upload', async () => {
    const { server, app } = openLibrary(
      {
        body: {
          documents: [
            aDocument({ document_id: 'd-1', file_name: 'quick.pdf', quick_upload: true }),
            aDocument({ document_id: 'd-2', file_name: 'project.pdf', quick_upload: false }),
          ],
          has_next: false,
        },
      },
      {
        'DELETE /api/documents/quick-uploaded/d-1': { body: { document_id: 'd-1' }, headers: { 'X-Consistency-Position': '12' } },
        'DELETE /api/documents/d-2': { body: { document_id: 'd-2' } },
      },
    );
    await screen.findByRole('link', { name: 'quick.pdf' });

    await app.user.click(screen.getByRole('button', { name: 'Delete quick.pdf' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    expect(dialog).toHaveAccessibleDescription(/“quick.pdf” and everything read from it will be removed/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Delete quick.pdf' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    server.route({
      [LIBRARY]: {
        body: { documents: [aDocument({ document_id: 'd-2', file_name: 'project.pdf', quick_upload: false })], has_next: false },
      },
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('“quick.pdf” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'quick.pdf' })).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/documents/quick-uploaded/d-1')).toHaveLength(1);
    // The list read after the deletion waits for it (read-your-writes).
    expect(server.callsTo('GET', '/api/documents/api').at(-1)!.headers.get('x-consistency-position')).toBe('12');

    await app.user.click(screen.getByRole('button', { name: 'Delete project.pdf' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/documents/d-2')).toHaveLength(1));
  });

  it('keeps the confirmation open and says so when the deletion fails', async () => {
    const { app } = openLibrary(
      { body: { documents: [aDocument()], has_next: false } },
      { 'DELETE /api/documents/quick-uploaded/d-1': { status: 500, body: errorBody(500, 'Internal error') } },
    );
    await app.user.click(await screen.findByRole('button', { name: 'Delete interview-notes.pdf' }));
    const dialog = screen.getByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file could not be deleted. Please try again.');
  });

  it('refreshes by itself when a document of the organisation changes (processing, then ready)', async () => {
    const { server, app, libraryCalls } = openLibrary({ body: { documents: [aDocument({ status: 'processing' })], has_next: false } });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await screen.findByRole('link', { name: 'interview-notes.pdf' });
    expect(rows()[0]).toHaveTextContent('Processing');

    server.route({ [LIBRARY]: { body: { documents: [aDocument({ status: 'ready' })], has_next: false } } });
    act(() => sockets[0].emit('updates', [{ type: 'UserProfileUpdated', position: 5, streamId: 'user-u-1', organisationId: 'c-1' }]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(libraryCalls()).toHaveLength(1);

    act(() => sockets[0].emit('updates', [{ type: 'DocumentIngested', position: 6, streamId: 'document-d-1', organisationId: 'c-1' }]));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Ready'));
    expect(libraryCalls()).toHaveLength(2);
    stop();
  });

  it('is in the top navigation and titles the page', async () => {
    openLibrary({ body: { documents: [], has_next: false } }, {}, '/customer/acme');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(navigation).getByRole('link', { name: 'Data Library' });
    expect(link).toHaveAttribute('href', '/settings/data-library');
  });

  it('speaks the interface language', async () => {
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('ja');
    openLibrary({ body: { documents: [aDocument({ status: 'processing' })], has_next: false } });
    expect(await screen.findByRole('heading', { name: 'データライブラリ', level: 1 })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'interview-notes.pdf' });
    expect(rows()[0]).toHaveTextContent('処理中');
    expect(rows()[0]).toHaveTextContent('2025/06/02');
    expect(document.title).toBe('データライブラリ · Insight Assistant');
  });

  it('says why a file could not be read in the interface language, with the server’s particulars beneath', async () => {
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('ja');
    openLibrary({
      body: {
        documents: [
          aDocument({
            document_id: 'd-1',
            file_name: 'answers.csv',
            kind: 'survey',
            format: 'csv',
            status: 'failed',
            error_code: 'LINE_TOO_LONG',
            error_message: 'Line 12 of the CSV file is longer than 100,000 characters, the most one row may hold.',
          }),
          aDocument({
            document_id: 'd-2',
            file_name: 'lost.pdf',
            status: 'failed',
            error_code: 'DOCUMENT_FILE_MISSING',
            error_message: 'The uploaded file is no longer stored.',
          }),
        ],
        has_next: false,
      },
    });
    await screen.findByRole('link', { name: 'answers.csv' });
    const [survey, lost] = rows();
    expect(survey.querySelector('.data-table__problem')?.textContent).toBe(
      'このファイルには長すぎて読み取れない行があります。ファイルが破損しているか、形式が正しくない可能性があります。' +
        '詳細： Line 12 of the CSV file is longer than 100,000 characters, the most one row may hold.',
    );
    expect(lost.querySelector('.data-table__problem')?.textContent).toBe(
      'アップロードされたファイルが保存されていません。もう一度アップロードしてください。',
    );
  });
});
