import { act, screen, waitFor, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Reply, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { seriousAxeViolations } from '../../../../test/axe';
import { aProduct, aRecommendation, anAnalysis, anInsightSnippet } from '../../../../test/product-fixtures';
import type { InsightWorkflow, Recommendation, RecommendationArr } from '../api/types';

const PATH = '/customer/acme/product/p-1/recommendation/r-1';

function openInsight(recommendation: Route, routes: Record<string, Route> = {}, clock?: () => Date, path = PATH) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/recommendations/v2': recommendation,
    'GET /api/snippets/v2': { body: { snippets: [anInsightSnippet()], has_next: false, total: 1 } },
    'GET /api/recommendations/arr': revenue({ total_arr: null }),
    // The page's changelog and collaborators (their own tests: changelog/*.test.tsx).
    'GET /api/changelog': { body: { entries: [], has_next: false } },
    'GET /api/recommendations/r-1/collaborators': { body: { saved_by: [], followers: [], commenters: [] } },
    // Its discussion (its own tests: comments/*.test.tsx).
    'GET /api/recommendations/api/recommendations/r-1/comments': { body: { chains: [] } },
    // The caller's own note (its own tests: InsightEdits.test.tsx).
    'GET /api/recommendations/r-1/note': { body: { recommendation_id: 'r-1', text: null, saved_at: null } },
    ...routes,
  });
  const app = renderApp(path, { auth: signedIn, clock });
  return { server, app };
}

const revenue = (overrides: Partial<RecommendationArr> = {}): Reply => ({
  body: { recommendation_id: 'r-1', total_arr: null, accounts: 0, top_accounts: [], ...overrides } satisfies RecommendationArr,
});

const found = (overrides: Partial<Recommendation> = {}): Reply => ({
  body: { recommendation: aRecommendation(overrides), half_life_days: 30 },
});

/** What the save, follow, dismiss and delete commands answer, with the position of their last event. */
const workflow = (overrides: Partial<InsightWorkflow> = {}): Reply => ({
  body: {
    recommendation_id: 'r-1',
    is_saved: false,
    is_followed: false,
    is_dismissed: false,
    is_deleted: false,
    ...overrides,
  } satisfies InsightWorkflow,
  headers: { 'X-Consistency-Position': '42' },
});

/** A reply the test gives when it chooses. */
function deferred() {
  let answer: (reply: Reply) => void = () => undefined;
  const route: Route = () => new Promise<Reply>((resolve) => (answer = resolve));
  return { route, answer: (reply: Reply) => act(async () => answer(reply)) };
}

