import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ROOT_DIR } from '../../config.js';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { Q } from '../../test/memories.js';
import { officialPageUrl } from '../decedent/index.js';

/** sitemap.xml, the per-funeral-home sitemaps, robots.txt and X-Robots-Tag, per page state, read as a crawler does. */

const PUBLIC_URL = 'https://memorial.example';
const ELEANOR_PAGE = `${PUBLIC_URL}/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`;

let gw: TestGateway;
let webDist: string;
let staff: string;
/** The SQL statements the gateway ran since the test emptied it. */
const statements: string[] = [];

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-web-'));
  fs.copyFileSync(path.join(ROOT_DIR, 'web', 'index.html'), path.join(webDist, 'index.html'));
  gw = await startTestGateway({ env: { PUBLIC_URL, WEB_DIST: webDist }, onQuery: (sql) => statements.push(sql) });
  staff = await gw.login(DEMO.staff, 'cl-arranger');
});
afterAll(async () => {
  await gw?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });
type Entry = { loc: string; lastmod: string };

/**
 * The statements over the decedents that a read of a sitemap runs. The gateway's background work (its job queue and
 * jobs, counted by the same hook) runs statements of its own while a read is measured: under load a 50,000-page read
 * counted 2 to 4 where it runs 1; none of those reads the decedents.
 */
async function statementsOfRead(pathname: string): Promise<number> {
  statements.length = 0;
  await getXml(pathname);
  return statements.filter((sql) => /\bdecedent\b/.test(sql)).length;
}

