import os from 'node:os';
import path from 'node:path';
import type { WorkQueueLimits } from '../concurrency/bounded-work-queue';

/** Every setting the product reads, from the environment only (README "Configuration"). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  production: boolean;
  databaseUrl: string | null;
  eventStoreConnectionString: string | null;
  mongodbUrl: string | null;
  /** Where uploaded files and artefacts live (FILE_STORE and S3_*). */
  files: FileStoreSettings;
  kafkaBrokers: string[];
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  consistencyWaitMs: number;
  bodyLimitBytes: number;
  webDistDir: string;
  rateLimits: RateLimits;
  passwordHashing: WorkQueueLimits;
  jobs: JobSettings;
}

/**
 * The file store: `local` (a directory under DATA_DIR), `gridfs` (MONGODB_URL's database) or `s3`
 * (an S3-compatible bucket; credentials come from the AWS SDK's default chain, never from here).
 */
export type FileStoreSettings =
  | { kind: 'local' }
  | { kind: 'gridfs'; url: string }
  | { kind: 's3'; bucket: string; region: string; endpoint: string | null; forcePathStyle: boolean };

/** The worker's job queue (docs/decisions/0009-job-queue.md). */
export interface JobSettings {
  /** How long a claim holds a job without renewal; a killed worker's job runs again after it. */
  leaseMs: number;
  /** How often a worker looks for open jobs besides being woken by new requests. */
  pollMs: number;
  /** Claims a job may have before it fails as abandoned. */
  maxAttempts: number;
  /** Worker threads for CPU-heavy jobs. */
  threads: number;
  /**
   * Jobs one worker process runs at once. More than the threads, so a job's reads, writes and
   * appends on the event loop overlap another job's thread work (small uploads are mostly those);
   * the jobs beyond the threads wait for one, their leases renewed meanwhile.
   */
  capacity: number;
}

export interface RateLimits {
  passwordResetPerHour: number;
  loginPerQuarterHour: number;
  /** Failed sign-ins from one address whatever the email, so unknown emails count too. */
  loginPerAddressPerQuarterHour: number;
  /** Sign-in attempts on one account from all the addresses it has not signed in from, before they are paced. */
  loginPerAccountPerQuarterHour: number;
  loginAccountSpacingMs: number;
  signupPerHour: number;
  invitationsPerHour: number;
  emailChecksPerMinute: number;
  verificationMailsPerHour: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

const optional = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = optional(env[name]);
  if (raw === null) return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/**
 * FILE_STORE when set; otherwise S3 when S3_BUCKET is set (a bucket is named only to be used),
 * then GridFS when MONGODB_URL is set, else the local directory. A choice that lacks what it needs
 * stops the start here rather than at the first upload.
 */
function fileStoreSettings(env: NodeJS.ProcessEnv, mongodbUrl: string | null): FileStoreSettings {
  const bucket = optional(env.S3_BUCKET);
  const chosen = optional(env.FILE_STORE) ?? (bucket ? 's3' : mongodbUrl ? 'gridfs' : 'local');
  switch (chosen) {
    case 'local':
      return { kind: 'local' };
    case 'gridfs':
      if (!mongodbUrl) throw new Error('FILE_STORE=gridfs needs MONGODB_URL');
      return { kind: 'gridfs', url: mongodbUrl };
    case 's3': {
      if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET (credentials come from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY)');
      const endpoint = optional(env.S3_ENDPOINT);
      // `minio:9000` would parse as a URL with scheme `minio:`: ask for the scheme explicitly.
      if (endpoint && !(/^https?:\/\//.test(endpoint) && URL.canParse(endpoint)))
        throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://minio:9000, got "${endpoint}"`);
      return {
        kind: 's3',
        bucket,
        region: optional(env.S3_REGION) ?? 'us-east-1',
        endpoint,
        forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
      };
    }
    default:
      throw new Error(`FILE_STORE must be local, gridfs or s3, got "${chosen}"`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000);
  const production = env.NODE_ENV === 'production';
  const jwtSecret = optional(env.JWT_SECRET);
  const mongodbUrl = optional(env.MONGODB_URL);
  if (production && !jwtSecret) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  if (jwtSecret && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    databaseUrl: optional(env.DATABASE_URL),
    eventStoreConnectionString: optional(env.EVENTSTORE_CONNECTION_STRING),
    mongodbUrl,
    files: fileStoreSettings(env, mongodbUrl),
    kafkaBrokers: (env.KAFKA_BROKERS ?? '')
      .split(',')
      .map((broker) => broker.trim())
      .filter(Boolean),
    redisUrl: optional(env.REDIS_URL),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Insight Assistant <no-reply@localhost>',
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30),
    consistencyWaitMs: integer(env, 'CONSISTENCY_WAIT_MS', 5000),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist/web'),
    rateLimits: {
      passwordResetPerHour: integer(env, 'RATE_LIMIT_PASSWORD_RESET_PER_HOUR', 3),
      loginPerQuarterHour: integer(env, 'RATE_LIMIT_LOGIN_PER_15_MIN', 10),
      loginPerAddressPerQuarterHour: integer(env, 'RATE_LIMIT_LOGIN_PER_ADDRESS_PER_15_MIN', 50),
      loginPerAccountPerQuarterHour: integer(env, 'RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_15_MIN', 20),
      loginAccountSpacingMs: integer(env, 'RATE_LIMIT_LOGIN_ACCOUNT_SPACING_MS', 10_000),
      signupPerHour: integer(env, 'RATE_LIMIT_SIGNUP_PER_HOUR', 30),
      invitationsPerHour: integer(env, 'RATE_LIMIT_INVITATIONS_PER_HOUR', 50),
      emailChecksPerMinute: integer(env, 'RATE_LIMIT_EMAIL_CHECKS_PER_MIN', 30),
      verificationMailsPerHour: integer(env, 'RATE_LIMIT_VERIFICATION_MAILS_PER_HOUR', 5),
    },
    passwordHashing: {
      // One core is left to the event loop and the embedded database, so signed-in users stay served.
      concurrency: integer(env, 'PASSWORD_HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1)),
      waitingLimit: integer(env, 'PASSWORD_HASH_QUEUE_LIMIT', 32),
    },
    jobs: jobSettings(env),
  };
}

function jobSettings(env: NodeJS.ProcessEnv): JobSettings {
  // As for hashing: one core stays with the event loop, so HTTP answers while a job computes.
  const threads = integer(env, 'JOB_THREADS', Math.max(1, os.availableParallelism() - 1));
  return {
    leaseMs: integer(env, 'JOB_LEASE_MS', 30_000),
    pollMs: integer(env, 'JOB_POLL_MS', 5_000),
    maxAttempts: integer(env, 'JOB_MAX_ATTEMPTS', 3),
    threads,
    capacity: Math.max(1, integer(env, 'JOB_CAPACITY', threads * 4)),
  };
}
