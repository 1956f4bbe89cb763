import 'reflect-metadata';
import { CommandApiModule } from '@app/command-api/command-api.module';
import { loadConfig } from '@app/infrastructure/config';
import { createHttpApp } from '@app/infrastructure/http';
import { logHead } from '@app/infrastructure/event-store';
import { createInfrastructure, type Infrastructure } from '@app/infrastructure';
import type { Mailer } from '@app/infrastructure/mail';
import { OutboxMailer } from '@app/infrastructure/mail';
import { PgliteClient } from '@app/infrastructure/sql';
import { ProjectorsModule } from '@app/projectors/projectors.module';
import { ProcessorRegistry } from '@app/projectors/runtime/processor-registry';
import { QueryApiModule } from '@app/query-api/query-api.module';
import { WorkerModule } from '@app/worker/worker.module';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { linkIn, readOutbox } from './outbox';

/** Longest wait for the mail reactors to catch up before the outbox is read. */
const MAIL_WAIT_MS = 5000;

export interface RunningApp {
  app: NestFastifyApplication;
  infrastructure: Infrastructure;
  baseUrl: string;
  dataDir: string;
  /**
   * The links of every mail sent to this address, oldest first, read from the .eml outbox once the
   * mail reactors have handled the log as it stands (they send mail after the command answered).
   */
  linksSentTo(email: string): Promise<string[]>;
  /** The newest link containing `fragment` mailed to this address, waiting for mail sent after an answer. */
  linkSentTo(email: string, fragment: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The whole product (command API, query API, projectors, job worker) on a random port, on an in-memory
 * embedded store unless `env` says otherwise, with mail written to a temporary outbox.
 * `dataDir`: the data directory (and outbox) of an app closed before, for a restart. `worker: false`
 * leaves the job worker out, for tests that write documents' events themselves and must not have
 * their uploads read meanwhile.
 */
export async function startApp(
  env: Record<string, string> = {},
  options: { serveWeb?: boolean; wrapMailer?: (mailer: Mailer) => Mailer; dataDir?: string; worker?: boolean } = {},
): Promise<RunningApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'insight-app-')));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ...env,
  });
  const sql = config.databaseUrl ? undefined : await PgliteClient.inMemory();
  // Mail goes to the outbox as usual; its log line would only be noise in test output.
  const outboxMailer = new OutboxMailer(path.join(dataDir, 'outbox'), config.mailFrom, () => undefined);
  const mailer = options.wrapMailer ? options.wrapMailer(outboxMailer) : outboxMailer;
  const infrastructure = await createInfrastructure(config, { sql, mailer });
  const app = await createHttpApp(
    infrastructure,
    [CommandApiModule, QueryApiModule, ProjectorsModule, ...(options.worker === false ? [] : [WorkerModule])],
    {
      title: 'test',
      serveWeb: options.serveWeb ?? false,
      logger: ['error'],
    },
  );
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const outbox = path.join(dataDir, 'outbox');
  const mailReactors = app.get(ProcessorRegistry).reactors.map((reactor) => reactor.id);
  const linksInOutbox = async (email: string) =>
    (await readOutbox(outbox))
      .filter((mail) => mail.to.toLowerCase() === email.toLowerCase())
      .map(linkIn)
      .filter((link): link is string => link !== null);
  const linksSentTo = async (email: string) => {
    await infrastructure.progress.waitFor(await logHead(infrastructure.eventStore), MAIL_WAIT_MS, mailReactors);
    return linksInOutbox(email);
  };
  return {
    app,
    infrastructure,
    dataDir,
    baseUrl: `http://127.0.0.1:${address.port}`,
    linksSentTo,
    async linkSentTo(email: string, fragment: string, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const link = (await linksInOutbox(email)).filter((sent) => sent.includes(fragment)).pop();
        if (link) return link;
        if (Date.now() > deadline) throw new Error(`no mail with "${fragment}" reached ${email} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      await app.close();
      await infrastructure.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
