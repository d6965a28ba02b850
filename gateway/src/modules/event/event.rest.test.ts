import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/** The legacy REST contract of the Events rows and the tribute link (legacy-rest Events; memorial-portal 7, 8). */

const SPEC = {
  hidden: 'Event Hidden Successfully',
  endTimeHidden: 'Ending Time Hided Successfully',
  missing: 'Event does not exist',
  decedentMissing: 'Decedent does not exist',
  badZone: 'Time zone must be an IANA time zone such as America/Los_Angeles',
  flowerCutoff: 'Flower orders must be submitted by 10 a.m. the day before the service.',
  past: 'This event has passed',
  notConfigured: 'The tribute store is not available',
  badAction: 'action must be flower-click or tree-click',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
} as const;
const STORE = 'https://tributes.example.com/shop?partner=memorial';
const EVENT_KEYS = [
  'beginningTime',
  'calendarUrl',
  'chapelName',
  'endingTime',
  'endsAt',
  'eventName',
  'eventType',
  'flowerCutoffAt',
  'flowerOrderOpen',
  'hidePassCodeInFaa',
  'id',
  'isEndTimeHided',
  'isPast',
  'isPrivate',
  'localBeginningTime',
  'localDate',
  'localEndingTime',
  'locationAddress',
  'locationAddressObj',
  'locationCode',
  'locationName',
  'mapUrl',
  'passCode',
  'serviceDate',
  'startsAt',
  'timeZone',
  'treeOrderOpen',
  'url',
];

let gw: TestGateway;
let plain: TestGateway;
let arranger: string;
let staff: string;
let ids: Record<string, number>;

beforeAll(async () => {
  [gw, plain] = await Promise.all([
    startTestGateway({ env: { TRIBUTE_STORE_URL: STORE, PUBLIC_URL: 'https://memorial.example.org' } }),
    startTestGateway(),
  ]);
  [arranger, staff] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.staff, 'cl-arranger')]);
  ids = Object.fromEntries(
    (await gw.sql<{ id: number; event_name: string }>('select id, event_name from decedent_event')).map((r) => [r.event_name, r.id]),
  );
});
afterAll(async () => {
  await Promise.all([gw?.stop(), plain?.stop()]);
});

