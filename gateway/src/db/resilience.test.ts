import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@memorial/schema';
import { DEMO, OPI, startTestGateway, type GqlResponse, type RestResponse, type TestGateway } from '../test/gateway.js';
import { startEmbeddedPostgres, withClient, type TestPostgres } from '../test/postgres.js';
import { expectNoInternals, expectRestSuccess, gqlData } from '../test/expect.js';
import { RETRY_AFTER_SECONDS } from '../errors.js';
import { createLogger } from '../logger.js';
import { pgEventBus } from '../realtime/event-bus.js';

/** Connection attempts of the event bus in 8 s of outage: 9 by its backoff, one more for an attempt in flight at either edge. */
const RECONNECT_BOUND = 10;

/**
 * The gateway outlives its database connections: a PostgreSQL restart (its
 * own embedded server here, stopped and started again) and connections killed
 * by the server. Requests while the database is away answer 503 with
 * Retry-After and the generic message; the next ones succeed; no acknowledged
 * write is lost; the event bus retries at a bounded rate; the process does not
 * crash (an unhandled 'error' event would fail this run).
 */

const DECEDENT = 'query ($opi: String!) { decedent(opi: $opi) { opi } }';
const SHARE_GQL = 'mutation ($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { id title } }';
const SHARER = {
  firstName: 'Ruth',
  lastName: 'Lindqvist',
  email: 'ruth@example.com',
  phoneNumber: '6505502300',
  address: { line1: '1 Main St', city: 'Colma' },
};
const SHARE_GQL_INPUT = {
  memoryType: 1,
  dateOfMemory: '2001-06-02',
  memory: '<p>We picked pears all day.</p>',
  relationship: 16,
  memoryAddingPerson: SHARER,
  acceptedPolicy: true,
};
const SHARE_REST = {
  memoryType: 1,
  dateOfMemory: '2001-06-02',
  memory: '<p>We picked pears all day.</p>',
  relationship: 16,
  memoryAddingPerson: SHARER,
  acceptedPolicy: true,
};

async function exercise(gw: TestGateway) {
  // Several at once, so the pool holds more than one connection.
  const results = await Promise.all(
    Array.from({ length: 6 }, (_, i) => (i % 2 ? gw.rest('GET', `/decedent/${OPI.eleanor}`) : gw.gql(DECEDENT, { opi: OPI.eleanor }))),
  );
  for (const r of results) expect(r.status).toBe(200);
}

