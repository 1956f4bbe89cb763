import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { aDocumentDetail, aSnippet, aSurveyColumn } from '../test-support';

const UNTYPED =
  'One or more selected survey columns are currently classified as "None". Please update them with the appropriate type to proceed.';

function openSurvey(extra: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/documents/s-1': {
      body: aDocumentDetail({
        document_id: 's-1',
        file_name: 'nps-survey.csv',
        kind: 'survey',
        format: 'csv',
        respondents: 120,
        pages: null,
        survey_columns: [
          aSurveyColumn({ name: 'Score', type: 'nps', evidence: 'Whole numbers from 0 to 10' }),
          aSurveyColumn({ name: 'Why', type: 'text', evidence: 'Free text answers' }),
          aSurveyColumn({ name: 'Respondent', type: 'None', evidence: 'An identifier', include: false }),
        ],
      }),
    },
    'GET /api/documents/s-1/snippets': {
      body: { snippets: [aSnippet({ text: 'Setup took too long', location: { row: 2, column: 'Why' } })], has_next: false },
    },
    'POST /api/documents/update-survey-columns': { body: { document_id: 's-1' } },
    ...extra,
  });
  const app = renderApp('/settings/data-library/documents/s-1', { auth: signedIn });
  return { server, app };
}

const editor = () => within(screen.getByRole('region', { name: 'Survey columns' }));

describe('the survey column editor', () => {
  it('shows each column with its detected type, the evidence, whether it is analysed and its description', async () => {
    openSurvey();
    expect(await screen.findByRole('heading', { name: 'Survey columns' })).toBeInTheDocument();
    expect(editor().getByLabelText('Type of Score')).toHaveValue('nps');
    expect(editor().getByLabelText('Type of Respondent')).toHaveValue('None');
    expect(editor().getByText('Whole numbers from 0 to 10')).toBeInTheDocument();
    expect(editor().getByLabelText('Analyse Why')).toBeChecked();
    expect(editor().getByLabelText('Analyse Respondent')).not.toBeChecked();
    expect(editor().getByLabelText('Description of Why')).toHaveValue('');
    expect(
      within(editor().getByLabelText('Type of Score'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Likert', 'NPS', 'Text', 'Numeric', 'None']);
    // The answers are previewed below.
    const answers = within(await screen.findByRole('region', { name: 'Answers' }));
    expect(answers.getByText('Setup took too long')).toBeInTheDocument();
  });

  it('refuses, without asking the server, an analysed column classified as None', async () => {
    const { server, app } = openSurvey();
    await screen.findByRole('heading', { name: 'Survey columns' });
    await app.user.click(editor().getByLabelText('Analyse Respondent'));
    await app.user.click(editor().getByRole('button', { name: 'Save columns' }));
    expect(editor().getByRole('alert')).toHaveTextContent(UNTYPED);
    expect(editor().getByLabelText('Type of Respondent')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/api/documents/update-survey-columns')).toHaveLength(0);

    await app.user.selectOptions(editor().getByLabelText('Type of Respondent'), 'text');
    await app.user.click(editor().getByRole('button', { name: 'Save columns' }));
    expect(await editor().findByRole('status')).toHaveTextContent('The survey columns have been saved.');
  });

  it('saves every column with its type, analysis choice and description', async () => {
    const { server, app } = openSurvey();
    await screen.findByRole('heading', { name: 'Survey columns' });
    await app.user.selectOptions(editor().getByLabelText('Type of Score'), 'numeric');
    await app.user.type(editor().getByLabelText('Description of Why'), 'Why the customer gave that score');
    await app.user.click(editor().getByLabelText('Analyse Score'));
    await app.user.click(editor().getByRole('button', { name: 'Save columns' }));
    expect(await editor().findByRole('status')).toHaveTextContent('The survey columns have been saved.');
    expect(server.callsTo('POST', '/api/documents/update-survey-columns')[0].body).toEqual({
      document_id: 's-1',
      columns: [
        { name: 'Score', type: 'numeric', include: false, description: '' },
        { name: 'Why', type: 'text', include: true, description: 'Why the customer gave that score' },
        { name: 'Respondent', type: 'None', include: false, description: '' },
      ],
    });
    // The document is read again after the save.
    await waitFor(() => expect(server.callsTo('GET', '/api/documents/s-1')).toHaveLength(2));
  });

  it.each([
    [400, 'SURVEY_COLUMN_UNTYPED', UNTYPED],
    [500, 'INTERNAL', 'Failed to add survey column desctiptions to survey'],
  ])('says why the server refused the columns (%i %s)', async (status, code, shown) => {
    const { app } = openSurvey({
      'POST /api/documents/update-survey-columns': { status, body: errorBody(status, 'Refused', code) },
    });
    await screen.findByRole('heading', { name: 'Survey columns' });
    await app.user.click(editor().getByRole('button', { name: 'Save columns' }));
    expect(await editor().findByRole('alert')).toHaveTextContent(shown);
  });
});
