import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as jsonldModule from 'jsonld';
import type { BreadcrumbList, Organization, Person, Place, VirtualLocation } from 'schema-dts';
import { ROOT_DIR } from '../../config.js';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData } from '../../test/expect.js';

/**
 * The public memorial page's head, fetched as a crawler does (no JavaScript, no session): its JSON-LD (schema.org
 * Person, Event, BreadcrumbList, read with a JSON-LD processor), its canonical address from every door of the page,
 * and an Open Graph image that still answers the next day. Per page state: public, hidden service, private, missing.
 */

// jsonld is CommonJS: its functions are on .default under Node's ESM loader, on the module itself elsewhere.
const jsonld: typeof jsonldModule =
  (jsonldModule as unknown as { default?: typeof jsonldModule }).default ?? (jsonldModule as unknown as typeof jsonldModule);

const PUBLIC_URL = 'https://memorial.example';
const SCHEMA = 'https://schema.org/';
const ELEANOR_PAGE = `${PUBLIC_URL}/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`;

/** The schema.org context, offline: its vocabulary is all a processor needs to expand and compact these documents. */
const documentLoader = async (url: string) => {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`no remote documents in tests: ${url}`);
  return { documentUrl: url, document: { '@context': { '@vocab': SCHEMA } } };
};

let gw: TestGateway;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-web-'));
  fs.copyFileSync(path.join(ROOT_DIR, 'web', 'index.html'), path.join(webDist, 'index.html'));
  gw = await startTestGateway({ env: { PUBLIC_URL, WEB_DIST: webDist } });
});
afterAll(async () => {
  await gw?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const res = await fetch(`${gw.url}/obituaries/${pathname}`);
  expect(res.status, pathname).toBe(200);
  return res.text();
};
const scripts = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]!);
const ogImage = (html: string) =>
  /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));

type Node = Record<string, unknown> & { '@type': string };
/** The page's one JSON-LD document, expanded by the processor (every term a schema.org IRI) and compacted back. */
async function structuredData(html: string): Promise<Node[]> {
  const [script, ...more] = scripts(html);
  expect(more).toHaveLength(0);
  const doc = JSON.parse(script!) as object;
  const expanded = await jsonld.expand(doc, { documentLoader });
  for (const node of expanded) {
    expect(node['@type'], JSON.stringify(node)).toEqual([expect.stringMatching(/^https:\/\/schema\.org\/(Person|Event|BreadcrumbList)$/)]);
    for (const key of Object.keys(node)) if (!key.startsWith('@')) expect(key.startsWith(SCHEMA), key).toBe(true);
  }
  const compacted = await jsonld.compact(doc, { '@vocab': SCHEMA }, { documentLoader });
  return compacted['@graph'] as Node[];
}
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type);

