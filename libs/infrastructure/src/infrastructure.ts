import { eventUpcasters } from '@app/domain';
import path from 'node:path';
import type { AppConfig, FileStoreSettings } from './config/config';
import type { EventStore } from './event-store/event-store.port';
import { EventStoreDbEventStore } from './event-store/eventstoredb-event-store';
import { SqlEventStore } from './event-store/sql-event-store';
import { UpcastingEventStore } from './event-store/upcasting-event-store';
import { KafkaIntegrationPublisher } from './integration/kafka-integration-publisher';
import { IntegrationEventCatalogue } from './integration/integration-event';
import type { IntegrationEventPublisher } from './integration/integration-publisher.port';
import { InProcessLiveUpdateBus } from './live/in-process-live-update-bus';
import { RedisLiveUpdateBus } from './live/redis-live-update-bus';
import type { LiveUpdateBus } from './live/live-updates.port';
import type { Mailer } from './mail/mailer.port';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { LoginAttempts } from './rate-limit/login-attempts';
import { RateLimiter } from './rate-limit/rate-limiter';
import { ProjectionProgress } from './read-store/projection-progress';
import { logHead } from './event-store/log-head';
import { MongoReadStore } from './read-store/mongo-read-store';
import type { ReadStore } from './read-store/read-store.port';
import { SqlReadStore } from './read-store/sql-read-store';
import { AccessTokens } from './security/access-tokens';
import { resolveJwtSecret } from './security/jwt-secret';
import { LinkSecrets } from './security/link-secrets';
import { PasswordHasher } from './security/password-hasher';
import { SessionRevocations } from './security/session-revocations';
import { PgliteWorkerClient } from './sql/pglite-worker-client';
import { PostgresClient } from './sql/postgres-client';
import { migrate } from './sql/schema';
import type { SqlClient } from './sql/sql-client';
import { type FileStore, GridFsFileStore, LocalFileStore, S3FileStore } from './files';

/** Every adapter the apps use, chosen from configuration (README "Configuration"). */
export interface Infrastructure {
  config: AppConfig;
  eventStore: EventStore;
  readStore: ReadStore;
  liveUpdates: LiveUpdateBus;
  integrationPublisher: IntegrationEventPublisher | null;
  /** How each context's events map to integration events: registered by the contexts' modules. */
  integrationEvents: IntegrationEventCatalogue;
  mailer: Mailer;
  /** Uploaded files and content-addressed artefacts: a directory under DATA_DIR, GridFS or an S3 bucket (FILE_STORE). */
  files: FileStore;
  progress: ProjectionProgress;
  accessTokens: AccessTokens;
  /** Secrets of verification and reset links: hashed by commands, derived again by the mail reactors. */
  linkSecrets: LinkSecrets;
  /** Ended sessions whose access tokens must be refused before they expire. */
  sessionRevocations: SessionRevocations;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  loginAttempts: LoginAttempts;
  /** Which adapters were chosen, for the start-up log. */
  describe(): string;
  close(): Promise<void>;
}

export interface InfrastructureOverrides {
  /** Tests pass an in-memory PGlite or a throwaway PostgreSQL database. */
  sql?: SqlClient;
  mailer?: Mailer;
}

function openFiles(settings: FileStoreSettings, dataDir: string): { files: FileStore; name: string } {
  switch (settings.kind) {
    case 'local': {
      const directory = path.join(dataDir, 'files');
      return { files: new LocalFileStore(directory), name: directory };
    }
    case 'gridfs':
      return { files: new GridFsFileStore(settings.url), name: 'MongoDB GridFS' };
    case 's3': {
      const { bucket, region, endpoint, forcePathStyle } = settings;
      const files = new S3FileStore({ bucket, region, endpoint: endpoint ?? undefined, forcePathStyle });
      // The endpoint's origin only: nothing else of the URL belongs in a log.
      return { files, name: `S3 bucket ${bucket} (${endpoint ? new URL(endpoint).origin : `AWS ${region}`})` };
    }
  }
}

