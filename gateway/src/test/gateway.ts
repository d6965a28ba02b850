import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { roleToGraphQL, type Role } from '@memorial/schema';
import { bootGateway, type Gateway } from '../boot.js';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../logger.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { oEmbedLookup, type VideoLookup } from '../media/video-metadata.js';
import type { Clock } from '../jobs/clock.js';
import { databaseUrl, withClient } from './postgres.js';
import { solveCaptcha } from './captcha.js';
import { openApiChecker } from './openapi-check.js';

/** The signing key every test gateway uses, so tests can forge tokens with it. */
export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
export const DEMO_PASSWORD = 'memorial-demo';
export const DEMO = {
  arranger: 'arranger@demo.test',
  admin: 'admin@demo.test',
  staff: 'staff@demo.test',
  /** The other family: Samuel Okafor's arranger. */
  family2: 'family2@demo.test',
} as const;
/** Demo decedents: a public page of the arranger's family, the other family's private page, and a closed case. */
export const OPI = {
  eleanor: 'CS-1000-0001',
  okaforPrivate: 'CS-1000-0002',
  thomas: 'CS-0998-0417',
  /** Rosa María Hernández's page, in Spanish (issue 31), of another home (CNG). */
  spanish: 'CS-1031-0001',
  missing: 'CS-9999-9999',
} as const;

export type RoleName = Role;
/** GraphQL spells cl-arranger with an underscore. */
export const graphqlRole = roleToGraphQL;

