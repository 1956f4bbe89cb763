import type { EventStore } from '@app/infrastructure/event-store';
import type { AnyProjection } from '@app/infrastructure/processors';
import { projectionProcessorId, type ReadStore } from '@app/infrastructure/read-store';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, STRONG_PASSWORD } from './api-client';
import { startBuiltApp } from './child-apps';
import { freePort } from './free-port';
import { linkIn, readOutbox } from './outbox';
import { createTemporaryDatabase, type TemporaryDatabase } from './postgres';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SECURITY.md's "Events and data" battery: the built apps in processes of their own on a temporary
 * PostgreSQL database, so the projector can be killed (SIGKILL) and restarted under load.
 */
export class CrashBattery {
  private constructor(
    readonly database: TemporaryDatabase,
    readonly dataDir: string,
    readonly port: number,
  ) {}

  static async open(): Promise<CrashBattery> {
    return new CrashBattery(await createTemporaryDatabase(), await mkdtemp(path.join(os.tmpdir(), 'crash-')), await freePort());
  }

  env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      DATABASE_URL: this.database.url,
      JWT_SECRET: 'crash-battery-secret-long-enough-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${this.port}`,
      DATA_DIR: this.dataDir,
      HOST: '127.0.0.1',
      PORT: String(this.port),
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
      RATE_LIMIT_INVITATIONS_PER_HOUR: '1000',
    };
  }

  start(app: 'command-api' | 'projectors'): Promise<ChildProcess> {
    return startBuiltApp(app, this.env(), app === 'command-api' ? /listening on/ : /projecting/);
  }

  async close(): Promise<void> {
    await this.database.drop();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /**
   * The verification link mailed to `email`, once the projectors' mail reactor has written it to
   * the outbox (an invited address also holds its invitation).
   */
  async verificationLinkMailedTo(email: string): Promise<string> {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await pause(25)) {
      const mails = (await readOutbox(path.join(this.dataDir, 'outbox'))).filter((candidate) => candidate.to === email);
      const link = mails.map(linkIn).find((candidate) => candidate?.includes('/email-verification'));
      if (link) return link;
    }
    throw new Error(`no mail reached ${email}`);
  }

  /** Someone signed up, verified through the mailed link and signed in (the projectors must run). */
  async verifiedClient(email: string, lastName: string): Promise<ApiClient> {
    const client = new ApiClient(`http://127.0.0.1:${this.port}`);
    const created = await client.post('/api/user/create', {
      email,
      password: STRONG_PASSWORD,
      firstName: 'Crash',
      lastName,
      role: 'Design',
    });
    if (created.status !== 201) throw new Error(`sign-up of ${email} answered ${created.status}`);
    const token = new URL(await this.verificationLinkMailedTo(email)).searchParams.get('token');
    if ((await client.post('/api/auth/verify-email', { token })).status !== 200) throw new Error(`verification of ${email} failed`);
    if ((await client.login(email, STRONG_PASSWORD)).status !== 200) throw new Error(`login of ${email} failed`);
    return client;
  }
}

/** Waits until every projection's checkpoint has reached `head` (or 15 s have passed); the slowest checkpoint. */
export async function caughtUp(readStore: ReadStore, projections: ReadonlyArray<AnyProjection>, head: number): Promise<number> {
  const slowest = async () =>
    Math.min(...(await Promise.all(projections.map((projection) => readStore.checkpoint(projectionProcessorId(projection.collection))))));
  for (let waited = 0; (await slowest()) < head && waited < 15_000; waited += 50) await pause(50);
  return slowest();
}

/** Hashes of the read models as the projector left them and as a rebuild from position 0 gives them. */
export async function liveAndRebuilt(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: ReadonlyArray<AnyProjection>,
): Promise<{ live: string; rebuilt: string }> {
  const snapshot = async () => {
    const hash = createHash('sha256');
    for (const projection of projections) hash.update(JSON.stringify(await readStore.find(projection.collection, {})));
    return hash.digest('hex');
  };
  const live = await snapshot();
  await rebuildProjections(eventStore, readStore, projections);
  return { live, rebuilt: await snapshot() };
}
