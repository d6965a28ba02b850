import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData } from '../../test/expect.js';
import { eventually } from '../../test/memories.js';
import { TestClock } from '../../test/clock.js';
import { SEND_BATCH } from './reminders.js';

/**
 * What a reminder run costs with 1,000 subscribers and 3 events (3,000 mails): the scan claims everything in a
 * fixed number of statements whatever the number of subscribers, and the senders spend a few statements per
 * batch of SEND_BATCH mails, never one per mail. Counted with BootOptions.onQuery (every statement of the gateway,
 * the job queue's included); mails are captured by the test mailer, so the time is the gateway's own.
 */

const SUBSCRIBERS = 1000;
/** pg-boss's statements for a worker's poll: fetching the next jobs, completing the last ones (its plans.js). */
const QUEUE_POLLING = /^\s*WITH (next as|results AS) \(/;
let gw: TestGateway;
let statements: string[] | undefined;
const clock = new TestClock(new Date('2031-01-01T00:00:00Z'));

beforeAll(async () => {
  gw = await startTestGateway({ clock, onQuery: (sql) => statements?.push(sql) });
  await gw.sql('delete from decedent_event');
  const staff = await gw.login(DEMO.staff, 'cl-arranger');
  for (const [name, time] of [
    ['Visitation', '08:00'],
    ['Funeral Service', '10:00'],
    ['Committal', '12:00'],
  ] as const) {
    gqlData(
      await gw.gql(
        'mutation ($opi: String!, $input: EventInput!) { createEvent(opi: $opi, input: $input) { event { id } } }',
        {
          opi: OPI.eleanor,
          input: {
            eventName: name,
            serviceDate: '2031-03-10',
            beginningTime: time,
            locationName: 'Chapel of Peace',
            timeZone: 'America/Los_Angeles',
          },
        },
        staff,
      ),
    );
  }
  await gw.sql(
    `insert into subscriber (decedent_id, email, email_key, time_zone, nonce)
     select d.id, 'visitor' || n || '@example.org', 'visitor' || n || '@example.org', 'America/New_York', md5(n::text)
     from decedent d, generate_series(1, $1::int) n where d.opi = $2`,
    [SUBSCRIBERS, OPI.eleanor],
  );
}, 120_000);
afterAll(async () => {
  await gw?.stop();
});

it('a run of 3,000 reminder mails: statements and time', { timeout: 180_000 }, async () => {
  clock.set(new Date('2031-03-09T19:01:00Z')); // just under 24 hours before the last (12:00 PT): all three are due their 24-hour reminder
  statements = [];
  const started = performance.now();
  const run = await gw.gateway.reminders.run();
  const scanMs = performance.now() - started;
  // The queue's workers poll on their own timers (pg-boss's fetch and complete): on a busy machine the scan lasts
  // long enough for some to fall in its window (8 counted once, for 5 of the scan's own). They are not the scan's.
  const scanStatements = statements.filter((sql) => !QUEUE_POLLING.test(sql)).length;
  if (process.env['SHOW_STATEMENTS']) console.log(statements.map((s) => s.slice(0, 100)).join('\n'));
  expect(run).toEqual({ reminders: 3 * SUBSCRIBERS, corrections: 0, jobs: Math.ceil((3 * SUBSCRIBERS) / SEND_BATCH) });
  await eventually(() => gw.mails.length === 3 * SUBSCRIBERS, 'every mail sent', 150_000);
  const totalMs = performance.now() - started;
  const total = statements.length;
  statements = undefined;
  // Every mail once, each with its calendar entry.
  expect(new Set(gw.mails.map((m) => `${m.to}|${m.subject}`)).size).toBe(3 * SUBSCRIBERS);
  expect(gw.mails.every((m) => m.attachments?.[0]?.contentType.startsWith('text/calendar'))).toBe(true);
  // A batch is marked sent once its mails are handed over: the last batch's mark may follow its mails.
  const sentCount = async () =>
    (await gw.sql<{ n: number }>('select count(*)::int as n from event_reminder where sent_at is not null'))[0]!.n;
  await eventually(async () => (await sentCount()) === 3 * SUBSCRIBERS, 'every reminder marked sent', 30_000);
  expect(await sentCount()).toBe(3 * SUBSCRIBERS);

  console.log(
    `reminder run, ${SUBSCRIBERS} subscribers x 3 events: scan ${scanStatements} statements in ${scanMs.toFixed(0)} ms; ` +
      `all ${3 * SUBSCRIBERS} mails sent after ${totalMs.toFixed(0)} ms and ${total} statements (job queue polling included)`,
  );
  // The scan: begin, two claims, one insert of the send jobs, commit.
  expect(scanStatements).toBeLessThanOrEqual(6);
  // The senders: a few statements per batch (fetch, take, mark sent, complete), none per mail.
  expect(total).toBeLessThan(scanStatements + 8 * run.jobs + 40);
});
