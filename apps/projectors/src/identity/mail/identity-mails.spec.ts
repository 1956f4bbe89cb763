import { type DomainEvent, streams } from '@app/domain';
import { SqlEventStore } from '@app/infrastructure/event-store';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { LinkSecrets, emailKey, readSecretToken } from '@app/infrastructure/security';
import { PgliteClient, migrate } from '@app/infrastructure/sql';
import { randomUUID } from 'node:crypto';
import { newEvent } from '../../runtime/projection-fixtures.spec-helper';
import { identityMails } from './identity-mails';

const SERVER_SECRET = 'identity-mails-test-secret-long-enough-0123456789';
const at = '2025-03-01T10:00:00.000Z';

describe('identity mails', () => {
  let sql: PgliteClient;
  let eventStore: SqlEventStore;
  const logged: string[] = [];
  const linkSecrets = new LinkSecrets(SERVER_SECRET);
  const userId = randomUUID();

  beforeAll(async () => {
    sql = await PgliteClient.inMemory();
    await migrate(sql);
    eventStore = new SqlEventStore(sql);
    await eventStore.start();
    await record(streams.user(userId), {
      type: 'UserRegistered',
      data: {
        userId,
        email: 'ana@acme.test',
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Lopez',
        role: 'Design',
        isGoogleUser: false,
        registeredAt: at,
      },
    });
  });
  afterAll(async () => {
    await eventStore.close();
    await sql.close();
  });

  async function record(streamId: string, event: DomainEvent): Promise<RecordedEvent> {
    await eventStore.append(streamId, [newEvent(event, null)], 'any');
    return (await eventStore.readStream(streamId)).at(-1)!;
  }

  const mails = () =>
    identityMails({
      eventStore,
      linkSecrets: new LinkSecrets(SERVER_SECRET),
      publicUrl: 'https://app.example.test',
      log: (line) => logged.push(line),
    });

  it('mails a verification link whose token matches the hash the event stored', async () => {
    const request = linkSecrets.newRequest();
    const event = await record(streams.user(userId), { type: 'EmailVerificationRequested', data: { ...request, expiresAt: at } });
    const planned = await mails().mailFor(event);
    expect(planned).toMatchObject({ template: 'verify-email', content: { to: 'ana@acme.test', subject: 'Verify your email address' } });
    const link = new URL(/https:\/\/\S+/.exec(planned!.content.text)![0]);
    expect(link.pathname).toBe('/email-verification');
    expect(readSecretToken(link.searchParams.get('token')!, 1)).toEqual({ owners: [userId], tokenHash: request.tokenHash });
  });

  it('mails a reset link whose token matches the hash the event stored', async () => {
    const request = linkSecrets.newRequest();
    const event = await record(streams.user(userId), { type: 'PasswordResetRequested', data: { ...request, expiresAt: at } });
    const planned = await mails().mailFor(event);
    expect(planned).toMatchObject({ template: 'reset-password', content: { to: 'ana@acme.test' } });
    const link = new URL(/https:\/\/\S+/.exec(planned!.content.text)![0]);
    expect(link.pathname).toBe('/reset-password');
    expect(readSecretToken(link.searchParams.get('token')!, 1)?.tokenHash).toBe(request.tokenHash);
  });

  it('tells the owner of an email someone tried to sign up with, and only for email claims', async () => {
    const refused = { type: 'ValueClaimRefused', data: { ownerId: userId, refusedAt: at } };
    const planned = await mails().mailFor(await record(streams.emailClaim(emailKey('ana@acme.test')), refused));
    expect(planned).toMatchObject({
      template: 'sign-up-attempted',
      content: { to: 'ana@acme.test', subject: 'Someone tried to sign up with your email address' },
    });
    expect(planned!.content.text).toContain('https://app.example.test/login');
    expect(await mails().mailFor(await record(streams.namespaceClaim('acme'), refused))).toBeNull();
  });

  it('sends nothing for a request recorded before links were derived, nor a link that would not work', async () => {
    const old = await record(streams.user(userId), { type: 'PasswordResetRequested', data: { tokenHash: 'f'.repeat(64), expiresAt: at } });
    expect(await mails().mailFor(old)).toBeNull();
    const underAnotherSecret = new LinkSecrets(`${SERVER_SECRET}-before`).newRequest();
    const stale = await record(streams.user(userId), { type: 'PasswordResetRequested', data: { ...underAnotherSecret, expiresAt: at } });
    expect(await mails().mailFor(stale)).toBeNull();
    expect(logged.join('\n')).toContain('would not match its stored hash');
  });
});
