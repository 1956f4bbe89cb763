import { streams } from '@app/domain';
import { logHead } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import { streamKeysProjection } from '@app/projectors/stream-keys/stream-keys.projection';
import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/api-client';
import { adminWithOrganisation } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

interface StreamLine {
  topic?: string;
  key?: string;
  eventId?: string;
  type?: string;
  organisationId?: string | null;
  position?: number;
  payload?: Record<string, unknown>;
  next?: number;
}

interface StreamRead {
  status: number;
  contentType: string | null;
  text: string;
  events: StreamLine[];
  next: number | null;
  body: { code?: string; message?: string } | null;
}

/**
 * The analyst stream over HTTP: an organisation's integration events as newline-delimited JSON,
 * for its Admins or a key an Admin created; resumable, long-polling, never another organisation's.
 */
describe('the analyst stream (HTTP end to end)', () => {
  let app: RunningApp;
  let admin: ApiClient;
  let member: ApiClient;
  let otherAdmin: ApiClient;
  let adminEmail: string;
  let memberEmail: string;
  let organisationId: string;

  async function read(path: string, headers: Record<string, string> = {}, client?: ApiClient): Promise<StreamRead> {
    const response = await fetch(`${app.baseUrl}${path}`, {
      headers: {
        ...(client?.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {}),
        ...(client?.position ? { 'x-consistency-position': String(client.position) } : {}),
        ...headers,
      },
    });
    const text = await response.text();
    if (response.status !== 200)
      return {
        status: response.status,
        contentType: response.headers.get('content-type'),
        text,
        events: [],
        next: null,
        body: JSON.parse(text),
      };
    const lines = text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as StreamLine);
    const last = lines[lines.length - 1];
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text,
      events: lines.slice(0, -1),
      next: last?.next ?? null,
      body: null,
    };
  }

  /** Appends an event to an insight of the organisation (or its comments), as the workflow would, straight into the log. */
  async function appendToInsight(type: string, data: Record<string, unknown>, stream = streams.insight): Promise<number> {
    const insightId = randomUUID();
    const result = await app.infrastructure.eventStore.append(
      stream(insightId),
      [
        {
          id: randomUUID(),
          type,
          data: { insightId, ...data },
          metadata: {
            organisationId,
            actorId: null,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      'any',
    );
    return result.position;
  }

  beforeAll(async () => {
    app = await startApp();
    adminEmail = `ada-${randomUUID()}@stream.test`;
    admin = await adminWithOrganisation(app, adminEmail);
    memberEmail = `max-${randomUUID()}@stream.test`;
    expect((await admin.post('/api/customers/invitations', { email: memberEmail })).status).toBe(201);
    member = await verifiedMember(app, memberEmail);
    otherAdmin = await adminWithOrganisation(app, `olga-${randomUUID()}@elsewhere.test`);
    expect((await otherAdmin.post('/api/customers/invitations', { email: `oscar-${randomUUID()}@elsewhere.test` })).status).toBe(201);
    organisationId = (await admin.get('/api/user/api')).body.customer.customer_id;
    await appendToInsight('InsightSaved', { userId: randomUUID(), savedAt: new Date().toISOString() });
    // A private event type (a personal note): listed nowhere, so never published.
    await appendToInsight('InsightNoteWritten', { note: 'my private thought' });
    const at = new Date().toISOString();
    await appendToInsight(
      'InsightCommentPosted',
      {
        commentId: randomUUID(),
        organisationId,
        productId: randomUUID(),
        chainId: randomUUID(),
        start: at,
        text: 'Call Max about churn',
        authorId: randomUUID(),
        mentions: [],
        postedAt: at,
      },
      streams.insightComments,
    );
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it("gives an Admin their organisation's integration events as NDJSON, each with its position, and no email, name or note", async () => {
    const stream = await read('/api/stream/events?from=0', {}, admin);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^application\/x-ndjson/);
    const topics = stream.events.map((event) => event.topic);
    expect(topics).toEqual(
      expect.arrayContaining([
        'organisations.organisation-created.v1',
        'organisations.invitation-sent.v2',
        'identity.user-joined-organisation.v1',
        'insights.insight-saved.v1',
        'insights.insight-comment-posted.v1',
      ]),
    );
    for (const event of stream.events) {
      expect(event.organisationId).toBe(organisationId);
      expect(event).toEqual(
        expect.objectContaining({ eventId: expect.any(String), key: expect.any(String), position: expect.any(Number) }),
      );
    }
    const positions = stream.events.map((event) => event.position!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(stream.next).toBeGreaterThanOrEqual(positions[positions.length - 1]);
    expect(stream.text).not.toContain(adminEmail);
    expect(stream.text).not.toContain(memberEmail);
    expect(stream.text).not.toContain('my private thought');
    expect(stream.text).not.toContain('InsightNoteWritten');
    expect(stream.text).not.toContain('Call Max about churn');
  });

  it('refuses a Member (403) and anyone without a credential (401)', async () => {
    const asMember = await read('/api/stream/events', {}, member);
    expect(asMember.status).toBe(403);
    expect(asMember.body).toMatchObject({ code: 'ADMIN_ONLY' });
    expect((await read('/api/stream/events')).status).toBe(401);
  });

  it("never shows another organisation's events", async () => {
    const ours = await read('/api/stream/events?from=0', {}, admin);
    const theirs = await read('/api/stream/events?from=0', {}, otherAdmin);
    expect(theirs.status).toBe(200);
    expect(theirs.events.length).toBeGreaterThan(0);
    expect(theirs.events.every((event) => event.organisationId !== organisationId)).toBe(true);
    const ourIds = new Set(ours.events.map((event) => event.eventId));
    expect(theirs.events.filter((event) => ourIds.has(event.eventId))).toEqual([]);
  });

  it('resumes from the last position received: every event once, in order', async () => {
    const whole = await read('/api/stream/events?from=0', {}, admin);
    const received: StreamLine[] = [];
    let from = 0;
    for (let request = 0; request < 50; request += 1) {
      const part = await read(`/api/stream/events?from=${from}&limit=2`, {}, admin);
      expect(part.events.length).toBeLessThanOrEqual(2);
      received.push(...part.events);
      if (part.events.length === 0) break;
      // A consumer that disconnected keeps only the position of the last event it handled.
      from = part.events[part.events.length - 1].position!;
    }
    expect(received.map((event) => event.eventId)).toEqual(whole.events.map((event) => event.eventId));
  });

  it('long-polls: a request that finds nothing waits and answers with an event committed meanwhile', async () => {
    const head = await read('/api/stream/events?from=0', {}, admin);
    const started = Date.now();
    const waiting = read(`/api/stream/events?from=${head.next}&wait=10`, {}, admin);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await admin.post('/api/customers/invitations', { email: `late-${randomUUID()}@stream.test` })).status).toBe(201);
    const answered = await waiting;
    expect(answered.status).toBe(200);
    expect(answered.events.map((event) => event.topic)).toEqual(['organisations.invitation-sent.v2']);
    expect(Date.now() - started).toBeLessThan(9_000);
    // Nothing new for analysts (the invitation's mail record is internal): a short wait ends empty, saying where to resume.
    const quiet = await read(`/api/stream/events?from=${answered.next}&wait=1`, {}, admin);
    expect(quiet.events).toEqual([]);
    expect(quiet.next).toBeGreaterThanOrEqual(answered.next!);
  });

  it('holds at most 5 requests of one organisation open at once (429 with Retry-After), and others are not held up', async () => {
    const head = await read('/api/stream/events?from=0', {}, admin);
    const waiting = Array.from({ length: 5 }, () => read(`/api/stream/events?from=${head.next}&wait=3`, {}, admin));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sixth = await fetch(`${app.baseUrl}/api/stream/events?from=${head.next}&wait=3`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('1');
    expect(((await sixth.json()) as { code: string }).code).toBe('STREAM_BUSY');
    expect((await read('/api/stream/events?from=0', {}, otherAdmin)).status).toBe(200);
    expect((await Promise.all(waiting)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('refuses a bad position or wait with 400', async () => {
    for (const query of ['from=-1', 'from=abc', 'from=1.5', 'wait=31', 'limit=0']) {
      const answer = await read(`/api/stream/events?${query}`, {}, admin);
      expect(answer.status).toBe(400);
      expect(answer.body?.code).toBeDefined();
    }
  });

  it('reads with a key an Admin created (X-Api-Key or Bearer), shown once and listed without its secret; a revoked key is 401', async () => {
    expect((await member.post('/api/stream/keys', { name: 'Warehouse' })).status).toBe(403);
    const unnamed = await admin.post('/api/stream/keys', { name: '   ' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ code: 'STREAM_KEY_NAME_INVALID', message: 'A key needs a name of 1 to 60 characters.' });

    const created = await admin.post('/api/stream/keys', { name: 'Warehouse loader' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Warehouse loader', secret: expect.stringMatching(/^iask_[A-Za-z0-9_-]{43}$/) });
    const { secret, key_id: keyId, prefix } = created.body as { secret: string; key_id: string; prefix: string };
    expect(secret.startsWith(prefix)).toBe(true);
    const position = { 'x-consistency-position': String(admin.position) };

    const listed = await admin.get('/api/stream/keys');
    expect(listed.status).toBe(200);
    expect(listed.body.keys).toEqual([expect.objectContaining({ key_id: keyId, name: 'Warehouse loader', prefix, revoked_at: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect((await member.get('/api/stream/keys')).status).toBe(403);
    expect((await otherAdmin.get('/api/stream/keys')).body.keys).toEqual([]);

    const asAdmin = await read('/api/stream/events?from=0', {}, admin);
    const byHeader = await read('/api/stream/events?from=0', { 'x-api-key': secret, ...position });
    const byBearer = await read('/api/stream/events?from=0', { authorization: `Bearer ${secret}`, ...position });
    expect(byHeader.status).toBe(200);
    expect(byBearer.status).toBe(200);
    const ids = (stream: StreamRead) => stream.events.map((event) => event.eventId);
    // The key's own creation is not an integration event: both see what the Admin saw.
    expect(ids(byHeader)).toEqual(ids(asAdmin));
    expect(ids(byBearer)).toEqual(ids(asAdmin));

    const unknown = await read('/api/stream/events', { 'x-api-key': `iask_${'A'.repeat(43)}` });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'STREAM_KEY_INVALID' });

    expect((await otherAdmin.request('DELETE', `/api/stream/keys/${keyId}`)).status).toBe(404);
    const revoked = await admin.request('DELETE', `/api/stream/keys/${keyId}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ key_id: keyId, revoked: true });
    const afterRevoke = await read('/api/stream/events', { 'x-api-key': secret, 'x-consistency-position': String(admin.position) });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body).toMatchObject({ code: 'STREAM_KEY_INVALID', message: 'This key is not valid or has been revoked.' });
    expect((await admin.get('/api/stream/keys')).body.keys[0].revoked_at).toEqual(expect.any(String));
  });

  it("rebuilds the keys' read model from the log exactly as it was built live", async () => {
    const { eventStore, readStore, progress } = app.infrastructure;
    await progress.waitFor(await logHead(eventStore), 10_000, [projectionProcessorId(streamKeysProjection.collection)]);
    const read = () => readStore.find(streamKeysProjection.collection, {}, { sortBy: 'key_id' });
    const live = await read();
    expect(live.length).toBeGreaterThan(0);
    await rebuildProjections(eventStore, readStore, [streamKeysProjection]);
    expect(await read()).toEqual(live);
  });
});