describe('JSON-LD of the public memorial page', () => {
  it('a public page: the Person, each upcoming service as an Event, the funeral home, the breadcrumbs; never a pass code', async () => {
    const html = await page(`name/eleanor-whitmore-obituary/${OPI.eleanor}`);
    const nodes = await structuredData(html);
    const { obituary } = gqlData(
      await gw.gql('query ($opi: String!) { decedent(opi: $opi) { obituary { obituary } } }', { opi: OPI.eleanor }),
    ).decedent.obituary;
    const [person] = ofType(nodes, 'Person');
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Eleanor Grace Whitmore',
      birthDate: '1941-06-02',
      deathDate: '2026-03-14',
      url: ELEANOR_PAGE,
    } satisfies Person);
    expect(person!['image']).toBe(ogImage(html));
    // The obituary's text, plain: its words, none of its markup.
    expect(person!['description']).toEqual(
      expect.stringContaining(
        obituary
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean)
          .slice(0, 6)
          .join(' '),
      ),
    );
    expect(person!['description']).not.toMatch(/[<>]/);

    const events = ofType(nodes, 'Event');
    // The demo's upcoming services on the funeral home's clock (Pacific time); the past Prayer Vigil is not there.
    expect(events.map((e) => e['name'])).toEqual(['Visitation', 'Funeral Service', 'Committal']);
    for (const e of events) {
      expect(e['startDate']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[78]:00$/);
      expect(e['endDate']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[78]:00$/);
      expect(e['eventStatus']).toBe(`${SCHEMA}EventScheduled`);
    }
    const funeral = events[1]!;
    expect(funeral['startDate']).toMatch(/T10:00:00-0[78]:00$/);
    expect(funeral['endDate']).toMatch(/T11:30:00-0[78]:00$/);
    expect(funeral['eventAttendanceMode']).toBe(`${SCHEMA}MixedEventAttendanceMode`);
    expect(funeral['location']).toEqual([
      {
        '@type': 'Place',
        name: 'Cypress Lawn Funeral Services, Noble Chapel',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1370 El Camino Real',
          addressLocality: 'Colma',
          addressRegion: 'CA',
          postalCode: '94014',
          addressCountry: 'United States',
        },
      },
      { '@type': 'VirtualLocation', url: 'https://livestream.example.com/eleanor-whitmore' },
    ] satisfies Array<Place | VirtualLocation>);
    expect(events[0]!['eventAttendanceMode']).toBe(`${SCHEMA}OfflineEventAttendanceMode`);
    expect(funeral['organizer']).toEqual({
      '@type': 'Organization',
      name: 'Cypress Lawn Funeral Services',
      address: '1370 El Camino Real, Colma, CA 94014',
      telephone: '+1-650-550-2300',
    } satisfies Organization);
    expect(html).not.toContain('ROSES1941');

    const [crumbs] = ofType(nodes, 'BreadcrumbList');
    expect(crumbs!['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Obituaries', item: `${PUBLIC_URL}/obituaries/` },
      { '@type': 'ListItem', position: 2, name: 'Eleanor Grace Whitmore', item: ELEANOR_PAGE },
    ] satisfies BreadcrumbList['itemListElement']);
    // Pending memories are not on the page, nor in its data.
    expect(html).not.toContain('lemon bars');
  });

  it('a hidden service never appears', async () => {
    await gw.sql("update decedent_event set is_private = true where event_name = 'Committal'");
    try {
      const events = ofType(await structuredData(await page(`name/eleanor-whitmore-obituary/${OPI.eleanor}`)), 'Event');
      expect(events.map((e) => e['name'])).toEqual(['Visitation', 'Funeral Service']);
    } finally {
      await gw.sql("update decedent_event set is_private = false where event_name = 'Committal'");
    }
  });

  it('cannot be ended by what the family wrote: </script> stays inside the JSON', async () => {
    const OF_ELEANOR = 'decedent_id = (select id from decedent where opi = $1)';
    const [saved] = await gw.sql(`select display_name, obituary from obituary where ${OF_ELEANOR}`, [OPI.eleanor]);
    const name = '</script><script>alert(1)</script><!-- Eleanor';
    await gw.sql(`update obituary set display_name = $2, obituary = $3 where ${OF_ELEANOR}`, [
      OPI.eleanor,
      name,
      '<p>She wrote &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; on the board once.</p>',
    ]);
    try {
      const html = await page(`name/eleanor-whitmore-obituary/${OPI.eleanor}`);
      expect(html).not.toMatch(/<script>alert/);
      const [person] = ofType(await structuredData(html), 'Person');
      expect(person!['name']).toBe(name);
      expect(person!['description']).toBe('She wrote </script><script>alert(2)</script> on the board once.');
    } finally {
      await gw.sql(`update obituary set display_name = $2, obituary = $3 where ${OF_ELEANOR}`, [
        OPI.eleanor,
        saved.display_name,
        saved.obituary,
      ]);
    }
  });

  it('a private or missing page has none, at any door', async () => {
    await gw.sql('update decedent set is_private = true where opi = $1', [OPI.eleanor]);
    try {
      for (const door of [
        `name/eleanor-whitmore-obituary/${OPI.eleanor}`,
        `memories/${OPI.eleanor}`,
        `name/samuel-okafor-obituary/${OPI.okaforPrivate}`,
        `name/nobody-obituary/${OPI.missing}`,
      ]) {
        const html = await page(door);
        expect(scripts(html), door).toEqual([]);
        expect(canonicals(html), door).toEqual([]);
        expect(html, door).not.toContain('/obituaries/portrait/');
      }
    } finally {
      await gw.sql('update decedent set is_private = false where opi = $1', [OPI.eleanor]);
    }
  });
});

