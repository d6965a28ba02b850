import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { ROOT_DIR } from '../../config.js';
import { freePort, spawnGateway, tempDataDir, type ChildGateway } from '../../bench/harness.js';
import { DEMO, OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData } from '../../test/expect.js';
import { eventually } from '../../test/memories.js';
import { TestClock } from '../../test/clock.js';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp.js';
import { SCAN_QUEUE } from './reminders.js';

/**
 * Reminder mails end to end: two gateway PROCESSES on one database (this test's, and `node gateway/dist/main.js`),
 * a clock the test sets, a real SMTP server. Every scan is run several times at once (queued scan jobs that the
 * workers of both processes take, and two scans in this process), and each mail must still arrive once:
 * 24 hours and 1 hour before, not for hidden events or private pages, with the event's .ics; then one correction
 * when the event moves, none after an unsubscribe, and a cancellation when it is hidden.
 */

let smtp: TestSmtp;
let a: TestGateway;
let child: ChildGateway;
let childDataDir: string;
const clock = new TestClock(new Date('2031-01-01T00:00:00Z'));
let tokens: { staff: string; arranger: string; family2: string };
let funeral: number;

const CREATE = `mutation ($opi: String!, $input: EventInput!) { createEvent(opi: $opi, input: $input) { event { id startsAt } } }`;
const UPDATE = `mutation ($opi: String!, $eventId: Int!, $input: EventInput!) { updateEvent(opi: $opi, eventId: $eventId, input: $input) { event { id startsAt } } }`;
const HIDE = `mutation ($opi: String!, $eventId: Int!, $isPrivate: Boolean!) { hideEvent(opi: $opi, eventId: $eventId, isPrivate: $isPrivate) { message } }`;
const SUBSCRIBE = 'mutation ($opi: String!, $input: SubscribeInput!) { subscribe(opi: $opi, input: $input) { created } }';

const FUNERAL = {
  eventName: 'Funeral Service',
  locationName: 'Chapel of Peace',
  serviceDate: '2031-03-10',
  beginningTime: '10:00',
  endingTime: '11:00',
  locationAddressObj: { line1: '1500 Mission Road', city: 'Colma', state: 'CA', zipcode: '94014', country: 'USA' },
  url: 'https://stream.example.org/eleanor',
  passCode: '4321',
  hidePassCodeInFaa: false,
  timeZone: 'America/Los_Angeles',
};
/** 10:00 in Los Angeles on 2031-03-10 (daylight time). */
const START = new Date('2031-03-10T17:00:00Z');
const HOUR = 3_600_000;

