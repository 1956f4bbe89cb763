import type { MailMessage, Mailer } from '@app/infrastructure/mail';
import { ApiClient } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { createTemporaryDatabase } from '../support/postgres';
import { type RunningApp, startApp } from '../support/start-app';

const MAIL_DELAY_MS = 1500;

/** A mail server that takes its time: an answer that waited for it would show whose account exists. */
const slowly = (mailer: Mailer): Mailer => ({
  send: (message: MailMessage) => new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS)).then(() => mailer.send(message)),
  close: () => mailer.close(),
});

describe('password reset requests do not tell who has an account', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '10' }, { wrapMailer: slowly });
    await verifiedMember(app, 'known@enumeration.test');
  });
  afterAll(async () => {
    await app.stop();
  });

  const shape = (response: { status: number; body: unknown; headers: Headers }) => ({
    status: response.status,
    body: response.body,
    headers: [...response.headers.keys()].filter((name) => name !== 'date').sort(),
  });

  it('answers a known and an unknown address alike: status, body and headers, with no consistency position', async () => {
    const known = await new ApiClient(app.baseUrl).post('/api/user/reset-password', { email: 'known@enumeration.test' });
    const unknown = await new ApiClient(app.baseUrl).post('/api/user/reset-password', { email: 'nobody@enumeration.test' });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.headers.get('x-consistency-position')).toBeNull();
    expect(known.headers.get('content-length')).toBe(unknown.headers.get('content-length'));
  });

  it('answers before the account is looked up and mailed, so timing does not tell either, and the mail still arrives', async () => {
    const started = Date.now();
    const known = await new ApiClient(app.baseUrl).post('/api/user/reset-password', { email: 'known@enumeration.test' });
    const answeredAfter = Date.now() - started;
    expect(known.status).toBe(200);
    // The mail takes MAIL_DELAY_MS to send; an answer that waited for it would come after that.
    expect(answeredAfter).toBeLessThan(MAIL_DELAY_MS);
    expect(await app.linkSentTo('known@enumeration.test', '/reset-password?token=', MAIL_DELAY_MS * 4)).toMatch(
      /^http:\/\/localhost:3000\/reset-password\?token=/,
    );
    expect(await app.linksSentTo('nobody@enumeration.test')).toEqual([]);
  });

  it('records a request answered just before the server shuts down, and its mail goes out once, before or after the restart', async () => {
    const database = await createTemporaryDatabase();
    try {
      const closing = await startApp({ DATABASE_URL: database.url }, { wrapMailer: slowly });
      await verifiedMember(closing, 'leaving@enumeration.test');
      expect((await new ApiClient(closing.baseUrl).post('/api/user/reset-password', { email: 'leaving@enumeration.test' })).status).toBe(
        200,
      );
      await closing.app.close();
      // Same database and outbox: the mail reactor goes on from its checkpoint.
      const restarted = await startApp({ DATABASE_URL: database.url }, { dataDir: closing.dataDir });
      try {
        expect(
          (await restarted.linksSentTo('leaving@enumeration.test')).filter((link) => link.includes('/reset-password?token=')),
        ).toHaveLength(1);
      } finally {
        await restarted.stop();
      }
    } finally {
      await database.drop();
    }
  });
});
