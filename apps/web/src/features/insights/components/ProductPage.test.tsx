import { act, screen, waitFor, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { seriousAxeViolations } from '../../../../test/axe';
import { aProduct, aRecommendation, anAnalysis } from '../../../../test/product-fixtures';
import type { Analysis } from '../api/types';

const ANALYSIS = 'GET /api/products/p-1/analysis';
const RECOMMENDATIONS = 'GET /api/recommendations/v2';

function openProject(routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/products/api': { body: { product: aProduct(), versions: [] } },
    [ANALYSIS]: { body: anAnalysis({ status: 'succeeded' }) },
    [RECOMMENDATIONS]: { body: { recommendations: [], half_life_days: 30 } },
    'GET /api/recommendations/keywords': { body: { keywords: [] } },
    // The project's changelog (its own tests: changelog/*.test.tsx).
    'GET /api/changelog': { body: { entries: [], has_next: false } },
    ...routes,
  });
  const app = renderApp('/customer/acme/product/p-1', { auth: signedIn });
  return { server, app };
}

const running = (overrides: Partial<Analysis>) =>
  anAnalysis({
    status: 'running',
    job_id: 'analysis-p-1-1',
    version: 1,
    progress: 0.1,
    stage: 'analysing_data',
    message: 'Analysing data',
    ...overrides,
  });

