import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Reply } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { seriousAxeViolations } from '../../../../test/axe';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import type { StreamKeyResponse } from '../../../lib/generated/api-types';

const PATH = '/settings/integrations';
const SECRET = `iask_${'S'.repeat(43)}`;

const aKey = (overrides: Partial<StreamKeyResponse> = {}): StreamKeyResponse => ({
  key_id: 'k-1',
  name: 'Data warehouse',
  prefix: 'iask_AbCdEf',
  created_by: 'u-1',
  created_at: '2026-11-20T10:00:00.000Z',
  revoked_at: null,
  ...overrides,
});

function openIntegrations(keys: Reply, role: 'Admin' | 'Member' = 'Admin', routes: Record<string, Reply> = {}) {
  const user = aUser();
  const server = installFakeApi({
    'GET /api/user/api': { body: { ...user, customer: { ...user.customer!, member_role: role } } },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/stream/keys': keys,
    ...routes,
  });
  const app = renderApp(PATH, { auth: signedIn });
  return { server, app };
}

describe('the analyst stream panel', () => {
  it('shows the stream address and a curl line, and says when there are no keys yet', async () => {
    openIntegrations({ body: { keys: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Analyst stream' })).toBeInTheDocument();
    expect(screen.getByText('http://localhost/api/stream/events?from=0&wait=25')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'First read with curl' }).nextElementSibling).toHaveTextContent(
      'curl -sS -H "X-Api-Key: $INSIGHT_STREAM_KEY" "http://localhost/api/stream/events?from=0&wait=25"',
    );
    expect(await screen.findByText('No keys yet. Create one for the first program that reads the stream.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/settings/integrations');
    expect(document.title).toBe('Integrations · Insight Assistant');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('creates a key, shows its secret once with a copy button, and lists it without the secret', async () => {
    const { server, app } = openIntegrations({ body: { keys: [] } }, 'Admin', {
      'POST /api/stream/keys': {
        status: 201,
        body: { key_id: 'k-2', name: 'Looker', prefix: 'iask_SSSSSS', secret: SECRET, created_at: '2026-11-24T10:00:00.000Z' },
        headers: { 'X-Consistency-Position': '12' },
      },
    });
    await screen.findByText('No keys yet. Create one for the first program that reads the stream.');
    // Refused on the page: a name is needed.
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText('A key needs a name of 1 to 60 characters.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/stream/keys')).toHaveLength(0);

    await app.user.type(screen.getByLabelText(/Key name/), '  Looker ');
    await app.user.keyboard('{Enter}');
    const notice = await screen.findByRole('region', { name: 'Key “Looker” created' });
    expect(server.callsTo('POST', '/api/stream/keys')[0].body).toEqual({ name: 'Looker' });
    expect(within(notice).getByText(SECRET)).toBeInTheDocument();
    await app.user.click(within(notice).getByRole('button', { name: 'Copy key' }));
    // user-event stands in for the clipboard: what the button wrote can be read back.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await within(notice).findByText('Copied to the clipboard.')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Keys of the analyst stream' });
    expect(within(table).getByRole('rowheader', { name: 'Looker' })).toBeInTheDocument();
    expect(table).not.toHaveTextContent(SECRET);
    await app.user.click(within(notice).getByRole('button', { name: 'I have saved the key' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('says why a name is refused by the server', async () => {
    const { app } = openIntegrations({ body: { keys: [aKey()] } }, 'Admin', {
      'POST /api/stream/keys': { status: 409, body: errorBody(409, 'A key in use already has this name.', 'STREAM_KEY_NAME_TAKEN') },
    });
    await app.user.type(await screen.findByLabelText(/Key name/), 'Data warehouse');
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('A key in use already has this name.')).toBeInTheDocument();
  });

  it('revokes a key only after confirming, and marks it revoked', async () => {
    const { server, app } = openIntegrations({ body: { keys: [aKey()] } }, 'Admin', {
      'DELETE /api/stream/keys/k-1': { body: { key_id: 'k-1', revoked: true }, headers: { 'X-Consistency-Position': '14' } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Revoke the key Data warehouse' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog).toHaveTextContent('Programs using “Data warehouse” stop receiving the stream at once.');
    // The focus lands on a safe choice, never on the revocation.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/stream/keys/k-1')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Revoke the key Data warehouse' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/stream/keys/k-1')).toHaveLength(1);
    expect(screen.getByRole('row', { name: /Data warehouse/ })).toHaveTextContent(/Revoked on/);
    expect(screen.queryByRole('button', { name: 'Revoke the key Data warehouse' })).not.toBeInTheDocument();
  });

  it('reads the list again when another Admin creates or revokes a key', async () => {
    const { server, app } = openIntegrations({ body: { keys: [] } });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await screen.findByText('No keys yet. Create one for the first program that reads the stream.');
    server.route({ 'GET /api/stream/keys': { body: { keys: [aKey({ name: 'Made elsewhere' })] } } });
    sockets[0].emit('updates', [{ type: 'InsightSaved', position: 8, streamId: 'insight-r-1' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.callsTo('GET', '/api/stream/keys')).toHaveLength(1);
    sockets[0].emit('updates', [{ type: 'StreamKeyCreated', position: 9, streamId: 'streamkeys-c-1' }]);
    expect(await screen.findByRole('rowheader', { name: 'Made elsewhere' })).toBeInTheDocument();
    stop();
  });

  it('says when the keys could not be loaded, and tries again', async () => {
    const { server, app } = openIntegrations({ status: 500, body: errorBody(500, 'Internal error') });
    expect(await screen.findByText('We could not load your keys. Please try again.')).toBeInTheDocument();
    server.route({ 'GET /api/stream/keys': { body: { keys: [aKey()] } } });
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Data warehouse' })).toBeInTheDocument();
  });

  it('tells a Member that only an Admin manages keys, and asks for none', async () => {
    const { server } = openIntegrations({ body: { keys: [] } }, 'Member');
    expect(await screen.findByText('Only an organisation admin can create or revoke keys for the analyst stream.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/stream/keys')).toHaveLength(0);
  });
});