export interface GqlError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, any>;
}
export interface GqlResponse<T = any> {
  status: number;
  body: { data?: T | null; errors?: GqlError[] };
  headers: Headers;
}
export interface RestResponse {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

export interface TestGateway {
  url: string;
  config: Config;
  gateway: Gateway;
  /** Mails the gateway sent, in order. */
  mails: OutgoingMail[];
  /** The oEmbed URLs the gateway asked video providers for (answered by the fake provider below), in order. */
  oembedRequests: string[];
  /** This file's database, and a superuser connection string for the server. */
  databaseUrl: string;
  adminUrl: string;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<GqlResponse<T>>;
  /** A call below /api/v1. A string body is sent as it is, as JSON; FormData as multipart. */
  rest(method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<RestResponse>;
  /** A new visitor's solved captcha: the rate-limit counters, the upload quota and the screening's sender history start over. */
  visitorCaptcha(): Promise<string>;
  /** Signs in through GraphQL with the demo password and answers the token. */
  login(email: string, role: RoleName, password?: string): Promise<string>;
  /** The four demo sessions a role test needs, in this order: the family with access, another family, admin, cl-arranger. */
  demoLogins(): Promise<[arranger: string, family2: string, admin: string, staff: string]>;
  /** A statement on this file's database. */
  sql<R extends pg.QueryResultRow = any>(text: string, params?: unknown[]): Promise<R[]>;
  /** Runs fn while a table of this file's database is away (renamed): a failure the services do not expect. */
  withoutTable<T>(table: string, fn: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export interface TestGatewayOptions {
  /** Environment overrides, e.g. { NODE_ENV: 'production' }. */
  env?: Record<string, string>;
  /** Another server (e.g. a private embedded one): the database starts empty and the gateway migrates and seeds it. */
  server?: { adminUrl: string };
  /** With server: whether the gateway seeds the demo data (yes by default), or 'as-configured' (SEED_DEMO, NODE_ENV). */
  seed?: boolean | 'as-configured';
  /** Another test gateway whose database this one shares (a second replica); that one owns and drops it, so stop this one first. */
  database?: TestGateway;
  /** Collects the gateway's log lines (JSON, level info and up) here instead of discarding them. */
  logs?: string[];
  /** Where the gateway's background jobs read the time (test/clock.ts). */
  clock?: Clock;
  /** Sees every SQL statement the gateway runs (to count them). */
  onQuery?: (sql: string) => void;
  /**
   * For tests about something else than the abuse limits (on unless false): a visitor's public write sent through
   * gql or rest without a captcha (share a memory, REST uploads, forgot password) gets a freshly solved one, as the
   * web form sends it, and comes as a new visitor (the rate-limit counters, the upload quota and the screening's sender
   * history start over).
   * The captcha and the limits have their own tests (abuse/abuse.test.ts), with this off.
   */
  visitorCaptcha?: boolean;
}

/**
 * A fresh database cloned from the migrated and seeded template, and the real
 * gateway on it (port 0, silent logs, a capturing mailer).
 */
export async function startTestGateway(opts: TestGatewayOptions = {}): Promise<TestGateway> {
  const adminUrl = opts.database?.adminUrl ?? opts.server?.adminUrl ?? inject('pgAdminUrl');
  let dbUrl: string;
  let dropOwnDatabase: () => Promise<void>;
  if (opts.database) {
    dbUrl = opts.database.databaseUrl;
    dropOwnDatabase = async () => undefined;
  } else {
    const name = `${inject('pgPrefix')}_${randomBytes(4).toString('hex')}`;
    await withClient(adminUrl, (c) =>
      c.query(opts.server ? `create database "${name}"` : `create database "${name}" template "${inject('pgTemplate')}"`),
    );
    dbUrl = databaseUrl(adminUrl, name);
    dropOwnDatabase = () => dropDatabase(adminUrl, name);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-gw-'));
  // Each database has its own copy of the demo media (a test that deletes a demo memory deletes its files);
  // a replica shares the media of the gateway whose database it shares.
  let mediaDir = opts.database?.config.mediaDir;
  if (!mediaDir) {
    mediaDir = path.join(dataDir, 'media');
    fs.cpSync(inject('mediaDir'), mediaDir, { recursive: true });
  }
  const config = loadConfig({
    DATABASE_URL: dbUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    MEDIA_DIR: mediaDir,
    // A captcha costs a test milliseconds (solveCaptcha in test/captcha.ts); the default is a phone's second.
    CAPTCHA_MAX_NUMBER: '200',
    // No server rendering unless a test asks for it (ssr.test.ts builds the renderer): the browser renders the pages.
    WEB_SSR_DIST: path.join(dataDir, 'no-server-render'),
    // Pages rendered per request unless a test keeps them (pagecache/page-cache.test.ts): a page read the moment after
    // a change would otherwise race the change notice (milliseconds) in tests about something else.
    PAGE_CACHE: 'off',
    ...opts.env,
  });
  const mails: OutgoingMail[] = [];
  const oembedRequests: string[] = [];
  const logs = opts.logs;
  const logger = logs
    ? createLogger('info', {
        write: (line: string) => {
          logs.push(line);
        },
      })
    : createLogger(process.env['TEST_LOG_LEVEL'] ?? config.LOG_LEVEL);
  let gateway: Gateway;
  try {
    // With SMTP_URL in env the gateway's real mailer sends there (a test's smtp-server); otherwise mails are captured.
    const mailer = config.SMTP_URL
      ? undefined
      : {
          send: async (mail: OutgoingMail) => {
            mails.push(mail);
          },
        };
    gateway = await bootGateway(config, logger, {
      mailer,
      clock: opts.clock,
      onQuery: opts.onQuery,
      seed: !opts.server ? false : opts.seed === 'as-configured' ? undefined : (opts.seed ?? true),
      videoLookup: fakeVideoLookup(oembedRequests),
    });
  } catch (e) {
    await dropOwnDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const url = gateway.url.replace('localhost', '127.0.0.1');

  const autoCaptcha = opts.visitorCaptcha !== false;
  /** A new visitor's solved captcha (see visitorCaptcha). */
  const visitorPass = async (): Promise<string> => {
    await sql('delete from rate_limit');
    await sql('update media_upload set ip = null where ip is not null');
    // Nor has the new visitor a past for the screening (issue 32): no burst or rejections at their address or network.
    await sql(`update screened_text set email = '', network = null where email <> '' or network is not null`);
    return solveCaptcha({ url } as TestGateway);
  };

  const gql = async <T>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<GqlResponse<T>> => {
    if (autoCaptcha && !token && !headers['authorization'] && variables) {
      const input = variables['input'];
      if (/\bshareMemory\s*\(/.test(query) && input && typeof input === 'object' && !('captcha' in input)) {
        variables = { ...variables, input: { ...input, captcha: await visitorPass() } };
      } else if (/\bforgotPassword\s*\(/.test(query) && query.includes('$captcha') && !('captcha' in variables)) {
        variables = { ...variables, captcha: await visitorPass() };
      }
    }
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    let body: GqlResponse<T>['body'];
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`/graphql answered ${res.status} with a body that is not JSON: ${text.slice(0, 500)}`);
    }
    return { status: res.status, body, headers: res.headers };
  };

  // Every answer a test receives through rest() is checked against the document the gateway serves.
  const checkAnswer = openApiChecker(async () => (await fetch(`${url}/api/v1/openapi.json`)).json());
  const rest = async (
    method: string,
    p: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<RestResponse> => {
    const publicWrite = method === 'POST' && /^\/(memories\/upload(\?.*)?|memories\/[^/?]+|auth\/forgot-password)$/.test(p);
    if (autoCaptcha && publicWrite && !token && !headers['authorization']) {
      if (body instanceof FormData && !body.has('captcha')) {
        const withCaptcha = new FormData();
        withCaptcha.append('captcha', await visitorPass());
        for (const [k, v] of body.entries()) withCaptcha.append(k, v);
        body = withCaptcha;
      } else if (body && typeof body === 'object' && !(body instanceof FormData) && !Array.isArray(body) && !('captcha' in body)) {
        body = { ...body, captcha: await visitorPass() };
      }
    }
    const res = await fetch(`${url}/api/v1${p}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    await checkAnswer(method, p, res.status, res.headers.get('content-type'), parsed);
    return { status: res.status, body: parsed, headers: res.headers, text };
  };

  const login = async (email: string, role: RoleName, password = DEMO_PASSWORD) => {
    const res = await gql<{ login: { token: string } }>(
      'mutation ($role: Role!, $email: String!, $password: String!) { login(role: $role, email: $email, password: $password) { token } }',
      { role: graphqlRole(role), email, password },
    );
    const token = res.body.data?.login?.token;
    if (!token) throw new Error(`login ${email} as ${role} failed: ${JSON.stringify(res.body.errors)}`);
    return token;
  };

  // A small pool: tests check the database often, and a new connection per statement is slow on a busy machine.
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2, idleTimeoutMillis: 1000 });
  pool.on('error', () => undefined); // an idle connection ended by the server (a restart, a terminated backend) is dropped from the pool
  const sql = async <R extends pg.QueryResultRow>(text: string, params?: unknown[]) => (await pool.query<R>(text, params)).rows;
  const withoutTable = async <T>(table: string, fn: () => Promise<T>) => {
    await sql(`alter table "${table}" rename to "${table}_away"`);
    try {
      return await fn();
    } finally {
      await sql(`alter table "${table}_away" rename to "${table}"`);
    }
  };

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        await gateway.stop();
      } finally {
        await pool.end().catch(() => undefined);
        await dropOwnDatabase();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    })());

  const demoLogins = async (): Promise<[string, string, string, string]> =>
    Promise.all([
      login(DEMO.arranger, 'arranger'),
      login(DEMO.family2, 'arranger'),
      login(DEMO.admin, 'admin'),
      login(DEMO.staff, 'cl-arranger'),
    ]);
  return {
    url,
    config,
    gateway,
    mails,
    oembedRequests,
    databaseUrl: dbUrl,
    adminUrl,
    gql,
    rest,
    visitorCaptcha: visitorPass,
    login,
    demoLogins,
    sql,
    withoutTable,
    stop,
  };
}

/**
 * Video providers answer from here, not the network: the gateway's real oEmbed
 * lookup runs against a fake provider. By the video link it is asked about:
 * "missing" -> 404 and "badrequest" -> 400 (the video does not exist),
 * "private" -> 401 (a private or embed-restricted video: the lookup falls back
 * to the embed link, without a title); any other link has a title and a thumbnail.
 */
export function fakeVideoLookup(requests: string[] = []): VideoLookup {
  const provider = async (input: string | URL | Request): Promise<Response> => {
    const asked = String(input instanceof Request ? input.url : input);
    requests.push(asked);
    const link = new URL(asked).searchParams.get('url') ?? '';
    if (/missing/i.test(link)) return new Response('Not Found', { status: 404 });
    if (/badrequest/i.test(link)) return new Response('Bad Request', { status: 400 });
    if (/private/i.test(link)) return new Response('Unauthorized', { status: 401 });
    return Response.json({ title: `Video ${link.slice(-11)}`, thumbnail_url: 'https://img.example/thumb.jpg' });
  };
  return oEmbedLookup(provider as typeof fetch);
}

async function dropDatabase(adminUrl: string, name: string) {
  await withClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
}

/** A second account with the demo password, for tests that would otherwise disturb the demo logins. */
export async function cloneUser(
  gw: TestGateway,
  from: string,
  email: string,
  overrides: { isNewUser?: boolean; roles?: RoleName[] } = {},
): Promise<void> {
  await gw.sql(
    `insert into app_user (email, password_hash, first_name, last_name, roles, is_new_user)
     select $2, password_hash, first_name, last_name, coalesce($3::text[], roles), coalesce($4::boolean, is_new_user) from app_user where email = $1`,
    [from, email, overrides.roles ?? null, overrides.isNewUser ?? null],
  );
}
