import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funeralHomeFor } from '@memorial/schema';
import { DEMO, OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { savedAfter } from '../../test/saved-after.js';

/**
 * No lost updates on events (issue 27): each event carries a version (a new one is at 0); an edit, a delete, a hide
 * or an end time hidden made from an older version is refused with 409 and who saved the event when, and changes
 * nothing; through GraphQL (the version argument) and REST (If-Match with the events' ETag, each event's version by
 * its id), with two real sessions. Without a version a save goes on as it always did.
 */

let gw: TestGateway;
let arranger: string;
let admin: string;
let staff: string;
let zone: string;
/** The statements the gateway ran, to count the version reads of a list. */
const statements: string[] = [];

const FIELDS = 'id eventName isPrivate isEndTimeHided version';
const Q = {
  events: `query ($opi: String!) { events(opi: $opi, timezone: "UTC") { upcomingEvents { ${FIELDS} } pastEvents { ${FIELDS} } } }`,
  create: `mutation ($opi: String!, $input: EventInput!) { createEvent(opi: $opi, input: $input) { message event { ${FIELDS} } } }`,
  update: `mutation ($opi: String!, $id: Int!, $input: EventInput!, $version: Int) {
    updateEvent(opi: $opi, eventId: $id, input: $input, version: $version) { message event { ${FIELDS} } } }`,
  remove: 'mutation ($opi: String!, $id: Int!, $version: Int) { deleteEvent(opi: $opi, eventId: $id, version: $version) { message id } }',
  hide: `mutation ($opi: String!, $id: Int!, $v: Boolean!, $version: Int) {
    hideEvent(opi: $opi, eventId: $id, isPrivate: $v, version: $version) { message event { ${FIELDS} } } }`,
  hideEnd: `mutation ($opi: String!, $id: Int!, $v: Boolean!, $version: Int) {
    hideEventEndTime(opi: $opi, eventId: $id, isEndTimeHided: $v, version: $version) { message event { ${FIELDS} } } }`,
};

type Ev = { id: number; eventName: string; isPrivate: boolean; isEndTimeHided: boolean; version: number };
const input = (eventName: string) => ({
  eventName,
  eventType: 'Dynamic',
  serviceDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  beginningTime: '10:00',
  endingTime: '11:30',
});
const all = async (token: string): Promise<Ev[]> => {
  const { events } = gqlData<{ events: { upcomingEvents: Ev[]; pastEvents: Ev[] } }>(await gw.gql(Q.events, { opi: OPI.eleanor }, token));
  return [...events.upcomingEvents, ...events.pastEvents];
};
const read = async (token: string, id: number) => (await all(token)).find((e) => e.id === id);
const create = async (name: string): Promise<Ev> =>
  gqlData<{ createEvent: { event: Ev } }>(await gw.gql(Q.create, { opi: OPI.eleanor, input: input(name) }, staff)).createEvent.event;
const update = (id: number, name: string, version: number | undefined, token: string) =>
  gw.gql(Q.update, { opi: OPI.eleanor, id, input: input(name), version }, token);
const sentence = (id: number, who: string) => savedAfter(gw, `event:${id}`, who, 'this event', zone);

beforeAll(async () => {
  gw = await startTestGateway({ onQuery: (sql) => statements.push(sql) });
  [arranger, admin, staff] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.staff, 'cl-arranger'),
  ]);
  const [eleanor] = await gw.sql<{ location_code: string | null }>('select location_code from decedent where opi = $1', [OPI.eleanor]);
  zone = funeralHomeFor(eleanor!.location_code).timeZone;
});
afterAll(() => gw?.stop());

