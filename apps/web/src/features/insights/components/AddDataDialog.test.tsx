import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { seriousAxeViolations } from '../../../../test/axe';
import { aProduct, anAnalysis } from '../../../../test/product-fixtures';
import { aDocument, aDocumentDetail, aSurveyColumn, aTranscript } from '../../../../test/document-fixtures';
import { PROJECT_MESSAGES } from '../../../components/project-sources/source-rules';
import type { ProductResponse } from '../../../lib/generated/api-types';
import type { ProjectSource } from '../api/types';

const ANALYSIS = 'GET /api/products/p-1/analysis';
const SOURCES = 'GET /api/products/p-1/source';
const ADD_DOCUMENTS = 'POST /api/documents/add-product';
const ADD_TRANSCRIPTS = 'POST /api/products/p-1/add-transcripts';
const ANALYSE = 'POST /api/recommendations/v2';

const aSource = (overrides: Partial<ProjectSource> = {}): ProjectSource => ({
  document_id: 'd-1',
  file_name: 'interview-notes.pdf',
  kind: 'document',
  status: 'ready',
  snippets: 42,
  ...overrides,
});

/** The Data Library: two documents, two transcripts, two surveys and a CRM export. */
const library: Route = (call) => {
  const kind = call.query.get('kind');
  const documents =
    kind === 'survey'
      ? [
          aDocument({ document_id: 's-1', file_name: 'nps.csv', kind: 'survey', format: 'csv' }),
          aDocument({ document_id: 's-2', file_name: 'churn.csv', kind: 'survey', format: 'csv' }),
        ]
      : kind === 'sales'
        ? [aDocument({ document_id: 'x-1', file_name: 'pipeline.csv', kind: 'sales', format: 'csv', snippets: 0 })]
        : [aDocument(), aDocument({ document_id: 'd-2', file_name: 'pricing-survey-notes.docx', format: 'docx' })];
  return { body: { documents, has_next: false } };
};

function openProject({ product = {}, routes = {} }: { product?: Partial<ProductResponse>; routes?: Record<string, Route> } = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/products/api': { body: { product: aProduct(product), versions: [] } },
    [ANALYSIS]: { body: anAnalysis({ status: 'succeeded' }) },
    'GET /api/recommendations/v2': { body: { recommendations: [], half_life_days: 30 } },
    'GET /api/recommendations/keywords': { body: { keywords: [] } },
    [SOURCES]: {
      body: {
        product_id: 'p-1',
        documents: [aSource(), aSource({ document_id: 't-1', file_name: 'customer-call.vtt', kind: 'transcript', snippets: 12 })],
      },
    },
    'GET /api/documents/api': library,
    'GET /api/transcripts': {
      body: { transcripts: [aTranscript(), aTranscript({ document_id: 't-2', file_name: 'sales-demo.vtt' })], has_next: false },
    },
    'GET /api/documents/s-1': {
      body: aDocumentDetail({ document_id: 's-1', file_name: 'nps.csv', kind: 'survey', survey_columns: [aSurveyColumn()] }),
    },
    'GET /api/documents/s-2': {
      body: aDocumentDetail({
        document_id: 's-2',
        file_name: 'churn.csv',
        kind: 'survey',
        survey_columns: [aSurveyColumn({ type: 'None' })],
      }),
    },
    [ADD_DOCUMENTS]: (call) => ({ body: { product_id: 'p-1', added: (call.body as { document_ids: string[] }).document_ids.length } }),
    [ADD_TRANSCRIPTS]: (call) => ({
      body: { product_id: 'p-1', added: (call.body as { transcript_ids: string[] }).transcript_ids.length },
    }),
    [ANALYSE]: () => {
      server.route({ [ANALYSIS]: { body: anAnalysis({ status: 'queued', job_id: 'analysis-p-1-2', version: 2 }) } });
      return { status: 202, body: { product_id: 'p-1', job_id: 'analysis-p-1-2' } };
    },
    ...routes,
  });
  const app = renderApp('/customer/acme/product/p-1', { auth: signedIn });
  return { server, app };
}

type App = ReturnType<typeof openProject>['app'];

