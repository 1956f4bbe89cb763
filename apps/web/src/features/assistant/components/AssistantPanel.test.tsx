import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Reply, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { seriousAxeViolations } from '../../../../test/axe';
import { aRecommendation, anInsightSnippet } from '../../../../test/product-fixtures';
import type { AssistantAnswer, AssistantQuestion, PastQuestions } from '../api/types';

/** An organisation page with little of its own to load: the projects list. */
const PATH = '/customer/acme/projects';

const anAnswer = (overrides: Partial<AssistantAnswer> = {}): AssistantAnswer => ({
  recommendations: [
    {
      recommendation_id: 'r-1',
      product_id: 'p-1',
      title: 'Imports fail without saying why',
      summary: 'Customers wait for imports that fail silently.',
      snippet_count: 4,
      score: 1,
    },
  ],
  answer:
    'One insight matches this question: "Imports fail without saying why", which rests on 4 mentions, such as "The import failed twice and never said why." [1] and "Nobody told us" [2].',
  citations: [
    { number: 1, recommendation_id: 'r-1', snippet_id: 'd-1:3', document_id: 'd-1', text: 'The import failed twice and never said why.' },
    { number: 2, recommendation_id: 'r-1', snippet_id: 'd-1:7', document_id: 'd-1', text: 'Nobody told us' },
  ],
  conversation_id: '7d7e1c52-1111-4222-8333-444455556666',
  conversation_turn: 1,
  mode: 'pattern',
  answered_by: 'offline',
  model_failed: false,
  ...overrides,
});

const history = (...queries: string[]): Reply => ({
  body: {
    searches: queries.map((query, index) => ({ query, mode: 'pattern', searched_at: `2025-06-0${9 - index}T10:00:00.000Z` })),
  } satisfies PastQuestions,
});

function openOrganisation(routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/products/list': { body: { products: [], has_next: false } },
    'GET /api/notifications': { body: { notifications: [], unread_count: 0, has_next: false } },
    'GET /api/chatbot/search-history': history(),
    'POST /api/chatbot/search': { body: anAnswer() },
    'POST /api/chatbot/search-history': ({ body }) => ({
      status: 201,
      body: { ...(body as object), mode: 'pattern', searched_at: '2025-06-10T10:00:00.000Z' },
      headers: { 'X-Consistency-Position': '12' },
    }),
    ...routes,
  });
  const app = renderApp(PATH, { auth: signedIn });
  return { server, app };
}

/** A reply the test gives when it chooses. */
function deferred() {
  let answer: (reply: Reply) => void = () => undefined;
  const route: Route = () => new Promise<Reply>((resolve) => (answer = resolve));
  return { route, answer: (reply: Reply) => act(async () => answer(reply)) };
}

async function openPanel(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Ask the assistant' }));
  return screen.getByRole('dialog', { name: 'Ask the assistant' });
}

async function ask(app: ReturnType<typeof renderApp>, text: string) {
  await app.user.type(screen.getByRole('textbox', { name: 'Your question' }), text);
  await app.user.keyboard('{Enter}');
}

const questionsSent = (server: ReturnType<typeof installFakeApi>) =>
  server.callsTo('POST', '/api/chatbot/search').map((call) => call.body as AssistantQuestion);

