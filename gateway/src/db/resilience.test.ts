import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { startEmbeddedPostgres, withClient, type TestPostgres } from '../test/postgres.js';
import { expectNoInternals, expectRestSuccess, gqlData } from '../test/expect.js';

/**
 * The gateway outlives its database connections: a PostgreSQL restart (its
 * own embedded server here, stopped and started again) and connections killed
 * by the server. Requests while the database is away fail cleanly; the next
 * ones succeed; the process does not crash (an unhandled 'error' event would
 * fail this run).
 */

const DECEDENT = 'query ($opi: String!) { decedent(opi: $opi) { opi } }';

async function exercise(gw: TestGateway) {
  // Several at once, so the pool holds more than one connection.
  const results = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? gw.rest('GET', `/decedent/${OPI.eleanor}`) : gw.gql(DECEDENT, { opi: OPI.eleanor }))));
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

describe('a PostgreSQL restart', () => {
  let pg: TestPostgres;
  let gw: TestGateway;
  beforeAll(async () => {
    pg = await startEmbeddedPostgres('memorial-restart');
    gw = await startTestGateway({ server: { adminUrl: pg.adminUrl } });
  });
  afterAll(async () => {
    await gw?.stop();
    await pg?.stop();
  });

  it('requests while it is down fail cleanly; after it is back they succeed', async () => {
    await exercise(gw);
    await pg.halt();

    const rest = await gw.rest('GET', `/decedent/${OPI.eleanor}`);
    expect(rest.status).toBe(500);
    expect(rest.body).toEqual({ message: expect.any(String), code: 'INTERNAL_SERVER_ERROR', errors: [expect.any(String)] });
    expectNoInternals(rest.text);
    const graph = await gw.gql(DECEDENT, { opi: OPI.eleanor });
    expect(graph.body.errors?.[0]?.extensions?.['code']).toBe('INTERNAL_SERVER_ERROR');
    expectNoInternals(JSON.stringify(graph.body));
    const health = await fetch(`${gw.url}/healthz`);
    expect(health.status).toBe(503);

    await pg.resume();
    await recovers(gw);
  });
});

describe('connections killed by the server', () => {
  let gw: TestGateway;
  beforeAll(async () => { gw = await startTestGateway(); });
  afterAll(() => gw?.stop());

  it('the pool replaces them and the next request succeeds', async () => {
    await exercise(gw);
    const database = new URL(gw.databaseUrl).pathname.slice(1);
    const killed = await withClient(gw.adminUrl, async (c) => (await c.query(
      'select pg_terminate_backend(pid, 5000) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])).rows);
    expect(killed.length).toBeGreaterThan(0);
    await recovers(gw);
  });
});
