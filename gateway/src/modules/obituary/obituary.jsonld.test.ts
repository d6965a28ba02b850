import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as jsonldModule from 'jsonld';
import type { BreadcrumbList, Event, Organization, Person, Place, VirtualLocation } from 'schema-dts';
import { ROOT_DIR } from '../../config.js';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestSuccess, gqlData } from '../../test/expect.js';
import { decodeHtml } from '../../test/html.js';

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
const ogImage = (html: string) => {
  const content = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  return content === undefined ? undefined : decodeHtml(content);
};

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
    // One description: the same words as the meta description and og:description (pageDescription), 160 at most.
    const tag = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    const unescape = (s: string | undefined) => (s === undefined ? undefined : decodeHtml(s));
    expect(unescape(tag('og:description'))).toBe(person!['description']);
    expect(unescape(tag('description'))).toBe(person!['description']);
    expect((person!['description'] as string).length).toBeLessThanOrEqual(160);
    expect(person!['description']).toMatch(/ March 14…$/);

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
    // Pending memories are not on the page, nor in its data: the demo's pending one, by its text, title and author.
    for (const pending of ['lemon bars', 'Choir practice', 'Holloway']) expect(html).not.toContain(pending);
  });

  it('its words are in the language the page is rendered in: the breadcrumb in Spanish when Spanish is asked for', async () => {
    const crumbs = async (html: string) =>
      (ofType(await structuredData(html), 'BreadcrumbList')[0]!['itemListElement'] as Array<{ name: string }>).map((c) => c.name);
    const pathname = `name/eleanor-whitmore-obituary/${OPI.eleanor}`;
    const spanish = async (res: Response) => {
      const html = await res.text();
      expect(html).toContain('<html lang="es"');
      return crumbs(html);
    };
    expect(await spanish(await fetch(`${gw.url}/obituaries/${pathname}?lang=es`))).toEqual(['Obituarios', 'Eleanor Grace Whitmore']);
    expect(await spanish(await fetch(`${gw.url}/obituaries/${pathname}`, { headers: { 'accept-language': 'es-MX' } }))).toEqual([
      'Obituarios',
      'Eleanor Grace Whitmore',
    ]);
    expect(await crumbs(await page(pathname))).toEqual(['Obituaries', 'Eleanor Grace Whitmore']);
  });

  it("without a display name of the family's, the name is written as the page's language writes it: Eleanor, Mrs Eleanor", async () => {
    const pathname = `name/eleanor-whitmore-obituary/${OPI.eleanor}`;
    const names = async (html: string) => {
      const nodes = await structuredData(html);
      const crumbs = ofType(nodes, 'BreadcrumbList')[0]!['itemListElement'] as Array<{ name: string }>;
      return [ofType(nodes, 'Person')[0]!['name'], crumbs.at(-1)!.name];
    };
    await gw.sql(`update obituary set display_name = null where decedent_id = (select id from decedent where opi = $1)`, [OPI.eleanor]);
    try {
      const spanish = await names(await (await fetch(`${gw.url}/obituaries/${pathname}?lang=es`)).text());
      expect(spanish).toEqual(['Eleanor Grace Whitmore', 'Eleanor Grace Whitmore']);
      expect(await names(await page(pathname))).toEqual(['Mrs Eleanor Grace Whitmore', 'Mrs Eleanor Grace Whitmore']);
    } finally {
      await gw.sql(
        `update obituary set display_name = 'Eleanor Grace Whitmore' where decedent_id = (select id from decedent where opi = $1)`,
        [OPI.eleanor],
      );
    }
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

  it('a hidden end time has no endDate; a pass code the family shows on the page stays out of the JSON-LD', async () => {
    const FUNERAL = "event_name = 'Funeral Service'";
    await gw.sql(
      `update decedent_event set event_type = 'Dynamic', is_end_time_hided = true, hide_pass_code_in_faa = false where ${FUNERAL}`,
    );
    try {
      const html = await page(`name/eleanor-whitmore-obituary/${OPI.eleanor}`);
      const funeral = ofType(await structuredData(html), 'Event').find((e) => e['name'] === 'Funeral Service')!;
      expect(funeral['startDate']).toMatch(/T10:00:00-0[78]:00$/);
      expect(funeral).not.toHaveProperty('endDate');
      expect(scripts(html).join('')).not.toContain('ROSES1941');
    } finally {
      await gw.sql(
        `update decedent_event set event_type = 'Static', is_end_time_hided = false, hide_pass_code_in_faa = true where ${FUNERAL}`,
      );
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
    `memories/${OPI.eleanor}/old`,
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
      const renamed = `${PUBLIC_URL}/obituaries/name/eleanor-lindqvist-obituary/${OPI.eleanor}`;
      for (const door of [`name/eleanor-whitmore-obituary/${OPI.eleanor}`, `name/eleanor-lindqvist-obituary/${OPI.eleanor}`]) {
        const res = await fetch(`${gw.url}/obituaries/${door}`);
        expect(res.status, door).toBe(200);
        // Still the page, for search engines too: no noindex; its canonical, og:url and JSON-LD name the new address.
        expect(res.headers.get('x-robots-tag'), door).toBeNull();
        const html = await res.text();
        expect(canonicals(html), door).toEqual([renamed]);
        expect(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1], door).toBe(renamed);
        const [person] = ofType(await structuredData(html), 'Person');
        expect(person, door).toMatchObject({ name: 'Eleanor Grace Whitmore', url: renamed });
      }
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
    const banner = decodeHtml(/<link rel="preload" as="image" href="([^"]*)"/.exec(html)![1]!);
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

describe('a moved service (previousStartDate)', () => {
  const EVENT = `id eventName eventType locationName chapelName locationAddressObj { line1 city state zipcode country } localDate
    localBeginningTime localEndingTime url passCode hidePassCodeInFaa`;
  const EVENTS = `query ($opi: String!) { events(opi: $opi, timezone: "America/Los_Angeles") { upcomingEvents { ${EVENT} } } }`;
  const UPDATE = `mutation ($opi: String!, $id: Int!, $input: EventInput!) { updateEvent(opi: $opi, eventId: $id, input: $input) { event { id } } }`;
  type Saved = Record<string, unknown> & { id: number; eventName: string; localDate: string; localBeginningTime: string };
  let staff: string;
  let family: string;
  beforeAll(async () => {
    [staff, family] = await Promise.all([gw.login(DEMO.staff, 'cl-arranger'), gw.login(DEMO.arranger, 'arranger')]);
  });

  /** A service as staff see it (the form's fields), by name. */
  const saved = async (name: string): Promise<Saved> =>
    gqlData(await gw.gql<{ events: { upcomingEvents: Saved[] } }>(EVENTS, { opi: OPI.eleanor }, staff)).events.upcomingEvents.find(
      (e) => e.eventName === name,
    )!;
  /** Staff's event form saved with a new date and times (GraphQL), everything else as it is. */
  const move = async (name: string, serviceDate: string, beginningTime: string, endingTime: string) => {
    const { id, localDate: _d, localBeginningTime: _b, localEndingTime: _e, ...rest } = await saved(name);
    gqlData(await gw.gql(UPDATE, { opi: OPI.eleanor, id, input: { ...rest, serviceDate, beginningTime, endingTime } }, staff));
  };
  /** The family hides or shows a service (a legacy REST save). */
  const hide = async (name: string, isPrivate: boolean) =>
    expectRestSuccess(
      await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${(await saved(name)).id}`, { isPrivate }, family),
      200,
      isPrivate ? 'Event Hidden Successfully' : 'Data updated successfully',
    );
  const pageEvents = async () => {
    const html = await page(`name/eleanor-whitmore-obituary/${OPI.eleanor}`);
    expect(html).not.toContain('ROSES1941');
    return Object.fromEntries(ofType(await structuredData(html), 'Event').map((e) => [e['name'] as string, e]));
  };

  it('is EventRescheduled with the start first announced, through moves and REST saves, and scheduled again once back', async () => {
    const before = await pageEvents();
    const announced = before['Funeral Service']!['startDate'] as string;
    const { localDate } = await saved('Funeral Service');
    expect(before['Funeral Service']).not.toHaveProperty('previousStartDate');
    try {
      await move('Funeral Service', localDate, '13:00', '14:30');
      let funeral = (await pageEvents())['Funeral Service']!;
      expect(funeral).toMatchObject({
        '@type': 'Event',
        eventStatus: 'https://schema.org/EventRescheduled',
        previousStartDate: announced,
      } satisfies Event);
      expect(funeral['startDate']).toBe(announced.replace('T10:00:00', 'T13:00:00'));
      // Moved again: still the start first announced (the earliest), not the one it just left.
      const nextDay = new Date(Date.parse(`${localDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await move('Funeral Service', nextDay, '11:00', '12:30');
      funeral = (await pageEvents())['Funeral Service']!;
      expect(funeral['startDate']).toMatch(new RegExp(`^${nextDay}T11:00:00-0[78]:00$`));
      expect(funeral['previousStartDate']).toBe(announced);
      // The family hides it (REST): gone; shows it again (REST): still moved, from the same start.
      await hide('Funeral Service', true);
      expect(Object.keys(await pageEvents())).toEqual(['Visitation', 'Committal']);
      await hide('Funeral Service', false);
      expect((await pageEvents())['Funeral Service']).toMatchObject({
        '@type': 'Event',
        eventStatus: 'https://schema.org/EventRescheduled',
        previousStartDate: announced,
      } satisfies Event);
      // The others never moved.
      for (const other of ['Visitation', 'Committal']) {
        expect((await pageEvents())[other]!['eventStatus'], other).toBe('https://schema.org/EventScheduled');
      }
    } finally {
      await move('Funeral Service', localDate, '10:00', '11:30');
    }
    // Back at the start first announced: scheduled again, no previous start.
    const back = (await pageEvents())['Funeral Service']!;
    expect(back['eventStatus']).toBe('https://schema.org/EventScheduled');
    expect(back).not.toHaveProperty('previousStartDate');
    expect(back['startDate']).toBe(announced);
  });

  it('a start no visitor saw (the service hidden, by a REST save) was not announced: moving from it is no reschedule', async () => {
    const { localDate, localBeginningTime, localEndingTime } = await saved('Committal');
    await hide('Committal', true);
    try {
      await move('Committal', localDate, '15:00', '15:45');
      await hide('Committal', false);
      const committal = (await pageEvents())['Committal']!;
      expect(committal['startDate']).toMatch(/T15:00:00-0[78]:00$/);
      expect(committal['eventStatus']).toBe('https://schema.org/EventScheduled');
      expect(committal).not.toHaveProperty('previousStartDate');
      // A save that keeps the start (the time of day the same) moves nothing either.
      await move('Committal', localDate, '15:00', '15:45');
      expect((await pageEvents())['Committal']!['eventStatus']).toBe('https://schema.org/EventScheduled');
    } finally {
      await hide('Committal', false);
      await move('Committal', localDate, localBeginningTime, localEndingTime as string);
      await gw.sql('update decedent_event set previous_starts_at = null where event_name = $1', ['Committal']);
    }
  });
});
