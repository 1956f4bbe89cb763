import { screen, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { partOfDay } from './greeting';
import type { RecentProject, TopInsight } from '../api/types';
import { aProduct, anAnalysis, aRecommendation } from '../../../../test/product-fixtures';

const NO_PROJECTS = { 'GET /api/products/list': { body: { products: [], has_next: false } } };

const at = (hours: number, minutes = 0) => new Date(2025, 5, 2, hours, minutes);

describe('the part of the day', () => {
  it.each([
    [0, 0, 'evening'],
    [4, 59, 'evening'],
    [5, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [17, 59, 'afternoon'],
    [18, 0, 'evening'],
    [23, 30, 'evening'],
  ])('%i:%i is %s', (hours, minutes, expected) => {
    expect(partOfDay(at(hours, minutes))).toBe(expected);
  });
});

describe('the organisation home', () => {
  it.each([
    [8, 'Good morning, Ada'],
    [14, 'Good afternoon, Ada'],
    [21, 'Good evening, Ada'],
  ])('at %i:00 greets with "%s" by the local clock', async (hour, greeting) => {
    installFakeApi({ 'GET /api/user/api': { body: aUser() }, 'GET /api/customers/api': { body: [aCustomer()] }, ...NO_PROJECTS });
    renderApp('/customer/acme', { auth: signedIn, clock: () => at(hour) });
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });

  it("shows the organisation's name and an empty project list", async () => {
    const server = installFakeApi({
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer({ name: 'Acme Research' })] },
      ...NO_PROJECTS,
    });
    renderApp('/customer/acme', { auth: signedIn });
    expect(await screen.findByText('Acme Research')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Projects' })).toBeInTheDocument();
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/customers/api')[0].query.get('namespace')).toBe('acme');
    expect(JSON.parse(localStorage.getItem('customerInfo')!)).toEqual({ customer_id: 'c-1', name: 'Acme', namespace: 'acme' });
  });

  it("shows the organisation's latest data when its stream changes, and only then", async () => {
    const server = installFakeApi({
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer({ customer_id: 'c-1', members: 3 })] },
      ...NO_PROJECTS,
    });
    const { store } = renderApp('/customer/acme', { auth: signedIn });
    const { sockets, stop } = startFakeLiveUpdates(store);
    expect(await screen.findByRole('heading', { level: 1, name: /Ada/ })).toBeInTheDocument();
    const customerFetches = () => server.callsTo('GET', '/api/customers/api').length;
    expect(customerFetches()).toBe(1);

    server.route({ 'GET /api/customers/api': { body: [aCustomer({ customer_id: 'c-1', name: 'Acme Labs' })] } });
    sockets[0].emit('updates', [{ type: 'OrganisationCreated', position: 5, streamId: 'organisation-c-2', organisationId: 'c-2' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(customerFetches()).toBe(1);

    sockets[0].emit('updates', [{ type: 'EmailDomainsSet', position: 6, streamId: 'organisation-c-1', organisationId: 'c-1' }]);
    expect(await screen.findByText('Acme Labs')).toBeInTheDocument();
    expect(customerFetches()).toBe(2);
    stop();
  });

  it("shows a not-found state for another organisation's namespace", async () => {
    installFakeApi({
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { status: 404, body: errorBody(404, 'Not found', 'NOT_FOUND') },
    });
    renderApp('/customer/globex', { auth: signedIn });
    expect(await screen.findByRole('heading', { name: 'Organisation not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no organisation at “globex”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my organisation' })).toHaveAttribute('href', '/');
  });

  it('links only to screens that exist in the top navigation', async () => {
    installFakeApi({ 'GET /api/user/api': { body: aUser() }, 'GET /api/customers/api': { body: [aCustomer()] }, ...NO_PROJECTS });
    renderApp('/customer/acme', { auth: signedIn });
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(navigation).toBeVisible();
    const links = Array.from(navigation.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/customer/acme'],
      ['Insights', '/customer/acme/saved-insights'],
      ['Data Library', '/settings/data-library'],
      ['Settings', '/settings/account'],
    ]);
  });

  it('opens the quick-upload dialog over the home page at its own address, and comes back when it closes', async () => {
    installFakeApi({ 'GET /api/user/api': { body: aUser() }, 'GET /api/customers/api': { body: [aCustomer()] }, ...NO_PROJECTS });
    const app = renderApp('/customer/acme', { auth: signedIn });
    await app.user.click(await screen.findByRole('link', { name: 'Quick upload' }));
    expect(await screen.findByRole('dialog', { name: 'Upload files' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/customer/acme/quick-upload');
    expect(document.title).toBe('Quick upload · Insight Assistant');
    expect(screen.getByRole('heading', { level: 1, name: /Ada/ })).toBeInTheDocument();

    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.location().pathname).toBe('/customer/acme');
  });

  it('opens the slide-in menu behind the menu button', async () => {
    installFakeApi({ 'GET /api/user/api': { body: aUser() }, 'GET /api/customers/api': { body: [aCustomer()] }, ...NO_PROJECTS });
    const app = renderApp('/customer/acme', { auth: signedIn });
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);

    await app.user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAccessibleName('Close menu');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2);

    await app.user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('keeps Tab inside the open slide-in menu and its close button', async () => {
    installFakeApi({ 'GET /api/user/api': { body: aUser() }, 'GET /api/customers/api': { body: [aCustomer()] }, ...NO_PROJECTS });
    const app = renderApp('/customer/acme', { auth: signedIn });
    await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const closeButton = screen.getByRole('button', { name: 'Close menu' });
    const drawer = within(document.getElementById(closeButton.getAttribute('aria-controls')!)!);
    const invite = drawer.getByRole('button', { name: 'Invite coworkers' });
    const drawerHome = drawer.getByRole('link', { name: 'Home' });

    expect(drawerHome).toHaveFocus();
    await app.user.tab();
    expect(drawer.getByRole('link', { name: 'Insights' })).toHaveFocus();
    await app.user.tab();
    expect(drawer.getByRole('link', { name: 'Data Library' })).toHaveFocus();
    await app.user.tab();
    expect(drawer.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await app.user.tab();
    expect(invite).toHaveFocus();
    await app.user.tab();
    expect(closeButton).toHaveFocus();
    await app.user.tab();
    expect(drawerHome).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(closeButton).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(invite).toHaveFocus();

    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('sends unknown paths to / and on to the organisation home', async () => {
    installFakeApi({ 'GET /api/user/api': { body: aUser() }, 'GET /api/customers/api': { body: [aCustomer()] }, ...NO_PROJECTS });
    const app = renderApp('/no/such/page', { auth: signedIn });
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/customer/acme');
  });

  it('lists the newest live projects, and the top insights of the three most recent, merged by impact', async () => {
    const project = (id: string, name: string, overrides: Partial<RecentProject> = {}) => aProduct({ product_id: id, name, ...overrides });
    const insight = (id: string, productId: string, score: number, mentions = 5) =>
      aRecommendation({
        recommendation_id: id,
        product_id: productId,
        title: `Insight ${id}`,
        impact_score: score,
        priority_score: score,
        user_updated_customer_impact_score: score,
        snippet_count: mentions,
      });
    const insightsOf: Record<string, TopInsight[]> = {
      'p-1': [insight('a', 'p-1', 90), insight('b', 'p-1', 40)],
      'p-2': [insight('c', 'p-2', 95), insight('d', 'p-2', 60, 9), insight('e', 'p-2', 60, 2)],
      'p-3': [insight('f', 'p-3', 10)],
    };
    const server = installFakeApi({
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer()] },
      'GET /api/products/list': {
        body: {
          products: [
            project('p-1', 'Onboarding'),
            project('p-2', 'Pricing', { analysis: anAnalysis({ status: 'running', progress: 0.4, finished_at: null, insights: null }) }),
            project('p-3', 'Churn'),
            project('p-4', 'Exports'),
          ],
          has_next: false,
        },
      },
      'GET /api/recommendations/v2': (call) => ({
        body: { recommendations: insightsOf[call.query.get('product')!] ?? [], half_life_days: 30 },
      }),
    });
    renderApp('/customer/acme', { auth: signedIn });
    const projects = await screen.findByRole('region', { name: 'Your Projects' });
    expect(await within(projects).findByRole('link', { name: 'Onboarding' })).toHaveAttribute('href', '/customer/acme/product/p-1');
    expect(within(projects).getByText('Insights · Analysing…')).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'View all projects' })).toHaveAttribute('href', '/customer/acme/projects');
    const list = server.callsTo('GET', '/api/products/list')[0].query;
    expect([list.get('customer'), list.get('page'), list.get('page_size'), list.get('status')]).toEqual(['acme', '1', '5', 'Live']);

    const top = screen.getByRole('region', { name: 'Top insights' });
    await within(top).findByRole('link', { name: 'Insight c' });
    expect(
      within(top)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Insight c', 'Insight a', 'Insight d', 'Insight e', 'Insight b']);
    expect(within(top).getByRole('link', { name: 'Insight c' })).toHaveAttribute('href', '/customer/acme/product/p-2/recommendation/c');
    expect(within(top).getByText('Pricing · Impact 95')).toBeInTheDocument();
    const asked = server.callsTo('GET', '/api/recommendations/v2');
    expect(asked.map((call) => call.query.get('product')).sort()).toEqual(['p-1', 'p-2', 'p-3']);
    expect(asked.every((call) => call.query.get('primary_only') === 'true' && call.query.get('limit') === '3')).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Create project' })[0]).toHaveAttribute('href', '/customer/acme/create-project');
  });

  it('says when the projects could not be loaded', async () => {
    installFakeApi({
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer()] },
      'GET /api/products/list': { status: 500, body: errorBody(500, 'Internal error') },
    });
    renderApp('/customer/acme', { auth: signedIn });
    expect(await screen.findByText('We could not load your projects. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Insights from your latest projects will appear here.')).toBeInTheDocument();
  });
});
