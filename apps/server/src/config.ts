import { resolve } from 'node:path';
import { DEFAULT_FILE_MAX_SIZE } from '@opencall/shared/files';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const DAY_MS = 24 * 3600 * 1000;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Public address the console prints. Links in e-mails take its scheme and port, with the host name
   * of the platform's configured domain (never the request's Host). Unset: http://localhost:PORT.
   */
  PUBLIC_URL: optionalUrl,
  /**
   * Addresses (IPs or CIDR ranges, comma-separated) of the reverse proxies whose X-Forwarded-For,
   * -Host and -Proto are believed. Empty: no proxy header is believed, whatever NODE_ENV says.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  /** A session ends after this many days without use (its refresh token is not presented). */
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  /** A session ends this many days after its sign-in, however active. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL server through a `pg` pool. */
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('OpenCall <no-reply@localhost>'),
  /**
   * SPF mechanisms (space-separated) that authorise this installation's SMTP server, asked of a
   * platform's sending domain: `include:_spf.mail.example.net`, `ip4:203.0.113.5`, or the default `a mx`.
   */
  SPF_MECHANISMS: z
    .string()
    .default('a mx')
    .transform((v) => v.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[+?~-]?(a|mx|ip4|ip6|include|exists|ptr)([:/][!-~]+)?$/i)).min(1)),
  /**
   * DNS servers (`ip` or `ip:port`, comma-separated) that check the sending domains' records; unset:
   * the system's resolver. Tests point it at a local DNS server.
   */
  DNS_SERVERS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.union([z.ipv4(), z.ipv6(), z.string().regex(/^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):\d{1,5}$/i)])),
    ),
  /** Where uploaded files live: `local` (DATA_DIR/files) or `s3`; unset: s3 when S3_ENDPOINT is set. */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `bucket` in the path instead of the host name (MinIO and most S3-compatible stores); unset: true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Largest uploaded file, in bytes (50 MiB). */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_FILE_MAX_SIZE),
  /** Signs CSRF tokens (and later sessions). Unset: generated once and kept in DATA_DIR. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  /** Google sign-in (OpenID Connect); the button shows only when both are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID issuer: Google's by default; a local provider in tests. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Slug of the platform served on localhost / 127.0.0.1 and on unknown hosts' fallback. */
  DEFAULT_PLATFORM_SLUG: z.string().default('demo'),
  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Seconds a resolved Host → platform mapping is trusted before it is read again. */
  TENANT_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Address search (Base Adresse Nationale API: `/search/`); a local fake in tests. */
  GEO_ADDRESS_URL: z.url({ protocol: /^https?$/ }).default('https://api-adresse.data.gouv.fr'),
  /** City search (API Découpage administratif: `/communes`); a local fake in tests. */
  GEO_CITIES_URL: z.url({ protocol: /^https?$/ }).default('https://geo.api.gouv.fr'),
  WEB_DIST_DIR: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How often an idle worker asks the job queue for work, in seconds (mail waits at most this long). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** Retries of an e-mail the SMTP server refused before it shows as failed in the outbox. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  /** First wait before retrying an e-mail, in seconds; each retry waits about twice as long. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Stripe bills the platforms when set; without it invoices are issued for manual payment. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API address (a local fake in tests). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Days an unpaid invoice leaves a platform running before it is suspended. */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  BILLING_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/)
    .default('eur'),
});

export type Config = ReturnType<typeof toConfig>;
export type StorageConfig = Config['storage'];

function toStorageConfig(env: z.infer<typeof EnvSchema>, dataDir: string) {
  const driver = env.STORAGE_DRIVER ?? (env.S3_ENDPOINT ? 's3' : 'local');
  if (driver === 'local') return { driver, dir: resolve(dataDir, 'files') } as const;
  return {
    driver,
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
  } as const;
}

function toConfig(env: z.infer<typeof EnvSchema>) {
  const dataDir = resolve(env.DATA_DIR);
  return Object.freeze({
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY,
    sessions: { idleMs: env.SESSION_IDLE_DAYS * DAY_MS, maxMs: env.SESSION_MAX_DAYS * DAY_MS },
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? ({ driver: 'pg', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } as const)
      : ({ driver: 'pglite', dataDir: resolve(dataDir, 'pglite') } as const),
    dataDir,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sendingDomains: { spfMechanisms: env.SPF_MECHANISMS, dnsServers: env.DNS_SERVERS },
    billing: {
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : undefined,
      graceDays: env.BILLING_GRACE_DAYS,
      currency: env.BILLING_CURRENCY,
    },
    storage: toStorageConfig(env, dataDir),
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    appSecret: env.APP_SECRET,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
        : undefined,
    defaultPlatformSlug: env.DEFAULT_PLATFORM_SLUG,
    bodyLimit: env.BODY_LIMIT,
    tenantCacheMs: env.TENANT_CACHE_SECONDS * 1000,
    geo: { addressUrl: env.GEO_ADDRESS_URL.replace(/\/+$/, ''), citiesUrl: env.GEO_CITIES_URL.replace(/\/+$/, '') },
    webDistDir: resolve(env.WEB_DIST_DIR),
    seedDemo: env.SEED_DEMO,
    jobs: { pollingIntervalSeconds: env.JOBS_POLL_SECONDS },
    mailRetry: { limit: env.MAIL_RETRY_LIMIT, delaySeconds: env.MAIL_RETRY_DELAY_SECONDS },
  });
}

/** Parses an environment; every problem is reported at once. */
export function parseConfig(
  env: Record<string, string | undefined>,
): { ok: true; config: Config } | { ok: false; problems: string[] } {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    };
  }
  if ((parsed.data.S3_ENDPOINT || parsed.data.STORAGE_DRIVER === 's3') && !parsed.data.S3_BUCKET) {
    return { ok: false, problems: ['S3_BUCKET: required when S3_ENDPOINT is set or STORAGE_DRIVER is s3'] };
  }
  return { ok: true, config: toConfig(parsed.data) };
}

/** The only reader of process.env: prints every problem and exits when the environment is wrong. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const result = parseConfig({ ...process.env, ...overrides });
  if (!result.ok) {
    console.error(`Invalid configuration:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  return result.config;
}
