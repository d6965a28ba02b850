import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { gqlData } from '../test/expect.js';
import { Q as MQ, eventually } from '../test/memories.js';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './page-cache.js';

/**
 * The rendered public pages kept per gateway (issue 28, fast for a crowd): two gateways on one database, asked over
 * HTTP as a visitor's browser and a shared cache ask. A kept page is answered without a statement, revalidated with
 * 304, dropped on every replica within a second of a change made through the other; a private or missing page, or
 * a request with a token or a cookie, is never kept nor marked public. Before: every answer was no-cache and every
 * request read the page again (one visitor, one render).
 */

const PUBLIC_URL = 'https://memorial.example';
const ELEANOR = `/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`;
const PRIVATE = `/obituaries/name/okafor-obituary/${OPI.okaforPrivate}`;
const MISSING = `/obituaries/name/nobody-obituary/${OPI.missing}`;
const DISPLAY_NAME =
  'mutation ($opi: String!, $input: DisplayNameInput!) { setDisplayName(opi: $opi, input: $input) { settings { displayName } } }';
const PRIVACY = 'mutation ($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate } }';

let a: TestGateway;
let b: TestGateway;
let off: TestGateway;
let family: string;
let webDist: string;
/** The statements each gateway ran that read a page's decedent. */
const reads = new Map<string, number>();
const counter = (name: string) => (sql: string) => {
  if (/\bdecedent\b/.test(sql)) reads.set(name, (reads.get(name) ?? 0) + 1);
};

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-web-'));
  fs.copyFileSync(path.join(ROOT_DIR, 'web', 'index.html'), path.join(webDist, 'index.html'));
  const env = { PUBLIC_URL, WEB_DIST: webDist, PAGE_CACHE: 'on' };
  a = await startTestGateway({ env, onQuery: counter('a') });
  b = await startTestGateway({ env, database: a, onQuery: counter('b') });
  off = await startTestGateway({ env: { ...env, PAGE_CACHE: 'off' }, database: a, onQuery: counter('off') });
  family = await a.login('arranger@demo.test', 'arranger');
  gqlData(await a.gql(MQ.acceptPolicy, { opi: OPI.eleanor }, family));
});
afterAll(async () => {
  // b and off share a's database: they stop first.
  await off?.stop();
  await b?.stop();
  await a?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  html: string;
  cacheControl: string | null;
  etag: string | null;
  /** Statements over decedents the gateway ran for it: 0 when it answered from memory. */
  reads: number;
}

async function get(gw: TestGateway, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const name = gw === a ? 'a' : gw === b ? 'b' : 'off';
  const before = reads.get(name) ?? 0;
  const res = await fetch(`${gw.url}${pathname}`, { headers });
  const html = await res.text();
  return {
    status: res.status,
    html,
    cacheControl: res.headers.get('cache-control'),
    etag: res.headers.get('etag'),
    reads: (reads.get(name) ?? 0) - before,
  };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('a public page', () => {
  it('is marked public for shared caches with an ETag, and answered from memory the second time', async () => {
    const first = await get(a, ELEANOR);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe(PUBLIC_PAGE_CACHE);
    expect(first.etag).toMatch(/^"[\w-]{20,}"$/);
    const second = await get(a, ELEANOR);
    expect(second).toMatchObject({ status: 200, cacheControl: PUBLIC_PAGE_CACHE, etag: first.etag, html: first.html, reads: 0 });
    // A tracking parameter of a shared link is the same page.
    expect(await get(a, `${ELEANOR}?fbclid=IwAR0abc&utm_source=facebook`)).toMatchObject({ etag: first.etag, reads: 0 });
  });

  it('sends a kept page compressed once, as the browser accepts it', async () => {
    const plain = await get(a, ELEANOR);
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(`${a.url}${ELEANOR}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    for (let i = 0; i < 2; i++) {
      const br = await raw('gzip, deflate, br');
      expect(br.encoding).toBe('br');
      expect(br.vary).toMatch(/Accept-Encoding/i);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.html);
      const gz = await raw('gzip');
      expect(gz.encoding).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.html);
    }
  });

  it('answers 304 to a matching If-None-Match (a weakened tag too), the page to another', async () => {
    const { etag } = await get(a, ELEANOR);
    for (const tag of [etag!, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get(a, ELEANOR, { 'if-none-match': tag });
      expect(res.status, tag).toBe(304);
      expect(res.html).toBe('');
      expect(res.etag).toBe(etag);
      expect(res.cacheControl).toBe(PUBLIC_PAGE_CACHE);
    }
    expect((await get(a, ELEANOR, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('is neither kept nor marked public for a request with a token or a cookie', async () => {
    await get(a, ELEANOR);
    const personal: Array<Record<string, string>> = [{ authorization: `Bearer ${family}` }, { cookie: 'session=1' }];
    for (const headers of personal) {
      const res = await get(a, ELEANOR, headers);
      expect(res.status).toBe(200);
      expect(res.cacheControl).toBe(PRIVATE_PAGE_CACHE);
      expect(res.reads, JSON.stringify(headers)).toBeGreaterThan(0);
    }
  });
});

describe('a private or missing page', () => {
  it('is never kept and never marked public', async () => {
    for (const pathname of [PRIVATE, MISSING])
      for (let i = 0; i < 2; i++) {
        const res = await get(a, pathname);
        expect(res.cacheControl, pathname).toBe(PRIVATE_PAGE_CACHE);
        expect(res.reads, pathname).toBeGreaterThan(0);
      }
  });
});

describe('a change on one gateway', () => {
  const figures: string[] = [];
  afterAll(() => console.log(`page dropped on the other gateway after:\n${figures.join('\n')}`));

  /** The ms from the change's answer until b answers a page other than `kept` (it had it in memory). */
  async function untilDroppedOnB(change: () => Promise<unknown>, what: string): Promise<Answer> {
    const kept = await get(b, ELEANOR);
    expect((await get(b, ELEANOR)).reads).toBe(0);
    await change();
    const since = Date.now();
    const fresh = await eventually(async () => {
      const res = await get(b, ELEANOR);
      return res.html !== kept.html && res;
    }, what);
    const ms = Date.now() - since;
    figures.push(`  ${what}: ${ms} ms`);
    expect(ms, what).toBeLessThan(1000);
    return fresh;
  }

  it('drops the page on the other gateway within a second: a new display name', async () => {
    const input = { displayNameType: 'Legal', fields: ['prefix'] };
    const fresh = await untilDroppedOnB(
      async () => gqlData(await a.gql(DISPLAY_NAME, { opi: OPI.eleanor, input }, family)),
      'display name',
    );
    expect(fresh.html).toContain('Mrs Eleanor Whitmore');
    expect(fresh.cacheControl).toBe(PUBLIC_PAGE_CACHE);
  });

  it('privacy turned on: the page is no longer served from memory nor public', async () => {
    try {
      const fresh = await untilDroppedOnB(
        async () => gqlData(await a.gql(PRIVACY, { opi: OPI.eleanor, isPrivate: true }, family)),
        'privacy on',
      );
      expect(fresh.cacheControl).toBe(PRIVATE_PAGE_CACHE);
      expect((await get(b, ELEANOR)).reads).toBeGreaterThan(0);
    } finally {
      gqlData(await a.gql(PRIVACY, { opi: OPI.eleanor, isPrivate: false }, family));
    }
  });

  it('a notice missed while the listening connection was away leaves no stale page', async () => {
    const kept = await get(b, ELEANOR);
    // Every listening connection of the page cache is cut; a change commits before they are back.
    await a.sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen memorial_page'`,
    );
    await a.sql(`update decedent set page_title = 'Eleanor, remembered' where opi = $1`, [OPI.eleanor]);
    const fresh = await eventually(async () => {
      const res = await get(b, ELEANOR);
      return res.html !== kept.html && res;
    }, 'the page after the reconnection');
    expect(title(fresh.html)).toBe('Eleanor, remembered');
    // Listening again: kept again.
    await eventually(async () => (await get(b, ELEANOR)).reads === 0, 'kept again once listening');
  });
});

describe('PAGE_CACHE=off (the floor)', () => {
  it('produces every page per request, with the same headers', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(off, ELEANOR);
      expect(res.cacheControl).toBe(PUBLIC_PAGE_CACHE);
      expect(res.reads).toBeGreaterThan(0);
    }
  });
});