const ymd = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const hourIn = (at: Date, zone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const createEvent = async (input: Record<string, unknown>) =>
  gqlData(
    await gw.gql<{ createEvent: { event: { id: number } } }>(
      'mutation ($opi: String!, $input: EventInput!) { createEvent(opi: $opi, input: $input) { event { id } } }',
      { opi: OPI.eleanor, input },
      staff,
    ),
  ).createEvent.event.id;

describe('the legacy REST contract', () => {
  contract('GET', '/events/:id', () => {
    it('answers data.events with upcomingEvents and pastEvents, each event with the section 3 fields', async () => {
      const data = expectRestSuccess(await gw.rest('GET', `/events/${OPI.eleanor}?timezone=America%2FLos_Angeles`));
      expect(Object.keys(data.events).sort()).toEqual(['canHide', 'pastEvents', 'tributeStore', 'upcomingEvents']);
      expect(data.events.tributeStore).toBe(true);
      expect(data.events.canHide).toBe(false);
      for (const e of [...data.events.upcomingEvents, ...data.events.pastEvents]) expect(Object.keys(e).sort()).toEqual(EVENT_KEYS);
      expect(data.events.upcomingEvents.map((e: Json) => e.eventName)).toEqual(['Visitation', 'Funeral Service', 'Committal']);
      expect(expectRestSuccess(await gw.rest('GET', `/events/${OPI.eleanor}?timezone=UTC`, undefined, arranger)).events.canHide).toBe(true);
      expect(expectRestSuccess(await plain.rest('GET', `/events/${OPI.eleanor}?timezone=UTC`)).events.tributeStore).toBe(false);
    });
    it('400 for a bad time zone, 404 for a missing decedent, 403 for a private page', async () => {
      expectRestError(await gw.rest('GET', `/events/${OPI.eleanor}?timezone=Atlantis`), 400, SPEC.badZone);
      expectRestError(await gw.rest('GET', `/events/${OPI.missing}?timezone=UTC`), 404, SPEC.decedentMissing);
      expectRestError(await gw.rest('GET', `/events/${OPI.okaforPrivate}?timezone=UTC`), 403, SPEC.privatePage);
    });
  });

  contract('PUT', '/events/:id/hide/:eventId', () => {
    it('answers the spec message and the event', async () => {
      const data = expectRestSuccess(
        await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${ids['Committal']}`, { isPrivate: true }, arranger),
        200,
        SPEC.hidden,
      );
      expect(Object.keys(data).sort()).toEqual(EVENT_KEYS);
      expect(data).toMatchObject({ id: ids['Committal'], isPrivate: true });
      expectRestSuccess(
        await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${ids['Committal']}`, { isPrivate: false }, arranger),
        200,
        'Data updated successfully',
      );
    });
    it('401 without a session, 404 for an unknown event', async () => {
      expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/${ids['Committal']}`, { isPrivate: true }), 401);
      expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/0`, { isPrivate: true }, arranger), 404, SPEC.missing);
    });
  });

  contract('PUT', '/events/:id/hideEndTime/:eventId', () => {
    it('answers the spec message and the event', async () => {
      const data = expectRestSuccess(
        await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${ids['Visitation']}`, { isEndTimeHided: true }, arranger),
        200,
        SPEC.endTimeHidden,
      );
      expect(data).toMatchObject({ id: ids['Visitation'], isEndTimeHided: true, endingTime: '8:00 PM' });
      expectRestSuccess(
        await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${ids['Visitation']}`, { isEndTimeHided: false }, staff),
        200,
        'Data updated successfully',
      );
    });
    it('401 without a session, 400 for a body that is not true or false', async () => {
      expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${ids['Visitation']}`, { isEndTimeHided: true }), 401);
      expectRestError(
        await gw.rest('PUT', `/events/${OPI.eleanor}/hideEndTime/${ids['Visitation']}`, { isEndTimeHided: 3 }, arranger),
        400,
        'isEndTimeHided must be true or false',
      );
    });
  });

  contract('GET', '/events/:id/calendar/:eventId', () => {
    it('an .ics attachment: the event in UTC, its location, the page link; the pass code only for those who may see it', async () => {
      const res = await gw.rest('GET', `/events/${OPI.eleanor}/calendar/${ids['Funeral Service']}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?Funeral-Service\.ics"?$/);
      const [row] = await gw.sql('select starts_at, ends_at from decedent_event where id = $1', [ids['Funeral Service']]);
      const stamp = (d: Date) =>
        d
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
      const text = res.text.replace(/\r\n[ \t]/g, '');
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain(`DTSTART:${stamp(new Date(row.starts_at))}`);
      expect(text).toContain(`DTEND:${stamp(new Date(row.ends_at))}`);
      expect(text).toContain('SUMMARY:Funeral Service for Mrs Eleanor Grace Whitmore');
      expect(text).toContain(`UID:event-${ids['Funeral Service']}@memorial-portal`);
      expect(text).toMatch(/LOCATION:Cypress Lawn Funeral Services\\, 1370 El Camino Real\\, Colma\\, CA 94014\\, United States/);
      expect(text).toContain('Live stream: https://livestream.example.com/eleanor-whitmore');
      expect(text).toContain(`Memorial page: https://memorial.example.org/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`);
      expect(text).not.toContain('ROSES1941');
      const family = await gw.rest('GET', `/events/${OPI.eleanor}/calendar/${ids['Funeral Service']}`, undefined, arranger);
      expect(family.text).toContain('Pass code: ROSES1941');
    });
    it('404 for an unknown event and for a hidden one to a visitor', async () => {
      expectRestError(await gw.rest('GET', `/events/${OPI.eleanor}/calendar/999999`), 404, SPEC.missing);
      expectRestError(await gw.rest('GET', `/events/${OPI.missing}/calendar/1`), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/:opi/tribute-link', () => {
    it('answers data.data, the store address with the opi, the action and the event', async () => {
      const page = expectRestSuccess(await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=tree-click`));
      expect(page).toEqual({ data: `https://tributes.example.com/shop?partner=memorial&opi=${OPI.eleanor}&action=tree-click` });
      const flower = expectRestSuccess(
        await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=flower-click&eventId=${ids['Visitation']}`),
      ).data;
      const url = new URL(flower);
      expect([
        url.origin + url.pathname,
        url.searchParams.get('partner'),
        url.searchParams.get('opi'),
        url.searchParams.get('action'),
        url.searchParams.get('eventId'),
        url.searchParams.get('event'),
      ]).toEqual(['https://tributes.example.com/shop', 'memorial', OPI.eleanor, 'flower-click', String(ids['Visitation']), 'Visitation']);
    });
    it('400 for a past event, after the flower cut-off, or a bad action; 404 when no store is configured or the event is unknown', async () => {
      expectRestError(
        await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=flower-click&eventId=${ids['Prayer Vigil']}`),
        400,
        SPEC.past,
      );
      expectRestError(
        await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=tree-click&eventId=${ids['Prayer Vigil']}`),
        400,
        SPEC.past,
      );
      expectRestError(await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=buy`), 400, SPEC.badAction);
      expectRestError(await gw.rest('GET', `/${OPI.eleanor}/tribute-link`), 400, SPEC.badAction);
      expectRestError(await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=tree-click&eventId=424242`), 404, SPEC.missing);
      expectRestError(await plain.rest('GET', `/${OPI.eleanor}/tribute-link?action=flower-click`), 404, SPEC.notConfigured);
      expectRestError(await gw.rest('GET', `/${OPI.okaforPrivate}/tribute-link?action=flower-click`), 403, SPEC.privatePage);
    });
  });
});

describe("the flower cut-off: 10 a.m. the day before the service, on the funeral home's clock", () => {
  it("tomorrow's service in a zone where it is already past 10 a.m.: flowers closed (button state and link), trees still open", async () => {
    const now = new Date();
    const zones = [
      'Pacific/Kiritimati',
      'Asia/Tokyo',
      'Asia/Kolkata',
      'Europe/Berlin',
      'UTC',
      'America/New_York',
      'America/Los_Angeles',
      'Pacific/Honolulu',
    ];
    const zone = zones.find((z) => hourIn(now, z) >= 11 && hourIn(now, z) <= 22)!;
    const open = zones.find((z) => hourIn(now, z) >= 1 && hourIn(now, z) <= 8)!;
    const closedId = await createEvent({
      eventName: 'Closed Flowers',
      serviceDate: addDays(ymd(now, zone), 1),
      beginningTime: '11:00',
      timeZone: zone,
    });
    const openId = await createEvent({
      eventName: 'Open Flowers',
      serviceDate: addDays(ymd(now, open), 1),
      beginningTime: '11:00',
      timeZone: open,
    });
    const data = expectRestSuccess(await gw.rest('GET', `/events/${OPI.eleanor}?timezone=${encodeURIComponent(zone)}`)).events;
    const closed = data.upcomingEvents.find((e: Json) => e.id === closedId);
    expect(closed).toMatchObject({ flowerOrderOpen: false, treeOrderOpen: true, isPast: false });
    expect(new Date(closed.flowerCutoffAt).getTime()).toBeLessThanOrEqual(now.getTime());
    expectRestError(await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=flower-click&eventId=${closedId}`), 400, SPEC.flowerCutoff);
    gqlError(
      await gw.gql('query ($id: Int) { tributeLink(opi: "CS-1000-0001", action: "flower-click", eventId: $id) }', { id: closedId }),
      'BAD_USER_INPUT',
      SPEC.flowerCutoff,
    );
    expect(expectRestSuccess(await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=tree-click&eventId=${closedId}`)).data).toContain(
      `eventId=${closedId}`,
    );

    const opened = expectRestSuccess(await gw.rest('GET', `/events/${OPI.eleanor}?timezone=UTC`)).events.upcomingEvents.find(
      (e: Json) => e.id === openId,
    );
    expect(opened.flowerOrderOpen).toBe(true);
    expect(new Date(opened.flowerCutoffAt).getTime()).toBeGreaterThan(now.getTime());
    expect(expectRestSuccess(await gw.rest('GET', `/${OPI.eleanor}/tribute-link?action=flower-click&eventId=${openId}`)).data).toContain(
      `eventId=${openId}`,
    );
  });
});
