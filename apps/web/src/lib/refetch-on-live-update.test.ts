import { api } from './api';
import { customerApi } from '../features/home/api/customer-api';
import { createClientServices, makeStore } from '../app/store';
import { installFakeApi } from '../../test/fake-api';
import { aCustomer } from '../../test/fixtures';
import { signedIn } from '../../test/render-app';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cached entries kept fresh by the live updates that concern them', () => {
  async function organisationCached() {
    const server = installFakeApi({ 'GET /api/customers/api': { body: [aCustomer({ customer_id: 'c-1' })] } });
    const services = createClientServices();
    const store = makeStore({ services, preloadedState: { auth: signedIn } });
    const subscription = store.dispatch(customerApi.endpoints.getCustomer.initiate('acme'));
    await subscription;
    const fetches = () => server.callsTo('GET', '/api/customers/api').length;
    return { store, hub: services.liveUpdates, publish: services.liveUpdates.publish.bind(services.liveUpdates), fetches, subscription };
  }

  it.each([
    ["the organisation's own stream", { type: 'EmailDomainsSet', streamId: 'organisation-c-1', organisationId: 'c-1' }],
    [
      "a member joining it (an event of the member's stream)",
      { type: 'UserJoinedOrganisation', streamId: 'user-u-2', organisationId: 'c-1' },
    ],
  ])('refetches the organisation on %s', async (_case, update) => {
    const { publish, fetches, subscription } = await organisationCached();
    publish({ ...update, position: 10 });
    await flush();
    expect(fetches()).toBe(2);
    subscription.unsubscribe();
  });

  it.each([
    ['another organisation', { type: 'EmailDomainsSet', streamId: 'organisation-c-2', organisationId: 'c-2' }],
    ['someone joining another organisation', { type: 'UserJoinedOrganisation', streamId: 'user-u-3', organisationId: 'c-2' }],
    ['a member changing their profile', { type: 'UserProfileUpdated', streamId: 'user-u-2', organisationId: 'c-1' }],
    ['a namespace claim', { type: 'NamespaceClaimed', streamId: 'namespace-acme', organisationId: 'c-1' }],
    ['an update naming no stream', { type: 'EmailDomainsSet', organisationId: 'c-1' }],
  ])('leaves the organisation cached on %s', async (_case, update) => {
    const { publish, fetches, subscription } = await organisationCached();
    publish({ ...update, position: 10 });
    await flush();
    expect(fetches()).toBe(1);
    subscription.unsubscribe();
  });

  it('stops listening once the entry has left the cache', async () => {
    const { store, hub, publish, fetches, subscription } = await organisationCached();
    expect(hub.listening).toBe(1);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
    await flush();
    expect(hub.listening).toBe(0);
    publish({ type: 'EmailDomainsSet', streamId: 'organisation-c-1', organisationId: 'c-1', position: 10 });
    await flush();
    expect(fetches()).toBe(1);
  });
});