async function openSql(config: AppConfig): Promise<SqlClient> {
  return config.databaseUrl ? new PostgresClient(config.databaseUrl) : PgliteWorkerClient.open(config.dataDir);
}

export async function createInfrastructure(config: AppConfig, overrides: InfrastructureOverrides = {}): Promise<Infrastructure> {
  const closers: Array<() => Promise<void>> = [];
  const needsSql = !config.eventStoreConnectionString || !config.mongodbUrl;
  const sql = needsSql ? (overrides.sql ?? (await openSql(config))) : null;
  if (sql) {
    await migrate(sql);
    closers.push(() => sql.close());
  }

  let storedEvents: EventStore;
  if (config.eventStoreConnectionString) {
    storedEvents = new EventStoreDbEventStore(config.eventStoreConnectionString);
  } else {
    // The embedded store's directory is locked to this process: no other writer exists.
    const sqlEventStore = new SqlEventStore(sql!, !config.databaseUrl);
    await sqlEventStore.start();
    storedEvents = sqlEventStore;
  }
  const eventStore: EventStore = new UpcastingEventStore(storedEvents, eventUpcasters);
  closers.unshift(() => eventStore.close());
  const sessionRevocations = new SessionRevocations(eventStore, config.accessTokenTtlSeconds);
  await sessionRevocations.start();
  closers.unshift(() => sessionRevocations.stop());

  const readStore: ReadStore = config.mongodbUrl ? new MongoReadStore(config.mongodbUrl) : new SqlReadStore(sql!, !config.databaseUrl);
  closers.unshift(() => readStore.close());
  const liveUpdates: LiveUpdateBus = config.redisUrl ? new RedisLiveUpdateBus(config.redisUrl) : new InProcessLiveUpdateBus();
  closers.unshift(() => liveUpdates.close());
  const integrationPublisher: IntegrationEventPublisher | null = config.kafkaBrokers.length
    ? new KafkaIntegrationPublisher({ brokers: config.kafkaBrokers })
    : null;
  if (integrationPublisher) closers.unshift(() => integrationPublisher.close());

  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom)
      : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom));
  closers.unshift(() => mailer.close());
  const { files, name: filesName } = openFiles(config.files, config.dataDir);
  closers.unshift(() => files.close());

  const secret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const sqlName = config.databaseUrl ? 'PostgreSQL' : overrides.sql ? 'provided SQL' : `PGlite at ${config.dataDir}`;
  const adapters = [
    `event store: ${config.eventStoreConnectionString ? 'EventStoreDB' : sqlName}`,
    `read models: ${config.mongodbUrl ? 'MongoDB' : sqlName}`,
    `live updates: ${config.redisUrl ? 'Redis' : 'in-process'}`,
    `integration events: ${integrationPublisher ? 'Kafka and ' : ''}GET /api/stream/events`,
    `mail: ${config.smtpUrl ? 'SMTP' : `.eml files in ${path.join(config.dataDir, 'outbox')}`}`,
    `files: ${filesName}`,
  ];

  const rateLimiter = new RateLimiter(config.rateLimits);
  return {
    config,
    eventStore,
    readStore,
    liveUpdates,
    integrationPublisher,
    integrationEvents: new IntegrationEventCatalogue(),
    mailer,
    files,
    progress: new ProjectionProgress(readStore, () => logHead(eventStore)),
    accessTokens: new AccessTokens(secret, config.publicUrl, config.accessTokenTtlSeconds),
    linkSecrets: new LinkSecrets(secret),
    sessionRevocations,
    passwords: new PasswordHasher(config.passwordHashing),
    rateLimiter,
    loginAttempts: new LoginAttempts(rateLimiter, config.rateLimits),
    describe: () => adapters.join('; '),
    async close() {
      // Idempotent: the host module and a test harness may both close.
      for (const close of closers.splice(0)) await close().catch((error) => console.error(`closing: ${String(error)}`));
    },
  };
}