/** The first request after the outage may fail cleanly once; after a short wait the next must succeed. */
async function recovers(gw: TestGateway) {
  const first = await gw.rest('GET', `/decedent/${OPI.eleanor}`);
  if (first.status !== 200) {
    expect(first.status).toBeGreaterThanOrEqual(500);
    expectNoInternals(first.text);
    await new Promise((r) => setTimeout(r, 500));
    expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}`));
  }
  await exercise(gw);
  expect(gqlData(await gw.gql(DECEDENT, { opi: OPI.eleanor }))).toEqual({ decedent: { opi: OPI.eleanor } });
  const health = await fetch(`${gw.url}/healthz`);
  expect(health.status).toBe(200);
}

/** A request's answer while the database is away: 503, Retry-After, the generic message, no internals. */
function expectUnavailableRest(r: RestResponse) {
  expect(r.status).toBe(503);
  expect(r.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(r.body).toEqual({ message: MESSAGES.genericError, code: 'SERVICE_UNAVAILABLE', errors: [MESSAGES.genericError] });
  expectNoInternals(r.text);
}
function expectUnavailableGql(r: GqlResponse) {
  expect(r.status).toBe(503);
  expect(r.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(r.body.errors?.[0]).toMatchObject({ message: MESSAGES.genericError, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  expectNoInternals(JSON.stringify(r.body));
}

/** Polls until found answers true (each call is a request: no fixed sleeps); ms only turns a state that never comes into a message. */
async function until(found: () => Promise<boolean> | boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await found())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a PostgreSQL outage', { timeout: 180_000 }, () => {
  let pg: TestPostgres;
  let gw: TestGateway;
  beforeAll(async () => {
    pg = await startEmbeddedPostgres('memorial-restart');
    gw = await startTestGateway({ server: { adminUrl: pg.adminUrl } });
  }, 180_000);
  afterAll(async () => {
    await gw?.stop();
    await pg?.stop();
  });

  it('every door answers 503 with Retry-After while it is down; the gateway is back within 5 s of its return', async () => {
    await exercise(gw);
    const arranger = await gw.login(DEMO.arranger, 'arranger');
    await pg.halt();

    // Anonymous and signed-in (the session check itself reads the database), both doors.
    expectUnavailableRest(await gw.rest('GET', `/decedent/${OPI.eleanor}`));
    expectUnavailableRest(await gw.rest('GET', `/decedent/${OPI.eleanor}`, undefined, arranger));
    expectUnavailableGql(await gw.gql(DECEDENT, { opi: OPI.eleanor }));
    expectUnavailableGql(await gw.gql(DECEDENT, { opi: OPI.eleanor }, arranger));
    const health = await fetch(`${gw.url}/healthz`);
    expect(health.status).toBe(503);

    await pg.resume();
    const back = Date.now();
    await until(async () => (await gw.rest('GET', `/decedent/${OPI.eleanor}`)).status === 200, 'the first answer after the restart');
    await until(async () => (await fetch(`${gw.url}/healthz`)).status === 200, '/healthz after the restart');
    // Its own listening connection (ended sessions) is back as well: live events flow again.
    await until(() => gw.gateway.events.stats().connected, 'the event bus after the restart');
    const recoveredMs = Date.now() - back;
    console.log(
      `outage: REST, GraphQL and /healthz answered 503 while down; REST, GraphQL, /healthz and the event bus recovered ${recoveredMs} ms after PostgreSQL was back`,
    );
    expect(recoveredMs).toBeLessThan(5000);
    await recovers(gw);
  });

  it('loses no acknowledged write when PostgreSQL stops under a write load', async () => {
    const arranger = await gw.login(DEMO.arranger, 'arranger');
    // The family shares on its own page once it accepted the policy.
    gqlData(await gw.gql('mutation ($opi: String!) { acceptPolicy(opi: $opi) { haveAcceptPolicy } }', { opi: OPI.eleanor }, arranger));
    const run = Date.now().toString(36);
    const acknowledged: string[] = [];
    const refused = new Map<number, number>();
    let sent = 0;
    let stop = false;
    const others: string[] = [];
    const record = (status: number, title: string, retryAfter: string | null, body: unknown) => {
      if (status >= 200 && status < 300) acknowledged.push(title);
      else {
        if (status !== 503) others.push(`${status} ${JSON.stringify(body)}`);
        refused.set(status, (refused.get(status) ?? 0) + 1);
        if (status === 503) expect(retryAfter).toBe(String(RETRY_AFTER_SECONDS));
      }
    };
    // Eight writers, half through REST and half through GraphQL, each sharing memories one after another.
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const title = `load ${run} ${w}-${i}`;
        sent++;
        if (w % 2) {
          const r = await gw.rest('POST', `/memories/${OPI.eleanor}`, { ...SHARE_REST, title }, arranger);
          record(r.status, title, r.headers.get('retry-after'), r.body);
        } else {
          const r = await gw.gql(SHARE_GQL, { opi: OPI.eleanor, input: { ...SHARE_GQL_INPUT, title } }, arranger);
          // A GraphQL error answered 200 is not the database being away: counted as 500, it fails the test below.
          record(r.body.data?.shareMemory ? 200 : r.status === 200 ? 500 : r.status, title, r.headers.get('retry-after'), r.body);
        }
        // A writer whose request failed waits a moment, as a client honouring Retry-After would (shortened here).
        if (refused.size) await new Promise((r) => setTimeout(r, 20));
      }
    });

    await until(() => acknowledged.length >= 40, '40 writes acknowledged before the outage');
    await pg.halt();
    const ackedBefore = acknowledged.length;
    const refusedAtStop = [...refused.values()].reduce((a, b) => a + b, 0);
    await until(() => [...refused.values()].reduce((a, b) => a + b, 0) >= refusedAtStop + 20, '20 writes refused while it is down');
    await pg.resume();
    const back = Date.now();
    const ackedWhileDown = acknowledged.length;
    await until(() => acknowledged.length > ackedWhileDown, 'a write acknowledged after the restart');
    const firstWriteMs = Date.now() - back;
    await until(() => acknowledged.length >= ackedWhileDown + 40, '40 more writes acknowledged after the restart');
    stop = true;
    await Promise.all(writers);

    const rows = await gw.sql<{ title: string }>('select title from memory where title like $1', [`load ${run} %`]);
    const stored = new Set(rows.map((r) => r.title));
    const lost = acknowledged.filter((t) => !stored.has(t));
    console.log(
      `write load: ${sent} sent, ${acknowledged.length} acknowledged (${ackedBefore} before the stop), refused ${JSON.stringify(Object.fromEntries(refused))}, ` +
        `${rows.length} rows stored, ${lost.length} acknowledged rows lost; first write ${firstWriteMs} ms after PostgreSQL was back`,
    );
    expect(lost).toEqual([]);
    // Every refusal was the database being away, never an internal error; every row stored once.
    expect(others).toEqual([]);
    expect(rows.length).toBe(stored.size);
    expect(firstWriteMs).toBeLessThan(5000);
  });

  it('the event bus retries at a bounded rate while it is down and delivers again once it is back', async () => {
    const bus = pgEventBus(gw.databaseUrl, createLogger('silent'));
    try {
      const events = bus.subscribe<{ n: number }>('outage_probe');
      const first = events.next();
      await until(() => bus.stats().connected, 'the bus listening');
      await withClient(gw.databaseUrl, (c) => c.query(`select pg_notify('outage_probe', '{"n":1}')`));
      expect((await first).value).toEqual({ n: 1 });

      await pg.halt();
      await until(() => !bus.stats().connected, 'the bus noticing the stop');
      // The measure itself is attempts over a span of time: 8 s of outage.
      const start = bus.stats().attempts;
      const windowMs = 8000;
      await new Promise((r) => setTimeout(r, windowMs));
      const attempts = bus.stats().attempts - start;
      console.log(`event bus: ${attempts} connection attempts in ${windowMs} ms while PostgreSQL was down`);
      // 250 ms doubling to 3 s, each wait at least half its ceiling (0.125 + 0.25 + 0.5 + 1 s, then 1.5 s each): at most 9 attempts in 8 s.
      expect(attempts).toBeGreaterThan(0);
      expect(attempts).toBeLessThanOrEqual(RECONNECT_BOUND);

      await pg.resume();
      const back = Date.now();
      const next = events.next();
      let delivered = false;
      void next.then(() => {
        delivered = true;
      });
      // Events published while nobody listens are gone; publish until one arrives.
      await until(async () => {
        await withClient(gw.databaseUrl, (c) => c.query(`select pg_notify('outage_probe', '{"n":2}')`)).catch(() => undefined);
        await new Promise((r) => setTimeout(r, 50));
        return delivered;
      }, 'an event delivered after the restart');
      const resumedMs = Date.now() - back;
      console.log(`event bus: delivering again ${resumedMs} ms after PostgreSQL was back`);
      expect((await next).value).toEqual({ n: 2 });
      expect(resumedMs).toBeLessThan(5000);
    } finally {
      await bus.close();
    }
  });
});

describe('connections killed by the server', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw?.stop());

  it('the pool replaces them and the next request succeeds', async () => {
    await exercise(gw);
    const database = new URL(gw.databaseUrl).pathname.slice(1);
    const killed = await withClient(
      gw.adminUrl,
      async (c) =>
        (
          await c.query(
            'select pg_terminate_backend(pid, 5000) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [database],
          )
        ).rows,
    );
    expect(killed.length).toBeGreaterThan(0);
    await recovers(gw);
  });
});