async function openDialog(app: App) {
  await app.user.click(await screen.findByRole('button', { name: 'Add data' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Add data to this project' });
  // The pickers are there once the project's sources have arrived.
  await within(dialog).findByRole('group', { name: 'Documents' });
  await within(dialog).findByRole('checkbox', { name: 'interview-notes.pdf' });
  return dialog;
}

describe('adding data to a project', () => {
  it('opens a dialog of the Data Library where what the project has is ticked and cannot be chosen again', async () => {
    const { server, app } = openProject();
    const opener = await screen.findByRole('button', { name: 'Add data' }, { timeout: 5000 });
    // Next to Refine.
    expect(opener.nextElementSibling).toBe(screen.getByRole('button', { name: 'Refine' }));
    const dialog = await openDialog(app);
    expect(dialog).toHaveAccessibleDescription(/Choose more data from the Data Library/);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const inProject = within(dialog).getByRole('checkbox', { name: 'interview-notes.pdf' });
    expect(inProject).toBeChecked();
    expect(inProject).toBeDisabled();
    expect(inProject).toHaveAccessibleDescription(/Already in this project/);
    const transcript = await within(dialog).findByRole('checkbox', { name: 'customer-call.vtt' });
    expect(transcript).toBeChecked();
    expect(transcript).toBeDisabled();
    const other = within(dialog).getByRole('checkbox', { name: 'pricing-survey-notes.docx' });
    expect(other).not.toBeChecked();
    expect(other).toBeEnabled();
    expect(other).not.toHaveAccessibleDescription(/Already in this project/);
    expect(within(dialog).getByText('In this project now (2)')).toBeInTheDocument();
    expect(within(dialog).getByText('customer-call.vtt', { selector: 'li' })).toHaveTextContent('customer-call.vtt (transcript)');
    expect(within(dialog).getByRole('checkbox', { name: 'Analyse again now' })).toBeChecked();
    await within(dialog).findByRole('checkbox', { name: 'pipeline.csv' });
    expect(server.callsTo('GET', '/api/products/p-1/source')).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add data' })).toHaveFocus();
    expect(server.callsTo('POST', '/api/documents/add-product')).toHaveLength(0);
  });

  it('adds a document and a transcript, then analyses the project again, saying so', async () => {
    let release: () => void = () => undefined;
    const { server, app } = openProject({
      routes: {
        [ADD_DOCUMENTS]: () => new Promise((resolve) => (release = () => resolve({ body: { product_id: 'p-1', added: 1 } }))),
      },
    });
    const dialog = await openDialog(app);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'pricing-survey-notes.docx' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'sales-demo.vtt' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to project' }));

    expect(await within(dialog).findByText('Adding the data to the project…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    const notice = await screen.findByText('Added 2 sources. The project is being analysed again.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Waiting for the analysis to start…')).toBeInTheDocument();
    // “Add data” waits for the analysis to end: focus goes to what was done.
    expect(screen.getByRole('button', { name: 'Add data' })).toBeDisabled();
    await waitFor(() => expect(notice.parentElement).toHaveFocus());

    expect(server.callsTo('POST', '/api/documents/add-product').map((call) => call.body)).toEqual([
      { product_id: 'p-1', document_ids: ['d-2'] },
    ]);
    expect(server.callsTo('POST', '/api/products/p-1/add-transcripts').map((call) => call.body)).toEqual([{ transcript_ids: ['t-2'] }]);
    expect(server.callsTo('POST', '/api/recommendations/v2').map((call) => call.body)).toEqual([{ product_id: 'p-1' }]);
    const posts = server.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual(['/api/documents/add-product', '/api/products/p-1/add-transcripts', '/api/recommendations/v2']);
  });

  it('sends surveys and sales data with the documents, and asks for no analysis when “Analyse again now” is unticked', async () => {
    const { server, app } = openProject({ product: { use_sales_data: true } });
    const dialog = await openDialog(app);
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'nps.csv' }));
    await within(dialog).findByRole('table', { name: 'Columns of nps.csv' });
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'pipeline.csv' }));
    // This version uses sales data: nothing to say about it.
    expect(within(dialog).queryByText(/Sales data only counts/)).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Analyse again now' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to project' }));

    const notice = await screen.findByText('Added 2 sources.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/analysed again/)).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/documents/add-product')[0].body).toEqual({ product_id: 'p-1', document_ids: ['s-1', 'x-1'] });
    expect(server.callsTo('POST', '/api/products/p-1/add-transcripts')).toHaveLength(0);
    expect(server.callsTo('POST', '/api/recommendations/v2')).toHaveLength(0);
  });

  it('shows the one-survey refusal in words, keeping the dialog open with the error in focus', async () => {
    const { server, app } = openProject({
      routes: { [ADD_DOCUMENTS]: { status: 400, body: errorBody(400, PROJECT_MESSAGES.oneSurvey, 'PROJECT_ONE_SURVEY') } },
    });
    const dialog = await openDialog(app);
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'nps.csv' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to project' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please consolidate your results into a single survey file.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Add to project' })).toBeEnabled();
    expect(server.callsTo('POST', '/api/recommendations/v2')).toHaveLength(0);
  });

  it('says the refusal in the interface language', async () => {
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('fr');
    const { app } = openProject({
      routes: { [ADD_DOCUMENTS]: { status: 400, body: errorBody(400, PROJECT_MESSAGES.oneSurvey, 'PROJECT_ONE_SURVEY') } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Ajouter des données' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter des données à ce projet' });
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'nps.csv' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Ajouter au projet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Veuillez regrouper vos résultats dans un seul fichier d’enquête.');
  });

  it('refuses a second survey before sending anything when the project already has one', async () => {
    const { server, app } = openProject({
      routes: {
        [SOURCES]: { body: { product_id: 'p-1', documents: [aSource({ document_id: 's-1', file_name: 'nps.csv', kind: 'survey' })] } },
      },
    });
    const dialog = await openDialog(app);
    expect(await within(dialog).findByRole('checkbox', { name: 'nps.csv' })).toBeDisabled();
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to project' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one file to add.');

    await app.user.click(within(dialog).getByRole('checkbox', { name: 'churn.csv' }));
    await within(dialog).findByRole('table', { name: 'Columns of churn.csv' });
    expect(within(dialog).getByText(PROJECT_MESSAGES.oneSurvey)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to project' }));
    expect(server.callsTo('POST', '/api/documents/add-product')).toHaveLength(0);
  });

  it('refuses a survey with an analysed column typed None beside its columns, linking to where it is fixed', async () => {
    const { server, app } = openProject();
    const dialog = await openDialog(app);
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'churn.csv' }));
    const warning = await within(dialog).findByText(PROJECT_MESSAGES.untypedSurveyColumn, { exact: false });
    expect(
      within(warning.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Fix the columns of churn.csv' }),
    ).toHaveAttribute('href', '/settings/data-library/documents/s-2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to project' }));
    await waitFor(() => expect(warning.closest('[data-untyped-survey]')).toHaveFocus());
    expect(server.callsTo('POST', '/api/documents/add-product')).toHaveLength(0);
  });

  it('notes that sales data needs a version that uses it, and offers to add it and refine', async () => {
    const { server, app } = openProject();
    const dialog = await openDialog(app);
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'pipeline.csv' }));
    const note = within(dialog).getByText(/Sales data only counts in the analysis of a version that uses it, and version 2 does not/);
    expect(note).toHaveTextContent('refine the project with “Use sales data” ticked.');
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Add, then refine with sales data' }));
    const refine = await screen.findByRole('dialog', { name: 'Refine this project' });
    expect(within(refine).getByRole('checkbox', { name: 'Use sales data' })).toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Add data to this project' })).not.toBeInTheDocument();
    expect(screen.getByText('Added 1 source.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/documents/add-product')[0].body).toEqual({ product_id: 'p-1', document_ids: ['x-1'] });
    expect(server.callsTo('POST', '/api/recommendations/v2')).toHaveLength(0);
    await waitFor(() => expect(refine).toContainElement(document.activeElement as HTMLElement));
  });

  it('keeps what was added when the transcripts are refused, and sends only the transcripts again', async () => {
    let refuse = true;
    const { server, app } = openProject({
      routes: {
        [ADD_TRANSCRIPTS]: () =>
          refuse
            ? { status: 404, body: errorBody(404, 'No such document.', 'DOCUMENT_NOT_FOUND') }
            : { body: { product_id: 'p-1', added: 1 } },
      },
    });
    const dialog = await openDialog(app);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'pricing-survey-notes.docx' }));
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'sales-demo.vtt' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to project' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'One of the chosen files could not be found: it may have been deleted from the Data Library.',
    );

    refuse = false;
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to project' }));
    expect(await screen.findByText('Added 2 sources. The project is being analysed again.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/documents/add-product')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/products/p-1/add-transcripts').map((call) => call.body)).toEqual([
      { transcript_ids: ['t-2'] },
      { transcript_ids: ['t-2'] },
    ]);
  });

  it('is not offered while an analysis runs, nor on an archived project', async () => {
    const { app } = openProject({
      routes: { [ANALYSIS]: { body: anAnalysis({ status: 'running', job_id: 'analysis-p-1-1', progress: 0.2, stage: 'analysing_data' }) } },
    });
    const opener = await screen.findByRole('button', { name: 'Add data' }, { timeout: 5000 });
    await waitFor(() => expect(opener).toBeDisabled());
    app.unmount();

    openProject({ product: { status: 'Archived' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding research' })).toBeInTheDocument();
    expect(screen.getByText('Archived', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add data' })).not.toBeInTheDocument();
  });
});
