import { resolve } from 'node:path';
import { z } from 'zod';

const repoRoot = resolve(__dirname, '../../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/inkcast'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key and BullMQ queue, so several instances (demo, tests) share one Redis. */
  REDIS_PREFIX: z.string().default('inkcast'),
  DATA_DIR: z.string().default(resolve(repoRoot, '.data')),
  WEB_DIST: z.string().default(resolve(repoRoot, 'web/dist')),
  SCHEMA_DIR: z.string().default(resolve(repoRoot, 'schema/graphql')),
  /** Operator login of /admin/queues (HTTP basic auth); the board is refused while unset. */
  ADMIN_USER: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /**
   * Lifetime of a public API response in the response cache, seconds: an identical repeat (same
   * developer, query, operation name and variables) within it is answered from the cache and not
   * counted (contract §3). 0 turns the cache off.
   */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Seconds between flushes of the Redis usage counters to Postgres. */
  USAGE_FLUSH_SECONDS: z.coerce.number().int().min(1).default(15),
  /** Fetch timeout of a remote feed, milliseconds. */
  FEED_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Largest feed document accepted, bytes. */
  FEED_MAX_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  FEEDS_CONCURRENCY: z.coerce.number().int().min(1).default(4),
  /** Where e-mail goes; the demo runs maildev on port 1025 (inbox at http://localhost:1080). */
  SMTP_URL: z.string().url().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Inkcast <no-reply@inkcast.dev>'),
  /** The web app's public origin, for links in e-mails; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Stripe secret key; without it billing is off and the pricing and plan pages say so. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of Stripe's webhook endpoint (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Base URL of Stripe's API; tests point it at a local stand-in. Default: Stripe itself. */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * The plan catalogue as JSON: [{productId, priceId, name, type: developer|creator, plan: PRO|BUSINESS,
   * amountInCents, interval}]. Default: Pro and Business with Inkcast's own test-mode ids.
   */
  STRIPE_PLANS: z.string().optional(),
  /**
   * Patreon OAuth client (spec 001 §7: a creator connects their Patreon account to gate episodes);
   * without both the connect form answers that Patreon is not configured. The redirect URI to
   * register with Patreon is PUBLIC_URL + /auth/patreon/callback.
   */
  PATREON_CLIENT_ID: z.string().optional(),
  PATREON_CLIENT_SECRET: z.string().optional(),
  /** Base URL of Patreon (its OAuth pages and API v2); tests point it at a local stand-in. */
  PATREON_API_BASE: z.string().url().default('https://www.patreon.com'),
  /**
   * Hosts webhook endpoints may use even though they resolve to a private or loopback address
   * (comma-separated; local development and tests). Empty in production: only public addresses.
   */
  WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  /**
   * Milliseconds between the worker's scheduled relay passes (outbox → deliveries, overdue
   * deliveries re-queued). New events do not wait for it: their commit wakes the relay (NOTIFY).
   */
  WEBHOOK_RELAY_EVERY_MS: z.coerce.number().int().min(50).default(1000),
  /** Trust X-Forwarded-* from a proxy in front (so cookies are Secure behind an https load balancer). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /**
   * Where images live: `local` (default: files under DATA_DIR/storage, uploaded to and served by the
   * api) or `s3` (any S3-compatible store: AWS, MinIO; the S3_* settings below).
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3 API endpoint the api and worker use (unset: AWS for S3_REGION). */
  S3_ENDPOINT: z.string().url().optional(),
  /** Endpoint browsers reach, for signed upload links and image URLs (default S3_ENDPOINT). */
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().default('inkcast'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Lifetime of a direct upload link, seconds. */
  UPLOAD_LINK_SECONDS: z.coerce.number().int().min(10).default(900),
  /** Image jobs one worker runs at once, and images processed at once within a job (sharp also uses every core per image). */
  IMAGES_CONCURRENCY: z.coerce.number().int().min(1).default(3),
  /** Lifetime of a login session, days. */
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Lifetime of an e-mailed login link, minutes. */
  LOGIN_LINK_MINUTES: z.coerce.number().int().min(1).default(15),
});

/** Validated configuration from environment variables, with working local defaults. */
export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

/**
 * Reads and validates the environment once. A bad value stops the process with one line naming
 * the variable (DESIGN.md, "Configuration").
 */
export function config(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(`inkcast: invalid ${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  cached = { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
  return cached;
}
