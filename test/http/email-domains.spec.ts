import { randomUUID } from 'node:crypto';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * Issue 8 section 3: an organisation must not absorb strangers who share a webmail or disposable
 * provider, joining by email domain takes the person's confirmation, and the by-domain look-up
 * answers only about the caller's own verified domain.
 */
describe('email domains (HTTP end to end)', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.stop();
  });

  async function signUp(email: string): Promise<ApiClient> {
    const client = new ApiClient(app.baseUrl);
    expect(
      (await client.post('/api/user/create', { email, password: STRONG_PASSWORD, firstName: 'Test', lastName: 'Person', role: 'Product' }))
        .status,
    ).toBe(201);
    expect((await client.login(email, STRONG_PASSWORD)).status).toBe(200);
    return client;
  }

  async function verify(client: ApiClient, email: string): Promise<void> {
    const link = (await app.linksSentTo(email)).filter((sent) => sent.includes('/email-verification?token=')).at(-1)!;
    expect((await client.post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') })).status).toBe(200);
  }

  async function signUpAndVerify(email: string): Promise<ApiClient> {
    const client = await signUp(email);
    await verify(client, email);
    return client;
  }

  async function createOrganisation(client: ApiClient, name: string, namespace: string, acceptAllUsers: boolean): Promise<void> {
    expect((await client.post('/api/customers/api', { name, namespace, acceptAllUsers })).status).toBe(201);
  }

  const customerOf = async (client: ApiClient) => (await client.get('/api/user/api')).body.customer;

  it('never claims a webmail or disposable domain, so strangers there stay free to create their own', async () => {
    const boss = await signUpAndVerify('boss@hotmail.co.uk');
    expect((await boss.get('/api/user/api')).body.email_domain_admits_colleagues).toBe(false);
    await createOrganisation(boss, 'Boss Ltd', 'bossltd', true);
    expect((await boss.get('/api/customers/api')).body[0].email_domains).toEqual([]);

    const alice = await signUpAndVerify('alice@hotmail.co.uk');
    expect(await customerOf(alice)).toBeNull();
    expect((await alice.get('/api/customers/by-domain?domain=hotmail.co.uk')).status).toBe(404);
    expect((await alice.post('/api/customers/join-by-domain')).status).toBe(404);
    await createOrganisation(alice, 'Alice Co', 'aliceco', true);
    expect(await customerOf(alice)).toMatchObject({ namespace: 'aliceco', member_role: 'Admin' });

    const throwaway = await signUpAndVerify('someone@mailinator.com');
    expect((await throwaway.get('/api/user/api')).body.email_domain_admits_colleagues).toBe(false);
    await createOrganisation(throwaway, 'Throwaway', 'throwaway', true);
    expect((await throwaway.get('/api/customers/api')).body[0].email_domains).toEqual([]);
  });

  it('refuses webmail and disposable domains where an admin sets them, even their own', async () => {
    const boss = await signUpAndVerify('owner@outlook.fr');
    await createOrganisation(boss, 'Owner Org', 'ownerorg', false);
    for (const domains of [['outlook.fr'], ['hotmail.co.uk'], ['mailinator.com'], ['alice.33mail.com']]) {
      const refused = await boss.post('/api/customers/email-domains', { domains });
      expect({ domains, status: refused.status, code: refused.body.code }).toEqual({ domains, status: 400, code: 'EMAIL_DOMAIN_PUBLIC' });
    }
    expect((await boss.get('/api/customers/api')).body[0].email_domains).toEqual([]);
  });

  it('lets a colleague join an accept-all-users organisation only once she confirms it', async () => {
    const boss = await signUpAndVerify('boss@acme.test');
    await createOrganisation(boss, 'Acme Research', 'acme', true);
    expect((await boss.get('/api/customers/api')).body[0].email_domains).toEqual(['acme.test']);

    // Before her address is proven, nothing is answered or joined.
    const colleague = await signUp('colleague@acme.test');
    expect((await colleague.get('/api/customers/by-domain?domain=acme.test')).status).toBe(404);
    expect((await colleague.post('/api/customers/join-by-domain')).status).toBe(403);

    // Verifying (and signing in again) enrols nobody silently.
    await verify(colleague, 'colleague@acme.test');
    expect(await customerOf(colleague)).toBeNull();
    expect((await colleague.login('colleague@acme.test', STRONG_PASSWORD)).status).toBe(200);
    expect(await customerOf(colleague)).toBeNull();

    // She is told which organisation uses her own domain, and confirms it.
    const offer = await colleague.get('/api/customers/by-domain?domain=Acme.Test');
    expect(offer).toMatchObject({ status: 200, body: { name: 'Acme Research', namespace: 'acme', acceptAllUsers: true } });
    expect((await colleague.post('/api/customers/join-by-domain', { namespace: 'someoneelse' })).status).toBe(404);
    expect((await colleague.post('/api/customers/join-by-domain', { organisationId: 'anything' })).status).toBe(400);
    const joined = await colleague.post('/api/customers/join-by-domain', { namespace: 'acme' });
    expect(joined).toMatchObject({ status: 201, body: { namespace: 'acme' } });
    expect(await customerOf(colleague)).toMatchObject({ name: 'Acme Research', namespace: 'acme', member_role: 'Member' });
    expect((await boss.get('/api/customers/api')).body[0].members).toBe(2);
    expect((await colleague.post('/api/customers/join-by-domain')).status).toBe(409);

    // A second colleague may confirm without naming the organisation, with no body at all.
    const second = await signUpAndVerify('second@acme.test');
    expect((await second.request('POST', '/api/customers/join-by-domain')).status).toBe(201);
    expect(await customerOf(second)).toMatchObject({ namespace: 'acme', member_role: 'Member' });
  });

  it('answers the by-domain look-up to nobody but people of that verified domain', async () => {
    const boss = await signUpAndVerify('boss@initech.test');
    await createOrganisation(boss, 'Initech', 'initech', true);
    const outsider = await signUpAndVerify('outsider@elsewhere.test');
    const otherAdmin = await signUpAndVerify('admin@globex.test');
    await createOrganisation(otherAdmin, 'Globex', 'globex', false);

    for (const stranger of [outsider, otherAdmin]) {
      const asked = await stranger.get('/api/customers/by-domain?domain=initech.test');
      expect(asked).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
    expect((await outsider.post('/api/customers/join-by-domain', { namespace: 'initech' })).status).toBe(404);
    expect((await boss.get('/api/customers/by-domain?domain=initech.test')).body).toEqual({
      name: 'Initech',
      namespace: 'initech',
      acceptAllUsers: true,
    });
  });

  it('shows an organisation that does not accept all users, but does not let anyone join it by domain', async () => {
    const boss = await signUpAndVerify('boss@hooli.test');
    await createOrganisation(boss, 'Hooli', 'hooli', false);
    expect((await boss.post('/api/customers/email-domains', { domains: ['hooli.test'] })).status).toBe(200);
    const colleague = await signUpAndVerify('colleague@hooli.test');
    expect((await colleague.get('/api/customers/by-domain?domain=hooli.test')).body).toEqual({
      name: 'Hooli',
      namespace: 'hooli',
      acceptAllUsers: false,
    });
    expect((await colleague.post('/api/customers/join-by-domain')).status).toBe(404);
    expect(await customerOf(colleague)).toBeNull();
  });

  it('admits nobody by a public domain an organisation claimed before the provider lists knew it', async () => {
    const boss = await signUpAndVerify('boss@hotmail.de');
    await createOrganisation(boss, 'Legacy', 'legacy', true);
    const { user_id: bossId, customer } = (await boss.get('/api/user/api')).body;
    const organisationId: string = customer.customer_id;
    // The history an earlier release could write: the domain claimed and set on the organisation.
    const metadata = {
      organisationId,
      actorId: bossId,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    };
    await app.infrastructure.eventStore.append(
      'emaildomain-hotmail.de',
      [{ id: randomUUID(), type: 'ValueClaimed', data: { ownerId: organisationId, claimedAt: metadata.occurredAt }, metadata }],
      'no_stream',
    );
    const legacy = await app.infrastructure.eventStore.append(
      `organisation-${organisationId}`,
      [
        {
          id: randomUUID(),
          type: 'EmailDomainsSet',
          data: { domains: ['hotmail.de'], added: ['hotmail.de'], removed: [], setBy: bossId },
          metadata,
        },
      ],
      'any',
    );
    boss.position = legacy.position;
    expect((await boss.get('/api/customers/api')).body[0].email_domains).toEqual(['hotmail.de']);

    const stranger = await signUpAndVerify('stranger@hotmail.de');
    stranger.position = legacy.position;
    expect(await customerOf(stranger)).toBeNull();
    expect((await stranger.get('/api/customers/by-domain?domain=hotmail.de')).status).toBe(404);
    expect((await stranger.post('/api/customers/join-by-domain')).status).toBe(404);
  });
});