describe('asking the assistant', () => {
  it('opens from the top navigation by keyboard, keeps focus inside, and closes on Escape back to its button', async () => {
    const { app } = openOrganisation({ 'GET /api/chatbot/search-history': history('Why do imports fail?', 'Exports in the past month') });
    const button = await screen.findByRole('button', { name: 'Ask the assistant' });
    button.focus();
    await app.user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Ask the assistant' });
    expect(within(panel).getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    // The empty state: the hints of a good prompt, the recent questions and /memory.
    expect(within(panel).getByText('Tips for a good prompt:')).toBeInTheDocument();
    expect(within(panel).getByText(/Type \/memory to list your past questions/)).toBeInTheDocument();
    // The recent questions arrive after the panel opens: wait for them rather than race the fetch.
    const recent = await within(panel).findByRole('region', { name: 'Your recent questions' });
    expect((await within(recent).findAllByRole('button')).map((item) => item.textContent)).toEqual([
      'Why do imports fail?',
      'Exports in the past month',
    ]);
    expect(await seriousAxeViolations()).toEqual([]);

    // Tab goes round the panel and never reaches the page behind.
    for (let presses = 0; presses < 8; presses += 1) {
      await app.user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }

    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks, says it is searching, then shows the answer with its citations and insights linked, and records the question', async () => {
    const reply = deferred();
    const { server, app } = openOrganisation({ 'POST /api/chatbot/search': reply.route });
    const panel = await openPanel(app);
    await ask(app, 'Why do imports fail?');

    expect(await within(panel).findByRole('status')).toHaveTextContent('Searching…');
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(panel).getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    await reply.answer({ body: anAnswer() });

    const log = within(panel).getByRole('log', { name: 'Conversation with the assistant' });
    expect(await within(log).findByText(/One insight matches this question/)).toBeInTheDocument();
    expect(within(log).getByText('Why do imports fail?')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Quote 1' })).toHaveAttribute('href', '/customer/acme/insight/r-1?snippet=d-1%3A3');
    expect(within(log).getByRole('link', { name: 'Quote 2' })).toHaveAttribute('href', '/customer/acme/insight/r-1?snippet=d-1%3A7');
    const insights = within(log).getByRole('region', { name: 'Insights in this answer' });
    expect(within(insights).getByRole('link', { name: 'Imports fail without saying why' })).toHaveAttribute(
      'href',
      '/customer/acme/insight/r-1',
    );
    expect(insights).toHaveTextContent('Customers wait for imports that fail silently.');
    expect(insights).toHaveTextContent('4 mentions');

    expect(questionsSent(server)).toEqual([{ query: 'Why do imports fail?' }]);
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/chatbot/search-history').map((call) => call.body)).toEqual([{ query: 'Why do imports fail?' }]),
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('sends the previous turn with a follow-up, and starts afresh after New conversation', async () => {
    const { server, app } = openOrganisation();
    const panel = await openPanel(app);
    await ask(app, 'Why do imports fail?');
    await within(panel).findByRole('link', { name: 'Quote 1' });
    server.route({ 'POST /api/chatbot/search': { body: anAnswer({ conversation_turn: 2 }) } });
    await ask(app, 'and for large files?');
    await waitFor(() => expect(questionsSent(server)).toHaveLength(2));
    expect(questionsSent(server)[1]).toEqual({
      query: 'and for large files?',
      context: { conversation_id: '7d7e1c52-1111-4222-8333-444455556666', conversation_turn: 1, query: 'Why do imports fail?' },
    });
    await waitFor(() => expect(within(panel).getAllByRole('link', { name: 'Quote 1' })).toHaveLength(2));

    await app.user.click(within(panel).getByRole('button', { name: 'New conversation' }));
    expect(within(panel).queryByRole('log')).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    await ask(app, 'What about exports?');
    await waitFor(() => expect(questionsSent(server)).toHaveLength(3));
    expect(questionsSent(server)[2]).toEqual({ query: 'What about exports?' });
  });

  it('lists past questions with /memory and its filter, and asks one again on its own', async () => {
    const { server, app } = openOrganisation();
    const panel = await openPanel(app);
    await ask(app, 'Why do imports fail?');
    await within(panel).findByRole('link', { name: 'Quote 1' });

    server.route({ 'GET /api/chatbot/search-history': history('Why do exports time out?', 'Exports in the past month') });
    await ask(app, '/memory  exports');
    const listing = await within(panel).findByText('Choose one to ask it again.');
    const lastCall = server.callsTo('GET', '/api/chatbot/search-history').at(-1)!;
    expect(lastCall.query.get('query')).toBe('exports');
    const log = within(panel).getByRole('log');
    expect(log).toHaveTextContent('/memory exports');
    const pastQuestions = within(listing.parentElement!).getAllByRole('button');
    expect(pastQuestions.map((item) => item.querySelector('.assistant-past__query')?.textContent)).toEqual([
      'Why do exports time out?',
      'Exports in the past month',
    ]);
    expect(pastQuestions[0]).toHaveTextContent(/asked Jun 9, 2025/);
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(pastQuestions[0]);
    await waitFor(() => expect(questionsSent(server)).toHaveLength(2));
    // A rerun is the question as it was first asked, not a follow-up of what came before it.
    expect(questionsSent(server)[1]).toEqual({ query: 'Why do exports time out?' });
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/chatbot/search-history').at(-1)?.body).toEqual({ query: 'Why do exports time out?' }),
    );
  });

  it('says when /memory finds nothing', async () => {
    const { app } = openOrganisation();
    const panel = await openPanel(app);
    await ask(app, '/memory refunds');
    expect(await within(panel).findByText('None of your past questions contains “refunds”.')).toBeInTheDocument();
  });

  it('shows the answer that nothing matched, with the hints to ask otherwise', async () => {
    const { app } = openOrganisation({
      'POST /api/chatbot/search': { body: anAnswer({ recommendations: [], citations: [], answer: 'No insight matches this question.' }) },
    });
    const panel = await openPanel(app);
    await ask(app, 'Weather on Mars');
    const log = await within(panel).findByRole('log');
    expect(await within(log).findByText('No insight matches this question.')).toBeInTheDocument();
    expect(within(log).getByText('Tips for a good prompt:')).toBeInTheDocument();
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the organisation’s model worded the answer, and when it failed and the data’s own answer stands', async () => {
    const { app, server } = openOrganisation({ 'POST /api/chatbot/search': { body: anAnswer({ answered_by: 'model' }) } });
    const panel = await openPanel(app);
    await ask(app, 'Why do imports fail?');
    const log = await within(panel).findByRole('log');
    expect(await within(log).findByText('Worded by your organisation’s language model from the quotes cited.')).toBeInTheDocument();
    server.route({ 'POST /api/chatbot/search': { body: anAnswer({ model_failed: true }) } });
    await ask(app, 'And exports?');
    expect(
      await within(log).findByText('The language model could not answer, so this answer was composed from your data.'),
    ).toBeInTheDocument();
  });

  it('refuses an empty message without asking the server', async () => {
    const { server, app } = openOrganisation();
    const panel = await openPanel(app);
    await app.user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText('Ask a question first.')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Your question' })).toHaveAccessibleDescription(/Ask a question first\./);
    expect(questionsSent(server)).toEqual([]);
  });

  it('shows the server’s reason for a refused question, in the interface language', async () => {
    const { server, app } = openOrganisation({
      'POST /api/chatbot/search': {
        status: 400,
        body: errorBody(400, 'A question can be at most 1000 characters long.', 'ASSISTANT_QUERY_TOO_LONG'),
      },
    });
    const panel = await openPanel(app);
    await ask(app, 'Why?');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('A question can be at most 1000 characters long.');
    expect(within(panel).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/chatbot/search-history')).toEqual([]);
  });

  it('offers to try again when the assistant cannot answer, and asks the same again', async () => {
    const { server, app } = openOrganisation({ 'POST /api/chatbot/search': { status: 503, body: errorBody(503, 'Unavailable') } });
    const panel = await openPanel(app);
    await ask(app, 'Why do imports fail?');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The assistant could not answer just now. Please try again.');
    server.route({ 'POST /api/chatbot/search': { body: anAnswer() } });
    await app.user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('link', { name: 'Quote 1' })).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(questionsSent(server)).toEqual([{ query: 'Why do imports fail?' }, { query: 'Why do imports fail?' }]);
  });

  it('says database search is unavailable until analytics are configured, and switches back to pattern search', async () => {
    const unavailable = 'Database search is unavailable until analytics configuration is set up for your account.';
    const { server, app } = openOrganisation({
      'POST /api/chatbot/search': ({ body }) =>
        (body as AssistantQuestion).mode === 'database'
          ? { status: 409, body: errorBody(409, `${unavailable} Switch to pattern search.`, 'DATABASE_SEARCH_UNAVAILABLE') }
          : { body: anAnswer() },
    });
    const panel = await openPanel(app);
    const modes = within(panel).getByRole('group', { name: 'Search by' });
    expect(within(modes).getByRole('radio', { name: 'Pattern' })).toBeChecked();

    // Chosen, database search says at once that it cannot run here, and offers pattern search back.
    await app.user.click(within(modes).getByRole('radio', { name: 'Database' }));
    expect(within(panel).getByRole('status')).toHaveTextContent(unavailable);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await app.user.click(within(panel).getByRole('button', { name: 'Switch to pattern search' }));
    expect(within(modes).getByRole('radio', { name: 'Pattern' })).toBeChecked();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();

    // Asked in database mode all the same, the question is refused with the same offer, which asks it again by pattern.
    await app.user.click(within(modes).getByRole('radio', { name: 'Database' }));
    await ask(app, 'Why do imports fail?');
    const log = await within(panel).findByRole('log');
    await within(log).findByText(unavailable);
    expect(server.callsTo('POST', '/api/chatbot/search-history')).toEqual([]);
    await app.user.click(within(log).getByRole('button', { name: 'Switch to pattern search and ask again' }));
    expect(await within(panel).findByRole('link', { name: 'Quote 1' })).toBeInTheDocument();
    expect(questionsSent(server)).toEqual([{ query: 'Why do imports fail?', mode: 'database' }, { query: 'Why do imports fail?' }]);
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/chatbot/search-history').map((call) => call.body)).toEqual([{ query: 'Why do imports fail?' }]),
    );
  });

  it('follows a citation to its quote, highlighted on the insight page, and keeps the conversation for later', async () => {
    const { app } = openOrganisation({
      'GET /api/recommendations/v2': { body: { recommendation: aRecommendation(), half_life_days: 30 } },
      'GET /api/snippets/v2': { body: { snippets: [anInsightSnippet()], has_next: false, total: 1 } },
      'GET /api/recommendations/arr': { body: { recommendation_id: 'r-1', total_arr: null, accounts: 0, top_accounts: [] } },
    });
    const panel = await openPanel(app);
    await ask(app, 'Why do imports fail?');
    await app.user.click(await within(panel).findByRole('link', { name: 'Quote 1' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.location().pathname).toBe('/customer/acme/insight/r-1');
    expect(app.location().search).toBe('?snippet=d-1%3A3');
    await screen.findByRole('heading', { level: 1, name: 'Imports fail without saying why' });
    const quotes = await screen.findByRole('region', { name: 'Representative quotes' });
    const cited = within(quotes).getByText('The quote the assistant cited').closest('li')!;
    expect(cited).toHaveAttribute('id', 'quote-d-1:3');
    expect(cited).toHaveAttribute('aria-current', 'true');
    expect(cited).toHaveFocus();
    expect(cited).toHaveTextContent('The import failed twice and never said why.');

    const reopened = await openPanel(app);
    expect(within(reopened).getByText('Why do imports fail?')).toBeInTheDocument();
    expect(within(reopened).getByRole('link', { name: 'Quote 1' })).toBeInTheDocument();
  });
});
