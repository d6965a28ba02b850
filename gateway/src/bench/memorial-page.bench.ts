import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { ROOT_DIR, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { bootGateway } from '../boot.js';
import { freePort, spawnGateway, spawnScript, table, tempDataDir, type ChildGateway } from './harness.js';
import { call, loadAlternating, type HttpCall } from './load.js';
import { SERVER_USE_HEADER, serverUse } from './arrangements.bench.js';

const OPI = 'CS-1000-0001';
const TIMEZONE = 'America/New_York';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/**
 * The query the public memorial page sends for its first screen, with every fragment, as the
 * web client sends it: read from the generated client documents (web/src/gql/graphql.ts), so
 * this measures what the page asks for today, not a copy that may drift.
 */
export function memorialPageQuery(): string {
  const source = fs.readFileSync(path.join(ROOT_DIR, 'web/src/gql/graphql.ts'), 'utf8');
  const m = /export const MemorialPageDocument = (\{.*?\}) as unknown as DocumentNode/.exec(source);
  if (!m) throw new Error('MemorialPageDocument not found in web/src/gql/graphql.ts (run npm run codegen)');
  return print(JSON.parse(m[1]!) as DocumentNode);
}

/** A visitor's variables for the page (no token: `me` is not asked). */
export const memorialPageVariables = (opi: string) => ({ opi, signedIn: false, timezone: TIMEZONE });

/** Gives the decedent `memories` approved memories (each with a stored photo and a video link) and `events` public events, half of them past. */
export async function fillPage(
  execute: (sql: string, params?: unknown[]) => Promise<unknown>,
  opi: string,
  memories: number,
  events: number,
) {
  const decedent = `(select id from decedent where opi = '${opi}')`;
  await execute(`delete from memory where decedent_id = ${decedent}`);
  await execute(`delete from decedent_event where decedent_id = ${decedent}`);
  await execute(`insert into memory (decedent_id, title, memory, memory_type, status, date_of_memory, memory_by_person_first_name, memory_by_person_last_name, person_email, relationship)
    select ${decedent}, 'Memory ' || i, '<p>A memory of the bench.</p>', 1 + i % 8, 'Accepted', date '1990-01-01' + i, 'Ruth', 'Lindqvist', 'ruth@example.com', 1 + i % 47
    from generate_series(1, ${memories}) i`);
  // A stored photo (its URL signed for each answer, as a real page's are) and a video link (sent as it is).
  await execute(`insert into memory_file (memory_id, file_type, src, original_url, is_link)
    select m.id, f.kind,
      case f.kind when 'Image' then '/media/memories/bench-' || m.id || '.jpg' else 'https://www.youtube.com/watch?v=bench' || m.id end,
      case f.kind when 'Image' then '/media/memories/bench-' || m.id || '-original.jpg' else 'https://www.youtube.com/watch?v=bench' || m.id end, f.kind = 'Video'
    from memory m cross join (values ('Image'), ('Video')) f(kind) where m.decedent_id = ${decedent}`);
  await execute(`insert into decedent_event (decedent_id, event_name, location_name, location_address_obj, service_date, beginning_time, ending_time, time_zone, starts_at, url)
    select ${decedent}, 'Visitation ' || i, 'Chapel of Peace', '{"line1":"1 Main St","city":"Springfield","state":"IL","zipcode":"62701","country":"US"}',
      current_date + (i - ${Math.floor(events / 2)}), '10:00', '12:00', '${TIMEZONE}', (current_date + (i - ${Math.floor(events / 2)}))::timestamp at time zone '${TIMEZONE}' + interval '10 hours', 'https://example.com/live'
    from generate_series(1, ${events}) i`);
}

/** (e) The public memorial page's first screen for a visitor: SQL statements by size, then GraphQL against a one-statement floor under load. */
export async function memorialPage(opts: { seconds?: number; connections?: number; warmSeconds?: number; rounds?: number } = {}) {
  if (process.env['BENCH_WARM_SECONDS']) opts = { ...opts, warmSeconds: Number(process.env['BENCH_WARM_SECONDS']) };
  const { seconds = 5, connections = 16, warmSeconds = 3, rounds = 3 } = opts;
  const dataDir = tempDataDir('memorial');
  const measuredDir = tempDataDir('memorial-measured');
  let counting = false;
  let statements = 0;
  const config = loadConfig({
    ...process.env,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JWT_SECRET,
  });
  // As the summary's bench: statements counted here, the load measured on a gateway and a floor in their own processes.
  const gateway = await bootGateway(config, createLogger('silent'), {
    seed: true,
    onQuery: () => {
      if (counting) statements++;
    },
  });
  const base = gateway.url.replace('localhost', '127.0.0.1');
  const execute = (sql: string, params: unknown[] = []) => gateway.orm.em.getConnection().execute(sql, params);
  let measured: ChildGateway | undefined;
  let floor: ChildGateway | undefined;
  try {
    floor = await spawnScript('floor.js', { DATABASE_URL: gateway.db.clientUrl, JWT_SECRET: JWT_SECRET });
    const floorStatements = async () =>
      ((await (await fetch(`${floor!.url}/floor/statements`)).json()) as { statements: number }).statements;
    const graphqlScreen: HttpCall[] = [
      { method: 'POST', path: '/graphql', body: JSON.stringify({ query: memorialPageQuery(), variables: memorialPageVariables(OPI) }) },
    ];
    const floorScreen: HttpCall[] = [{ method: 'GET', path: `/floor/memorial-page/${OPI}?timezone=${encodeURIComponent(TIMEZONE)}` }];
    const once = async (b: string, screen: HttpCall[]) => {
      const r = await call(new http.Agent({ keepAlive: false }), new URL(b), screen[0]!);
      const body = JSON.parse(r.body) as { errors?: unknown; data?: { memories: unknown[] } };
      if (r.status !== 200 || body.errors) throw new Error(`${screen[0]!.path} answered ${r.status}: ${r.body.slice(0, 300)}`);
      return body.data!.memories.length;
    };

    const sizes: Array<Array<string | number>> = [];
    for (const [memories, events] of [
      [10, 2],
      [100, 10],
      [1000, 40],
    ] as const) {
      await fillPage(execute, OPI, memories, events);
      await once(base, graphqlScreen); // a first request may prepare what later ones reuse
      // The fewest of three: the counting gateway's background jobs can only add statements to a request they overlap.
      const counts: number[] = [];
      let returned = 0;
      for (let i = 0; i < 3; i++) {
        statements = 0;
        counting = true;
        returned = await once(base, graphqlScreen);
        counting = false;
        counts.push(statements);
      }
      const floorBefore = await floorStatements();
      await once(floor.url, floorScreen);
      sizes.push([memories, events, returned, Math.min(...counts), (await floorStatements()) - floorBefore]);
    }
    table(
      `(e1) SQL statements of the public memorial page's first screen (MemorialPage query, a visitor), by size (each memory with two files)`,
      ['memories', 'events', 'memories returned', 'GraphQL SQL statements', 'floor SQL statements'],
      sizes,
    );

    fs.copyFileSync(path.join(dataDir, 'ssn-key'), path.join(measuredDir, 'ssn-key'));
    measured = await spawnGateway({
      PORT: String(await freePort()),
      DATABASE_URL: gateway.db.clientUrl,
      DATA_DIR: measuredDir,
      MEDIA_DIR: config.mediaDir,
      JWT_SECRET: JWT_SECRET,
      SEED_DEMO: 'false',
    });
    const variants = [
      { name: 'GraphQL MemorialPage (as the web client asks)', base: measured.url, pid: measured.pid, screen: graphqlScreen },
      { name: 'hand-written single SQL (floor, bench only)', base: floor.url, pid: floor.pid, screen: floorScreen },
    ];
    const { results, ratio } = await loadAlternating(variants, connections, seconds, warmSeconds, rounds);
    const rows = results.map((r, i) => [
      variants[i]!.name,
      r.perSecond.toFixed(0),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.requestP99.toFixed(1),
      r.errors,
      ...serverUse(r),
    ]);
    table(
      `(e2) Public memorial page, first screen for a visitor (1,000 memories, 100 a page; 40 events), ${connections} connections, ${rounds} rounds taken in turns, ${seconds} s each after ${warmSeconds} s of warm-up (the median round)`,
      ['variant', 'requests/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', ...SERVER_USE_HEADER],
      rows,
    );
    console.log(
      `ratio (median of the rounds): GraphQL / floor = ${ratio(0, 1, (r) => r.perSecond).toFixed(2)}x requests/s (target >= 0.50); p50 GraphQL / floor = ${ratio(0, 1, (r) => r.p50).toFixed(2)}`,
    );
  } finally {
    await measured?.stop();
    await floor?.stop();
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(measuredDir, { recursive: true, force: true });
  }
}