describe('a project’s page', () => {
  it('shows the project’s name, description, type and version, and its address in the title', async () => {
    const { server } = openProject();
    // The first test of the file also waits for the lazily loaded page's first transform.
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding research' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Why new customers stall in their first week.')).toBeInTheDocument();
    const about = screen.getByRole('list', { name: 'About this project' });
    expect(about).toHaveTextContent('Insights');
    expect(about).toHaveTextContent('Version 2');
    expect(server.callsTo('GET', '/api/products/api')[0].query.get('product')).toBe('p-1');
    expect(document.title).toBe('Project · Insight Assistant');
  });

  it('says so when the project does not exist (or is another organisation’s)', async () => {
    openProject({ 'GET /api/products/api': { status: 404, body: errorBody(404, 'No such project.', 'PROJECT_NOT_FOUND') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/customer/acme/projects');
  });

  it('follows a running analysis through each stage, in words, with an accessible progress bar', async () => {
    const stages: Array<[Analysis['stage'], string]> = [
      ['analysing_data', 'Analysing data'],
      ['initial_trends', 'Initial trends'],
      ['double_checking_signals', 'Double-checking signals'],
      ['clustering_insights', 'Clustering insights'],
      ['clear_clusters_detected', 'Clear clusters detected'],
      ['refining', 'Refining'],
      ['writing_up_themes', 'Writing up themes'],
    ];
    const { server, app } = openProject({ [ANALYSIS]: { body: running({}) } });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    expect(await screen.findByRole('heading', { name: 'Analysing your data' })).toBeInTheDocument();
    for (const [index, [stage, text]] of stages.entries()) {
      const progress = (index + 1) / 8;
      server.route({ [ANALYSIS]: { body: running({ stage, message: text, progress }) } });
      sockets[0].emit('updates', [{ type: 'JobProgressed', position: 10 + index, streamId: 'job-analysis-p-1-1' }]);
      const bar = await screen.findByRole('progressbar', { name: 'Analysing your data' });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(progress * 100))));
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
      expect(bar).toHaveAttribute('aria-valuetext', `${Math.round(progress * 100)}% done: ${text}`);
      expect(screen.getByText(text, { selector: '.analysis-progress__stage' })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Refine' })).toBeDisabled();
    expect(screen.getByText('The insights appear here when the analysis is done.')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    stop();
  });

  it('says the stages in the interface language', async () => {
    openProject({ [ANALYSIS]: { body: running({ stage: 'double_checking_signals', message: 'Double-checking signals', progress: 0.4 }) } });
    await screen.findByRole('heading', { name: 'Analysing your data' });
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('ja');
    expect(await screen.findByText('シグナルを再確認中')).toBeInTheDocument();
  });

  it('checks a queued or running analysis every 2 seconds besides live updates, and shows the insights once it ends', async () => {
    const { server } = openProject({ [ANALYSIS]: { body: anAnalysis({ status: 'queued', job_id: 'analysis-p-1-1' }) } });
    expect(await screen.findByText('Waiting for the analysis to start…')).toBeInTheDocument();
    server.route({
      [ANALYSIS]: {
        body: anAnalysis({ status: 'succeeded', insights: { created: 1, continued: 0, staled: 0 }, finished_at: '2025-06-03T10:00:00Z' }),
      },
      [RECOMMENDATIONS]: { body: { recommendations: [aRecommendation()], half_life_days: 30 } },
    });
    expect(await screen.findByRole('link', { name: 'Imports fail without saying why' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(/1 new, 0 updated, 0 no longer found/)).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/products/p-1/analysis').length).toBeGreaterThanOrEqual(2);
  });

  it('cancels the analysis', async () => {
    const { server, app } = openProject({
      [ANALYSIS]: { body: running({}) },
      'POST /api/products/p-1/analysis/cancel': () => {
        server.route({
          [ANALYSIS]: {
            body: anAnalysis({ status: 'cancelled', error_code: 'JOB_CANCELLED', error_message: 'The analysis was cancelled.' }),
          },
        });
        return { status: 202, body: { product_id: 'p-1', job_id: 'analysis-p-1-1' } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Cancel analysis' }));
    expect(await screen.findByText('The analysis was cancelled.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/products/p-1/analysis/cancel')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Analyse again' })).toBeInTheDocument();
  });

  it('says why an analysis failed, in the interface language, with the server’s details', async () => {
    openProject({
      [ANALYSIS]: {
        body: anAnalysis({
          status: 'failed',
          error_code: 'ANALYSIS_NO_SNIPPETS',
          error_message: "None of the project's 12 snippets is dated between 2025-05-01 and 2025-05-31: widen the dates of the analysis.",
        }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The analysis did not finish.');
    expect(alert).toHaveTextContent("There was nothing to analyse: the project's files have no text in the chosen time frame.");
    expect(alert).toHaveTextContent('Details: None of the project');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says an unknown failure as such', async () => {
    openProject({ [ANALYSIS]: { body: anAnalysis({ status: 'failed', error_code: 'SOMETHING_NEW', error_message: 'Disk full.' }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong during the analysis.Details: Disk full.');
  });

  it('ranks the insights by the user-updated impact score, survey-based after the others on ties, stale ones last', async () => {
    const { server } = openProject({
      [RECOMMENDATIONS]: {
        body: {
          recommendations: [
            aRecommendation({ recommendation_id: 'r-stale', title: 'Old theme', status: 'stale', user_updated_customer_impact_score: 99 }),
            aRecommendation({
              recommendation_id: 'r-survey',
              title: 'Survey theme',
              survey_column_name: 'Why',
              user_updated_customer_impact_score: 70,
            }),
            aRecommendation({ recommendation_id: 'r-low', title: 'Low theme', user_updated_customer_impact_score: 20 }),
            aRecommendation({ recommendation_id: 'r-tie', title: 'Tied theme', user_updated_customer_impact_score: 70, impact_score: 40 }),
            aRecommendation({ recommendation_id: 'r-top', title: 'Top theme', user_updated_customer_impact_score: 91 }),
          ],
          half_life_days: 30,
        },
      },
    });
    await screen.findByRole('link', { name: 'Top theme' });
    const titles = within(screen.getByRole('list', { name: 'Insights' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Top theme', 'Tied theme', 'Survey theme', 'Low theme', 'Old theme']);
    expect(screen.getByRole('link', { name: 'Top theme' })).toHaveAttribute('href', '/customer/acme/product/p-1/recommendation/r-top');
    expect(screen.getAllByText('Stale')).toHaveLength(1);
    expect(screen.getByText('The latest analysis no longer found this insight.')).toBeInTheDocument();
    const call = server.callsTo('GET', '/api/recommendations/v2')[0];
    expect(call.query.get('product')).toBe('p-1');
    expect(call.query.get('include_charts')).toBe('true');
    expect(call.query.get('chart_months')).toBe('6');
  });

  it('shows each insight’s figures and trend, and why it scores so on demand', async () => {
    const { app } = openProject({
      [RECOMMENDATIONS]: { body: { recommendations: [aRecommendation({ new_evidence_count: 3 })], half_life_days: 30 } },
    });
    const card = (await screen.findByRole('link', { name: 'Imports fail without saying why' })).closest('li')!;
    const figures = within(card);
    expect(card).toHaveTextContent('Impact68');
    expect(card).toHaveTextContent('Priority55');
    expect(card).toHaveTextContent('Team priority—');
    expect(card).toHaveTextContent('SentimentNegative');
    expect(card).toHaveTextContent('Mentions12 (+3 new)');
    expect(card).toHaveTextContent('SourcesDocuments: 4 · Transcripts: 8');
    const trend = figures.getByRole('table', { name: 'Mentions per month: Imports fail without saying why' });
    expect(within(trend).getAllByRole('row')).toHaveLength(7);
    expect(within(trend).getAllByRole('row')[6]).toHaveTextContent('Jun 20254');

    const why = figures.getByRole('button', { name: 'Why this score' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(figures.queryByText('Frequency')).not.toBeInTheDocument();
    await app.user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(why.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('heading', { name: 'Impact score: 68' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Priority score: 55' })).toBeInTheDocument();
    const impact = within(panel).getAllByRole('list')[0];
    const [frequency, recency, revenue] = within(impact).getAllByRole('listitem');
    expect(frequency).toHaveTextContent('Frequency+20 pointsWeight40%Value50%Points20Raised in 12 of 40 snippets.');
    expect(recency).toHaveTextContent('Recency+48 points');
    expect(revenue).toHaveTextContent('RevenueNot known');
    expect(revenue).toHaveTextContent('Unknown: no revenue (ARR) is known for this project.');
    expect(await seriousAxeViolations()).toEqual([]);
    await app.user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters the insights by keyword chips, on the page', async () => {
    const { app } = openProject({
      [RECOMMENDATIONS]: {
        body: {
          recommendations: [
            aRecommendation({ recommendation_id: 'r-1', title: 'Imports fail', key_phrases: ['import'] }),
            aRecommendation({ recommendation_id: 'r-2', title: 'Pricing is unclear', key_phrases: ['pricing', 'invoice'] }),
          ],
          half_life_days: 30,
        },
      },
      'GET /api/recommendations/keywords': {
        body: {
          keywords: [
            { keyword: 'pricing', count: 4 },
            { keyword: 'import', count: 2 },
          ],
        },
      },
    });
    await screen.findByRole('link', { name: 'Imports fail' });
    const group = await screen.findByRole('group', { name: 'Filter by keyword' });
    await app.user.click(within(group).getByRole('button', { name: /pricing/ }));
    expect(within(group).getByRole('button', { name: /pricing/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: 'Imports fail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pricing is unclear' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 insights.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Clear keywords' }));
    expect(screen.getByRole('link', { name: 'Imports fail' })).toBeInTheDocument();
  });

  it('shows the twenty strongest insights and the twelve most mentioned keywords first, the rest on request', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      aRecommendation({ recommendation_id: `r-${index}`, title: `Theme ${index}`, user_updated_customer_impact_score: 90 - index }),
    );
    const { app } = openProject({
      [RECOMMENDATIONS]: { body: { recommendations: many, half_life_days: 30 } },
      'GET /api/recommendations/keywords': {
        body: { keywords: Array.from({ length: 30 }, (_, index) => ({ keyword: `word${index}`, count: 30 - index })) },
      },
    });
    const list = await screen.findByRole('list', { name: 'Insights' });
    expect(
      within(list)
        .getAllByRole('listitem', { name: undefined })
        .filter((item) => item.parentElement === list),
    ).toHaveLength(20);
    await app.user.click(screen.getByRole('button', { name: 'Show 20 more of 45' }));
    await app.user.click(screen.getByRole('button', { name: 'Show 5 more of 45' }));
    expect(screen.getByRole('link', { name: 'Theme 44' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Filter by keyword' });
    expect(within(group).getAllByRole('button')).toHaveLength(12);
    await app.user.click(screen.getByRole('button', { name: 'All keywords (30)' }));
    expect(within(group).getAllByRole('button')).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Fewer keywords' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers to analyse when there are no insights and no analysis running', async () => {
    const { server, app } = openProject({
      [ANALYSIS]: { body: anAnalysis({ status: 'none' }) },
      'POST /api/recommendations/v2': () => {
        server.route({ [ANALYSIS]: { body: anAnalysis({ status: 'queued', job_id: 'analysis-p-1-1' }) } });
        return { status: 202, body: { product_id: 'p-1', job_id: 'analysis-p-1-1' } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'No insights yet' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByText('Waiting for the analysis to start…')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/recommendations/v2')[0].body).toEqual({ product_id: 'p-1' });
    expect(screen.queryByRole('heading', { name: 'No insights yet' })).not.toBeInTheDocument();
  });

  it('refines the project: prompt, keywords and a time frame make a new version, whose analysis then shows', async () => {
    const { server, app } = openProject({
      [RECOMMENDATIONS]: { body: { recommendations: [aRecommendation()], half_life_days: 30 } },
      'POST /api/products/version': () => {
        server.route({ [ANALYSIS]: { body: anAnalysis({ status: 'queued', job_id: 'analysis-p-1-2', version: 3 }) } });
        return { status: 202, body: { product_id: 'p-1', version: 3, job_id: 'analysis-p-1-2' } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Refine' }));
    const dialog = screen.getByRole('dialog', { name: 'Refine this project' });
    expect(within(dialog).getByText('Mention specific business terms.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(label('What should the analysis focus on?')), 'Focus on enterprise accounts');
    expect(within(dialog).getByRole('list', { name: 'Chosen keywords' })).toHaveTextContent('onboarding');
    await app.user.type(within(dialog).getByLabelText(label('Keywords')), 'sso{Enter}');
    await app.user.selectOptions(within(dialog).getByLabelText(label('Time frame')), 'Last 2 weeks');
    await app.user.click(within(dialog).getByRole('button', { name: 'Refine and analyse' }));
    expect(await screen.findByText('Version 3 is being analysed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Waiting for the analysis to start…')).toBeInTheDocument();
    const body = server.callsTo('POST', '/api/products/version')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      product_id: 'p-1',
      refinement_prompt: 'Focus on enterprise accounts',
      keywords: ['onboarding', 'sso'],
      use_sales_data: false,
    });
    expect(body.sales_calls_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the refine dialog open with the server’s reason when it is refused', async () => {
    const { app } = openProject({
      'POST /api/products/version': {
        status: 409,
        body: errorBody(409, 'An analysis of this project is running; refine it once the analysis has finished.', 'ANALYSIS_RUNNING'),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Refine' }));
    await app.user.click(screen.getByRole('button', { name: 'Refine and analyse' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('An analysis of this project is running');
  });

  it('refetches the insights when an insight or the project changes', async () => {
    const { server, app } = openProject();
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await screen.findByRole('heading', { name: 'No insights yet' });
    server.route({ [RECOMMENDATIONS]: { body: { recommendations: [aRecommendation()], half_life_days: 30 } } });
    sockets[0].emit('updates', [{ type: 'InsightCreated', position: 50, streamId: 'insight-r-1' }]);
    expect(await screen.findByRole('link', { name: 'Imports fail without saying why' })).toBeInTheDocument();
    stop();
  });

  it('says on an insight’s card when it is back after a dismissal, and why it had been dismissed', async () => {
    openProject({
      [RECOMMENDATIONS]: {
        body: {
          recommendations: [
            aRecommendation({
              resurfaced: {
                dismissed_at: '2025-05-01T12:00:00Z',
                dismissed_reason: 'Not a priority',
                new_mentions: 1,
                at: '2025-06-02T12:00:00Z',
              },
            }),
          ],
          half_life_days: 30,
        },
      },
    });
    const card = (await screen.findByRole('link', { name: 'Imports fail without saying why' })).closest('li')!;
    expect(card).toHaveTextContent('Back in the list: dismissed on May 1, 2025 as “Not a priority”; 1 new mention since.');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('saves an insight from its card, at once, and takes it back with a message when the server refuses', async () => {
    const { server, app } = openProject({
      [RECOMMENDATIONS]: { body: { recommendations: [aRecommendation()], half_life_days: 30 } },
      'POST /api/recommendations/r-1/save': {
        body: { recommendation_id: 'r-1', is_saved: true, is_followed: false, is_dismissed: false, is_deleted: false },
      },
    });
    const card = (await screen.findByRole('link', { name: 'Imports fail without saying why' })).closest('li')!;
    const save = within(card).getByRole('button', { name: 'Save Imports fail without saying why', pressed: false });
    await app.user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(save).toHaveAccessibleName('Saved Imports fail without saying why');
    expect(server.callsTo('POST', '/api/recommendations/r-1/save')).toHaveLength(1);

    server.route({ 'DELETE /api/recommendations/r-1/save': { status: 500, body: errorBody(500, 'Internal error') } });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await app.user.click(save);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'We could not remove this insight from your saved insights. Please try again.',
    );
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  });

  it('leaves out an insight dismissed elsewhere once its stream changes', async () => {
    const { server, app } = openProject({
      [RECOMMENDATIONS]: { body: { recommendations: [aRecommendation()], half_life_days: 30 } },
    });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await screen.findByRole('link', { name: 'Imports fail without saying why' });
    server.route({ [RECOMMENDATIONS]: { body: { recommendations: [], half_life_days: 30 } } });
    act(() => sockets[0].emit('updates', [{ type: 'InsightDismissed', position: 60, streamId: 'insight-r-1' }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Imports fail without saying why' })).not.toBeInTheDocument());
    stop();
  });

  describe('the Other bucket', () => {
    const other = {
      count: 12,
      min_theme_snippets: 3,
      snippets: [
        {
          snippet_id: 'd-1:4',
          text: 'The invoice font is tiny',
          document_id: 'd-1',
          file_name: 'Call with Ana.vtt',
          kind: 'transcript' as const,
        },
        { snippet_id: 'd-2:0', text: 'I miss the old logo', document_id: 'd-2', file_name: 'Survey.csv', kind: 'survey' as const },
      ],
    };

    const contexts = {
      product_id: 'p-1',
      snippets: [
        { ...other.snippets[0], location: { start: 40, end: 44, speaker: 'Ana' }, attributes: {}, date: null },
        { ...other.snippets[1], location: { row: 3, column: 'Why?' }, attributes: { age: '34' }, date: null },
      ],
    };

    it('shows it apart below the ranked insights, collapsed, and lists its snippets with their source when opened by keyboard', async () => {
      const { app, server } = openProject({
        'GET /api/products/api': { body: { product: aProduct(), versions: [], other } },
        'GET /api/products/p-1/other': { body: contexts },
        [RECOMMENDATIONS]: { body: { recommendations: [aRecommendation()], half_life_days: 30 } },
      });
      const toggle = await screen.findByRole('button', { name: 'Other — 12 snippets fit no theme' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const section = screen.getByRole('region', { name: 'Other — 12 snippets fit no theme' });
      expect(section).toHaveTextContent('or to a theme of fewer than 3 snippets');
      expect(within(section).queryByText('The invoice font is tiny')).not.toBeInTheDocument();
      // Below the ranked insights, and not one of them.
      const insights = screen.getByRole('region', { name: 'Insights' });
      expect(insights.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(insights).queryByText('The invoice font is tiny')).not.toBeInTheDocument();

      // Where the snippets were said is asked for only once the person opens the bucket.
      expect(server.callsTo('GET', '/api/products/p-1/other')).toHaveLength(0);
      toggle.focus();
      await app.user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const items = within(section).getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('blockquote')?.textContent)).toEqual([
        'The invoice font is tiny',
        'I miss the old logo',
      ]);
      await waitFor(() => expect(items[0]).toHaveTextContent('Call with Ana.vtt · Ana · 00:40'));
      expect(items[1]).toHaveTextContent('Survey.csv · question “Why?” · row 3 · respondent: age: 34');
      expect(server.callsTo('GET', '/api/products/p-1/other')).toHaveLength(1);
      // No snippet links to an insight (they belong to none): only to where it was said, in its file.
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/settings/data-library/documents/d-1?snippet=d-1%3A4', '/settings/data-library/documents/d-2?snippet=d-2%3A0']);
      expect(within(section).getByRole('link', { name: 'Open in Survey.csv: “I miss the old logo”' })).toBeInTheDocument();
      expect(section).toHaveTextContent('The first 2 of 12 snippets.');
      expect(await seriousAxeViolations()).toEqual([]);

      await app.user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(section).queryByText('The invoice font is tiny')).not.toBeInTheDocument();
    });

    it('names each snippet’s file while where it was said cannot be read', async () => {
      const { app } = openProject({
        'GET /api/products/api': { body: { product: aProduct(), versions: [], other } },
        'GET /api/products/p-1/other': { status: 500, body: errorBody(500, 'Internal error') },
      });
      await app.user.click(await screen.findByRole('button', { name: 'Other — 12 snippets fit no theme' }));
      const section = screen.getByRole('region', { name: 'Other — 12 snippets fit no theme' });
      await waitFor(() => expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('I miss the old logoSurvey.csv'));
      expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('The invoice font is tinyCall with Ana.vtt');
    });

    it('shows nothing when every snippet fit a theme', async () => {
      openProject({
        'GET /api/products/api': { body: { product: aProduct(), versions: [], other: null } },
        [RECOMMENDATIONS]: { body: { recommendations: [aRecommendation()], half_life_days: 30 } },
      });
      await screen.findByRole('link', { name: 'Imports fail without saying why' });
      expect(screen.queryByRole('button', { name: /^Other/ })).not.toBeInTheDocument();
    });

    it('says it in the interface language', async () => {
      openProject({ 'GET /api/products/api': { body: { product: aProduct(), versions: [], other: { ...other, count: 1 } } } });
      await screen.findByRole('button', { name: 'Other — 1 snippet fits no theme' });
      const { i18n } = await import('../../../lib/i18n');
      await act(() => i18n.changeLanguage('fr'));
      expect(await screen.findByRole('button', { name: 'Autres — 1 extrait ne correspond à aucun thème' })).toBeInTheDocument();
    });
  });
});