describe('an insight’s page', () => {
  it('opens a cited snippet that is not one of its kept quotes first, marked, read on its own', async () => {
    const member = anInsightSnippet({ snippet_id: 'd-1:40', text: 'Nobody could tell me why the import stopped.' });
    const { server } = openInsight(
      found(),
      {
        'GET /api/snippets/v2': (call) =>
          call.query.get('snippet') === 'd-1:40'
            ? { body: { snippets: [member], has_next: false, total: 1 } }
            : { body: { snippets: [anInsightSnippet()], has_next: false, total: 1 } },
      },
      undefined,
      `${PATH}?snippet=d-1%3A40`,
    );
    const quotes = await screen.findByRole('region', { name: 'Representative quotes' }, { timeout: 5000 });
    const cited = await within(quotes).findByText('Nobody could tell me why the import stopped.');
    const item = cited.closest('li')!;
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(within(item).getByText('The quote the assistant cited')).toBeInTheDocument();
    expect(within(quotes).getAllByRole('listitem')[0]).toBe(item);
    await waitFor(() => expect(item).toHaveFocus());
    expect(server.callsTo('GET', '/api/snippets/v2').some((call) => call.query.get('snippet') === 'd-1:40')).toBe(true);
  });

  it('shows the loading state, then the insight', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const { server } = openInsight(() => new Promise<Reply>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(server.callsTo('GET', '/api/recommendations/v2')).toHaveLength(1));
    await act(async () => answer(found()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports fail without saying why' })).toBeInTheDocument();
    expect(screen.getByText('Customers wait for imports that fail silently.')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/recommendations/v2')[0].query.get('recommendation')).toBe('r-1');
    expect(screen.getByRole('link', { name: 'Back to the project' })).toHaveAttribute('href', '/customer/acme/product/p-1');
    expect(document.title).toBe('Insight · Insight Assistant');
  });

  it('says “Insight not found.” for a missing insight, or another organisation’s', async () => {
    openInsight({ status: 404, body: errorBody(404, 'No such insight.', 'INSIGHT_NOT_FOUND') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Insight not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the project' })).toHaveAttribute('href', '/customer/acme/product/p-1');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says when the insight could not be loaded, and tries again', async () => {
    const { server, app } = openInsight({ status: 500, body: errorBody(500, 'Internal error') });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this insight. Please try again.');
    server.route({ 'GET /api/recommendations/v2': found() });
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports fail without saying why' })).toBeInTheDocument();
  });

  it('shows the scores with their breakdown', async () => {
    openInsight(found({ teamPriority: 'none' }));
    const scores = await screen.findByRole('region', { name: 'Scores' });
    expect(scores).toHaveTextContent('Impact68');
    expect(scores).toHaveTextContent('Team priority—');
    expect(within(scores).getByRole('heading', { name: 'Impact score: 68' })).toBeInTheDocument();
    expect(within(scores).getAllByText('Recency')).toHaveLength(2);
  });

  it('gives each representative quote its source: speaker and time for a transcript, page for a document, respondent for a survey', async () => {
    const { server } = openInsight(
      found({
        quotes: [
          { snippet_id: 'd-1:3', document_id: 'd-1', text: 'The import failed twice.' },
          { snippet_id: 'd-2:1', document_id: 'd-2', text: 'Twelve customers waited for an import.' },
          { snippet_id: 's-1:9', document_id: 's-1', text: 'Exports time out.' },
        ],
      }),
      {
        'GET /api/snippets/v2': {
          body: {
            snippets: [
              anInsightSnippet({ snippet_id: 'd-1:3', text: 'The import failed twice.' }),
              anInsightSnippet({
                snippet_id: 'd-2:1',
                document_id: 'd-2',
                file_name: 'report.pdf',
                kind: 'document',
                text: 'Twelve customers waited for an import.',
                location: { page: 2 },
              }),
              anInsightSnippet({
                snippet_id: 's-1:9',
                document_id: 's-1',
                file_name: 'nps.csv',
                kind: 'survey',
                text: 'Exports time out.',
                location: { column: 'Why', row: 4 },
                attributes: { age: '25-34', plan: 'Pro' },
              }),
            ],
            has_next: false,
            total: 3,
          },
        },
      },
    );
    const quotes = await screen.findByRole('region', { name: 'Representative quotes' });
    await waitFor(() => expect(within(quotes).getAllByRole('figure')[0]).toHaveTextContent('customer-call.vtt · Grace · 03:07'));
    const [transcript, document, survey] = within(quotes).getAllByRole('figure');
    expect(transcript).toHaveTextContent('The import failed twice.');
    expect(document).toHaveTextContent('report.pdf · page 2');
    expect(survey).toHaveTextContent('nps.csv · question “Why” · row 4 · respondent: age: 25-34, plan: Pro');
    const call = server.callsTo('GET', '/api/snippets/v2')[0];
    expect([call.query.get('recommendation'), call.query.get('page'), call.query.get('page_size')]).toEqual(['r-1', '1', '20']);
  });

  it('links each quote, and each mention, to its file in the Data Library, at the quote', async () => {
    const { app } = openInsight(
      found({
        quotes: [
          { snippet_id: 'd-1:3', document_id: 'd-1', text: 'The import failed twice.' },
          { snippet_id: 'd-1:7', document_id: 'd-1', text: 'Nobody told us the import had stopped.' },
          { snippet_id: 's 1:9', document_id: 's 1', text: 'Exports time out.' },
        ],
      }),
      {
        'GET /api/snippets/v2': {
          body: {
            snippets: [
              anInsightSnippet({ snippet_id: 'd-1:3', text: 'The import failed twice.' }),
              anInsightSnippet({ snippet_id: 'd-1:7', text: 'Nobody told us the import had stopped.' }),
              anInsightSnippet({
                snippet_id: 's 1:9',
                document_id: 's 1',
                file_name: 'survey.csv',
                kind: 'survey',
                text: 'Exports time out.',
              }),
            ],
            has_next: false,
            total: 3,
          },
        },
        'GET /api/documents/d-1': { status: 404, body: errorBody(404, 'Not found', 'NOT_FOUND') },
      },
    );
    const quotes = within(await screen.findByRole('region', { name: 'Representative quotes' }));
    await waitFor(() => expect(quotes.getAllByRole('figure')[2]).toHaveTextContent('survey.csv'));
    const links = quotes.getAllByRole('link');
    // Two quotes of one file: each link is named by its quote too.
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      [
        'Open in customer-call.vtt',
        'Open in customer-call.vtt: “The import failed twice.”',
        '/settings/data-library/documents/d-1?snippet=d-1%3A3',
      ],
      [
        'Open in customer-call.vtt',
        'Open in customer-call.vtt: “Nobody told us the import had stopped.”',
        '/settings/data-library/documents/d-1?snippet=d-1%3A7',
      ],
      ['Open in survey.csv', 'Open in survey.csv: “Exports time out.”', '/settings/data-library/documents/s%201?snippet=s%201%3A9'],
    ]);
    const mentions = within(screen.getByRole('region', { name: 'All mentions (3)' }));
    expect(mentions.getByRole('link', { name: 'Open in survey.csv: “Exports time out.”' })).toHaveAttribute(
      'href',
      '/settings/data-library/documents/s%201?snippet=s%201%3A9',
    );
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(links[1]);
    expect(await screen.findByRole('heading', { name: 'File not found' })).toBeInTheDocument();
  });

  it('pages through every mention with Previous and Next', async () => {
    const { server, app } = openInsight(found({ snippet_count: 25 }), {
      'GET /api/snippets/v2': (call) => {
        const page = Number(call.query.get('page'));
        return {
          body: {
            snippets: [anInsightSnippet({ snippet_id: `d-1:${page}`, text: `Mention on page ${page}` })],
            has_next: page === 1,
            total: 25,
          },
        };
      },
    });
    const mentions = await screen.findByRole('region', { name: 'All mentions (25)' });
    expect(await within(mentions).findByText('Mention on page 1')).toBeInTheDocument();
    expect(within(mentions).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await app.user.click(within(mentions).getByRole('button', { name: 'Next' }));
    expect(await within(mentions).findByText('Mention on page 2')).toBeInTheDocument();
    expect(within(mentions).getByText('Page 2')).toBeInTheDocument();
    expect(within(mentions).getByRole('button', { name: 'Next' })).toBeDisabled();
    await app.user.click(within(mentions).getByRole('button', { name: 'Previous' }));
    expect(await within(mentions).findByText('Mention on page 1')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/snippets/v2').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows what its latest analysis found new, alone, and all its mentions again', async () => {
    const { server, app } = openInsight(found({ snippet_count: 25, new_evidence_count: 2 }), {
      'GET /api/snippets/v2': (call) =>
        call.query.get('new_only') === 'true'
          ? { body: { snippets: [anInsightSnippet({ snippet_id: 'd-2:0', text: 'Said in the new call' })], has_next: false, total: 2 } }
          : { body: { snippets: [anInsightSnippet({ snippet_id: 'd-1:0', text: 'Said long ago' })], has_next: false, total: 25 } },
    });
    const mentions = await screen.findByRole('region', { name: 'All mentions (25)' });
    expect(await within(mentions).findByText('Said long ago')).toBeInTheDocument();
    const which = within(mentions).getByRole('group', { name: 'Which mentions' });
    expect(within(which).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(within(which).getByRole('button', { name: 'New since the last analysis (2)' }));
    const fresh = await screen.findByRole('region', { name: 'New since the last analysis (2)' });
    expect(await within(fresh).findByText('Said in the new call')).toBeInTheDocument();
    expect(within(which).getByRole('button', { name: 'New since the last analysis (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousAxeViolations()).toEqual([]);
    await app.user.click(within(which).getByRole('button', { name: 'All' }));
    expect(await within(mentions).findByText('Said long ago')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/snippets/v2').map((call) => call.query.get('new_only'))).toEqual([null, 'true']);
  });

  it('offers no choice of mentions when its latest analysis found nothing new', async () => {
    openInsight(found({ snippet_count: 25, new_evidence_count: 0 }));
    const mentions = await screen.findByRole('region', { name: 'All mentions (25)' });
    await within(mentions).findByText(anInsightSnippet().text);
    expect(within(mentions).queryByRole('group', { name: 'Which mentions' })).not.toBeInTheDocument();
  });

  it('draws the survey breakdowns against all respondents, each with its table', async () => {
    const { server } = openInsight(found({ source_breakdown: { by_kind: { survey: 6 }, by_document: [] }, quotes: [] }), {
      'GET /api/survey/breakdown': {
        body: {
          recommendation_id: 'r-1',
          survey_column_name: null,
          breakdowns: [
            {
              surveyId: 's-1',
              breakdowns: [
                {
                  column: 'Score',
                  type: 'nps',
                  theme: { responses: 6, promoters: 1, passives: 2, detractors: 3, nps: -33.3 },
                  all: { responses: 12, promoters: 5, passives: 4, detractors: 3, nps: 16.7 },
                  delta: { nps: -50 },
                },
                {
                  column: 'Ease',
                  type: 'likert',
                  scale: { min: 1, max: 3 },
                  theme: {
                    responses: 4,
                    mean: 1.5,
                    distribution: [
                      { value: 1, count: 2, share: 0.5 },
                      { value: 2, count: 2, share: 0.5 },
                      { value: 3, count: 0, share: 0 },
                    ],
                  },
                  all: {
                    responses: 10,
                    mean: 2.2,
                    distribution: [
                      { value: 1, count: 2, share: 0.2 },
                      { value: 2, count: 4, share: 0.4 },
                      { value: 3, count: 4, share: 0.4 },
                    ],
                  },
                  delta: { mean: -0.7 },
                },
              ],
            },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Survey responses' });
    const nps = await within(section).findByRole('table', { name: 'Answers to “Score”' });
    expect(
      within(nps)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(["AnswerThis insight's respondentsAll respondents", 'Promoters17%42%', 'Passives33%33%', 'Detractors50%25%']);
    expect(section).toHaveTextContent('NPS -33, against 17 for all respondents.');
    const likert = within(section).getByRole('table', { name: 'Answers to “Ease”' });
    expect(within(likert).getAllByRole('row')[1]).toHaveTextContent('150%20%');
    expect(server.callsTo('GET', '/api/survey/breakdown')[0].query.get('recommendation')).toBe('r-1');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('saves the person’s own impact score, from 0 to 100', async () => {
    const { server, app } = openInsight(found(), {
      'POST /api/recommendations/impact': { body: { recommendation_id: 'r-1', user_updated_customer_impact_score: 90 } },
    });
    const field = await screen.findByLabelText(label('Your impact score (0 to 100)'));
    expect(field).toHaveValue(68);
    await app.user.clear(field);
    await app.user.type(field, '150');
    await app.user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(field).toHaveAccessibleDescription(/Enter a whole number from 0 to 100./);
    expect(server.callsTo('POST', '/api/recommendations/impact')).toHaveLength(0);

    server.route({ 'GET /api/recommendations/v2': found({ user_updated_customer_impact_score: 90 }) });
    await app.user.clear(field);
    await app.user.type(field, '90');
    await app.user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText('Your impact score was saved.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/recommendations/impact')[0].body).toEqual({ recommendation_id: 'r-1', score: 90 });
    expect(await screen.findByText('The computed impact score is 68.')).toBeInTheDocument();
  });

  it('refetches when the insight’s own stream changes', async () => {
    const { server, app } = openInsight(found());
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await screen.findByRole('heading', { level: 1, name: 'Imports fail without saying why' });
    server.route({ 'GET /api/recommendations/v2': found({ title: 'Imports fail silently' }) });
    sockets[0].emit('updates', [{ type: 'InsightRevised', position: 9, streamId: 'insight-r-2' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { level: 1, name: 'Imports fail without saying why' })).toBeInTheDocument();
    sockets[0].emit('updates', [{ type: 'InsightRevised', position: 10, streamId: 'insight-r-1' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports fail silently' })).toBeInTheDocument();
    stop();
  });

  describe('its total ARR', () => {
    it('shows the revenue of the accounts raising it, and the largest of them', async () => {
      const { server } = openInsight(found(), {
        'GET /api/recommendations/arr': revenue({
          total_arr: 2450000,
          accounts: 3,
          top_accounts: [
            { account: 'Acme Inc', arr: 1200000 },
            { account: 'Globex', arr: 1000000 },
            { account: 'Initech', arr: 250000 },
          ],
        }),
      });
      const section = await screen.findByRole('region', { name: 'Total ARR' });
      expect(await within(section).findByText('2,450,000')).toBeInTheDocument();
      expect(section).toHaveTextContent('2.5M 2,450,000');
      expect(section).toHaveTextContent('Accounts raising this insight: 3');
      const accounts = within(section).getByRole('table', { name: 'Largest accounts' });
      expect(
        within(accounts)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['AccountARR', 'Acme Inc1,200,000', 'Globex1,000,000', 'Initech250,000']);
      expect(within(accounts).getByRole('rowheader', { name: 'Globex' })).toBeInTheDocument();
      expect(server.callsTo('GET', '/api/recommendations/arr')[0].query.get('recommendation')).toBe('r-1');
      expect(await seriousAxeViolations()).toEqual([]);
    });

    it('says when no account of the sales data raised it', async () => {
      openInsight(found(), { 'GET /api/recommendations/arr': revenue({ total_arr: 0, accounts: 0, top_accounts: [] }) });
      const section = await screen.findByRole('region', { name: 'Total ARR' });
      expect(await within(section).findByText("No account of the project's sales data raised this insight.")).toBeInTheDocument();
      expect(section).toHaveTextContent('Accounts raising this insight: 0');
      expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    });

    it('says the analysis had no sales data, and how to bring it', async () => {
      openInsight(found());
      const section = await screen.findByRole('region', { name: 'Total ARR' });
      expect(
        await within(section).findByText('The analysis behind this insight had no sales data, so its revenue is not known.'),
      ).toBeInTheDocument();
      expect(section).toHaveTextContent(
        'To see it, add a CRM export from the Data Library to the project, then refine the project with “Use sales data” ticked.',
      );
      expect(section).not.toHaveTextContent('Accounts raising this insight');
      expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    });

    it('keeps the rest of the page when the revenue cannot be loaded, and tries again', async () => {
      const { server, app } = openInsight(found(), {
        'GET /api/recommendations/arr': { status: 500, body: errorBody(500, 'Internal error') },
      });
      const section = await screen.findByRole('region', { name: 'Total ARR' });
      expect(await within(section).findByRole('alert')).toHaveTextContent(
        'We could not load the revenue of this insight. Please try again.',
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Imports fail without saying why' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Scores' })).toBeInTheDocument();

      server.route({
        'GET /api/recommendations/arr': revenue({ total_arr: 900, accounts: 1, top_accounts: [{ account: 'Acme Inc', arr: 900 }] }),
      });
      await app.user.click(within(section).getByRole('button', { name: 'Try again' }));
      expect(await within(section).findByRole('rowheader', { name: 'Acme Inc' })).toBeInTheDocument();
      // A small amount is shown once, in full.
      expect(within(section).getAllByText('900')).toHaveLength(2);
      expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the loading state in its own panel while the revenue is on its way', async () => {
      let answer: (reply: Reply) => void = () => undefined;
      openInsight(found(), { 'GET /api/recommendations/arr': () => new Promise<Reply>((resolve) => (answer = resolve)) });
      const section = await screen.findByRole('region', { name: 'Total ARR' });
      expect(within(section).getByRole('status')).toHaveTextContent('Loading...');
      await act(async () => answer(revenue({ total_arr: 1500, accounts: 1, top_accounts: [{ account: 'Acme Inc', arr: 1500 }] })));
      expect(await within(section).findByRole('rowheader', { name: 'Acme Inc' })).toBeInTheDocument();
      expect(within(section).queryByRole('status')).not.toBeInTheDocument();
      expect(section).toHaveTextContent('1.5K 1,500');
    });

    it('says the amounts in the interface language', async () => {
      const { i18n } = await import('../../../lib/i18n');
      await i18n.changeLanguage('ja');
      openInsight(found(), {
        'GET /api/recommendations/arr': revenue({ total_arr: 2450000, accounts: 2, top_accounts: [{ account: 'Acme Inc', arr: 2000000 }] }),
      });
      const section = await screen.findByRole('region', { name: 'ARR 合計' });
      expect(await within(section).findByText('2,450,000')).toBeInTheDocument();
      expect(section).toHaveTextContent('245万');
      expect(section).toHaveTextContent('このインサイトを挙げているアカウント数：2');
    });
  });

  describe('its actions', () => {
    it('saves the insight at once, and unsaves it', async () => {
      const save = deferred();
      const { server, app } = openInsight(found(), {
        'POST /api/recommendations/r-1/save': save.route,
        'DELETE /api/recommendations/r-1/save': workflow({ is_saved: false }),
      });
      const actions = await screen.findByRole('group', { name: 'Insight actions' });
      await app.user.click(within(actions).getByRole('button', { name: 'Save', pressed: false }));
      // Optimistic: pressed before the server has answered.
      const button = await within(actions).findByRole('button', { name: 'Saved', pressed: true });
      expect(server.callsTo('POST', '/api/recommendations/r-1/save')).toHaveLength(1);
      await save.answer(workflow({ is_saved: true }));
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
      expect(button).toHaveAttribute('aria-pressed', 'true');

      await app.user.click(button);
      await waitFor(() => expect(button).toHaveAccessibleName('Save'));
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
      expect(server.callsTo('DELETE', '/api/recommendations/r-1/save')).toHaveLength(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('takes the save back, with a message, when the server refuses it', async () => {
      const save = deferred();
      const { app } = openInsight(found(), { 'POST /api/recommendations/r-1/save': save.route });
      const actions = await screen.findByRole('group', { name: 'Insight actions' });
      const button = within(actions).getByRole('button', { name: 'Save' });
      await app.user.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
      expect(button).toHaveAccessibleName('Saved');
      await save.answer({ status: 500, body: errorBody(500, 'Internal error') });
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not save this insight. Please try again.');
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
      expect(button).toHaveAccessibleName('Save');
    });

    it('follows the insight: “Follow this insight”, “Following...”, then “Followed!”, which unfollows', async () => {
      const follow = deferred();
      const { server, app } = openInsight(found(), {
        'POST /api/recommendations/r-1/follow': follow.route,
        'DELETE /api/recommendations/r-1/follow': workflow({ is_followed: false }),
      });
      const button = await screen.findByRole('button', { name: 'Follow this insight', pressed: false });
      await app.user.click(button);
      expect(button).toHaveAccessibleName('Following...');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAttribute('aria-pressed', 'false');
      // Pressing again while it runs sends nothing more.
      await app.user.click(button);
      expect(server.callsTo('POST', '/api/recommendations/r-1/follow')).toHaveLength(1);

      await follow.answer(workflow({ is_followed: true }));
      await waitFor(() => expect(button).toHaveTextContent(/^Followed!/));
      expect(button).toHaveAccessibleName('Followed! Press to unfollow.');
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
      expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('You are following this insight.')).toBeInTheDocument();

      await app.user.click(button);
      await waitFor(() => expect(button).toHaveAccessibleName('Follow this insight'));
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(server.callsTo('DELETE', '/api/recommendations/r-1/follow')).toHaveLength(1);
      expect(screen.getByText('You no longer follow this insight.')).toBeInTheDocument();
    });

    it('says so when following fails', async () => {
      const { app } = openInsight(found(), {
        'POST /api/recommendations/r-1/follow': { status: 500, body: errorBody(500, 'Internal error') },
      });
      await app.user.click(await screen.findByRole('button', { name: 'Follow this insight' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not follow this insight. Please try again.');
      expect(screen.getByRole('button', { name: 'Follow this insight', pressed: false })).toBeInTheDocument();
    });

    it('dismisses the insight with a reason (required), then says so on the page, which stays readable', async () => {
      const { server, app } = openInsight(
        found(),
        { 'POST /api/recommendations/remove': workflow({ is_dismissed: true }) },
        () => new Date('2025-06-10T12:00:00Z'),
      );
      const opener = await screen.findByRole('button', { name: 'Dismiss' });
      await app.user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Dismiss this insight' });
      const field = within(dialog).getByLabelText(label('Why is it dismissed?'));
      expect(field).toHaveFocus();
      expect(field).toBeRequired();
      expect(field).toHaveAccessibleDescription('0 of 500 characters');
      expect(await seriousAxeViolations()).toEqual([]);

      // Nothing (or only spaces) is refused before anything is sent.
      await app.user.type(field, '   ');
      await app.user.click(within(dialog).getByRole('button', { name: 'Dismiss insight' }));
      expect(field).toHaveAccessibleDescription(/Please say why this insight is dismissed\./);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(server.callsTo('POST', '/api/recommendations/remove')).toHaveLength(0);

      await app.user.type(field, 'Fixed in 4.2 ');
      expect(field).toHaveAccessibleDescription('16 of 500 characters');
      await app.user.click(within(dialog).getByRole('button', { name: 'Dismiss insight' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.callsTo('POST', '/api/recommendations/remove')[0].body).toEqual({ recommendation_id: 'r-1', reason: 'Fixed in 4.2' });
      expect(await screen.findByText('Dismissed on Jun 10, 2025 as “Fixed in 4.2”')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Imports fail without saying why' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Scores' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('Dismissed on Jun 10, 2025 as “Fixed in 4.2”').closest('[tabindex="-1"]')).toHaveFocus());
    });

    it('counts the reason to 500 characters, and says the server’s refusals in words', async () => {
      const { server, app } = openInsight(found(), {
        'POST /api/recommendations/remove': {
          status: 400,
          body: errorBody(400, 'The reason can be at most 500 characters.', 'DISMISS_REASON_TOO_LONG'),
        },
      });
      await app.user.click(await screen.findByRole('button', { name: 'Dismiss' }));
      const dialog = screen.getByRole('dialog', { name: 'Dismiss this insight' });
      const field = within(dialog).getByLabelText(label('Why is it dismissed?'));
      await app.user.click(field);
      await app.user.paste('x'.repeat(501));
      expect(field).toHaveAccessibleDescription('501 of 500 characters');
      await app.user.click(within(dialog).getByRole('button', { name: 'Dismiss insight' }));
      expect(field).toHaveAccessibleDescription(/The reason can be at most 500 characters\./);
      expect(server.callsTo('POST', '/api/recommendations/remove')).toHaveLength(0);

      await app.user.type(field, '{Backspace}');
      await app.user.click(within(dialog).getByRole('button', { name: 'Dismiss insight' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(/The reason can be at most 500 characters\./));
      expect(server.callsTo('POST', '/api/recommendations/remove')).toHaveLength(1);

      server.route({ 'POST /api/recommendations/remove': { status: 500, body: errorBody(500, 'Internal error') } });
      await app.user.click(within(dialog).getByRole('button', { name: 'Dismiss insight' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not dismiss this insight. Please try again.');
      expect(screen.getByRole('dialog', { name: 'Dismiss this insight' })).toBeInTheDocument();
    });

    it('shows an insight dismissed before with its dismissal, and no Dismiss', async () => {
      openInsight(found({ dismissal: { reason: 'Not our market', search_query: null, at: '2025-05-20T12:00:00Z' } }));
      expect(await screen.findByText('Dismissed on May 20, 2025 as “Not our market”')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Imports fail without saying why' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      expect(await seriousAxeViolations()).toEqual([]);
    });

    it('says when a dismissed insight is back, and why it had been dismissed', async () => {
      openInsight(
        found({
          resurfaced: {
            dismissed_at: '2025-05-01T12:00:00Z',
            dismissed_reason: 'Not a priority',
            new_mentions: 7,
            at: '2025-06-02T12:00:00Z',
          },
        }),
      );
      expect(
        await screen.findByText('Back in the list: dismissed on May 1, 2025 as “Not a priority”; 7 new mentions since.'),
      ).toBeInTheDocument();
    });

    it('deletes the insight once confirmed, then shows the project with a notice', async () => {
      let deleted = false;
      const { server, app } = openInsight(
        (call) =>
          call.query.get('product')
            ? { body: { recommendations: [], half_life_days: 30 } }
            : deleted
              ? { status: 404, body: errorBody(404, 'No such insight.', 'INSIGHT_NOT_FOUND') }
              : found(),
        {
          'DELETE /api/recommendations/r-1': () => {
            deleted = true;
            return workflow({ is_deleted: true });
          },
          'GET /api/products/api': { body: { product: aProduct(), versions: [] } },
          'GET /api/products/p-1/analysis': { body: anAnalysis({ status: 'succeeded' }) },
          'GET /api/recommendations/keywords': { body: { keywords: [] } },
        },
      );
      await app.user.click(await screen.findByRole('button', { name: 'Delete' }));
      let dialog = screen.getByRole('dialog', { name: 'Delete this insight?' });
      expect(dialog).toHaveAccessibleDescription(
        '“Imports fail without saying why” will be deleted for everyone in your organisation. This cannot be undone.',
      );
      expect(await seriousAxeViolations()).toEqual([]);
      await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.callsTo('DELETE', '/api/recommendations/r-1')).toHaveLength(0);

      await app.user.click(screen.getByRole('button', { name: 'Delete' }));
      dialog = screen.getByRole('dialog', { name: 'Delete this insight?' });
      await app.user.click(within(dialog).getByRole('button', { name: 'Delete insight' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding research' }, { timeout: 5000 })).toBeInTheDocument();
      expect(app.location().pathname).toBe('/customer/acme/product/p-1');
      expect(screen.getByText('The insight was deleted.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('The insight was deleted.').closest('.product-notices')).toHaveFocus());
      expect(server.callsTo('DELETE', '/api/recommendations/r-1')).toHaveLength(1);
      // The project's list is read again, after the deletion (read-your-writes).
      const list = await waitFor(() => {
        const calls = server.callsTo('GET', '/api/recommendations/v2').filter((call) => call.query.get('product') === 'p-1');
        expect(calls).toHaveLength(1);
        return calls[0];
      });
      expect(list.headers.get('X-Consistency-Position')).toBe('42');
    });

    it('keeps the delete dialog open with a message when the deletion fails', async () => {
      const { app } = openInsight(found(), {
        'DELETE /api/recommendations/r-1': { status: 500, body: errorBody(500, 'Internal error') },
      });
      await app.user.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete this insight?' });
      await app.user.click(within(dialog).getByRole('button', { name: 'Delete insight' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not delete this insight. Please try again.');
      expect(app.location().pathname).toBe(PATH);
    });

    it('refetches the insight when one of its commands lands (its own stream)', async () => {
      const { server, app } = openInsight(found());
      const { sockets, stop } = startFakeLiveUpdates(app.store);
      expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument();
      server.route({ 'GET /api/recommendations/v2': found({ is_saved: true, is_followed: true }) });
      act(() => sockets[0].emit('updates', [{ type: 'InsightSaved', position: 11, streamId: 'insight-r-1' }]));
      expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Followed! Press to unfollow.', pressed: true })).toBeInTheDocument();
      stop();
    });
  });
});
