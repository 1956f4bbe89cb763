import { screen } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';

const acme = { name: 'Acme Research', namespace: 'acme', acceptAllUsers: true };
const newcomer = aUser({ email: 'ada@acme.io', customer: null });
const member = aUser({
  email: 'ada@acme.io',
  customer: { customer_id: 'c-1', name: 'Acme Research', namespace: 'acme', member_role: 'Member' },
});

function open(routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: newcomer },
    'GET /api/customers/by-domain': { body: acme },
    ...routes,
  });
  return { server, app: renderApp('/createorg', { auth: signedIn }) };
}

const joinButton = () => screen.findByRole('button', { name: 'Join Acme Research' });

describe('the organisation using your email domain', () => {
  it('asks before joining, keeps the create form below, and joins with the keyboard', async () => {
    let joined = false;
    const { app, server } = open({
      'GET /api/user/api': () => ({ body: joined ? member : newcomer }),
      'POST /api/customers/join-by-domain': () => {
        joined = true;
        return { status: 201, body: { namespace: 'acme' }, headers: { 'X-Consistency-Position': '42' } };
      },
      'GET /api/customers/api': { body: [aCustomer({ name: 'Acme Research', namespace: 'acme', acceptAllUsers: true })] },
      'GET /api/products/list': { body: { products: [], has_next: false } },
    });

    expect(await screen.findByRole('region', { name: 'Acme Research uses your email domain acme.io: join it?' })).toBeInTheDocument();
    expect(screen.getByText('Or create a separate organisation of your own:')).toBeInTheDocument();
    expect(screen.getByLabelText(label('Organisation name'))).toBeInTheDocument();
    // The domain is Acme's: a new organisation could not claim it too.
    expect(screen.queryByLabelText(/Accept all users from my email domain/)).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/customers/by-domain')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/customers/join-by-domain')).toEqual([]);

    // The join button is the first control after the question: one Tab, then Enter.
    await app.user.tab();
    expect(await joinButton()).toHaveFocus();
    await app.user.keyboard('{Enter}');

    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/customer/acme');
    expect(server.callsTo('POST', '/api/customers/join-by-domain').map((call) => call.body)).toEqual([{ namespace: 'acme' }]);
    expect(server.callsTo('GET', '/api/customers/api')[0].headers.get('X-Consistency-Position')).toBe('42');
  });

  it.each([
    [404, 'NOT_FOUND', 'Acme Research no longer accepts everyone from your email domain. Ask its admin for an invitation.'],
    [409, 'ALREADY_IN_ORGANISATION', 'You already belong to an organisation.'],
    [500, 'ERROR', 'Joining Acme Research failed. Please try again.'],
  ])('explains a %i answer and stays on the page', async (status, code, message) => {
    const { app } = open({ 'POST /api/customers/join-by-domain': { status, body: errorBody(status, 'server text', code) } });
    await app.user.click(await joinButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.location().pathname).toBe('/createorg');
    expect(await joinButton()).toBeEnabled();
  });

  it('shows nothing when no organisation uses the domain', async () => {
    open({ 'GET /api/customers/by-domain': { status: 404, body: errorBody(404, 'Not found') } });
    await screen.findByLabelText(label('Organisation name'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/join it\?/)).not.toBeInTheDocument();
  });
});
