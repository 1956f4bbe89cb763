import { screen, waitFor, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { seriousAxeViolations } from '../../../../test/axe';
import type { SurveyColumnResponse } from '../../../lib/generated/api-types';
import { aDocument } from '../../../../test/document-fixtures';
import { PROJECT_MESSAGES } from '../../../components/project-sources/source-rules';

const column = (overrides: Partial<SurveyColumnResponse>): SurveyColumnResponse => ({
  name: 'Score',
  type: 'nps',
  evidence: null,
  include: true,
  description: '',
  ...overrides,
});

const surveyDetail = (documentId: string, fileName: string, columns: SurveyColumnResponse[]) => ({
  body: {
    ...aDocument({ document_id: documentId, file_name: fileName, kind: 'survey', format: 'csv' }),
    structure: {},
    survey_columns: columns,
    notes: [],
    ingested_on: '2025-06-02T12:00:05.000Z',
  },
});

const salesLibrary = {
  body: {
    documents: [
      aDocument({ document_id: 'x-1', file_name: 'pipeline.csv', kind: 'sales', format: 'csv', snippets: 0 }),
      aDocument({ document_id: 'x-2', file_name: 'old-export.xlsx', kind: 'sales', format: 'xlsx', status: 'failed', snippets: 0 }),
    ],
    has_next: false,
  },
};

const library: Route = (call) =>
  call.query.get('kind') === 'sales'
    ? salesLibrary
    : call.query.get('kind') === 'survey'
      ? {
          body: {
            documents: [
              aDocument({ document_id: 's-1', file_name: 'nps.csv', kind: 'survey' }),
              aDocument({ document_id: 's-2', file_name: 'churn.csv', kind: 'survey' }),
            ],
            has_next: false,
          },
        }
      : {
          body: {
            documents: [aDocument(), aDocument({ document_id: 'd-2', file_name: 'scan.pdf', status: 'processing' })],
            has_next: false,
          },
        };

function openCreate(extra: Record<string, Route> = {}, path = '/customer/acme/create-project') {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/documents/api': library,
    'GET /api/transcripts': {
      body: {
        transcripts: [
          {
            document_id: 't-1',
            file_name: 'customer-call.vtt',
            status: 'ready',
            speakers: ['Ada'],
            duration: 60,
            date: null,
            uploaded_on: '2025-06-02T12:00:00.000Z',
            uploaded_by: { user_id: 'u-1', name: 'Ada Lovelace' },
            snippets: 4,
          },
        ],
        has_next: false,
      },
    },
    'GET /api/documents/s-1': surveyDetail('s-1', 'nps.csv', [column({}), column({ name: 'Why', type: 'text' })]),
    'GET /api/documents/s-2': surveyDetail('s-2', 'churn.csv', [column({ name: 'Reason', type: 'None' })]),
    'POST /api/products/api': { status: 201, body: { product_id: 'p-9', job_id: 'analysis-p-9-1' } },
    'GET /api/products/api': { status: 404, body: errorBody(404, 'No such project.', 'PROJECT_NOT_FOUND') },
    ...extra,
  });
  const app = renderApp(path, { auth: signedIn, clock: () => new Date(2025, 5, 15, 10) });
  return { server, app };
}

type App = ReturnType<typeof openCreate>['app'];

async function chooseType(app: App, name: string) {
  await app.user.click(await screen.findByRole('radio', { name: new RegExp(`^${name}`) }));
  await app.user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Step 2 of 3: Details' });
}

async function toDataStep(app: App, type = 'Insights') {
  await chooseType(app, type);
  await app.user.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('heading', { name: 'Step 3 of 3: Data' });
}

