import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootGateway, type Gateway } from '../../boot.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { DEMO, OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { Q } from '../../test/memories.js';
import { fillPage, memorialPageQuery, memorialPageVariables } from '../../bench/memorial-page.bench.js';

/**
 * The public memory list runs a fixed number of SQL statements whatever the
 * number of memories: files, decedents and visibility are loaded in batches,
 * never one statement per memory. Counted on a second gateway on this file's
 * database that reports every statement (BootOptions.onQuery), through the
 * GraphQL memories query and REST GET /memories/{opi}/list, for a visitor and
 * for the family (who may see the contact details).
 */

let gw: TestGateway;
let counting: Gateway;
let dataDir: string;
let statements: string[] | undefined;
let arranger: string;

beforeAll(async () => {
  gw = await startTestGateway();
  arranger = await gw.login(DEMO.arranger, 'arranger');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-gw-count-'));
  const config = loadConfig({
    DATABASE_URL: gw.databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    MEDIA_DIR: gw.config.MEDIA_DIR,
  });
  counting = await bootGateway(config, createLogger('silent'), {
    mailer: { send: async () => {} },
    seed: false,
    onQuery: (sql) => statements?.push(sql),
  });
});
afterAll(async () => {
  await counting?.stop();
  await gw?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The statements one request runs on the counting gateway, and the memories it answered. */
async function statementsOf(
  request: () => Promise<Response>,
  pick: (body: { data: { memories: unknown[] } }) => unknown[],
): Promise<{ statements: number; memories: number }> {
  statements = [];
  const res = await request();
  const body = (await res.json()) as { errors?: unknown; data: { memories: unknown[] } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.errors).toBeUndefined();
  const seen = statements;
  statements = undefined;
  return { statements: seen.length, memories: pick(body).length };
}

const base = () => counting.url.replace('localhost', '127.0.0.1');
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const viaGraphql = (token?: string) => () =>
  fetch(`${base()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(token) },
    body: JSON.stringify({ query: Q.memories, variables: { opi: OPI.eleanor } }),
  });
const viaRest = (token?: string) => () => fetch(`${base()}/api/v1/memories/${OPI.eleanor}/list`, { headers: auth(token) });

async function measure() {
  const out: Record<string, { statements: number; memories: number }> = {};
  for (const [name, token] of [
    ['visitor', undefined],
    ['family', arranger],
  ] as const) {
    out[`graphql ${name}`] = await statementsOf(viaGraphql(token), (b) => b.data.memories);
    out[`rest ${name}`] = await statementsOf(viaRest(token), (b) => b.data.memories);
  }
  return out;
}

type Measurement = Record<string, { statements: number; memories: number }>;
function fewest(...runs: Measurement[]): Measurement {
  for (const run of runs.slice(1))
    expect(Object.fromEntries(Object.entries(run).map(([k, v]) => [k, v.memories]))).toEqual(
      Object.fromEntries(Object.entries(runs[0]!).map(([k, v]) => [k, v.memories])),
    );
  return Object.fromEntries(
    Object.keys(runs[0]!).map((k) => [k, { memories: runs[0]![k]!.memories, statements: Math.min(...runs.map((r) => r[k]!.statements)) }]),
  );
}

/** Brings the decedent to `total` approved memories (newest dates last added), each with two files, one a video link. */
async function memoriesUpTo(total: number) {
  const eleanor = `(select id from decedent where opi = '${OPI.eleanor}')`;
  const { n } = (await gw.sql<{ n: number }>(`select count(*)::int as n from memory where decedent_id = ${eleanor}`))[0]!;
  await gw.sql(
    `insert into memory (decedent_id, title, memory, memory_type, status, date_of_memory, memory_by_person_first_name, memory_by_person_last_name, person_email, relationship, memory_by_person_id)
    select ${eleanor}, 'Memory ' || i, '<p>x</p>', 1 + i % 8, 'Accepted', date '1990-01-01' + i, 'Ruth', 'Lindqvist', 'ruth@example.com', 1 + i % 47,
      case when i % 2 = 0 then (select id from app_user where email = $1) end
    from generate_series($2::int + 1, $3::int) i`,
    [DEMO.arranger, n, total],
  );
  await gw.sql(`insert into memory_file (memory_id, file_type, src, original_url, is_link)
    select m.id, f.kind, '/media/x' || m.id || '.' || f.kind, '/media/x' || m.id, f.kind = 'Video'
    from memory m cross join (values ('Image'), ('Video')) f(kind)
    where m.decedent_id = ${eleanor} and not exists (select 1 from memory_file mf where mf.memory_id = m.id)`);
  expect((await gw.sql(`select count(*)::int as n from memory where decedent_id = ${eleanor}`))[0].n).toBe(total);
}

describe('SQL statements per public memory list request', () => {
  it('are as many with 10, 100 and 1,000 memories (each with two files), through GraphQL and REST, for a visitor and the family', async () => {
    await gw.sql(`delete from memory where decedent_id = (select id from decedent where opi = '${OPI.eleanor}')`);
    const counts: Record<number, Record<string, { statements: number; memories: number }>> = {};
    for (const size of [10, 100, 1000]) {
      await memoriesUpTo(size);
      // Once to warm up (a first request may prepare what later ones reuse), then measured three times. The gateway's
      // background jobs (the reminder scan each minute, the sweeps) run on the same ORM and can only add statements
      // to a measurement they overlap: the fewest of three is the request's own.
      await measure();
      counts[size] = fewest(await measure(), await measure(), await measure());
    }
    const statementsAt = (size: number) => Object.fromEntries(Object.entries(counts[size]!).map(([k, v]) => [k, v.statements]));
    const returnedAt = (size: number) => Object.values(counts[size]!).map((v) => v.memories);
    // The page is 100 memories: all of them up to 100, then one page.
    expect(returnedAt(10)).toEqual([10, 10, 10, 10]);
    expect(returnedAt(100)).toEqual([100, 100, 100, 100]);
    expect(returnedAt(1000)).toEqual([100, 100, 100, 100]);
    expect(statementsAt(100)).toEqual(statementsAt(10));
    expect(statementsAt(1000)).toEqual(statementsAt(10));
    // As measured: a visitor 1 (the decedent, which decides the visibility, with the page of memories and their files; each
    // memory's opi is the decedent already read); the family 3 (its session; the decedent with the family's flags, which decide
    // whether hidden memories are shown; then the page of memories).
    expect(statementsAt(1000)).toEqual({ 'graphql visitor': 1, 'rest visitor': 1, 'graphql family': 3, 'rest family': 3 });
  });
});

/**
 * The public memorial page's first screen (the MemorialPage query as the web client sends it, with every fragment:
 * the decedent, its memories and its events) runs a pinned number of statements whatever the number of
 * memories, their files and the events: `npm run bench -- memorial-page` measures the same query under load.
 */
describe('SQL statements of the public memorial page query', () => {
  const page = (token?: string) => () =>
    fetch(`${base()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(token) },
      body: JSON.stringify({ query: memorialPageQuery(), variables: { ...memorialPageVariables(OPI.eleanor), signedIn: !!token } }),
    });
  const measurePage = async () => ({
    visitor: await statementsOf(page(), (b) => b.data.memories),
    family: await statementsOf(page(arranger), (b) => b.data.memories),
  });

  it('are as many with 10 memories and 2 events as with 100 and 10, and 1,000 memories (two files each) and 40 events, for a visitor and the family', async () => {
    const counts: Array<Record<string, { statements: number; memories: number }>> = [];
    for (const [memories, events] of [
      [10, 2],
      [100, 10],
      [1000, 40],
    ] as const) {
      await fillPage((sql, params) => gw.sql(sql, params as unknown[]), OPI.eleanor, memories, events);
      const { n } = (
        await gw.sql<{ n: number }>(
          `select count(*)::int as n from decedent_event where decedent_id = (select id from decedent where opi = $1)`,
          [OPI.eleanor],
        )
      )[0]!;
      expect(n).toBe(events);
      await measurePage();
      counts.push(fewest(await measurePage(), await measurePage(), await measurePage()));
    }
    expect(counts.map((c) => [c['visitor']!.memories, c['family']!.memories])).toEqual([
      [10, 10],
      [100, 100],
      [100, 100],
    ]);
    const statementsOfRun = (c: Record<string, { statements: number }>) => ({
      visitor: c['visitor']!.statements,
      family: c['family']!.statements,
    });
    expect(statementsOfRun(counts[1]!)).toEqual(statementsOfRun(counts[0]!));
    expect(statementsOfRun(counts[2]!)).toEqual(statementsOfRun(counts[0]!));
    // A visitor: one, the decedent (read once for the three root fields) with its obituary, location, case count and Related
    // Profiles (with their obituaries), the page of memories with their files, and the events. The family five: its session,
    // me, the decedent with the family's flags (which decide what is shown), then the memories and the events.
    expect(statementsOfRun(counts[2]!)).toEqual({ visitor: 1, family: 5 });
  });
});
