import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIBUTE_STORE_TEXTS, EVENT_MESSAGES, translate } from '@memorial/schema';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData, gqlError } from '../../test/expect.js';

// Issue 29 item 8b: the demo started by npm start shows Send Flowers and Plant a Tree working against a store page of
// the demo itself (only with demo data); without TRIBUTE_STORE_URL the buttons stay hidden, as in production.
const EVENTS = `query ($opi: String!) { events(opi: $opi, timezone: "America/Los_Angeles") { tributeStore upcomingEvents { id eventName treeOrderOpen } } }`;
const LINK = `query ($opi: String!, $action: String!, $eventId: Int) { tributeLink(opi: $opi, action: $action, eventId: $eventId) }`;
/** npm start's TRIBUTE_STORE_URL (scripts/start.mjs): the gateway's own page; the port is not known before it starts. */
const STORE = 'http://localhost:4000/demo/tribute-store';

let demo: TestGateway;
let production: TestGateway;
beforeAll(async () => {
  [demo, production] = await Promise.all([
    startTestGateway({ env: { TRIBUTE_STORE_URL: STORE } }),
    startTestGateway({ env: { NODE_ENV: 'production', SEED_DEMO: 'false' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([demo?.stop(), production?.stop()]);
});

/** The store page the tribute link leads to, asked of this gateway. */
const follow = (gw: TestGateway, link: string) => {
  const url = new URL(link);
  return fetch(`${gw.url}${url.pathname}${url.search}`);
};

describe('the demo tribute store', () => {
  it('with demo data: the buttons show, and a flower or tree link opens the demo store page for that event', async () => {
    expect(demo.config.seedDemo).toBe(true);
    const { events } = gqlData(await demo.gql(EVENTS, { opi: OPI.eleanor }));
    expect(events.tributeStore).toBe(true);

    const link: string = gqlData(await demo.gql(LINK, { opi: OPI.eleanor, action: 'tree-click', eventId: null })).tributeLink;
    expect(link).toBe(`${STORE}?opi=${OPI.eleanor}&action=tree-click`);
    const res = await follow(demo, link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain(`<h1>${DEMO_TRIBUTE_STORE_TEXTS['tree-click']}</h1>`);
    expect(html).toContain(`href="/obituaries/memories/${OPI.eleanor}"`);
    // Issue 31: in the visitor's language.
    const spanish = await (
      await fetch(`${demo.url}${new URL(link).pathname}${new URL(link).search}`, { headers: { 'accept-language': 'es' } })
    ).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<h1>Plantar un árbol</h1>');
    expect(spanish).toContain('En memoria de su ser querido');

    const upcoming = (events.upcomingEvents as Array<{ id: number; eventName: string; treeOrderOpen: boolean }>).find(
      (e) => e.treeOrderOpen,
    );
    if (upcoming) {
      const forEvent: string = gqlData(await demo.gql(LINK, { opi: OPI.eleanor, action: 'tree-click', eventId: upcoming.id })).tributeLink;
      const text = await (await follow(demo, forEvent)).text();
      expect(text).toContain(
        translate('en', DEMO_TRIBUTE_STORE_TEXTS, 'forEvent', { action: 'Plant a Tree', event: upcoming.eventName }).replace(/'/g, '&#39;'),
      );
    }
  });

  it('the store page escapes what the link carries and refuses a link the memorial page does not send, without a 500', async () => {
    const evil = await fetch(
      `${demo.url}/demo/tribute-store?opi=${OPI.eleanor}&action=flower-click&event=${encodeURIComponent('<script>x</script>')}`,
    );
    expect(evil.status).toBe(200);
    const html = await evil.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    for (const q of ['', '?action=buy&opi=CS-1000-0001', '?action=tree-click&opi=%22%3E', '?action=tree-click&opi=a&opi=b']) {
      const res = await fetch(`${demo.url}/demo/tribute-store${q}`);
      expect(res.status, q).toBe(400);
      expect(await res.text()).toContain(DEMO_TRIBUTE_STORE_TEXTS.invalid.replace(/'/g, '&#39;'));
    }
  });

  it('without demo data and without TRIBUTE_STORE_URL (production): no store page, the buttons stay hidden, no link', async () => {
    expect(production.config.seedDemo).toBe(false);
    const res = await fetch(`${production.url}/demo/tribute-store?opi=${OPI.eleanor}&action=tree-click`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(DEMO_TRIBUTE_STORE_TEXTS.title);
    expect(gqlData(await production.gql(EVENTS, { opi: OPI.eleanor })).events.tributeStore).toBe(false);
    gqlError(
      await production.gql(LINK, { opi: OPI.eleanor, action: 'tree-click', eventId: null }),
      'NOT_FOUND',
      EVENT_MESSAGES.tributeNotConfigured,
    );
  });
});
