import { z } from 'zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_BYTES } from '@memorial/schema';

/** The repository root: gateway/src or gateway/dist is two levels below it. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits and login throttling per address):
   * Express's "trust proxy" list, e.g. "loopback, 10.0.0.0/8", or a number of hops. None by default ("false"): the
   * address is the socket's, so a client cannot pick a new address per request by sending the header itself.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): string | number | false => (/^(false|none)$/i.test(v.trim()) ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /**
   * The captcha's work factor: the largest counter a client may have to reach (SHA-256 proof of work). The default
   * takes a phone about a second; tests lower it so they solve in milliseconds.
   */
  CAPTCHA_MAX_NUMBER: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(10, 'must be at least 10')
    .max(10_000_000, 'must be at most 10000000')
    .default(50_000),
  /** How long a captcha challenge may be solved and submitted, in seconds. */
  CAPTCHA_EXPIRES_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(10, 'must be at least 10 seconds')
    .max(3600, 'must be at most 3600 seconds')
    .default(600),
  /** The demo families, staff logins and pages (a known password): on unless NODE_ENV=production. */
  SEED_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, '.data')),
  /** Uploaded media on local disk; DATA_DIR/media unless set. */
  MEDIA_DIR: z.string().optional(),
  /**
   * Media on S3-compatible object storage instead of MEDIA_DIR, so that every replica serves every file: set
   * S3_BUCKET (an existing, private bucket) and, for a server other than AWS, S3_ENDPOINT (e.g. http://minio:9000)
   * with S3_FORCE_PATH_STYLE=true. Without the key pair the SDK's usual chain is used (environment, instance role).
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /** The embedded PostgreSQL's port; unset, it takes the one its data directory used last, or 54320, or any free one. */
  EMBEDDED_PG_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65535).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_ISSUER: z.string().default('memorial-portal'),
  JWT_AUDIENCE: z.string().default('memorial-portal-web'),
  SESSION_HOURS: z.coerce.number().positive().default(8),
  REMEMBER_DAYS: z.coerce.number().positive().default(30),
  /** Base64 of 32 random bytes; encrypts SSNs at rest. Every replica needs the same key. */
  SSN_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of 32 bytes')
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Memorial Portal <no-reply@memorial.test>'),
  /** The funeral home's arrangements mailbox: every certificate submission is sent there (and to the staff working the case). */
  ARRANGEMENTS_MAILBOX: z.email({ error: 'must be an e-mail address' }).optional(),
  PUBLIC_URL: z.url().optional(),
  /** The built web app (index.html and its assets); web/dist of the checkout by default. */
  WEB_DIST: z.string().optional(),
  /**
   * The server renderer's build (web/dist-ssr, vite build --ssr). Inside the checkout: its packages (React, Apollo,
   * Mantine) are found from where it lies.
   */
  WEB_SSR_DIST: z.string().optional(),
  /** The external tribute store (flowers and trees); the opi, the action and the event are added to its query. Unset, the buttons are not shown. */
  TRIBUTE_STORE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /**
   * The map tiles of the Burial Location map: an http(s) URL template with {z}, {x} and {y} (and optionally {s} or
   * {r}), e.g. https://tiles.example.org/{z}/{x}/{y}.png. Unset, the cemetery outline is drawn on a plain background
   * and the browser asks no tile server anything. Use a server whose terms allow it, with its attribution below.
   */
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) =>
        /^https?:\/\/[^/\s]+/i.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)) && URL.canParse(v.replace(/\{[a-z]\}/g, '0')),
      'must be an http:// or https:// URL template with {z}, {x} and {y}',
    )
    .optional(),
  /** The tile server's attribution, shown on the map as plain text (e.g. "© OpenStreetMap contributors"). */
  MAP_TILE_ATTRIBUTION: z.string().max(300, 'must be at most 300 characters').optional(),
  /** The deepest zoom the tile server serves. */
  MAP_TILE_MAX_ZOOM: z.coerce
    .number({ error: 'must be a zoom level from 1 to 22' })
    .int('must be a zoom level from 1 to 22')
    .min(1, 'must be a zoom level from 1 to 22')
    .max(22, 'must be a zoom level from 1 to 22')
    .default(19),
  /** The cemetery's site, whose gravesite locator is at {GRAVESITE_LOCATOR_HOST}/map-tour; unset, the link is not shown. */
  GRAVESITE_LOCATOR_HOST: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /**
   * The cl-arranger's single sign-on (OpenID Connect, authorization code with PKCE), used on an entry with onePortal:
   * the provider's issuer URL and this portal's client there. All three or none; unset, the cl-arranger signs in with
   * a password. Register {PUBLIC_URL}/api/v1/auth/sso/callback as a redirect URI and {PUBLIC_URL}/obituaries/cl-arranger
   * as a post-logout redirect URI. Plain http is accepted only for a provider on this machine (tests).
   */
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How often the gateway pings each WebSocket, in seconds; a socket that has not answered by the next ping is closed
   * (graphql-ws's keep-alive: a phone that went away does not hold its subscriptions for ever).
   */
  WS_PING_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be a positive number of seconds')
    .max(86_400, 'must be at most 86400 seconds (a day)')
    .default(12),
  /** The largest uploaded file, in bytes, enforced while the body streams (the spec's 500 MB; lower only for tests). */
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(MAX_UPLOAD_BYTES),
  /**
   * The ffmpeg that remuxes uploaded video and audio without their metadata (a location among it); without a working
   * one such uploads are refused. Debian's package: apt-get install ffmpeg.
   */
  FFMPEG_PATH: z.string().default('ffmpeg'),
  /** Uploads no memory claimed within this many hours are removed (records, files, thumbnails). */
  UPLOAD_RETENTION_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be a positive number of hours')
    .max(87_600, 'must be at most 87600 hours (10 years)')
    .default(24),
  /** How often each gateway sweeps for such uploads, in minutes (at most a day: a timer cannot wait longer than about 24 days). */
  UPLOAD_SWEEP_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .positive('must be a positive number of minutes')
    .max(1440, 'must be at most 1440 minutes (a day)')
    .default(60),
  /**
   * Rows that only serve security (sign-in attempts, used or expired reset links, ended sessions) are removed this
   * many days after they stop counting; at least a day, since the login and reset-mail throttles look back 15 minutes.
   */
  SECURITY_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .min(1, 'must be at least 1 day')
    .max(3650, 'must be at most 3650 days (10 years)')
    .default(30),
  /** How often each gateway sweeps for them, in minutes (at most a day). */
  SECURITY_SWEEP_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .positive('must be a positive number of minutes')
    .max(1440, 'must be at most 1440 minutes (a day)')
    .default(60),
  /** Rendered public pages kept in memory per gateway (pagecache/); off renders every request (the crowd bench's floor). */
  PAGE_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
});

