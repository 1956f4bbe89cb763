import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { aDocument, aDocumentDetail, FakeXhr } from '../test-support';

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => FakeXhr.install());
afterEach(() => Object.assign(globalThis, { XMLHttpRequest: realXhr }));

const file = (name: string, text = 'some words') => new File([text], name, { type: 'application/octet-stream' });

async function openDialog(extra: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/documents/api': { body: { documents: [aDocument()], has_next: false } },
    ...extra,
  });
  const app = renderApp('/settings/data-library', { auth: signedIn });
  await screen.findByRole('link', { name: 'interview-notes.pdf' });
  await app.user.click(screen.getByRole('button', { name: 'Upload files' }));
  const dialog = screen.getByRole('dialog', { name: 'Upload files' });
  const choose = (...files: File[]) => app.user.upload(within(dialog).getByLabelText('Choose files'), files);
  const drop = (...files: File[]) => fireEvent.drop(dialog.querySelector('.dropzone')!, { dataTransfer: { files, types: ['Files'] } });
  const row = (name: string) => within(dialog).getByText(name).closest('li')!;
  return { server, app, dialog, choose, drop, row };
}

describe('the quick-upload dialog', () => {
  it('sends each file with its fields in order, the token and an idempotency key, showing the real upload progress', async () => {
    const { dialog, choose, row } = await openDialog({
      'GET /api/documents/d-9': { body: aDocumentDetail({ document_id: 'd-9', file_name: 'call.vtt', status: 'processing' }) },
    });
    expect(within(dialog).getByLabelText('Choose files')).toHaveAttribute(
      'accept',
      '.txt,.md,.pdf,.docx,.html,.htm,.vtt,.srt,.json,.csv,.xlsx',
    );
    await choose(file('call.vtt'));

    expect(FakeXhr.sent).toHaveLength(1);
    const [request] = FakeXhr.sent;
    expect([request.method, request.url]).toEqual(['POST', '/api/documents/api']);
    expect(request.fields()).toEqual([
      ['quick_upload', 'true'],
      ['file_name', 'call.vtt'],
      ['file', 'call.vtt'],
    ]);
    expect(request.requestHeaders.Authorization).toBe('Bearer access-token-1');
    expect(request.requestHeaders['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const progress = within(row('call.vtt')).getByRole('progressbar', { name: 'Upload of call.vtt' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(row('call.vtt')).toHaveTextContent('Uploading');
    request.progress(45, 100);
    expect(progress).toHaveAttribute('aria-valuenow', '45');
    expect(row('call.vtt')).toHaveTextContent('45%');

    await request.respond(201, { document_id: 'd-9', status: 'processing' });
    expect(await within(row('call.vtt')).findByText('Extracting…')).toBeInTheDocument();
    expect(within(row('call.vtt')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(row('call.vtt')).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('follows the document from Extracting… to Ready by its live updates, and lists it at once', async () => {
    const { server, app, choose, row } = await openDialog({
      'GET /api/documents/d-9': { body: aDocumentDetail({ document_id: 'd-9', file_name: 'call.vtt', status: 'processing' }) },
    });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await choose(file('call.vtt'));
    const listReads = server.callsTo('GET', '/api/documents/api').length;
    await FakeXhr.sent[0].respond(201, { document_id: 'd-9', status: 'processing' }, { 'X-Consistency-Position': '40' });
    await within(row('call.vtt')).findByText('Extracting…');
    // The new file's reads wait for the upload to be projected.
    expect(server.callsTo('GET', '/api/documents/d-9')[0].headers.get('x-consistency-position')).toBe('40');
    await waitFor(() => expect(server.callsTo('GET', '/api/documents/api').length).toBe(listReads + 1));

    server.route({ 'GET /api/documents/d-9': { body: aDocumentDetail({ document_id: 'd-9', file_name: 'call.vtt', status: 'ready' }) } });
    act(() => sockets[0].emit('updates', [{ type: 'DocumentIngested', position: 41, streamId: 'document-d-9', organisationId: 'c-1' }]));
    expect(await within(row('call.vtt')).findByText('Ready')).toBeInTheDocument();
    expect(within(row('call.vtt')).getByRole('link', { name: 'Open call.vtt' })).toHaveAttribute(
      'href',
      '/settings/data-library/documents/d-9',
    );
    stop();
  });

  it('shows why the server could not read a file once it was uploaded', async () => {
    const { choose, row } = await openDialog({
      'GET /api/documents/d-9': {
        body: aDocumentDetail({
          document_id: 'd-9',
          status: 'failed',
          error_code: 'INVALID_TRANSCRIPT',
          error_message: 'This file is not a WebVTT transcript: its first line must be "WEBVTT".',
        }),
      },
    });
    await choose(file('call.vtt'));
    await FakeXhr.sent[0].respond(201, { document_id: 'd-9', status: 'processing' });
    expect(await within(row('call.vtt')).findByText('Failed')).toBeInTheDocument();
    expect(row('call.vtt')).toHaveTextContent(
      'This file could not be read as a transcript. Check that it is a valid VTT, SRT or JSON transcript, then upload it again.',
    );
    expect(row('call.vtt')).toHaveTextContent('Details: This file is not a WebVTT transcript: its first line must be "WEBVTT".');
  });

  it('refuses an unsupported extension before sending anything, with the message of the specification', async () => {
    const { drop, row } = await openDialog();
    drop(file('virus.exe'), file('notes.md'));
    expect(within(row('virus.exe')).getByText('Failed')).toBeInTheDocument();
    expect(row('virus.exe')).toHaveTextContent('This file format is currently not supported');
    expect(within(row('virus.exe')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(FakeXhr.sent.map((request) => request.fields()[1][1])).toEqual(['notes.md']);
  });

  it.each([
    [415, 'UNSUPPORTED_FORMAT', 'Unsupported.', 'This file format is currently not supported'],
    [415, 'ENCRYPTED', 'This PDF is password-protected.', 'This file is password-protected. Remove the password, then upload it again.'],
    [
      413,
      'FILE_TOO_LARGE',
      'The file is 120 MB; a PDF document can be at most 100 MB.',
      'This file is too large to upload.Details: The file is 120 MB; a PDF document can be at most 100 MB.',
    ],
    [400, 'EMPTY_FILE', 'The file is empty.', 'The file is empty.'],
    [
      400,
      'INVALID_SURVEY',
      'The survey has 2000 columns; at most 1000 are accepted.',
      'This file could not be read as a survey. Check its rows and columns, then upload it again.Details: The survey has 2000 columns; at most 1000 are accepted.',
    ],
    [400, 'VALIDATION_FAILED', 'The file needs a name.', 'The file needs a name.'],
    [500, undefined, undefined, 'Failed to upload file'],
  ])('says why the server refused the upload (%i %s)', async (status, code, message, shown) => {
    const { choose, row } = await openDialog();
    await choose(file('answers.pdf'));
    await FakeXhr.sent[0].respond(status, code ? { statusCode: status, code, error: message, message } : null);
    expect(within(row('answers.pdf')).getByText('Failed')).toBeInTheDocument();
    expect(row('answers.pdf').querySelector('.upload-row__problem')?.textContent).toBe(shown);
  });

  it('says the refusal in the interface language, the server’s particulars beneath it', async () => {
    const { i18n } = await import('../../../lib/i18n');
    const { choose, row } = await openDialog();
    await choose(file('answers.csv'));
    await act(() => i18n.changeLanguage('ko'));
    await FakeXhr.sent[0].respond(413, {
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The file is more than 50 MB; a CSV file can be at most 50 MB.',
    });
    expect(within(row('answers.csv')).getByText('실패')).toBeInTheDocument();
    expect(row('answers.csv').querySelector('.upload-row__problem')?.textContent).toBe(
      '이 파일은 너무 커서 업로드할 수 없습니다.세부 정보: The file is more than 50 MB; a CSV file can be at most 50 MB.',
    );
  });

  it('sends three files at a time and the next one when a slot frees', async () => {
    const { choose, row } = await openDialog();
    await choose(file('a.txt'), file('b.txt'), file('c.txt'), file('d.txt'));
    expect(FakeXhr.sent).toHaveLength(3);
    expect(row('d.txt')).toHaveTextContent('Waiting…');
    await FakeXhr.sent[1].respond(500, null);
    expect(FakeXhr.sent).toHaveLength(4);
    expect(FakeXhr.sent[3].fields()[1]).toEqual(['file_name', 'd.txt']);
  });

  it('cancels one file: its request is aborted, the others go on', async () => {
    const { app, choose, row } = await openDialog();
    await choose(file('a.txt'), file('b.txt'));
    await app.user.click(within(row('a.txt')).getByRole('button', { name: 'Cancel the upload of a.txt' }));
    expect(FakeXhr.sent[0].aborted).toBe(true);
    expect(FakeXhr.sent[1].aborted).toBe(false);
    expect(within(row('a.txt')).getByText('Cancelled')).toBeInTheDocument();
    expect(row('b.txt')).toHaveTextContent('Uploading');
  });

  it('asks before closing while files are still uploading, and stops them if told to', async () => {
    const { app, dialog, choose } = await openDialog();
    await choose(file('a.txt'));
    await app.user.keyboard('{Escape}');
    expect(within(dialog).getByText(/Files still uploading: 1\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep uploading' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep uploading' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(FakeXhr.sent[0].aborted).toBe(false);

    await app.user.click(within(dialog).getByRole('button', { name: 'Stop uploads' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Stop and close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(FakeXhr.sent[0].aborted).toBe(true);
  });

  it('asks the same before leaving the page while files are uploading', async () => {
    const { app, dialog, choose } = await openDialog();
    await choose(file('a.txt'));
    await act(() => app.router.navigate('/settings/account'));
    expect(within(dialog).getByText(/Files still uploading: 1\./)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/settings/data-library');
    await app.user.click(within(dialog).getByRole('button', { name: 'Stop and close' }));
    await waitFor(() => expect(app.location().pathname).toBe('/settings/account'));
    expect(FakeXhr.sent[0].aborted).toBe(true);
  });

  it('closes at once when nothing is travelling', async () => {
    const { app, dialog, choose, row } = await openDialog();
    await choose(file('a.txt'));
    await FakeXhr.sent[0].respond(415, { code: 'CONTENT_MISMATCH', message: 'x' });
    expect(row('a.txt')).toHaveTextContent("The file's contents do not match its name.");
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renews an expired session once and sends the file again', async () => {
    const { server, choose, row } = await openDialog({
      'POST /api/auth/refresh': { body: { access_token: 'access-token-2' } },
      'GET /api/documents/d-9': { body: aDocumentDetail({ document_id: 'd-9', status: 'processing' }) },
    });
    await choose(file('a.txt'));
    await FakeXhr.sent[0].respond(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(server.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(FakeXhr.sent[1].requestHeaders.Authorization).toBe('Bearer access-token-2');
    expect(FakeXhr.sent[1].requestHeaders['Idempotency-Key']).toBe(FakeXhr.sent[0].requestHeaders['Idempotency-Key']);
    await FakeXhr.sent[1].respond(201, { document_id: 'd-9', status: 'processing' });
    expect(await within(row('a.txt')).findByText('Extracting…')).toBeInTheDocument();
  });

  it('takes files dropped on it, and shows where they may be dropped', async () => {
    const { dialog, row } = await openDialog();
    const zone = dialog.querySelector('.dropzone')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveClass('is-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [file('survey.csv')], types: ['Files'] } });
    expect(zone).not.toHaveClass('is-dragging');
    expect(row('survey.csv')).toHaveTextContent('Uploading');
    expect(FakeXhr.sent).toHaveLength(1);
  });

  describe('sales data', () => {
    const salesMark = (dialog: HTMLElement) => within(dialog).getByRole('checkbox', { name: 'These are CRM exports (sales data)' });

    it('sends the files chosen while “CRM exports” is ticked with kind=sales, and only those', async () => {
      const { app, dialog, choose, row } = await openDialog();
      const mark = salesMark(dialog);
      expect(mark).not.toBeChecked();
      expect(mark).toHaveAccessibleDescription(/CSV or XLSX exports of your CRM, with an account and an ARR column/);
      // Reached and ticked from the keyboard.
      mark.focus();
      await app.user.keyboard(' ');
      expect(mark).toBeChecked();
      expect(within(dialog).getByLabelText('Choose files')).toHaveAttribute('accept', '.csv,.xlsx');
      expect(within(dialog).getByText('Sales data: CSV or XLSX exports of your CRM')).toBeInTheDocument();

      await choose(file('pipeline.csv'));
      expect(FakeXhr.sent[0].fields()).toEqual([
        ['quick_upload', 'true'],
        ['kind', 'sales'],
        ['file_name', 'pipeline.csv'],
        ['file', 'pipeline.csv'],
      ]);
      expect(row('pipeline.csv')).toHaveTextContent('Sales data');

      // Unticked, a table is a survey again: the format decides, no kind is sent.
      await app.user.click(mark);
      await choose(file('answers.csv'));
      expect(FakeXhr.sent[1].fields()).toEqual([
        ['quick_upload', 'true'],
        ['file_name', 'answers.csv'],
        ['file', 'answers.csv'],
      ]);
      expect(row('answers.csv')).not.toHaveTextContent('Sales data');
      expect(within(dialog).getByLabelText('Choose files')).toHaveAttribute(
        'accept',
        '.txt,.md,.pdf,.docx,.html,.htm,.vtt,.srt,.json,.csv,.xlsx',
      );
    });

    it('refuses a file that is not a table before sending it as sales data, with the server’s sentence', async () => {
      const { app, dialog, drop, row } = await openDialog();
      await app.user.click(salesMark(dialog));
      drop(file('deck.pdf'), file('pipeline.xlsx'));
      expect(within(row('deck.pdf')).getByText('Failed')).toBeInTheDocument();
      expect(row('deck.pdf').querySelector('.upload-row__problem')?.textContent).toBe(
        'Sales data must be a CSV or XLSX export of your CRM.',
      );
      expect(within(row('deck.pdf')).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(FakeXhr.sent).toHaveLength(1);
      expect(FakeXhr.sent[0].fields()).toEqual([
        ['quick_upload', 'true'],
        ['kind', 'sales'],
        ['file_name', 'pipeline.xlsx'],
        ['file', 'pipeline.xlsx'],
      ]);
    });

    it('says the server’s refusal of sales data, and why the export could not be read', async () => {
      const { app, dialog, choose, row } = await openDialog({
        'GET /api/documents/d-9': {
          body: aDocumentDetail({
            document_id: 'd-9',
            file_name: 'pipeline.csv',
            kind: 'sales',
            format: 'csv',
            status: 'failed',
            error_code: 'SALES_NO_ARR_COLUMN',
            error_message: 'No revenue column was found. Name one column ARR, Annual Recurring Revenue, ACV or Amount.',
          }),
        },
      });
      await app.user.click(salesMark(dialog));
      await choose(file('pipeline.csv'), file('old.csv'));
      await FakeXhr.sent[1].respond(415, {
        statusCode: 415,
        code: 'SALES_FORMAT',
        message: 'Sales data must be a CSV or XLSX export of your CRM.',
      });
      expect(row('old.csv').querySelector('.upload-row__problem')?.textContent).toBe(
        'Sales data must be a CSV or XLSX export of your CRM.',
      );

      await FakeXhr.sent[0].respond(201, { document_id: 'd-9', status: 'processing' });
      expect(await within(row('pipeline.csv')).findByText('Failed')).toBeInTheDocument();
      expect(row('pipeline.csv').querySelector('.upload-row__problem')?.textContent).toBe(
        'No revenue column was found. Name one column ARR, Annual Recurring Revenue, ACV or Amount.',
      );
    });

    it('says it in the interface language', async () => {
      const { i18n } = await import('../../../lib/i18n');
      const { app, dialog, drop, row } = await openDialog();
      await act(() => i18n.changeLanguage('es'));
      await app.user.click(within(dialog).getByRole('checkbox', { name: 'Son exportaciones del CRM (datos de ventas)' }));
      drop(file('deck.pdf'));
      expect(row('deck.pdf').querySelector('.upload-row__problem')?.textContent).toBe(
        'Los datos de ventas deben ser una exportación CSV o XLSX de tu CRM.',
      );
    });
  });
});