describe('one canonical address, and an Open Graph image that lasts', () => {
  const DOORS = [
    `name/eleanor-whitmore-obituary/${OPI.eleanor}`,
    `name/eleanor-lindqvist-obituary/${OPI.eleanor}`, // an old slug: still the page
    `memories/${OPI.eleanor}`,
    `share-memories/eleanor-whitmore/${OPI.eleanor}`,
    `memories-old/eleanor-whitmore/${OPI.eleanor}`,
  ];

  it('every door of the page names the official URL as canonical, with the same JSON-LD', async () => {
    for (const door of DOORS) {
      const html = await page(door);
      expect(canonicals(html), door).toEqual([ELEANOR_PAGE]);
      expect(ofType(await structuredData(html), 'Person')[0]!['url'], door).toBe(ELEANOR_PAGE);
    }
  });

  it('after a name change the old slug still opens the page and points at the new one', async () => {
    await gw.sql('update decedent set last_name = $2 where opi = $1', [OPI.eleanor, 'Lindqvist']);
    try {
      const html = await page(`name/eleanor-whitmore-obituary/${OPI.eleanor}`);
      expect(canonicals(html)).toEqual([`${PUBLIC_URL}/obituaries/name/eleanor-lindqvist-obituary/${OPI.eleanor}`]);
    } finally {
      await gw.sql('update decedent set last_name = $2 where opi = $1', [OPI.eleanor, 'Whitmore']);
    }
  });

  it('og:image is a stable public address: no signature, and it still answers 200 the next day', async () => {
    const html = await page(`name/eleanor-whitmore-obituary/${OPI.eleanor}`);
    const image = ogImage(html)!;
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/obituaries/portrait/${OPI.eleanor}\\?v=[A-Za-z0-9_-]{12}$`));
    expect(image).not.toContain('sig=');
    const local = `${gw.url}${image.slice(PUBLIC_URL.length)}`;
    // The banner is still a signed /media URL (what og:image was): it is refused once its signature has expired.
    const banner = /<link rel="preload" as="image" href="([^"]*)"/
      .exec(html)![1]!
      .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
    const now = await fetch(local);
    expect(now.status).toBe(200);
    expect(now.headers.get('content-type')).toMatch(/^image\//);
    expect(now.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=0, proxy-revalidate');
    const etag = now.headers.get('etag')!;
    expect((await fetch(local, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } })).status).toBe(304);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 26 * 3600 * 1000 });
    try {
      expect((await fetch(`${gw.url}${banner}`)).status).toBe(404);
      const tomorrow = await fetch(local);
      expect(tomorrow.status).toBe(200);
      expect(Buffer.from(await tomorrow.arrayBuffer()).length).toBe(Number(now.headers.get('content-length')));
    } finally {
      vi.useRealTimers();
    }
  });

  it('the stable address follows the page: a private page, a missing one or one without a portrait answers 404', async () => {
    const portrait = (opi: string) => fetch(`${gw.url}/obituaries/portrait/${opi}`);
    expect((await portrait(OPI.eleanor)).status).toBe(200);
    await gw.sql('update decedent set is_private = true where opi = $1', [OPI.eleanor]);
    try {
      const res = await portrait(OPI.eleanor);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await gw.sql('update decedent set is_private = false where opi = $1', [OPI.eleanor]);
    }
    for (const opi of [OPI.okaforPrivate, OPI.missing, OPI.thomas, '%E0%A4%A', "x' or '1'='1"]) {
      expect((await fetch(`${gw.url}/obituaries/portrait/${encodeURIComponent(opi)}`)).status, opi).toBe(404);
    }
  });
});