export type Config = z.infer<typeof envSchema> & {
  seedDemo: boolean;
  webDist: string;
  webSsrDist: string;
  migrationsDir: string;
  mediaDir: string;
  /** The object store media live in, when S3_BUCKET is set (otherwise MEDIA_DIR on local disk). */
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean } | null;
  /** The site's address for links in mails, shared pages and files: PUBLIC_URL, else this gateway on localhost (no trailing slash). */
  siteOrigin: string;
};

/** Parses the environment once. A bad value is reported as one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const data = parsed.data;
  const oidc = [data.OIDC_ISSUER, data.OIDC_CLIENT_ID, data.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3)
    throw new ConfigError('Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  if (!data.S3_ACCESS_KEY_ID !== !data.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_FORCE_PATH_STYLE'].find((k) => env[k]);
  if (s3Only && !data.S3_BUCKET)
    throw new ConfigError(`Invalid configuration: S3_BUCKET must be set when ${s3Only} is (media go to object storage only with a bucket)`);
  const s3 = data.S3_BUCKET
    ? {
        bucket: data.S3_BUCKET,
        region: data.S3_REGION,
        endpoint: data.S3_ENDPOINT,
        accessKeyId: data.S3_ACCESS_KEY_ID,
        secretAccessKey: data.S3_SECRET_ACCESS_KEY,
        forcePathStyle: data.S3_FORCE_PATH_STYLE === 'true',
      }
    : null;
  return {
    ...data,
    s3,
    seedDemo: data.SEED_DEMO ? data.SEED_DEMO === 'true' : data.NODE_ENV !== 'production',
    webDist: data.WEB_DIST ?? path.join(ROOT_DIR, 'web', 'dist'),
    webSsrDist: data.WEB_SSR_DIST ?? path.join(ROOT_DIR, 'web', 'dist-ssr'),
    migrationsDir: path.join(ROOT_DIR, 'migrations'),
    mediaDir: data.MEDIA_DIR ?? path.join(data.DATA_DIR, 'media'),
    siteOrigin: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
  };
}

export class ConfigError extends Error {}