/** GETs an XML document: 200, application/xml, well-formed; answers it parsed. */
async function getXml(pathname: string): Promise<any> {
  const res = await fetch(`${gw.url}${pathname}`);
  expect(res.status, pathname).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  const text = await res.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

/** Every page listed by every sitemap of the index. */
async function listedPages(): Promise<Entry[]> {
  const index = await getXml('/sitemap.xml');
  expect(index.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const pages: Entry[] = [];
  for (const sitemap of index.sitemapindex.sitemap as Entry[]) {
    expect(sitemap.loc.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
    const doc = await getXml(sitemap.loc.slice(PUBLIC_URL.length));
    pages.push(...(doc.urlset.url as Entry[]));
  }
  return pages;
}

const setPrivate = (opi: string, isPrivate: boolean) => gw.sql('update decedent set is_private = $2 where opi = $1', [opi, isPrivate]);

describe('sitemap.xml', () => {
  it('lists the public page at its official URL, not the private one', async () => {
    const pages = await listedPages();
    const locs = pages.map((p) => p.loc);
    expect(locs).toContain(ELEANOR_PAGE);
    expect(locs.some((l) => l.includes(OPI.okaforPrivate))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    for (const p of pages) expect(Number.isNaN(Date.parse(p.lastmod))).toBe(false);
  });

  it('a page made private leaves it, and comes back when public again', async () => {
    await setPrivate(OPI.eleanor, true);
    try {
      expect((await listedPages()).map((p) => p.loc)).not.toContain(ELEANOR_PAGE);
    } finally {
      await setPrivate(OPI.eleanor, false);
    }
    expect((await listedPages()).map((p) => p.loc)).toContain(ELEANOR_PAGE);
  });

  it("lastmod moves when a memory is approved, hidden or deleted, and the index's lastmod with it", async () => {
    const old = '2020-01-01T00:00:00.000Z';
    const decedent = `(select id from decedent where opi = '${OPI.eleanor}')`;
    // A pending memory changes nothing the public sees.
    const [pending] = await gw.sql<{ id: number }>(`select id from memory where decedent_id = ${decedent} order by id limit 1`);
    await gw.sql(`update memory set status = 'Pending' where id = $1`, [pending!.id]);
    const eleanor = async () => (await listedPages()).find((p) => p.loc === ELEANOR_PAGE)!;
    const aged = async () => {
      await gw.sql(`update memorial_page_version set changed_at = $1 where decedent_id = ${decedent}`, [old]);
      expect((await eleanor()).lastmod).toBe(old);
    };
    await aged();

    const moves = async (change: () => Promise<unknown>) => {
      const before = Date.now();
      await change();
      const lastmod = Date.parse((await eleanor()).lastmod);
      expect(lastmod).toBeGreaterThanOrEqual(before - 5_000);
      return lastmod;
    };
    const status = (s: string) => async () =>
      expect((await gw.gql(Q.status, { id: pending!.id, status: s, reason: null }, staff)).body.errors).toBeUndefined();
    const lastmod = await moves(status('Accepted'));
    const index = await getXml('/sitemap.xml');
    const cfs = (index.sitemapindex.sitemap as Entry[]).find((s) => s.loc === `${PUBLIC_URL}/sitemaps/CFS.xml`)!;
    expect(Date.parse(cfs.lastmod)).toBeGreaterThanOrEqual(lastmod);
    // Before: a hidden or deleted memory left lastmod where it was (only shown memories' updates counted).
    await aged();
    await moves(async () => expect((await gw.gql(Q.hide, { id: pending!.id, isPrivate: true }, staff)).body.errors).toBeUndefined());
    await gw.sql('update memory set is_private = false where id = $1', [pending!.id]);
    await aged();
    await moves(status('Deleted'));
  });

  it('escapes what it lists, and answers 404 for a sitemap that lists nothing', async () => {
    expect((await fetch(`${gw.url}/sitemaps/NOPE.xml`)).status).toBe(404);
    expect((await fetch(`${gw.url}/sitemaps/CFS-2.xml`)).status).toBe(404);
    expect((await fetch(`${gw.url}/sitemaps/..%2Fx.xml`)).status).toBe(404);
    await gw.sql(`update decedent set last_name = 'Whitmore & <Sons>' where opi = $1`, [OPI.thomas]);
    const pages = await listedPages(); // well-formed (getXml validates) with the name's characters in it
    const thomas = officialPageUrl(PUBLIC_URL, { firstName: 'Thomas', lastName: 'Whitmore & <Sons>', opi: OPI.thomas });
    expect(pages.map((p) => p.loc)).toContain(thomas);
  });
});

describe('a funeral home past 50,000 pages', () => {
  it('is split into sitemaps of 50,000 at most, each read in one statement', async () => {
    // 50,001 public pages (and a private one) of one funeral home, SSO.
    await gw.sql(`insert into decedent (opi, first_name, last_name, location_code, is_private)
      select 'SSO-' || n, 'Name' || n, 'Last', 'SSO', n = 0 from generate_series(0, 50001) n`);
    expect(await statementsOfRead('/sitemap.xml')).toBe(1);
    const index = await getXml('/sitemap.xml');
    const locs = (index.sitemapindex.sitemap as Entry[]).map((s) => s.loc);
    expect(locs).toEqual(expect.arrayContaining([`${PUBLIC_URL}/sitemaps/SSO.xml`, `${PUBLIC_URL}/sitemaps/SSO-2.xml`]));
    expect(locs).not.toContain(`${PUBLIC_URL}/sitemaps/SSO-3.xml`);
    expect(await statementsOfRead('/sitemaps/SSO.xml')).toBe(1);
    const first = (await getXml('/sitemaps/SSO.xml')).urlset.url as Entry[];
    const second = (await getXml('/sitemaps/SSO-2.xml')).urlset.url as Entry[];
    // The first opens with the home's obituary index (Find a loved one), so it holds 49,999 pages.
    expect([first.length, second.length]).toEqual([50_000, 2]);
    expect(first[0]!.loc).toBe(`${PUBLIC_URL}/obituaries/find/SSO`);
    expect(second.at(-1)!.loc).toBe(`${PUBLIC_URL}/obituaries/name/name50001-last-obituary/SSO-50001`);
    expect(first.some((u) => u.loc.endsWith('/SSO-0'))).toBe(false);
    expect((await fetch(`${gw.url}/sitemaps/SSO-3.xml`)).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('names the sitemap index and keeps crawlers out of the family and staff areas and the API', async () => {
    const res = await fetch(`${gw.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const p of ['/obituaries/app', '/obituaries/admin', '/obituaries/profile', '/api/', '/graphql'])
      expect(lines).toContain(`Disallow: ${p}`);
    expect(lines.some((l) => /^Disallow: \/obituaries\/?$/.test(l) || l === 'Disallow: /')).toBe(false);
  });
});

describe('X-Robots-Tag', () => {
  const robotsTag = async (pathname: string) => {
    const res = await fetch(`${gw.url}${pathname}`);
    expect(res.status, pathname).toBe(200);
    return res.headers.get('x-robots-tag');
  };

  it('none on a public page; noindex on a private page, the family area and the staff area', async () => {
    expect(await robotsTag(`/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`)).toBeNull();
    expect(await robotsTag(`/obituaries/memories/${OPI.eleanor}`)).toBeNull();
    expect(await robotsTag('/obituaries/')).toBeNull();
    expect(await robotsTag(`/obituaries/name/okafor-obituary/${OPI.okaforPrivate}`)).toBe('noindex');
    expect(await robotsTag(`/obituaries/memories/${OPI.okaforPrivate}`)).toBe('noindex');
    expect(await robotsTag(`/obituaries/name/okafor-obituary/${OPI.okaforPrivate}/share`)).toBe('noindex');
    expect(await robotsTag(`/obituaries/memories/${OPI.okaforPrivate}/old`)).toBe('noindex');
    expect(await robotsTag(`/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}/share`)).toBeNull();
    expect(await robotsTag(`/obituaries/name/nobody-obituary/${OPI.missing}`)).toBe('noindex');
    expect(await robotsTag('/obituaries/app')).toBe('noindex');
    expect(await robotsTag(`/obituaries/app/${OPI.eleanor}/arrangements`)).toBe('noindex');
    expect(await robotsTag('/obituaries/admin/decedents')).toBe('noindex');
    expect(await robotsTag('/obituaries/cl-arranger')).toBe('noindex');
  });

  it('follows the page: made private, its page answers noindex', async () => {
    await setPrivate(OPI.eleanor, true);
    try {
      expect(await robotsTag(`/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`)).toBe('noindex');
    } finally {
      await setPrivate(OPI.eleanor, false);
    }
  });
});
