import { act, screen, waitFor, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { seriousAxeViolations } from '../../../../test/axe';
import { aProduct, aRecommendation } from '../../../../test/product-fixtures';
import { aGeneration, aSummary, aWriteup } from '../test-support';

function open(path: string, routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/comments/members': { body: [] },
    'GET /api/products/list': {
      body: {
        products: [
          aProduct(),
          aProduct({ product_id: 'p-2', name: 'Pricing interviews' }),
          aProduct({ product_id: 'p-3', name: 'Not analysed yet', insight_count: 0 }),
        ],
        has_next: false,
      },
    },
    'GET /api/recommendations/v2': {
      body: {
        recommendations: [aRecommendation(), aRecommendation({ recommendation_id: 'r-2', title: 'Setup takes too long' })],
        half_life_days: 30,
      },
    },
    ...routes,
  });
  const app = renderApp(path, { auth: signedIn });
  return { server, app };
}

describe('the research brief’s questions', () => {
  const requested = { status: 202, body: { product_id: 'p-1', kind: 'research_plan', job_id: 'writeup-p-1.research_plan-1' } };

  it('asks for the methodology, allowing Not sure, and generates the brief', async () => {
    const { server, app } = open('/customer/acme/generate-research-plan?product=p-1', {
      'POST /api/brief/api': requested,
      'GET /api/products/p-1/writeups/research_plan': {
        body: aWriteup({
          kind: 'research_plan',
          status: 'generating',
          version: 0,
          sections: [],
          sources: [],
          versions: [],
          generation: aGeneration(),
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate a research brief' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toBe('Generate a research brief · Insight Assistant');
    const project = await screen.findByRole('combobox', { name: label('Project') });
    expect(project).toHaveValue('p-1');
    // Only the analysed projects are offered.
    expect(within(project).queryByRole('option', { name: 'Not analysed yet' })).not.toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: 'What should the research find out?' }), 'Why imports fail');
    await app.user.type(screen.getByRole('textbox', { name: 'What is the timeline?' }), 'Two weeks');
    await app.user.type(screen.getByRole('textbox', { name: 'Who is the audience?' }), 'Admins');
    await app.user.click(screen.getByRole('button', { name: 'Generate the brief' }));

    const methods = screen.getByRole('radiogroup', { name: /Which method will you use\?/ });
    expect(methods).toHaveAccessibleDescription('Please answer the methodology question, or choose Not sure.');
    expect(methods).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(methods).getByRole('radio', { name: 'User interviews' })).toHaveFocus());
    expect(server.callsTo('POST', '/api/brief/api')).toHaveLength(0);
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(within(methods).getByRole('radio', { name: 'Not sure' }));
    expect(screen.getByText('Not sure: a method is proposed from your data.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('checkbox', { name: 'Setup takes too long' }));
    await app.user.click(screen.getByRole('button', { name: 'Generate the brief' }));
    await waitFor(() => expect(app.location().pathname).toBe('/customer/acme/brief/p-1'));
    expect(server.callsTo('POST', '/api/brief/api')[0].body).toEqual({
      product_id: 'p-1',
      goal: 'Why imports fail',
      methodology: 'Not sure',
      timeline: 'Two weeks',
      audience: 'Admins',
      recommendation_ids: ['r-2'],
    });
    expect(await screen.findByRole('progressbar', { name: 'Writing the document' })).toHaveAttribute(
      'aria-valuetext',
      '0% done: Creating your document',
    );
  });

  it('takes another method in the person’s words, and says so in their language when it is missing', async () => {
    const { server, app } = open('/customer/acme/generate-research-plan', { 'POST /api/brief/api': requested });
    const project = await screen.findByRole('combobox', { name: label('Project') }, { timeout: 5000 });
    await app.user.selectOptions(project, 'p-2');
    await app.user.click(screen.getByRole('radio', { name: 'Another method' }));
    await app.user.click(screen.getByRole('button', { name: 'Generate the brief' }));
    expect(screen.getByText('Please answer the methodology question, or choose Not sure.')).toBeInTheDocument();
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('fr');
    expect(await screen.findByText('Veuillez répondre à la question sur la méthodologie, ou choisir Je ne sais pas.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    await app.user.type(await screen.findByRole('textbox', { name: label('Which method?') }), 'Card sorting');
    await app.user.click(screen.getByRole('button', { name: 'Generate the brief' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/brief/api')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/brief/api')[0].body).toMatchObject({ product_id: 'p-2', methodology: 'Card sorting' });
  });

  it('starts from the answers given before for a project whose brief exists', async () => {
    const brief = { goal: 'Why do travellers leave?', methodology: 'Card sorting', timeline: 'Two weeks', audience: 'Frequent flyers' };
    open('/customer/acme/generate-research-plan?product=p-1', {
      'GET /api/products/p-1/writeups/research_plan': { body: aWriteup({ kind: 'research_plan', brief }) },
    });
    expect(await screen.findByRole('textbox', { name: label('Which method?') }, { timeout: 5000 })).toHaveValue('Card sorting');
    expect(screen.getByRole('radio', { name: 'Another method' })).toBeChecked();
    expect(screen.getByDisplayValue('Why do travellers leave?')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Frequent flyers')).toBeInTheDocument();
  });
});

describe('generating a product spec or value prop', () => {
  it('chooses a project and insights, then opens the document', async () => {
    const { server, app } = open('/customer/acme/generate-value-prop', {
      'POST /api/products/p-1/writeups/value_prop': { status: 202, body: { product_id: 'p-1', kind: 'value_prop', job_id: 'j' } },
      'GET /api/products/p-1/writeups/value_prop': {
        body: aWriteup({
          kind: 'value_prop',
          status: 'generating',
          version: 0,
          sections: [],
          sources: [],
          versions: [],
          generation: aGeneration(),
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate a value proposition' }, { timeout: 5000 })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByText('Choose a project.')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByRole('combobox', { name: label('Project') }), 'p-1');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Imports fail without saying why' }));
    expect(await seriousAxeViolations()).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(app.location().pathname).toBe('/customer/acme/value-prop/p-1'));
    expect(server.callsTo('POST', '/api/products/p-1/writeups/value_prop')[0].body).toEqual({ recommendation_ids: ['r-1'] });
  });
});

describe('auto-build', () => {
  const LIST = 'GET /api/products/p-1/writeups';
  const none = { writeups: ['research_plan', 'product_spec', 'value_prop'].map((kind) => aSummary({ kind: kind as never })) };

  it('builds the three documents and follows each until it opens', async () => {
    const { server, app } = open('/customer/acme/auto-build?product=p-1', {
      [LIST]: { body: none },
      'POST /api/products/p-1/auto-build': () => {
        server.route({
          [LIST]: {
            body: {
              writeups: [
                aSummary({ kind: 'research_plan', status: 'generating', generation: aGeneration({ stage: 'creating', progress: 0.1 }) }),
                aSummary({ kind: 'product_spec', status: 'generating', generation: aGeneration({ stage: 'generating', progress: 0.5 }) }),
                aSummary({ kind: 'value_prop', status: 'generating', generation: aGeneration({ stage: 'creating', progress: 0 }) }),
              ],
            },
          },
        });
        return { status: 202, body: { product_id: 'p-1', writeups: [] } };
      },
    });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Build all three documents' }, { timeout: 5000 })).toBeInTheDocument();
    const documents = await screen.findByRole('region', { name: 'The project’s documents' });
    expect(within(documents).getAllByText('Not generated yet')).toHaveLength(3);
    await app.user.click(screen.getByRole('button', { name: 'Build all three' }));
    expect(await screen.findByText('Building the documents. Each opens here when it is ready.')).toBeInTheDocument();
    expect(await within(documents).findByRole('progressbar', { name: 'Product spec' })).toHaveAttribute(
      'aria-valuetext',
      '50% done: Generating your document',
    );
    expect(await seriousAxeViolations()).toEqual([]);

    server.route({
      [LIST]: {
        body: {
          writeups: [
            aSummary({ kind: 'research_plan', status: 'ready', version: 1, title: 'Travel: research brief' }),
            aSummary({ kind: 'product_spec', status: 'ready', version: 1, title: 'Travel: product spec' }),
            aSummary({ kind: 'value_prop', status: 'generating', generation: aGeneration({ stage: 'generating', progress: 0.5 }) }),
          ],
        },
      },
    });
    sockets[0].emit('updates', [{ type: 'WriteupGenerated', position: 30, streamId: 'writeup-p-1.product_spec' }]);
    expect(await within(documents).findByRole('link', { name: 'Open the Product spec' })).toHaveAttribute('href', '/customer/acme/prd/p-1');
    expect(within(documents).getByRole('link', { name: 'Open the Research brief' })).toHaveAttribute('href', '/customer/acme/brief/p-1');
    expect(within(documents).queryByRole('link', { name: 'Open the Value proposition' })).not.toBeInTheDocument();
    stop();
  });

  it('says a project must be analysed first, with a link to it', async () => {
    const { app } = open('/customer/acme/auto-build?product=p-1', {
      [LIST]: { body: none },
      'POST /api/products/p-1/auto-build': {
        status: 409,
        body: errorBody(409, 'Analyse the project first.', 'PROJECT_NOT_ANALYSED'),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Build all three' }, { timeout: 5000 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This project has no insights yet: analyse it first.');
    expect(within(alert).getByRole('link', { name: 'Open the project' })).toHaveAttribute('href', '/customer/acme/product/p-1');
  });
});
