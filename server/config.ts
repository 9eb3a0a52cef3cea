import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional());
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const flag = (fallback: boolean) => z.preprocess((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'), z.boolean());

/** Every setting Paraphe reads, with its default for the embedded run. README lists them all. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Interface to listen on: loopback outside production unless set, every interface in production. */
  HOST: optionalString,
  /** Other origins whose pages may call the API with the user's cookies (comma-separated); none by default. */
  CORS_ORIGINS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : [],
    z.array(
      z
        .string()
        .url()
        .transform((origin) => new URL(origin).origin),
    ),
  ),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  STORAGE_DIR: optionalString,
  /** Where files are kept: `local` (STORAGE_DIR) or `s3` (an S3-compatible bucket); `s3` by default when S3_BUCKET is set. */
  STORAGE: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['local', 's3']).optional()),
  /** An S3-compatible endpoint (MinIO, Ceph, Garage, another cloud); AWS's own when unset. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  /** Credentials of the bucket; without them the AWS default chain (environment, instance role) is used. */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Address buckets as `endpoint/bucket` rather than `bucket.endpoint` (most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: flag(false),
  /** PostgreSQL: time allowed to get a connection, and to run one query, before the request fails with a 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/, 'letters, digits and : . - _ only')
    .default('paraphe:'),
  SESSION_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32, 'must be at least 32 characters').optional()),
  ENCRYPTION_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
  ),
  /** Lifetime of the access token; the web app refreshes it with the refresh token before it ends. */
  ACCESS_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(10)
    .max(3600)
    .default(15 * 60),
  /** WebSockets open at once on one instance, per user and per organization. */
  WS_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().positive().default(20),
  WS_MAX_CONNECTIONS_PER_ORGANIZATION: z.coerce.number().int().positive().default(1000),
  WS_CONNECTION_LEASE_S: z.coerce.number().int().min(3).max(3600).default(60),
  TRUST_PROXY: flag(false),
  /** Bearer token that GET /metrics asks for on the public port; without it /metrics is open outside production only. */
  METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16, 'must be at least 16 characters').optional()),
  /** A port of its own for GET /metrics (then never served on the public port). */
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional()),
  /** OTLP/HTTP collector (e.g. http://otel-collector:4318): traces are exported there; unset, tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('paraphe'),
  /** On SIGTERM: time allowed for requests and jobs in progress to finish before the process ends. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).max(600).default(25),
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Paraphe <no-reply@paraphe.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTHORIZATION_URL: optionalUrl,
  GOOGLE_TOKEN_URL: optionalUrl,
  GOOGLE_USERINFO_URL: optionalUrl,
  /** Where a disconnected Gmail mailbox's grant is withdrawn (https://oauth2.googleapis.com/revoke by default). */
  GOOGLE_REVOKE_URL: optionalUrl,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT: z.string().default('common'),
  MICROSOFT_METADATA_URL: optionalUrl,
  /** Microsoft's OAuth endpoints and Graph API for connected mailboxes (login.microsoftonline.com and graph.microsoft.com by default). */
  MICROSOFT_AUTHORIZATION_URL: optionalUrl,
  MICROSOFT_TOKEN_URL: optionalUrl,
  MICROSOFT_GRAPH_URL: optionalUrl,
  /** The Gmail API that Gmail mailboxes are synced through (https://gmail.googleapis.com by default). */
  GMAIL_API_URL: optionalUrl,
  /** How far back the first sync of a Gmail or Microsoft mailbox reads; later syncs continue from the account's cursor. */
  MAIL_SYNC_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often every active connected mailbox is synced. */
  MAIL_SYNC_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .default(5 * 60 * 1000),
  ACTIVITY_WEBHOOK_URL: optionalUrl,
  WORKFLOW_WEBHOOK_URL: optionalUrl,
  ANALYZER: z.enum(['builtin', 'llm']).default('builtin'),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Largest file the cloud area stores, in bytes (1 GiB by default): cut off while it streams in. */
  MAX_CLOUD_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 ** 3),
  JOBS_ENABLED: flag(true),
  /** How long a running job stays its instance's without being renewed (every third of it): a job whose instance died is taken over after this. */
  JOB_LEASE_S: z.coerce.number().int().min(3).max(3600).default(30),
  /** How long a finished job (done or failed for good) is kept before the hourly pruning deletes it. */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Lets document URLs and webhook targets point at private and loopback addresses (tests, intranets). */
  ALLOW_PRIVATE_FETCH: flag(false),
  REMOTE_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /** Length of the public API's rate-limit window; the per-plan limits count requests within it. */
  API_RATE_WINDOW_S: z.coerce.number().int().positive().default(60),
  /** A PKCS#12 file whose key signs every organization's documents; without it each organization gets its own certificate. */
  SIGNING_P12_PATH: optionalString,
  SIGNING_P12_PASSWORD: optionalString,
  /** An RFC 3161 time-stamping authority: when set, every signature carries its timestamp (PAdES B-T) and signing fails without one. */
  TSA_URL: optionalUrl,
  /** Time allowed for the time-stamping authority to answer. */
  TSA_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /** LibreOffice, which converts DOC and DOCX documents to PDF for signing: `soffice` on PATH unless set. Without it their text is typeset instead. */
  SOFFICE_PATH: z.string().min(1).default('soffice'),
  /** Time allowed for one conversion to PDF; past it LibreOffice is stopped and the signing fails. */
  CONVERSION_TIMEOUT_MS: z.coerce.number().int().positive().default(60000),
  /** Stripe secret key; without it checkout answers that payments are not configured. */
  STRIPE_SECRET_KEY: optionalString,
  /** Signing secret of the Stripe webhook endpoint (`whsec_…`), required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another address for the Stripe API (a local test server); Stripe's own by default. */
  STRIPE_API_URL: optionalUrl,
  /** Where contact-form messages are forwarded; without it they are only stored. */
  CONTACT_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.string().email().optional()),
  /** Comma-separated emails of the installation's administrators (status page incidents). */
  PLATFORM_ADMIN_EMAILS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean)
        : [],
    z.array(z.string().email()),
  ),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Omit<Env, 'HOST' | 'PUBLIC_URL' | 'STORAGE_DIR' | 'STORAGE' | 'SESSION_SECRET' | 'ENCRYPTION_KEY'> {
  HOST: string;
  STORAGE: 'local' | 's3';
  PUBLIC_URL: string;
  STORAGE_DIR: string;
  SESSION_SECRET: string;
  ENCRYPTION_KEY: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR, so sessions and
 * encrypted values survive restarts of the embedded run. Production never falls back.
 */
function developmentSecrets(dataDir: string): { SESSION_SECRET: string; ENCRYPTION_KEY: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { SESSION_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction) {
    if (!env.SESSION_SECRET) problems.push('SESSION_SECRET: required in production (at least 32 characters)');
    if (!env.ENCRYPTION_KEY) problems.push('ENCRYPTION_KEY: required in production (64 hexadecimal characters)');
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (the address users open)');
  }
  if (env.ANALYZER === 'llm' && (!env.LLM_BASE_URL || !env.LLM_MODEL)) {
    problems.push('LLM_BASE_URL and LLM_MODEL: required when ANALYZER=llm');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (Boolean(env.MICROSOFT_CLIENT_ID) !== Boolean(env.MICROSOFT_CLIENT_SECRET)) {
    problems.push('MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET: set both or neither');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (plans are activated by the signed webhook)');
  }
  const storage = env.STORAGE ?? (env.S3_BUCKET ? 's3' : 'local');
  if (storage === 's3' && !env.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(env.DATA_DIR);
  const secrets =
    env.SESSION_SECRET && env.ENCRYPTION_KEY
      ? { SESSION_SECRET: env.SESSION_SECRET, ENCRYPTION_KEY: env.ENCRYPTION_KEY }
      : { ...developmentSecrets(dataDir), ...definedOnly({ SESSION_SECRET: env.SESSION_SECRET, ENCRYPTION_KEY: env.ENCRYPTION_KEY }) };

  return Object.freeze({
    ...env,
    DATA_DIR: dataDir,
    HOST: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    STORAGE_DIR: resolve(env.STORAGE_DIR ?? join(dataDir, 'files')),
    STORAGE: storage,
    ...secrets,
    isProduction,
  });
}

function definedOnly<T extends Record<string, string | undefined>>(values: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Record<keyof T, string>>;
}
