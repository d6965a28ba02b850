import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/** Events (memorial-portal 3 Event, 4 Events, 5 Pass code, 7, 8) through GraphQL and REST, per role. */

const M = {
  hidden: 'Event Hidden Successfully',
  endTimeHidden: 'Ending Time Hided Successfully',
  updated: 'Data updated successfully',
  passCodeHidden: 'Please contact Family member',
  created: 'Event Added Successfully',
  edited: 'Event Updated Successfully',
  deleted: 'Event Deleted Successfully',
  missing: 'Event does not exist',
  onlyDynamic: 'Only the ending time of a Dynamic event can be hidden',
  badZone: 'Time zone must be an IANA time zone such as America/Los_Angeles',
  nameRequired: 'Event Name is required',
  dateInvalid: 'Service Date must be a real date (MM/DD/YYYY)',
  dateRequired: 'Service Date is required',
  beginningRequired: 'Beginning Time is required',
  timeInvalid: 'Time must be given as hours and minutes (HH:mm)',
  endBeforeBeginning: 'Ending Time must be after Beginning Time',
  urlInvalid: 'Live Stream URL is not a valid link',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
} as const;

const FIELDS = `id eventName eventType locationName chapelName locationAddress locationAddressObj { line1 city state zipcode country }
  serviceDate beginningTime endingTime localDate localBeginningTime localEndingTime timeZone startsAt endsAt locationCode url passCode
  hidePassCodeInFaa isEndTimeHided isPrivate isPast mapUrl calendarUrl flowerOrderOpen flowerCutoffAt treeOrderOpen`;
const Q = {
  events: `query ($opi: String!, $tz: String!) { events(opi: $opi, timezone: $tz) { upcomingEvents { ${FIELDS} } pastEvents { ${FIELDS} } tributeStore canHide } }`,
  create: `mutation ($opi: String!, $input: EventInput!, $tz: String) { createEvent(opi: $opi, input: $input, timezone: $tz) { message event { ${FIELDS} } } }`,
  update: `mutation ($opi: String!, $id: Int!, $input: EventInput!) { updateEvent(opi: $opi, eventId: $id, input: $input) { message event { ${FIELDS} } } }`,
  remove: 'mutation ($opi: String!, $id: Int!) { deleteEvent(opi: $opi, eventId: $id) { message id } }',
  hide: `mutation ($opi: String!, $id: Int!, $v: Boolean!) { hideEvent(opi: $opi, eventId: $id, isPrivate: $v) { message event { ${FIELDS} } } }`,
  hideEnd: `mutation ($opi: String!, $id: Int!, $v: Boolean!) { hideEventEndTime(opi: $opi, eventId: $id, isEndTimeHided: $v) { message event { ${FIELDS} } } }`,
};

type Ev = Record<string, unknown> & { id: number; eventName: string };
let gw: TestGateway;
let arranger: string;
let admin: string;
let staff: string;
let family2: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, admin, staff, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
});
afterAll(() => gw?.stop());

const LA = 'America/Los_Angeles';
const list = async (token?: string, tz = LA, opi: string = OPI.eleanor) =>
  gqlData(
    await gw.gql<{ events: { upcomingEvents: Ev[]; pastEvents: Ev[]; tributeStore: boolean; canHide: boolean } }>(
      Q.events,
      { opi, tz },
      token,
    ),
  ).events;
const ymd = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const input = (over: Record<string, unknown> = {}) => ({
  eventName: 'Reception',
  serviceDate: addDays(ymd(new Date(), LA), 10),
  beginningTime: '14:00',
  endingTime: '16:00',
  locationName: 'Parish Hall',
  ...over,
});
const create = async (over: Record<string, unknown> = {}, token = staff, opi: string = OPI.eleanor) =>
  gqlData(await gw.gql<{ createEvent: { message: string; event: Ev } }>(Q.create, { opi, input: input(over) }, token)).createEvent;

