import { screen } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { suggestNamespace } from './organisation-rules';

const newcomer = aUser({ email: 'ada@acme.io', customer: null });

function open(routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: newcomer },
    'GET /api/customers/by-domain': { status: 404, body: errorBody(404, 'Not found') },
    ...routes,
  });
  return { server, app: renderApp('/createorg', { auth: signedIn }) };
}

describe('suggesting a namespace', () => {
  it.each([
    ['Acme Research', 'acmeresearch'],
    ['Café Crème 2', 'cafecreme2'],
    ['株式会社', ''],
    ['A very long organisation name indeed', 'averylongorganisationnam'],
  ])('%s -> %s', (name, namespace) => {
    expect(suggestNamespace(name)).toBe(namespace);
  });
});

describe('creating the organisation', () => {
  it("looks the user's email domain up and points to the admin of an organisation that does not accept everyone", async () => {
    const { server } = open({ 'GET /api/customers/by-domain': { body: { name: 'Acme', namespace: 'acme', acceptAllUsers: false } } });
    expect(await screen.findByText('Acme is already here.')).toBeInTheDocument();
    expect(screen.getByText(/You can ask its admin for an invitation/)).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/customers/by-domain')[0].query.get('domain')).toBe('acme.io');
  });

  it('does not offer to accept everyone from a public webmail domain, nor look it up', async () => {
    const server = installFakeApi({
      'GET /api/user/api': { body: aUser({ email: 'ada@gmail.com', email_domain_admits_colleagues: false, customer: null }) },
      'GET /api/customers/by-domain': { status: 404, body: errorBody(404, 'Not found') },
    });
    renderApp('/createorg', { auth: signedIn });
    await screen.findByLabelText(label('Organisation name'));
    expect(screen.queryByLabelText(/Accept all users from my email domain/)).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/customers/by-domain')).toEqual([]);
  });

  it('suggests the URL from the name, validates both and creates the organisation', async () => {
    const { app, server } = open({
      'POST /api/customers/api': { status: 201, body: true, headers: { 'X-Consistency-Position': '99' } },
      'GET /api/customers/api': { body: [aCustomer({ name: 'Acme Research', namespace: 'acmeresearch' })] },
      'GET /api/products/list': { body: { products: [], has_next: false } },
    });
    const name = await screen.findByLabelText(label('Organisation name'));
    expect(screen.queryByText(/is already here/)).not.toBeInTheDocument();

    await app.user.type(name, 'A');
    await app.user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(screen.getByText('The organisation name must be 2 to 24 characters long.')).toBeInTheDocument();
    expect(screen.getByText('The URL must be 2 to 24 characters, using only letters a–z and digits 0–9.')).toBeInTheDocument();

    await app.user.type(name, 'cme Research');
    expect(screen.getByLabelText(label('Organisation URL'))).toHaveValue('acmeresearch');
    await app.user.click(screen.getByLabelText('Accept all users from my email domain (acme.io)'));
    await app.user.click(screen.getByRole('button', { name: 'Create organisation' }));

    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/customer/acmeresearch');
    expect(server.callsTo('POST', '/api/customers/api')[0].body).toEqual({
      name: 'Acme Research',
      namespace: 'acmeresearch',
      acceptAllUsers: true,
    });
    expect(server.callsTo('GET', '/api/customers/api')[0].headers.get('X-Consistency-Position')).toBe('99');
  });

  it('shows the length rule for a 25-character name instead of cutting it to 24', async () => {
    const { app, server } = open();
    const name = await screen.findByLabelText(label('Organisation name'));
    await app.user.type(name, 'Acme Customer Research Co');
    expect(name).toHaveValue('Acme Customer Research Co');
    await app.user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('The organisation name must be 2 to 24 characters long.');
    expect(server.callsTo('POST', '/api/customers/api')).toHaveLength(0);
  });

  it('shows the rule for a 25-character URL instead of cutting it to 24', async () => {
    const { app } = open();
    await app.user.type(await screen.findByLabelText(label('Organisation name')), 'Acme');
    const url = screen.getByLabelText(label('Organisation URL'));
    await app.user.clear(url);
    await app.user.type(url, 'a'.repeat(25));
    expect(url).toHaveValue('a'.repeat(25));
    await app.user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(url).toBeInvalid();
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('The URL must be 2 to 24 characters, using only letters a–z and digits 0–9.'),
    );
  });

  it("shows the server's message for a conflict and a generic one otherwise", async () => {
    const { app, server } = open({
      'POST /api/customers/api': { status: 409, body: errorBody(409, 'This URL is already taken.', 'CUSTOMER_NAMESPACE_TAKEN') },
    });
    await app.user.type(await screen.findByLabelText(label('Organisation name')), 'Acme');
    await app.user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This URL is already taken.');

    server.route({ 'POST /api/customers/api': { status: 500, body: errorBody(500, 'Internal') } });
    await app.user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('Error Creating Customer. Please try again.')).toBeInTheDocument();
  });
});
