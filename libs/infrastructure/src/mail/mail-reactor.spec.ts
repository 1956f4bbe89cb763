import { streams } from '@app/domain';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { SqlEventStore } from '../event-store/sql-event-store';
import { PgliteClient } from '../sql/pglite-client';
import { migrate } from '../sql/schema';
import type { RetryPolicy } from './mail-delivery';
import { mailReactor, type MailsOfContext } from './mail-reactor';
import type { MailMessage, Mailer } from './mailer.port';
import { OutboxMailer } from './outbox-mailer';

const FAST: RetryPolicy = { firstDelayMs: 20, maxDelayMs: 40, attempts: 4 };

/** A context that mails `Greeted` events to the address in their data. */
const greetings: MailsOfContext = {
  id: 'reactor:greetings',
  handles: new Set(['Greeted']),
  mailFor: async (event) => {
    const { to } = event.data as { to: string };
    return { template: 'greeting', content: { to, subject: 'Hello', text: `Hello ${to}, see http://localhost/secret-link` } };
  },
};

const greeted = (to: string): NewEvent => ({
  id: randomUUID(),
  type: 'Greeted',
  data: { to },
  metadata: {
    organisationId: null,
    actorId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

/** Records every send; `failFor` decides which attempts throw (and with what). */
function recordingMailer(inner: Mailer | null, failFor: (message: MailMessage, attempt: number) => Error | null = () => null) {
  const attempts: Array<{ to: string; messageId: string; at: number }> = [];
  const mailer: Mailer = {
    async send(message) {
      attempts.push({ to: message.to, messageId: message.messageId, at: Date.now() });
      const failure = failFor(message, attempts.filter((attempt) => attempt.to === message.to).length);
      if (failure) throw failure;
      await inner?.send(message);
    },
    close: async () => undefined,
  };
  return { mailer, attempts };
}

describe('mail reactor', () => {
  let sql: PgliteClient;
  let eventStore: SqlEventStore;
  let outbox: string;
  const logged: string[] = [];
  const log = (line: string) => logged.push(line);

  beforeEach(async () => {
    sql = await PgliteClient.inMemory();
    await migrate(sql);
    eventStore = new SqlEventStore(sql);
    await eventStore.start();
    outbox = await mkdtemp(path.join(os.tmpdir(), 'reactor-outbox-'));
    logged.length = 0;
  });
  afterEach(async () => {
    await eventStore.close();
    await sql.close();
    await rm(outbox, { recursive: true, force: true });
  });

  async function greet(...recipients: string[]): Promise<RecordedEvent[]> {
    for (const to of recipients) await eventStore.append(`greeting-${randomUUID()}`, [greeted(to)], 'no_stream');
    return (await eventStore.readAll(0, 1000)).filter((event) => event.type === 'Greeted');
  }

  const effectsOf = async (events: RecordedEvent[]) =>
    (await Promise.all(events.map((event) => eventStore.readStream(streams.mail(event.id))))).flat();
  const never = new AbortController().signal;

  it('sends nothing twice when a batch is delivered again, also after a crash between sending and recording', async () => {
    const batch = await greet('a@mail.test', 'b@mail.test', 'c@mail.test', 'd@mail.test');
    const outboxMailer = new OutboxMailer(outbox, 'Test <no-reply@mail.test>', () => undefined);
    const { mailer, attempts } = recordingMailer(outboxMailer);
    // The process dies right after the third mail went out, before it was recorded.
    let appends = 0;
    const crashing: EventStore = {
      append: (...args) => (++appends === 3 ? Promise.reject(new Error('killed')) : eventStore.append(...args)),
      readStream: (...args) => eventStore.readStream(...args),
      readAll: (...args) => eventStore.readAll(...args),
      readAllBackwards: (...args) => eventStore.readAllBackwards(...args),
      subscribeToAll: (...args) => eventStore.subscribeToAll(...args),
      close: async () => undefined,
    };
    await expect(
      mailReactor(greetings, { eventStore: crashing, mailer, publicUrl: 'http://localhost:3000', log, retry: FAST }).process(batch, never),
    ).rejects.toThrow('killed');
    expect(attempts.map((attempt) => attempt.to)).toEqual(['a@mail.test', 'b@mail.test', 'c@mail.test']);

    const reactor = mailReactor(greetings, { eventStore, mailer, publicUrl: 'http://localhost:3000', log, retry: FAST });
    await reactor.process(batch, never);
    await reactor.process(batch, never);

    // Sent again only the one whose record was lost, with the same Message-ID: the outbox kept one file.
    expect(attempts.map((attempt) => attempt.to)).toEqual(['a@mail.test', 'b@mail.test', 'c@mail.test', 'c@mail.test', 'd@mail.test']);
    expect(attempts[2].messageId).toBe(attempts[3].messageId);
    expect((await readdir(outbox)).filter((file) => file.endsWith('.eml'))).toHaveLength(4);
    const effects = await effectsOf(batch);
    expect(effects.map((effect) => effect.type)).toEqual(['MailSent', 'MailSent', 'MailSent', 'MailSent']);
    expect(effects.map((effect) => (effect.data as { sourceEventId: string }).sourceEventId)).toEqual(batch.map((event) => event.id));
  });

  it('retries a failing mail with growing pauses, gives it up in the end, and the mails behind it still go', async () => {
    const batch = await greet('down@mail.test', 'fine@mail.test');
    const { mailer, attempts } = recordingMailer(null, (message) =>
      message.to === 'down@mail.test' ? new Error('connect ECONNREFUSED http://localhost/secret-link') : null,
    );
    await mailReactor(greetings, { eventStore, mailer, publicUrl: 'http://localhost:3000', log, retry: FAST }).process(batch, never);

    const down = attempts.filter((attempt) => attempt.to === 'down@mail.test');
    expect(down).toHaveLength(FAST.attempts);
    const pauses = down.slice(1).map((attempt, index) => attempt.at - down[index].at);
    expect(pauses[0]).toBeGreaterThanOrEqual(18);
    expect(pauses[1]).toBeGreaterThanOrEqual(38);
    expect(pauses[2]).toBeGreaterThanOrEqual(38); // capped at maxDelayMs
    expect(attempts.filter((attempt) => attempt.to === 'fine@mail.test')).toHaveLength(1);
    const [failed, sent] = await effectsOf(batch);
    expect(failed).toMatchObject({ type: 'MailFailed', data: { template: 'greeting', to: 'down@mail.test', attempts: FAST.attempts } });
    expect(sent).toMatchObject({ type: 'MailSent', data: { template: 'greeting', to: 'fine@mail.test' } });
    // The log says what failed and when it is tried again, never a link (links carry secrets).
    expect(logged.some((line) => line.includes('retrying in 20 ms'))).toBe(true);
    expect(logged.join('\n')).not.toContain('secret-link');
  });

  it('sends a mail once the mail server is back', async () => {
    const batch = await greet('patient@mail.test');
    const { mailer, attempts } = recordingMailer(null, (_message, attempt) => (attempt <= 2 ? new Error('451 try again later') : null));
    await mailReactor(greetings, { eventStore, mailer, publicUrl: 'http://localhost:3000', log, retry: FAST }).process(batch, never);
    expect(attempts).toHaveLength(3);
    expect(await effectsOf(batch)).toMatchObject([{ type: 'MailSent' }]);
  });

  it('does not retry a mail the server refuses for good (SMTP 5xx)', async () => {
    const batch = await greet('unknown@mail.test');
    const refusal = Object.assign(new Error('550 no such user'), { responseCode: 550 });
    const { mailer, attempts } = recordingMailer(null, () => refusal);
    await mailReactor(greetings, { eventStore, mailer, publicUrl: 'http://localhost:3000', log, retry: FAST }).process(batch, never);
    expect(attempts).toHaveLength(1);
    expect(await effectsOf(batch)).toMatchObject([{ type: 'MailFailed', data: { attempts: 1, reason: 'Error: 550 no such user' } }]);
  });

  it('gives up the batch without recording anything when stopped while waiting to retry', async () => {
    const batch = await greet('down@mail.test');
    const { mailer } = recordingMailer(null, () => new Error('ECONNREFUSED'));
    const stopping = new AbortController();
    const processing = mailReactor(greetings, {
      eventStore,
      mailer,
      publicUrl: 'http://localhost:3000',
      log,
      retry: { firstDelayMs: 60_000, maxDelayMs: 60_000, attempts: 5 },
    }).process(batch, stopping.signal);
    setTimeout(() => stopping.abort(), 20);
    await expect(processing).rejects.toThrow();
    expect(await effectsOf(batch)).toEqual([]);
  });
});