describe('the demo events', () => {
  it('a visitation, a funeral service with live stream and pass code, a committal upcoming, and one past event, in the spec formats', async () => {
    const events = await list();
    expect(events.upcomingEvents.map((e) => e.eventName)).toEqual(['Visitation', 'Funeral Service', 'Committal']);
    expect(events.pastEvents.map((e) => e.eventName)).toEqual(['Prayer Vigil']);
    const service = events.upcomingEvents[1]!;
    expect(service.serviceDate).toMatch(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{2}, \d{4}$/,
    );
    expect([service.beginningTime, service.endingTime]).toEqual(['10:00 AM', '11:30 AM']);
    expect(service.url).toBe('https://livestream.example.com/eleanor-whitmore');
    expect(service.passCode).toBe(M.passCodeHidden);
    expect(service.mapUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=' +
        encodeURIComponent('Cypress Lawn Funeral Services, 1370 El Camino Real, Colma, CA 94014, United States'),
    );
    expect(service.calendarUrl).toBe(`/api/v1/events/${OPI.eleanor}/calendar/${service.id}`);
    expect(service.timeZone).toBe(LA);
    expect(events.pastEvents[0]).toMatchObject({ isPast: true, flowerOrderOpen: false, treeOrderOpen: false });
    expect(events.upcomingEvents[0]).toMatchObject({ isPast: false, flowerOrderOpen: true, treeOrderOpen: true });
    // No tribute store configured in tests: the buttons are not offered.
    expect(events.tributeStore).toBe(false);
  });

  it('the same by REST, under data.events.upcomingEvents and data.events.pastEvents', async () => {
    const data = expectRestSuccess(await gw.rest('GET', `/events/${OPI.eleanor}?timezone=${encodeURIComponent(LA)}`));
    expect(Object.keys(data)).toEqual(['events']);
    expect(data.events.upcomingEvents).toEqual((await list()).upcomingEvents);
    expect(data.events.pastEvents.map((e: Ev) => e.eventName)).toEqual(['Prayer Vigil']);
  });

  it("formats dates in the caller's zone: the 10:00 AM Los Angeles service is 7:00 PM (or 6 PM) in Berlin", async () => {
    const berlin = (await list(undefined, 'Europe/Berlin')).upcomingEvents.find((e) => e.eventName === 'Funeral Service')!;
    expect(['7:00 PM', '6:00 PM']).toContain(berlin.beginningTime);
    expect(berlin.localBeginningTime).toBe('10:00');
  });
});