describe('events through GraphQL', () => {
  it('refuses an edit, a hide, an end time and a delete made from an older version, and keeps the first change', async () => {
    const created = await create('Visitation');
    expect(created.version).toBe(0);
    const [mine, theirs] = await Promise.all([read(staff, created.id), read(admin, created.id)]);
    expect(mine!.version).toBe(0);
    expect(theirs!.version).toBe(0);

    const first = gqlData(await update(created.id, 'Visitation (EDITOR ONE)', 0, staff)).updateEvent;
    expect(first).toMatchObject({ message: 'Event Updated Successfully', event: { eventName: 'Visitation (EDITOR ONE)', version: 1 } });

    const said = await sentence(created.id, 'Maria Lopez');
    gqlError(await update(created.id, 'Visitation (EDITOR TWO)', 0, admin), 'CONFLICT', said);
    gqlError(await gw.gql(Q.hide, { opi: OPI.eleanor, id: created.id, v: true, version: 0 }, admin), 'CONFLICT', said);
    gqlError(await gw.gql(Q.hideEnd, { opi: OPI.eleanor, id: created.id, v: true, version: 0 }, arranger), 'CONFLICT', said);
    gqlError(await gw.gql(Q.remove, { opi: OPI.eleanor, id: created.id, version: 0 }, admin), 'CONFLICT', said);
    expect(await read(admin, created.id)).toEqual({
      id: created.id,
      eventName: 'Visitation (EDITOR ONE)',
      isPrivate: false,
      isEndTimeHided: false,
      version: 1,
    });

    // From what they now see, the second editor's changes go in, each from the version the one before answered.
    const second = gqlData(await update(created.id, 'Visitation (EDITOR TWO)', 1, admin)).updateEvent.event;
    const hidden = gqlData(await gw.gql(Q.hideEnd, { opi: OPI.eleanor, id: created.id, v: true, version: second.version }, arranger));
    expect(hidden.hideEventEndTime).toMatchObject({
      message: 'Ending Time Hided Successfully',
      event: { isEndTimeHided: true, version: 3 },
    });
    const removed = gqlData(await gw.gql(Q.remove, { opi: OPI.eleanor, id: created.id, version: 3 }, admin)).deleteEvent;
    expect(removed).toEqual({ message: 'Event Deleted Successfully', id: created.id });
    expect(await read(admin, created.id)).toBeUndefined();
  });

  it('versions each event on its own, reads the versions of a list at once, and tells the one who saved in another tab', async () => {
    const [a, b] = [await create('Rosary'), await create('Reception')];
    gqlData(await gw.gql(Q.hide, { opi: OPI.eleanor, id: a.id, v: true, version: 0 }, arranger));
    statements.length = 0;
    const events = await all(staff);
    expect(statements.filter((s) => /\bfrom "?revision"?\b/i.test(s))).toHaveLength(1);
    expect(events.find((e) => e.id === a.id)!.version).toBe(1);
    expect(events.find((e) => e.id === b.id)!.version).toBe(0);
    // The other event, loaded before, still saves.
    gqlData(await update(b.id, 'Reception at the hall', 0, staff));
    const again = await gw.gql(Q.hide, { opi: OPI.eleanor, id: a.id, v: false, version: 0 }, arranger);
    gqlError(again, 'CONFLICT', await sentence(a.id, 'You'));
  });

  it('lets exactly one of three concurrent saves from the same version through', async () => {
    const { id } = await create('Committal');
    const answers: GqlResponse[] = await Promise.all([
      update(id, 'Committal A', 0, staff),
      gw.gql(Q.hide, { opi: OPI.eleanor, id, v: true, version: 0 }, arranger),
      update(id, 'Committal C', 0, admin),
    ]);
    expect(answers.filter((a) => !a.body.errors)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.errors)) gqlError(lost, 'CONFLICT');
    expect((await read(staff, id))!.version).toBe(1);
  });

  it('saves over whatever is there without a version, as before', async () => {
    const { id } = await create('Memorial Mass');
    gqlData(await update(id, 'Memorial Mass (edited)', 0, staff));
    gqlData(await update(id, 'Memorial Mass (no version)', undefined, admin));
    gqlData(await gw.gql(Q.hide, { opi: OPI.eleanor, id, v: true }, arranger));
    expect(await read(staff, id)).toMatchObject({ eventName: 'Memorial Mass (no version)', isPrivate: true, version: 3 });
    gqlData(await gw.gql(Q.remove, { opi: OPI.eleanor, id }, admin));
  });
});

describe('events through REST', () => {
  const list = `/events/${OPI.eleanor}?timezone=UTC`;

  it("answers each event's version in the ETag (not in the legacy data), refuses a hide whose If-Match is older, and saves with the current one", async () => {
    const [one, two] = [await create('Wake'), await create('Luncheon')];
    const [mine, theirs] = await Promise.all([gw.rest('GET', list, undefined, arranger), gw.rest('GET', list, undefined, staff)]);
    const data = expectRestSuccess(mine);
    for (const e of [...data.events.upcomingEvents, ...data.events.pastEvents]) expect(e).not.toHaveProperty('version');
    const etag = mine.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+=\d+(;\d+=\d+)*"$/);
    expect(etag.slice(1, -1).split(';')).toEqual(expect.arrayContaining([`${one.id}=0`, `${two.id}=0`]));
    expect(theirs.headers.get('etag')).toBe(etag);

    const hidden = await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${one.id}`, { isPrivate: true }, arranger, { 'If-Match': etag });
    expect(expectRestSuccess(hidden, 200, 'Event Hidden Successfully')).not.toHaveProperty('version');
    expect(hidden.headers.get('etag')).toBe(`"${one.id}=1"`);

    const stale = await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${one.id}`, { isPrivate: false }, staff, { 'If-Match': etag });
    expectRestError(stale, 409, await sentence(one.id, 'Catherine Reyes'));
    expectRestError(
      await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${one.id}`, { isEndTimeHided: true }, staff, { 'If-Match': etag }),
      409,
    );
    expect(await read(staff, one.id)).toMatchObject({ isPrivate: true, isEndTimeHided: false, version: 1 });

    // The other event of the same ETag was not changed since: its save goes in.
    const other = await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${two.id}`, { isEndTimeHided: true }, staff, {
      'If-Match': etag,
    });
    expectRestSuccess(other, 200, 'Ending Time Hided Successfully');
    // With the ETag the hide answered, the next save goes in.
    const next = await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${one.id}`, { isPrivate: false }, staff, {
      'If-Match': hidden.headers.get('etag')!,
    });
    expectRestSuccess(next, 200, 'Data updated successfully');
  });

  it('keeps the legacy behaviour without If-Match (or with *), and refuses an ETag that names no version of the event', async () => {
    const { id } = await create('Scattering');
    const path = `/events/${OPI.eleanor}/hide/${id}`;
    expectRestSuccess(await gw.rest('PUT', path, { isPrivate: true }, arranger), 200, 'Event Hidden Successfully');
    expectRestSuccess(await gw.rest('PUT', path, { isPrivate: false }, staff, { 'If-Match': '*' }), 200, 'Data updated successfully');
    expectRestError(await gw.rest('PUT', path, { isPrivate: true }, staff, { 'If-Match': '"1=0"' }), 409);
    expect(await read(staff, id)).toMatchObject({ isPrivate: false, version: 2 });
  });
});
