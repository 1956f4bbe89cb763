import type { MailMessage, Mailer } from '@app/infrastructure/mail';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * Commands answer once their events are stored; the mail reactors send. A mail server that is down
 * turns no stored command into an error: its mails are retried with backoff and arrive once it is back.
 */
describe('a mail server that is down', () => {
  let app: RunningApp;
  let down = false;
  let refused = 0;
  const outage = (mailer: Mailer): Mailer => ({
    async send(message: MailMessage) {
      if (!down) return mailer.send(message);
      refused += 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
    close: () => mailer.close(),
  });

  beforeAll(async () => {
    app = await startApp({}, { wrapMailer: outage });
  });
  afterAll(() => app.stop());

  async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
    for (const deadline = Date.now() + timeoutMs; !condition(); await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() > deadline) throw new Error('timed out');
    }
  }

  it('answers an invitation and a sign-up as usual, and their mails arrive once it is back, once each', async () => {
    const ada = await verifiedMember(app, 'ada@outage.test', { firstName: 'Ada', lastName: 'Admin' });
    expect((await ada.post('/api/customers/api', { name: 'Outage', namespace: 'outage', acceptAllUsers: false })).status).toBe(201);

    down = true;
    const invited = await ada.post('/api/customers/invitations', { email: 'bob@outage.test' });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({ invitation_id: expect.any(String), resent: false });
    const signedUp = await new ApiClient(app.baseUrl).post('/api/user/create', {
      email: 'cy@outage.test',
      password: STRONG_PASSWORD,
      firstName: 'Cy',
      lastName: 'Later',
      role: 'Design',
    });
    expect(signedUp.status).toBe(201);
    // The reactor tried, failed, and is waiting to try again.
    await until(() => refused >= 2);

    down = false;
    expect(await app.linkSentTo('bob@outage.test', '/signup?email=', 15_000)).toBe('http://localhost:3000/signup?email=bob%40outage.test');
    const verification = await app.linkSentTo('cy@outage.test', '/email-verification?token=', 15_000);
    expect(
      (await new ApiClient(app.baseUrl).post('/api/auth/verify-email', { token: new URL(verification).searchParams.get('token') })).status,
    ).toBe(200);
    expect(await app.linksSentTo('bob@outage.test')).toHaveLength(1);
    expect(await app.linksSentTo('cy@outage.test')).toHaveLength(1);
  });
});