const problem = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('creating a project', () => {
  it('offers the four types, insights first and chosen', async () => {
    openCreate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create project' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['insights', 'product_spec', 'value_prop', 'research_plan']);
    expect(screen.getByRole('radio', { name: /^Insights/ })).toBeChecked();
    expect(document.title).toBe('Create project · Insight Assistant');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each([
    ['Product spec', ['Objective']],
    ['Value prop', ['Audience']],
  ])('requires a title and a description for a %s, with the specification’s messages', async (type, extraFields) => {
    const { app } = openCreate();
    await chooseType(app, type);
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Details' })).toHaveFocus();
    for (const field of extraFields) expect(screen.getByLabelText(label(field))).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    const title = screen.getByLabelText(label('Project title'));
    expect(title).toHaveAccessibleDescription(PROJECT_MESSAGES.titleRequired);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText(label('Project description'))).toHaveAccessibleDescription(PROJECT_MESSAGES.descriptionRequired);
    expect(screen.getByText('Project title is required.')).toBeInTheDocument();
    expect(screen.getByText('Project description is required.')).toBeInTheDocument();

    await app.user.type(title, 'Checkout spec');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText('Project title is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(label('Project description'))).toHaveFocus();
    await app.user.type(screen.getByLabelText(label('Project description')), 'What checkout must do.');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Data' })).toHaveFocus();
  });

  it('lets insights and research plans leave title and description blank, saying they are generated', async () => {
    const { app } = openCreate();
    await chooseType(app, 'Research plan');
    expect(screen.getByLabelText(label('Project title'))).toHaveAccessibleDescription(/leave it blank and the assistant names the project/);
    expect(screen.getByLabelText(label('Project description'))).toHaveAccessibleDescription(/leave it blank and the assistant writes it/);
    for (const field of ['Objective', 'Audience', 'Time available']) expect(screen.getByLabelText(label(field))).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Data' })).toBeInTheDocument();
  });

  it('asks for at least one data type, then at least one source', async () => {
    const { server, app } = openCreate();
    await toDataStep(app);
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(problem()).toEqual([PROJECT_MESSAGES.noDataType]);

    await app.user.click(screen.getByRole('checkbox', { name: 'Documents' }));
    expect(await screen.findByRole('checkbox', { name: 'interview-notes.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(problem()).toEqual([PROJECT_MESSAGES.noDataSource]));
    expect(screen.getByText(PROJECT_MESSAGES.noDataSource)).toBeInTheDocument();
    // A file still being read cannot be chosen yet.
    expect(screen.getByRole('checkbox', { name: 'scan.pdf' })).toBeDisabled();
    expect(server.callsTo('POST', '/api/products/api')).toHaveLength(0);
  });

  it('allows one survey only', async () => {
    const { app } = openCreate();
    await toDataStep(app);
    await app.user.click(screen.getByRole('checkbox', { name: 'Surveys' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'nps.csv' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'churn.csv' }));
    await screen.findByRole('table', { name: 'Columns of churn.csv' });
    // Two surveys is said before the None column of the second one.
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(screen.getByText(PROJECT_MESSAGES.oneSurvey)).toBeInTheDocument();
  });

  it('shows a survey’s columns and refuses an analysed column typed None, linking to where it is fixed', async () => {
    const { server, app } = openCreate();
    await toDataStep(app);
    await app.user.click(screen.getByRole('checkbox', { name: 'Surveys' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'nps.csv' }));
    const columns = await screen.findByRole('table', { name: 'Columns of nps.csv' });
    expect(
      within(columns)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ColumnTypeAnalysed', 'ScoreNPSYes', 'WhyTextYes']);

    await app.user.click(screen.getByRole('checkbox', { name: 'nps.csv' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'churn.csv' }));
    const warning = await screen.findByText(PROJECT_MESSAGES.untypedSurveyColumn, { exact: false });
    expect(
      within(warning.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Fix the columns of churn.csv' }),
    ).toHaveAttribute('href', '/settings/data-library/documents/s-2');
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(warning.closest('[data-untyped-survey]')).toHaveFocus());
    expect(server.callsTo('POST', '/api/products/api')).toHaveLength(0);
  });

  it('creates the project with its sources, time frame and keywords, shows it is under way, then opens it', async () => {
    let release: () => void = () => undefined;
    const { server, app } = openCreate({
      'POST /api/products/api': () =>
        new Promise((resolve) => (release = () => resolve({ status: 201, body: { product_id: 'p-9', job_id: 'analysis-p-9-1' } }))),
    });
    await toDataStep(app);
    await app.user.click(screen.getByRole('checkbox', { name: 'Documents' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'interview-notes.pdf' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Transcripts' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'customer-call.vtt' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Surveys' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'nps.csv' }));
    await app.user.selectOptions(screen.getByLabelText(label('Time frame')), 'Last month');
    await app.user.type(screen.getByLabelText(label('Keywords')), 'onboarding{Enter}import,');
    expect(screen.getByRole('list', { name: 'Chosen keywords' })).toHaveTextContent('onboardingimport');
    await app.user.click(screen.getByRole('button', { name: 'Remove keyword import' }));
    expect(screen.getByText(/Add a time frame, such as “past month”/)).toBeInTheDocument();
    expect(screen.getByText('Be specific about what to measure.')).toBeInTheDocument();
    expect(screen.getByText('Add more context.')).toBeInTheDocument();
    expect(screen.getByText('Mention specific business terms.')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText(label('What should the assistant look for? (optional)')), 'Where onboarding stalls');

    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Creating your project. Its analysis starts as soon as it is created.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creating project…' })).toBeDisabled();
    const body = server.callsTo('POST', '/api/products/api')[0].body;
    expect(body).toMatchObject({
      name: '',
      description: '',
      goal: 'Where onboarding stalls',
      type: 'insights',
      keywords: ['onboarding'],
      use_sales_data: false,
      sales_calls_start_date: '2025-05-15',
      sales_calls_end_date: '2025-06-15',
      data_types: ['documents', 'transcripts', 'surveys'],
      document_ids: ['d-1', 's-1'],
      transcript_ids: ['t-1'],
    });
    release();
    await waitFor(() => expect(app.location().pathname).toBe('/customer/acme/product/p-9'));
  });

  it('shows the server’s message when it refuses the project', async () => {
    const { server, app } = openCreate({
      'POST /api/products/api': { status: 400, body: errorBody(400, PROJECT_MESSAGES.noDataSource, 'PROJECT_NO_DATA_SOURCE') },
    });
    await toDataStep(app);
    await app.user.click(screen.getByRole('checkbox', { name: 'Sales data' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'pipeline.csv' }));
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(PROJECT_MESSAGES.noDataSource)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/products/api')).toHaveLength(1);
    expect(app.location().pathname).toBe('/customer/acme/create-project');
  });

  it('creates the project with the chosen sales data among its documents, and uses it', async () => {
    const { server, app } = openCreate();
    await toDataStep(app);
    await app.user.click(screen.getByRole('checkbox', { name: 'Documents' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'interview-notes.pdf' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Sales data' }));
    const picker = await screen.findByRole('group', { name: 'Sales data (CRM exports)' });
    await app.user.click(await within(picker).findByRole('checkbox', { name: 'pipeline.csv' }));
    // An export that could not be read cannot be chosen.
    expect(within(picker).getByRole('checkbox', { name: 'old-export.xlsx' })).toBeDisabled();
    expect(within(picker).getByRole('checkbox', { name: 'old-export.xlsx' })).toHaveAccessibleDescription(/Could not be read/);
    expect(server.callsTo('GET', '/api/documents/api').some((call) => call.query.get('kind') === 'sales')).toBe(true);
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/products/api')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/products/api')[0].body).toMatchObject({
      use_sales_data: true,
      data_types: ['documents', 'sales'],
      document_ids: ['d-1', 'x-1'],
      transcript_ids: [],
    });
    await waitFor(() => expect(app.location().pathname).toBe('/customer/acme/product/p-9'));
  });

  it('counts sales data as a source only once an export is chosen, and leaves it out when the type is unticked', async () => {
    const { server, app } = openCreate();
    await toDataStep(app);
    await app.user.click(screen.getByRole('checkbox', { name: 'Sales data' }));
    await screen.findByRole('checkbox', { name: 'pipeline.csv' });
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(problem()).toEqual([PROJECT_MESSAGES.noDataSource]);
    expect(server.callsTo('POST', '/api/products/api')).toHaveLength(0);

    // Chosen, then its type unticked: the export is not sent, and the analysis does not use sales data.
    await app.user.click(screen.getByRole('checkbox', { name: 'pipeline.csv' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Transcripts' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'customer-call.vtt' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Sales data' }));
    expect(screen.queryByRole('group', { name: 'Sales data (CRM exports)' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/products/api')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/products/api')[0].body).toMatchObject({
      use_sales_data: false,
      data_types: ['transcripts'],
      document_ids: [],
      transcript_ids: ['t-1'],
    });
  });

  it('says how to add sales data when the Data Library has none', async () => {
    const { app } = openCreate({
      'GET /api/documents/api': (call) =>
        call.query.get('kind') === 'sales' ? { body: { documents: [], has_next: false } } : library(call),
    });
    await toDataStep(app);
    await app.user.click(screen.getByRole('checkbox', { name: 'Sales data' }));
    const picker = await screen.findByRole('group', { name: 'Sales data (CRM exports)' });
    expect(
      await within(picker).findByText(/There is no sales data in the Data Library yet\. Upload a CRM export \(CSV or XLSX\) there/),
    ).toHaveTextContent('ticking “These are CRM exports (sales data)”.');
    expect(within(picker).getByRole('link', { name: 'Open the Data Library' })).toHaveAttribute('href', '/settings/data-library');
  });

  it('shows an unknown server message as it is', async () => {
    const { app } = openCreate({
      'POST /api/products/api': {
        status: 400,
        body: errorBody(400, 'The start date of the sales calls must not be after their end date.'),
      },
    });
    await toDataStep(app);
    await app.user.click(screen.getByRole('checkbox', { name: 'Documents' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'interview-notes.pdf' }));
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date of the sales calls must not be after their end date.');
  });

  it('says the specification’s messages in the interface language', async () => {
    const { app } = openCreate();
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('fr');
    await app.user.click(await screen.findByRole('radio', { name: /^Spécification produit/ }));
    await app.user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('heading', { name: 'Étape 2 sur 3 : Détails' });
    await app.user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Le titre du projet est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('La description du projet est obligatoire.')).toBeInTheDocument();
  });
});
