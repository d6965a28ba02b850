import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData } from '../../test/expect.js';
import { Q as MQ, eventually, setStatus, share } from '../../test/memories.js';

/**
 * The public page's change notice (issue 28, fast for a crowd): every kind of change of what the page shows, made
 * through the GraphQL API as the family and staff make it, bumps memorial_page_version and sends
 * NOTIFY memorial_page with the decedent's id; a change of nothing shown (a memory still pending) bumps nothing.
 * Before the migration there was no such row and no notice: a gateway could not know a rendered page was stale.
 */

const Q = {
  obituary: 'mutation ($opi: String!, $obituary: String!) { submitObituary(opi: $opi, obituary: $obituary) { changed } }',
  events: 'query ($opi: String!, $tz: String!) { events(opi: $opi, timezone: $tz) { upcomingEvents { id eventName } } }',
  updateEvent:
    'mutation ($opi: String!, $id: Int!, $input: EventInput!) { updateEvent(opi: $opi, eventId: $id, input: $input) { message } }',
  hideEvent: 'mutation ($opi: String!, $id: Int!, $v: Boolean!) { hideEvent(opi: $opi, eventId: $id, isPrivate: $v) { message } }',
  privacy: 'mutation ($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate } }',
  displayName:
    'mutation ($opi: String!, $input: DisplayNameInput!) { setDisplayName(opi: $opi, input: $input) { settings { displayName } } }',
};

let gw: TestGateway;
let family: string;
let staff: string;
let eleanorId: number;
let listener: pg.Client;
const notices: string[] = [];

beforeAll(async () => {
  gw = await startTestGateway();
  [family, , , staff] = await gw.demoLogins();
  gqlData(await gw.gql(MQ.acceptPolicy, { opi: OPI.eleanor }, family));
  eleanorId = (await gw.sql<{ id: number }>('select id from decedent where opi = $1', [OPI.eleanor]))[0]!.id;
  listener = new pg.Client({ connectionString: gw.databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => notices.push(n.payload ?? ''));
  await listener.query('listen memorial_page');
});
afterAll(async () => {
  await listener?.end();
  await gw?.stop();
});

async function version(): Promise<{ version: number; changedAt: Date }> {
  const row = (await gw.sql('select version, changed_at from memorial_page_version where decedent_id = $1', [eleanorId]))[0];
  return { version: Number(row.version), changedAt: new Date(row.changed_at) };
}

/** Runs a change and answers by how much it moved Eleanor's page's version; a move comes with its notice. */
async function bumpsOf(change: () => Promise<unknown>): Promise<number> {
  const before = await version();
  notices.length = 0;
  await change();
  const after = await version();
  const moved = after.version - before.version;
  if (moved > 0) {
    expect(after.changedAt.getTime()).toBeGreaterThanOrEqual(before.changedAt.getTime());
    await eventually(() => notices.includes(String(eleanorId)), 'the memorial_page notice', 5000);
  }
  return moved;
}

describe('every change of what the public page shows bumps its version and notifies', () => {
  it('every page has a row once migrated', async () => {
    const [missing] = await gw.sql(
      'select count(*)::int as n from decedent d where not exists (select 1 from memorial_page_version v where v.decedent_id = d.id)',
    );
    expect(missing.n).toBe(0);
  });

  it('a memory: pending moves nothing, approved, hidden and deleted each move the page', async () => {
    let id = 0;
    expect(await bumpsOf(async () => (id = (await share(gw, { title: 'Version pending' })).id))).toBe(0);
    expect(await bumpsOf(() => setStatus(gw, family, id, 'Accepted'))).toBeGreaterThan(0);
    expect(await bumpsOf(async () => gqlData(await gw.gql(MQ.hide, { id, isPrivate: true }, family)))).toBeGreaterThan(0);
    expect(await bumpsOf(async () => gqlData(await gw.gql(MQ.hide, { id, isPrivate: false }, family)))).toBeGreaterThan(0);
    expect(await bumpsOf(() => setStatus(gw, family, id, 'Deleted'))).toBeGreaterThan(0);
  });

  it('the obituary edited', async () => {
    const change = async () =>
      gqlData(await gw.gql(Q.obituary, { opi: OPI.eleanor, obituary: '<p>Edited for the version test.</p>' }, family));
    expect(await bumpsOf(change)).toBeGreaterThan(0);
  });

  it('an event moved, then hidden', async () => {
    const events = gqlData(await gw.gql(Q.events, { opi: OPI.eleanor, tz: 'America/Los_Angeles' })).events.upcomingEvents;
    const event = events[0]!;
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const input = { eventName: event.eventName, serviceDate: day, beginningTime: '13:00', endingTime: '14:00', locationName: 'Chapel' };
    expect(
      await bumpsOf(async () => gqlData(await gw.gql(Q.updateEvent, { opi: OPI.eleanor, id: event.id, input }, staff))),
    ).toBeGreaterThan(0);
    expect(
      await bumpsOf(async () => gqlData(await gw.gql(Q.hideEvent, { opi: OPI.eleanor, id: event.id, v: true }, family))),
    ).toBeGreaterThan(0);
  });

  it('privacy turned on (and off), the display name changed', async () => {
    const privacy = (isPrivate: boolean) => async () => gqlData(await gw.gql(Q.privacy, { opi: OPI.eleanor, isPrivate }, family));
    expect(await bumpsOf(privacy(true))).toBeGreaterThan(0);
    expect(await bumpsOf(privacy(false))).toBeGreaterThan(0);
    const input = { displayNameType: 'Legal', fields: ['prefix'] };
    expect(await bumpsOf(async () => gqlData(await gw.gql(Q.displayName, { opi: OPI.eleanor, input }, family)))).toBeGreaterThan(0);
  });
});