describe('who sees what', () => {
  it('pass code: the family with access and staff see it; a visitor and a family without access read "Please contact Family member"; shown to all when hidePassCodeInFaa is false', async () => {
    const code = async (token?: string) => (await list(token)).upcomingEvents.find((e) => e.eventName === 'Funeral Service')!.passCode;
    expect(await code(arranger)).toBe('ROSES1941');
    expect(await code(admin)).toBe('ROSES1941');
    expect(await code(staff)).toBe('ROSES1941');
    expect(await code()).toBe(M.passCodeHidden);
    expect(await code(family2)).toBe(M.passCodeHidden);
    const ev = await create({ eventName: 'Open stream', url: 'stream.example.org/open', passCode: 'OPEN1', hidePassCodeInFaa: false });
    expect(ev.event.url).toBe('https://stream.example.org/open');
    const open = (await list()).upcomingEvents.find((e) => e.id === ev.event.id)!;
    expect(open.passCode).toBe('OPEN1');
    gqlData(await gw.gql(Q.remove, { opi: OPI.eleanor, id: ev.event.id }, staff));
  });

  it('hide an event: "Event Hidden Successfully" for the family with access (GraphQL) and by REST; visitors and a family without access no longer see it; showing it again', async () => {
    const visitation = (await list()).upcomingEvents.find((e) => e.eventName === 'Visitation')!;
    const res = gqlData(
      await gw.gql<{ hideEvent: { message: string; event: Ev } }>(Q.hide, { opi: OPI.eleanor, id: visitation.id, v: true }, arranger),
    ).hideEvent;
    expect([res.message, res.event.isPrivate]).toEqual([M.hidden, true]);
    expect((await list()).upcomingEvents.map((e) => e.id)).not.toContain(visitation.id);
    expect((await list(family2)).upcomingEvents.map((e) => e.id)).not.toContain(visitation.id);
    // The family and staff still list it (to show it again), marked hidden.
    expect((await list(arranger)).upcomingEvents.find((e) => e.id === visitation.id)?.isPrivate).toBe(true);
    expect((await list(admin)).upcomingEvents.find((e) => e.id === visitation.id)?.isPrivate).toBe(true);
    // Its calendar file is as missing to a visitor as an unknown event.
    expectRestError(await gw.rest('GET', `/events/${OPI.eleanor}/calendar/${visitation.id}`), 404, M.missing);

    expect(
      expectRestSuccess(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${visitation.id}`, { isPrivate: false }, staff), 200, M.updated)
        .isPrivate,
    ).toBe(false);
    expect((await list()).upcomingEvents.map((e) => e.id)).toContain(visitation.id);
    expectRestSuccess(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${visitation.id}`, { isPrivate: true }, arranger), 200, M.hidden);
    expect((await gw.sql('select is_private from decedent_event where id = $1', [visitation.id]))[0].is_private).toBe(true);
    expectRestSuccess(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${visitation.id}`, { isPrivate: false }, admin), 200, M.updated);
  });

  it('hiding is refused to a visitor (401), a family without access (403) and on a private page of another family (403)', async () => {
    const id = (await list()).upcomingEvents[0]!.id;
    gqlError(await gw.gql(Q.hide, { opi: OPI.eleanor, id, v: true }), 'UNAUTHENTICATED');
    expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${id}`, { isPrivate: true }), 401);
    gqlError(await gw.gql(Q.hide, { opi: OPI.eleanor, id, v: true }, family2), 'FORBIDDEN', M.forbidden);
    expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${id}`, { isEndTimeHided: true }, family2), 403, M.forbidden);
    expectRestError(await gw.rest('PUT', `/events/${OPI.okaforPrivate}/hide/${id}`, { isPrivate: true }, arranger), 403, M.privatePage);
    expect((await gw.sql('select is_private, is_end_time_hided from decedent_event where id = $1', [id]))[0]).toEqual({
      is_private: false,
      is_end_time_hided: false,
    });
  });

  it('hide the end time of a Dynamic event: "Ending Time Hided Successfully"; visitors see no end time, the family and staff do; a Static event refuses', async () => {
    const visitation = (await list()).upcomingEvents.find((e) => e.eventName === 'Visitation')!;
    expect(visitation.eventType).toBe('Dynamic');
    const res = gqlData(
      await gw.gql<{ hideEventEndTime: { message: string; event: Ev } }>(
        Q.hideEnd,
        { opi: OPI.eleanor, id: visitation.id, v: true },
        arranger,
      ),
    ).hideEventEndTime;
    expect([res.message, res.event.isEndTimeHided, res.event.endingTime]).toEqual([M.endTimeHidden, true, '8:00 PM']);
    const seen = async (token?: string) => (await list(token)).upcomingEvents.find((e) => e.id === visitation.id)!;
    expect(await seen()).toMatchObject({ endingTime: null, localEndingTime: null, endsAt: null, isEndTimeHided: true });
    expect(await seen(family2)).toMatchObject({ endingTime: null });
    expect(await seen(arranger)).toMatchObject({ endingTime: '8:00 PM', localEndingTime: '20:00' });
    expect(await seen(staff)).toMatchObject({ endingTime: '8:00 PM' });
    const ics = await gw.rest('GET', `/events/${OPI.eleanor}/calendar/${visitation.id}`);
    expect(ics.text).not.toMatch(/DTEND/);
    expect(ics.text).toMatch(/DURATION:PT1H/);

    expectRestSuccess(
      await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${visitation.id}`, { isEndTimeHided: false }, arranger),
      200,
      M.updated,
    );
    expect((await seen()).endingTime).toBe('8:00 PM');
    const service = (await list()).upcomingEvents.find((e) => e.eventName === 'Funeral Service')!;
    gqlError(await gw.gql(Q.hideEnd, { opi: OPI.eleanor, id: service.id, v: true }, arranger), 'BAD_USER_INPUT', M.onlyDynamic);
    expectRestError(
      await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${service.id}`, { isEndTimeHided: true }, arranger),
      400,
      M.onlyDynamic,
    );
  });

  it('a private page: its events are PRIVATE to visitors and another family, listed for its own family and staff', async () => {
    const ev = await create({ eventName: 'Okafor Visitation' }, admin, OPI.okaforPrivate);
    gqlError(await gw.gql(Q.events, { opi: OPI.okaforPrivate, tz: LA }), 'PRIVATE', M.privatePage);
    expectRestError(await gw.rest('GET', `/events/${OPI.okaforPrivate}?timezone=UTC`, undefined, arranger), 403, M.privatePage);
    expectRestError(await gw.rest('GET', `/events/${OPI.okaforPrivate}/calendar/${ev.event.id}`), 403, M.privatePage);
    expect((await list(family2, LA, OPI.okaforPrivate)).upcomingEvents.map((e) => e.eventName)).toEqual(['Okafor Visitation']);
    expect((await list(staff, LA, OPI.okaforPrivate)).upcomingEvents.map((e) => e.eventName)).toEqual(['Okafor Visitation']);
  });
});

describe('staff create, edit and delete', () => {
  it('admin creates with the funeral home zone and https:// added; cl-arranger edits; both dates in the caller zone when asked; delete removes it', async () => {
    const made = gqlData(
      await gw.gql<{ createEvent: { message: string; event: Ev } }>(
        Q.create,
        {
          opi: OPI.eleanor,
          tz: 'Asia/Tokyo',
          input: input({
            eventName: 'Scattering of Ashes',
            eventType: 'Dynamic',
            url: 'www.example.com/stream',
            passCode: 'SEA',
            locationAddressObj: { line1: '1 Beach Rd', city: 'Pacifica', state: 'CA', zipcode: '94044', country: 'United States' },
          }),
        },
        admin,
      ),
    ).createEvent;
    expect(made.message).toBe(M.created);
    expect(made.event).toMatchObject({
      eventName: 'Scattering of Ashes',
      eventType: 'Dynamic',
      timeZone: LA,
      locationCode: 'CFS',
      url: 'https://www.example.com/stream',
      passCode: 'SEA',
      localBeginningTime: '14:00',
      locationAddress: '1 Beach Rd, Pacifica, CA 94044, United States',
    });
    // 14:00 in Los Angeles is 6 or 7 a.m. the next day in Tokyo.
    expect(['6:00 AM', '7:00 AM']).toContain(made.event.beginningTime);
    const row = (await gw.sql('select time_zone, starts_at, service_date::text from decedent_event where id = $1', [made.event.id]))[0];
    expect(row.time_zone).toBe(LA);
    expect(new Date(row.starts_at).toISOString()).toBe(made.event.startsAt);

    const edited = gqlData(
      await gw.gql<{ updateEvent: { message: string; event: Ev } }>(
        Q.update,
        {
          opi: OPI.eleanor,
          id: made.event.id,
          input: input({ eventName: 'Scattering at Sea', beginningTime: '09:15', endingTime: '', timeZone: 'America/New_York' }),
        },
        staff,
      ),
    ).updateEvent;
    expect(edited.message).toBe(M.edited);
    expect(edited.event).toMatchObject({
      eventName: 'Scattering at Sea',
      beginningTime: '9:15 AM',
      endingTime: null,
      timeZone: 'America/New_York',
      url: null,
    });

    const removed = gqlData(
      await gw.gql<{ deleteEvent: { message: string; id: number } }>(Q.remove, { opi: OPI.eleanor, id: made.event.id }, staff),
    ).deleteEvent;
    expect(removed).toEqual({ message: M.deleted, id: made.event.id });
    expect(await gw.sql('select 1 from decedent_event where id = $1', [made.event.id])).toEqual([]);
    gqlError(await gw.gql(Q.remove, { opi: OPI.eleanor, id: made.event.id }, staff), 'NOT_FOUND', M.missing);
  });

  it('the family (with or without access) and visitors may not create, edit or delete', async () => {
    const id = (await list()).upcomingEvents[0]!.id;
    for (const token of [arranger, family2]) {
      gqlError(await gw.gql(Q.create, { opi: OPI.eleanor, input: input() }, token), 'FORBIDDEN');
      gqlError(await gw.gql(Q.update, { opi: OPI.eleanor, id, input: input() }, token), 'FORBIDDEN');
      gqlError(await gw.gql(Q.remove, { opi: OPI.eleanor, id }, token), 'FORBIDDEN');
    }
    gqlError(await gw.gql(Q.create, { opi: OPI.eleanor, input: input() }), 'UNAUTHENTICATED');
    gqlError(await gw.gql(Q.remove, { opi: OPI.eleanor, id }), 'UNAUTHENTICATED');
    expect(await gw.sql('select 1 from decedent_event where id = $1', [id])).toHaveLength(1);
  });

  it('validation messages, nothing stored', async () => {
    const before = (await gw.sql('select count(*)::int as n from decedent_event'))[0].n;
    const refused = async (over: Record<string, unknown>, field: string, message: string) => {
      const e = gqlError(await gw.gql(Q.create, { opi: OPI.eleanor, input: input(over) }, staff), 'BAD_USER_INPUT', message);
      expect(e.extensions?.['fieldErrors']?.[field]).toBe(message);
    };
    await refused({ eventName: '  ' }, 'eventName', M.nameRequired);
    await refused({ serviceDate: '2026-02-30' }, 'serviceDate', M.dateInvalid);
    await refused({ serviceDate: '12/01/2026' }, 'serviceDate', M.dateInvalid);
    await refused({ serviceDate: '' }, 'serviceDate', M.dateRequired);
    await refused({ beginningTime: '' }, 'beginningTime', M.beginningRequired);
    await refused({ beginningTime: '25:00' }, 'beginningTime', M.timeInvalid);
    await refused({ endingTime: '13:00' }, 'endingTime', M.endBeforeBeginning);
    await refused({ url: 'not a link' }, 'url', M.urlInvalid);
    await refused({ url: 'javascript:alert(1)' }, 'url', M.urlInvalid);
    await refused({ timeZone: 'Mars/Olympus' }, 'timeZone', M.badZone);
    await refused({ locationCode: 'XYZ' }, 'locationCode', 'Location Code must be one of CFS, ACC, CNG, MDC, SSO, CCS');
    await refused({ eventName: 'x'.repeat(121) }, 'eventName', 'Event Name should be less than 121 characters');
    gqlError(
      await gw.gql(Q.create, { opi: OPI.eleanor, input: input({ eventType: 'Weekly' }) }, staff),
      'BAD_USER_INPUT',
      'eventType is not one of the accepted values',
    );
    gqlError(await gw.gql(Q.create, { opi: OPI.eleanor, input: input(), tz: 'Nowhere' }, staff), 'BAD_USER_INPUT', M.badZone);
    gqlError(await gw.gql(Q.create, { opi: OPI.missing, input: input() }, staff), 'NOT_FOUND', 'Decedent does not exist');
    expect((await gw.sql('select count(*)::int as n from decedent_event'))[0].n).toBe(before);
  });
});

describe('bad input answers a plain 4xx', () => {
  it('timezone missing, not a zone, or an offset', async () => {
    for (const q of ['', '?timezone=', '?timezone=Mars%2FOlympus', '?timezone=%2B05%3A00', '?timezone=EST5EDT%3B']) {
      const err = expectRestError(await gw.rest('GET', `/events/${OPI.eleanor}${q}`), 400, M.badZone);
      expect(err.fieldErrors).toEqual({ timezone: M.badZone });
    }
    gqlError(await gw.gql(Q.events, { opi: OPI.eleanor, tz: 'Not/AZone' }), 'BAD_USER_INPUT', M.badZone);
  });

  it("unknown event, another decedent's event, a non-numeric id, a missing decedent, a bad body", async () => {
    const other = await create({ eventName: 'Thomas Memorial' }, admin, OPI.thomas);
    expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${other.event.id}`, { isPrivate: true }, arranger), 404, M.missing);
    expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/999999`, { isPrivate: true }, arranger), 404, M.missing);
    expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/abc`, { isPrivate: true }, arranger), 404, M.missing);
    expectRestError(
      await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${other.event.id}`, { isEndTimeHided: true }, arranger),
      404,
      M.missing,
    );
    expectRestError(await gw.rest('GET', `/events/${OPI.eleanor}/calendar/${other.event.id}`), 404, M.missing);
    gqlError(await gw.gql(Q.update, { opi: OPI.eleanor, id: other.event.id, input: input() }, staff), 'NOT_FOUND', M.missing);
    expect((await gw.sql('select event_name, is_private from decedent_event where id = $1', [other.event.id]))[0]).toEqual({
      event_name: 'Thomas Memorial',
      is_private: false,
    });
    expectRestError(await gw.rest('GET', `/events/${OPI.missing}?timezone=UTC`), 404, 'Decedent does not exist');
    expectRestError(
      await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${other.event.id}`, { isPrivate: 'maybe' }, arranger),
      400,
      'isPrivate must be true or false',
    );
    expectRestError(
      await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${other.event.id}`, {}, arranger),
      400,
      'isPrivate must be true or false',
    );
  });
});

describe("upcoming and past in the caller's time zone", () => {
  it("an event earlier today counts as upcoming; yesterday's is past", async () => {
    const now = new Date();
    const today = ymd(now, 'UTC');
    const early = await create({
      eventName: 'Dawn Prayer',
      serviceDate: today,
      beginningTime: '00:00',
      endingTime: '00:30',
      timeZone: 'UTC',
    });
    const yesterday = await create({
      eventName: 'Late Vigil',
      serviceDate: addDays(today, -1),
      beginningTime: '23:30',
      endingTime: null,
      timeZone: 'UTC',
    });
    const utc = await list(undefined, 'UTC');
    expect(utc.upcomingEvents.find((e) => e.id === early.event.id)).toMatchObject({
      isPast: false,
      treeOrderOpen: true,
      flowerOrderOpen: false,
    });
    expect(utc.pastEvents.find((e) => e.id === yesterday.event.id)).toMatchObject({ isPast: true });
    for (const e of [early, yesterday]) gqlData(await gw.gql(Q.remove, { opi: OPI.eleanor, id: e.event.id }, staff));
  });

  it('the same event is past for a caller east of UTC and upcoming for one west of it (midnight has passed in the east only)', async () => {
    // An event at 23:30 yesterday on the east caller's clock, which on a clock far enough west is still today.
    const zones = [
      'Pacific/Kiritimati',
      'Pacific/Auckland',
      'Asia/Tokyo',
      'Asia/Kolkata',
      'Europe/Berlin',
      'UTC',
      'America/New_York',
      'America/Los_Angeles',
      'Pacific/Honolulu',
      'Pacific/Pago_Pago',
    ];
    const now = new Date();
    let found: { east: string; west: string; date: string } | null = null;
    for (const east of zones) {
      const date = addDays(ymd(now, east), -1);
      const startsAt = zonedInstant(date, '23:30', east);
      const west = zones.slice(zones.indexOf(east) + 1).find((w) => ymd(startsAt, w) >= ymd(now, w));
      if (west) {
        found = { east, west, date };
        break;
      }
    }
    expect(found, 'a pair of zones').not.toBeNull();
    const ev = await create({
      eventName: 'Across the date line',
      serviceDate: found!.date,
      beginningTime: '23:30',
      endingTime: null,
      timeZone: found!.east,
    });
    const eastList = await list(undefined, found!.east);
    const westList = await list(undefined, found!.west);
    expect(eastList.pastEvents.map((e) => e.id)).toContain(ev.event.id);
    expect(eastList.upcomingEvents.map((e) => e.id)).not.toContain(ev.event.id);
    expect(westList.upcomingEvents.map((e) => e.id)).toContain(ev.event.id);
    expect(westList.pastEvents.map((e) => e.id)).not.toContain(ev.event.id);
    // By REST too.
    const rest = expectRestSuccess(await gw.rest('GET', `/events/${OPI.eleanor}?timezone=${encodeURIComponent(found!.west)}`));
    expect(rest.events.upcomingEvents.map((e: Ev) => e.id)).toContain(ev.event.id);
    gqlData(await gw.gql(Q.remove, { opi: OPI.eleanor, id: ev.event.id }, staff));
  });
});

/** The instant of a wall-clock time in a zone, found by correcting the zone's offset (no library: the test checks the gateway's). */
function zonedInstant(date: string, time: string, zone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess - (shown - guess));
}