/** Runs the scan for `at` several times at once on both processes, and waits until every queued job is done. */
async function scanEverywhere(at: Date) {
  clock.set(at);
  await a.gateway.jobs.boss.insert(Array.from({ length: 4 }, () => ({ name: SCAN_QUEUE, data: { at: at.toISOString() } })));
  await Promise.all([a.gateway.reminders.run(), a.gateway.reminders.run()]);
  await eventually(async () => {
    const [row] = await a.sql<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name like 'reminders-%' and state in ('created', 'retry', 'active')`,
    );
    return row!.n === 0;
  }, 'every reminder job done');
  // Every claimed mail reached the SMTP server (sent_at is set after the server accepted it).
  const [unsent] = await a.sql<{ n: number }>('select count(*)::int as n from event_reminder where sent_at is null');
  expect(unsent!.n).toBe(0);
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const header = (m: ReceivedMail, name: string) =>
  m.parsed.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '');

function calendarOf(m: ReceivedMail) {
  expect(m.parsed.attachments).toHaveLength(1);
  const ics = m.parsed.attachments[0]!;
  expect(ics.contentType).toBe('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    summary: event.getFirstPropertyValue('summary'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    uid: event.getFirstPropertyValue('uid'),
    location: event.getFirstPropertyValue('location'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: event.getFirstPropertyValue('status'),
  };
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'node_modules/typescript/bin/tsc'), '-b', 'schema', 'gateway'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  smtp = await startTestSmtp();
  a = await startTestGateway({ clock, env: { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback' } });
  // The demo's events are near the real date: gone, so the only events are this test's.
  await a.sql('delete from decedent_event');
  childDataDir = tempDataDir('reminders-replica');
  child = await spawnGateway({
    DATABASE_URL: a.databaseUrl,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: childDataDir,
    MEDIA_DIR: a.config.mediaDir,
    JWT_SECRET: TEST_JWT_SECRET,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
  });
  const [staff, arranger, family2] = await Promise.all([
    a.login(DEMO.staff, 'cl-arranger'),
    a.login(DEMO.arranger, 'arranger'),
    a.login(DEMO.family2, 'arranger'),
  ]);
  tokens = { staff, arranger, family2 };
  funeral = gqlData(await a.gql(CREATE, { opi: OPI.eleanor, input: FUNERAL }, staff)).createEvent.event.id;
  // A visitation the family hides, and a committal on the other family's private page: never announced.
  const visitation = gqlData(
    await a.gql(
      CREATE,
      { opi: OPI.eleanor, input: { ...FUNERAL, eventName: 'Visitation', beginningTime: '08:00', endingTime: '09:00' } },
      staff,
    ),
  ).createEvent.event.id;
  gqlData(await a.gql(HIDE, { opi: OPI.eleanor, eventId: visitation, isPrivate: true }, arranger));
  gqlData(await a.gql(CREATE, { opi: OPI.okaforPrivate, input: { ...FUNERAL, eventName: 'Committal' } }, staff));
  // Subscribers (signed in: no captcha), each in their own zone.
  gqlData(
    await a.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'ana@example.org', timeZone: 'America/New_York' } }, arranger, {
      'x-forwarded-for': '198.51.100.1',
    }),
  );
  gqlData(
    await a.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'ben@example.org', timeZone: 'Europe/London' } }, arranger, {
      'x-forwarded-for': '198.51.100.2',
    }),
  );
  gqlData(
    await a.gql(SUBSCRIBE, { opi: OPI.okaforPrivate, input: { email: 'okafor.sub@example.org' } }, family2, {
      'x-forwarded-for': '198.51.100.3',
    }),
  );
}, 240_000);

afterAll(async () => {
  // The child shares the in-test gateway's database: it stops first.
  if (child && child.process.exitCode === null && child.process.signalCode === null) await child.stop();
  await a?.stop();
  await smtp?.stop();
  if (childDataDir) fs.rmSync(childDataDir, { recursive: true, force: true });
});

describe('reminder mails with two gateway processes', { timeout: 120_000 }, () => {
  it('sends nothing more than 24 hours before', async () => {
    await scanEverywhere(new Date(START.getTime() - 24 * HOUR - 60_000));
    expect(smtp.received).toHaveLength(0);
  });

  it('24 hours before: one mail per subscriber, times in their zone, unsubscribe headers, the .ics attached', async () => {
    await scanEverywhere(new Date(START.getTime() - 24 * HOUR + 60_000));
    expect(smtp.received).toHaveLength(2);
    const [ana] = mailsTo('ana@example.org');
    const [ben] = mailsTo('ben@example.org');
    expect(ana!.parsed.subject).toBe('Reminder: Funeral Service for Eleanor Grace Whitmore, March 10, 2031 at 1:00 PM EDT');
    expect(ben!.parsed.subject).toBe('Reminder: Funeral Service for Eleanor Grace Whitmore, March 10, 2031 at 5:00 PM GMT');
    expect(ana!.parsed.text).toContain('Coming up: Funeral Service for Eleanor Grace Whitmore.');
    expect(ana!.parsed.text).toContain('Where: Chapel of Peace, 1500 Mission Road, Colma, CA 94014, USA');
    expect(ana!.parsed.text).toContain('Live stream: https://stream.example.org/eleanor');
    expect(ana!.parsed.text).toContain('Pass code: 4321');
    expect(header(ana!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(ana!, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/obituaries\/unsubscribe\/[\w.-]+>$/);
    expect(ana!.parsed.text).toContain(header(ana!, 'List-Unsubscribe')!.slice(1, -1));
    const ics = calendarOf(ana!);
    expect(ics).toMatchObject({
      summary: 'Funeral Service for Eleanor Grace Whitmore',
      uid: `event-${funeral}@memorial-portal`,
      sequence: 0,
    });
    expect(ics.start.toISOString()).toBe(START.toISOString());
    expect(ics.location).toContain('Chapel of Peace');
  });

  it('a scan at the same moment again sends nothing (once per event, kind and subscriber)', async () => {
    await scanEverywhere(new Date(START.getTime() - 24 * HOUR + 120_000));
    await scanEverywhere(new Date(START.getTime() - 2 * HOUR));
    expect(smtp.received).toHaveLength(2);
  });

  it('1 hour before: one more mail each', async () => {
    await scanEverywhere(new Date(START.getTime() - HOUR + 60_000));
    await scanEverywhere(new Date(START.getTime() - HOUR + 120_000));
    expect(mailsTo('ana@example.org')).toHaveLength(2);
    expect(mailsTo('ben@example.org')).toHaveLength(2);
    const hour = mailsTo('ana@example.org')[1]!;
    expect(hour.parsed.text).toContain('In about an hour: Funeral Service');
    expect(calendarOf(hour).start.toISOString()).toBe(START.toISOString());
  });

  it('never for the hidden event or the private page', () => {
    expect(mailsTo('okafor.sub@example.org')).toHaveLength(0);
    expect(smtp.received.some((m) => /Visitation|Committal/.test(m.raw))).toBe(false);
  });

  it('moved after the reminders went out: one correction each, with the new time and a newer calendar entry', async () => {
    gqlData(
      await a.gql(
        UPDATE,
        { opi: OPI.eleanor, eventId: funeral, input: { ...FUNERAL, beginningTime: '11:30', endingTime: '12:30' } },
        tokens.staff,
      ),
    );
    await scanEverywhere(new Date(START.getTime() - HOUR + 180_000));
    await scanEverywhere(new Date(START.getTime() - HOUR + 240_000));
    const corrections = smtp.received.filter((m) => m.parsed.subject?.startsWith('Changed:'));
    expect(corrections.map((m) => m.to[0]).sort()).toEqual(['ana@example.org', 'ben@example.org']);
    const ana = corrections.find((m) => m.to.includes('ana@example.org'))!;
    expect(ana.parsed.subject).toBe('Changed: Funeral Service for Eleanor Grace Whitmore is now March 10, 2031 at 2:30 PM EDT');
    expect(ana.parsed.text).toContain('When: March 10, 2031 at 1:00 PM EDT'); // what the earlier mail said
    const ics = calendarOf(ana);
    expect(ics.start.toISOString()).toBe(new Date(START.getTime() + 1.5 * HOUR).toISOString());
    expect(ics.sequence).toBe(1);
    expect(ics.uid).toBe(`event-${funeral}@memorial-portal`);
    expect(smtp.received).toHaveLength(6);
  });

  it('moved back, then moved again: one correction each time', async () => {
    gqlData(await a.gql(UPDATE, { opi: OPI.eleanor, eventId: funeral, input: FUNERAL }, tokens.staff));
    await scanEverywhere(new Date(START.getTime() - HOUR + 250_000));
    gqlData(
      await a.gql(
        UPDATE,
        { opi: OPI.eleanor, eventId: funeral, input: { ...FUNERAL, beginningTime: '11:30', endingTime: '12:30' } },
        tokens.staff,
      ),
    );
    await scanEverywhere(new Date(START.getTime() - HOUR + 260_000));
    await scanEverywhere(new Date(START.getTime() - HOUR + 270_000));
    const ana = mailsTo('ana@example.org').filter((m) => m.parsed.subject?.startsWith('Changed:'));
    expect(ana.map((m) => m.parsed.subject)).toEqual([
      'Changed: Funeral Service for Eleanor Grace Whitmore is now March 10, 2031 at 2:30 PM EDT',
      'Changed: Funeral Service for Eleanor Grace Whitmore is now March 10, 2031 at 1:00 PM EDT',
      'Changed: Funeral Service for Eleanor Grace Whitmore is now March 10, 2031 at 2:30 PM EDT',
    ]);
    expect(ana.map((m) => calendarOf(m).sequence)).toEqual([1, 2, 3]);
    expect(smtp.received).toHaveLength(10);
  });

  it("the mail's unsubscribe link (one click) ends that subscription: a cancellation reaches only the others", async () => {
    const link = header(mailsTo('ben@example.org').at(-1)!, 'List-Unsubscribe')!.slice(1, -1).replace('localhost', '127.0.0.1');
    const res = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await fetch(link, { method: 'POST' })).status).toBe(410);

    gqlData(await a.gql(HIDE, { opi: OPI.eleanor, eventId: funeral, isPrivate: true }, tokens.arranger));
    await scanEverywhere(new Date(START.getTime() - HOUR + 300_000));
    await scanEverywhere(new Date(START.getTime() - HOUR + 360_000));
    const cancelled = smtp.received.filter((m) => m.parsed.subject?.startsWith('Cancelled:'));
    expect(cancelled.map((m) => m.to[0])).toEqual(['ana@example.org']);
    expect(cancelled[0]!.parsed.subject).toBe('Cancelled: Funeral Service for Eleanor Grace Whitmore, March 10, 2031 at 2:30 PM EDT');
    const ics = calendarOf(cancelled[0]!);
    expect(ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `event-${funeral}@memorial-portal`, sequence: 4 });
    expect(smtp.received).toHaveLength(11);
  });
});
