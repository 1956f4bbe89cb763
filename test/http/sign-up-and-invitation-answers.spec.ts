import { logHead } from '@app/infrastructure/event-store';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

describe('answers that tell nobody more than they should, and tell the inviter enough', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.stop());

  const signUp = (email: string) =>
    new ApiClient(app.baseUrl).post('/api/user/create', {
      email,
      password: 'Other-Password-9!',
      firstName: 'Eve',
      lastName: 'Else',
      role: 'Design',
    });
  const headerNames = (headers: Headers) => [...headers.keys()].filter((name) => name !== 'date' && name !== 'content-length').sort();

  it('answers a sign-up with a taken email as a new one, stores only a note for the owner and mails them instead', async () => {
    const owner = await verifiedMember(app, 'owner@taken.test', { firstName: 'Olga', lastName: 'Owner' });
    const ownerId = (await owner.get('/api/user/api')).body.user_id;
    const fresh = await signUp('newcomer@taken.test');
    const headBefore = await logHead(app.infrastructure.eventStore);

    const taken = await signUp('OWNER@taken.test');

    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(201);
    expect(Object.keys(taken.body)).toEqual(Object.keys(fresh.body));
    expect(taken.body.user_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(taken.body.user_id).not.toBe(ownerId);
    expect(headerNames(taken.headers)).toEqual(headerNames(fresh.headers));
    // The refused claim is noted on the email's claim stream, nothing of the attempt; the mail
    // reactor mails the owner from it (its own records of mails sent left aside here).
    const stored = (await app.infrastructure.eventStore.readAll(headBefore, 100)).filter((event) => !event.streamId.startsWith('mail-'));
    expect(stored.map((event) => ({ type: event.type, streamId: event.streamId, data: event.data }))).toEqual([
      { type: 'ValueClaimRefused', streamId: expect.stringMatching(/^useremail-/), data: { ownerId, refusedAt: expect.any(String) } },
    ]);
    expect(Number(taken.headers.get('x-consistency-position'))).toBe(stored[0].position);
    expect(new URL(await app.linkSentTo('owner@taken.test', '/login')).pathname).toBe('/login');
    // The owner's password still works, the attempt's does not.
    expect((await new ApiClient(app.baseUrl).login('owner@taken.test', STRONG_PASSWORD)).status).toBe(200);
    expect((await new ApiClient(app.baseUrl).login('owner@taken.test', 'Other-Password-9!')).status).toBe(401);
  });

  it('explains why an invitation is refused and says when it was sent again', async () => {
    const ada = await verifiedMember(app, 'ada@invite.test', { firstName: 'Ada', lastName: 'Admin' });
    expect((await ada.post('/api/customers/api', { name: 'Invite', namespace: 'invite', acceptAllUsers: false })).status).toBe(201);

    const self = await ada.post('/api/customers/invitations', { email: 'Ada@Invite.test' });
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ code: 'SELF_INVITATION', message: 'You cannot invite yourself.' });

    const first = await ada.post('/api/customers/invitations', { email: 'bob@invite.test' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ invitation_id: expect.any(String), resent: false });
    const again = await ada.post('/api/customers/invitations', { email: 'BOB@invite.test' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ invitation_id: first.body.invitation_id, resent: true });
    expect((await app.linksSentTo('bob@invite.test')).filter((link) => link.includes('/signup?email='))).toHaveLength(2);

    await verifiedMember(app, 'bob@invite.test', { firstName: 'Bob', lastName: 'Joiner' });
    const member = await ada.post('/api/customers/invitations', { email: 'bob@invite.test' });
    expect(member.status).toBe(409);
    expect(member.body).toMatchObject({ code: 'ALREADY_MEMBER', message: 'This person is already a member of your organisation.' });
  });
});
