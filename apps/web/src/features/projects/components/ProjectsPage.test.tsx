import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Reply, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { seriousAxeViolations } from '../../../../test/axe';
import { aProduct } from '../../../../test/product-fixtures';

const LIST = 'GET /api/products/list';

function openProjects(list: Route, extra: Record<string, Route> = {}, path = '/customer/acme/projects') {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    [LIST]: list,
    ...extra,
  });
  const app = renderApp(path, { auth: signedIn });
  const listCalls = () => server.callsTo('GET', '/api/products/list');
  return { server, app, listCalls };
}

/** Twenty-five live projects, newest first, twenty a page; archived ones are three others. */
const paged: Route = (call) => {
  const page = Number(call.query.get('page'));
  const status = call.query.get('status');
  if (status === 'Archived') {
    return {
      body: { products: [1, 2, 3].map((n) => aProduct({ product_id: `a-${n}`, name: `Old ${n}`, status: 'Archived' })), has_next: false },
    };
  }
  const all = Array.from({ length: 25 }, (_, index) => aProduct({ product_id: `p-${index + 1}`, name: `Project ${index + 1}` }));
  const size = Number(call.query.get('page_size'));
  return { body: { products: all.slice((page - 1) * size, page * size), has_next: page * size < all.length } };
};

const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Your Projects', () => {
  it('shows the loading state, then the live projects of the organisation, newest first', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const { listCalls } = openProjects(() => new Promise<Reply>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Projects' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => answer({ body: { products: [aProduct({ insight_count: 5 })], has_next: false } }));
    const link = await screen.findByRole('link', { name: 'Onboarding research' });
    expect(link).toHaveAttribute('href', '/customer/acme/product/p-1');
    expect(listCalls()[0].query.get('customer')).toBe('acme');
    expect(listCalls()[0].query.get('status')).toBe('Live');
    expect(listCalls()[0].query.get('page')).toBe('1');
    expect(listCalls()[0].query.get('page_size')).toBe('20');
    expect(screen.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Insights: 5')).toBeInTheDocument();
    expect(document.title).toBe('Projects · Insight Assistant');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('appends later pages with Load more while the server has more', async () => {
    const { app, listCalls } = openProjects(paged);
    await screen.findByRole('link', { name: 'Project 1' });
    expect(names()).toHaveLength(20);
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Project 25' })).toBeInTheDocument();
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Project 1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listCalls().map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('filters by Archived ("Archive Projects") and All, each from its first page, replacing the list', async () => {
    const { app, listCalls } = openProjects(paged);
    await screen.findByRole('link', { name: 'Project 1' });
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Project 25' });

    await app.user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Archive Projects' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Old 1' });
    expect(names()).toEqual(['Old 1', 'Old 2', 'Old 3']);
    expect(listCalls().at(-1)!.query.get('status')).toBe('Archived');
    expect(listCalls().at(-1)!.query.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
    expect(app.location().search).toBe('?status=archived');

    await app.user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Projects' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls().at(-1)!.query.has('status')).toBe(false));
    expect(listCalls().at(-1)!.query.get('page')).toBe('1');
    await screen.findByRole('link', { name: 'Project 1' });
    expect(names()).toHaveLength(20);
  });

  it('archives a live project from its row, and the list follows', async () => {
    let archived = false;
    const { server, app } = openProjects(
      (call) => ({
        body: {
          products: call.query.get('status') === 'Live' && archived ? [] : [aProduct({ name: 'Pricing study' })],
          has_next: false,
        },
      }),
      {
        'PUT /api/products/api': () => {
          archived = true;
          return { body: { product_id: 'p-1', status: 'Archived' }, headers: { 'X-Consistency-Position': '40' } };
        },
      },
    );
    const row = (await screen.findByRole('link', { name: 'Pricing study' })).closest('li')!;
    await app.user.click(within(row).getByRole('button', { name: 'Archive Pricing study' }));
    expect(await screen.findByText('“Pricing study” was archived.')).toBeInTheDocument();
    const put = server.callsTo('PUT', '/api/products/api')[0];
    expect(put.query.get('product')).toBe('p-1');
    expect(put.body).toEqual({ status: 'Archived' });
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    // The list read after the command waits for its own write.
    expect(server.callsTo('GET', '/api/products/list').at(-1)!.headers.get('X-Consistency-Position')).toBe('40');
  });

  it('unarchives an archived project', async () => {
    const { server, app } = openProjects(
      { body: { products: [aProduct({ name: 'Pricing study', status: 'Archived' })], has_next: false } },
      { 'PUT /api/products/api': { body: { product_id: 'p-1', status: 'Live' } } },
      '/customer/acme/projects?status=archived',
    );
    await app.user.click(await screen.findByRole('button', { name: 'Unarchive Pricing study' }));
    expect(await screen.findByText('“Pricing study” is live again.')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/products/api')[0].body).toEqual({ status: 'Live' });
  });

  it('says when archiving fails, with the server’s reason', async () => {
    const { app } = openProjects(
      { body: { products: [aProduct({ name: 'Pricing study' })], has_next: false } },
      { 'PUT /api/products/api': { status: 404, body: errorBody(404, 'No such project.', 'PROJECT_NOT_FOUND') } },
    );
    await app.user.click(await screen.findByRole('button', { name: 'Archive Pricing study' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not archive “Pricing study”. No such project.');
  });

  it('offers to create a project when there is none, and explains an empty archive', async () => {
    const { app } = openProjects({ body: { products: [], has_next: false } });
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    const creates = screen.getAllByRole('link', { name: 'Create project' });
    expect(creates[0]).toHaveAttribute('href', '/customer/acme/create-project');
    await app.user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByRole('heading', { name: 'No archived projects' })).toBeInTheDocument();
  });

  it('says when the projects could not be loaded, and tries again', async () => {
    const { server, app, listCalls } = openProjects({ status: 500, body: errorBody(500, 'Internal error') });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your projects. Please try again.');
    server.route({ [LIST]: { body: { products: [aProduct()], has_next: false } } });
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Onboarding research' })).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });

  it('refetches when a project changes (its stream), and not for other streams', async () => {
    const { server, app, listCalls } = openProjects({ body: { products: [aProduct()], has_next: false } });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await screen.findByRole('link', { name: 'Onboarding research' });
    expect(listCalls()).toHaveLength(1);
    sockets[0].emit('updates', [{ type: 'DocumentIngested', position: 5, streamId: 'document-d-1' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listCalls()).toHaveLength(1);
    server.route({ [LIST]: { body: { products: [aProduct({ name: 'Renamed' })], has_next: false } } });
    sockets[0].emit('updates', [{ type: 'ProjectDescribed', position: 6, streamId: 'product-p-1' }]);
    expect(await screen.findByRole('link', { name: 'Renamed' })).toBeInTheDocument();
    stop();
  });
});
