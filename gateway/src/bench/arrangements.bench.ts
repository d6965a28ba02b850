import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { bootGateway } from '../boot.js';
import { seedScale } from '../seed/seed-scale.js';
import { Decedent } from '../modules/decedent/decedent.entity.js';
import { NextOfKin } from '../modules/certificate/certificate.entity.js';
import { ProgramCard } from '../modules/program/program.entity.js';
import { FuneralService, ServiceInterest } from '../modules/offer/offer.entity.js';
import { User } from '../modules/identity/user.entity.js';
import { Memory } from '../modules/memory/memory.entity.js';
import { freePort, login, spawnGateway, spawnScript, table, tempDataDir, type ChildGateway } from './harness.js';
import { call, loadAlternating, type HttpCall, type LoadResult, type ServerUse } from './load.js';
import http from 'node:http';

const OPI = 'CS-1000-0001';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** The arrangements screen as the web client asks for it: one GraphQL query. */
const SUMMARY_QUERY = `query ArrangementSummary($opi: String!) { arrangementSummary(opi: $opi) {
  decedent { id opi prefix firstName middleName lastName dateOfBirth dateOfDeath isFreeze obituaryIsLocked prayerStatus programStatus isPrivate }
  haveAcceptPolicy obituary { obituary displayName description }
  steps { key step title badge route external isLocked isStarted isComplete progress lastEditedBy lastEditedAt }
  services { id name description imageUrl isInterested note } } }`;

export async function arrangementSummary(
  opts: { scale?: number; seconds?: number; connections?: number; warmSeconds?: number; rounds?: number } = {},
) {
  if (process.env['BENCH_SCALE']) opts = { ...opts, scale: Number(process.env['BENCH_SCALE']) };
  // Each variant is warmed up under the same load before it is measured (BENCH_WARM_SECONDS=0: the first
  // variant measured right after seeding, while its code is still being compiled, as this bench did first).
  if (process.env['BENCH_WARM_SECONDS']) opts = { ...opts, warmSeconds: Number(process.env['BENCH_WARM_SECONDS']) };
  const { scale = 2000, seconds = 5, connections = 16, warmSeconds = 3, rounds = 3 } = opts;
  const dataDir = tempDataDir('summary');
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
  // This process seeds and counts statements (BootOptions.onQuery) on a gateway of its own; the load is measured
  // on a second gateway in its own process on the same database, the floor in a third, the clients in a fourth.
  const gateway = await bootGateway(config, createLogger('silent'), {
    seed: true,
    onQuery: () => {
      if (counting) statements++;
    },
  });
  const base = gateway.url.replace('localhost', '127.0.0.1');
  const measuredDir = tempDataDir('summary-measured');
  let measured: ChildGateway | undefined;
  let floorServer: ChildGateway | undefined;
  try {
    console.log(`\nSeeding ${scale} decedents (seed --scale) ...`);
    await seedScale(gateway.orm, scale);
    // The screen's decedent gets many memories and next of kin, which the summary must not pay for.
    const em = gateway.orm.em.fork();
    const decedent = await em.findOneOrFail(Decedent, { opi: OPI });
    for (let i = 0; i < 500; i++)
      em.create(Memory, {
        decedent,
        title: `M${i}`,
        memory: '<p>x</p>',
        memoryType: 1,
        dateOfMemory: '2020-01-01',
        status: 'Accepted',
        memoryByPersonFirstName: 'A',
        memoryByPersonLastName: 'B',
        personEmail: 'a@b.co',
      });
    for (let i = 0; i < 20; i++) em.create(NextOfKin, { decedent, data: { firstName: `Kin ${i}` } });
    // What it does read: every service answered, and both cards (the demo data has the prayer card).
    const staff = await em.findOneOrFail(User, { email: 'staff@demo.test' });
    for (const service of await em.find(FuneralService, {}))
      em.create(ServiceInterest, { decedent, service, isInterested: service.id % 2 === 0, note: 'Bench' });
    em.create(ProgramCard, { decedent, templateId: 2, templateName: 'Classic Blue', fileUrl: '/media/bench.docx', updatedBy: staff });
    await em.flush();

    fs.copyFileSync(path.join(dataDir, 'ssn-key'), path.join(measuredDir, 'ssn-key'));
    measured = await spawnGateway({
      PORT: String(await freePort()),
      DATABASE_URL: gateway.db.clientUrl,
      DATA_DIR: measuredDir,
      MEDIA_DIR: config.mediaDir,
      JWT_SECRET,
      SEED_DEMO: 'false',
    });
    floorServer = await spawnScript('floor.js', { DATABASE_URL: gateway.db.clientUrl, JWT_SECRET });
    const floorStatements = async () =>
      ((await (await fetch(`${floorServer!.url}/floor/statements`)).json()) as { statements: number }).statements;

    const token = await login(base, 'arranger@demo.test', 'arranger');
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${base}/api/v1/decedent/${OPI}/accept`, { headers: auth });
    const graphqlScreen: HttpCall[] = [
      { method: 'POST', path: '/graphql', headers: auth, body: JSON.stringify({ query: SUMMARY_QUERY, variables: { opi: OPI } }) },
    ];
    const legacyScreen: HttpCall[] = [
      { method: 'GET', path: `/api/v1/decedent/opi/${OPI}`, headers: auth },
      { method: 'GET', path: `/api/v1/obituary/${OPI}`, headers: auth },
      { method: 'GET', path: `/api/v1/decedent/${OPI}/info`, headers: auth },
      { method: 'GET', path: `/api/v1/services/${OPI}`, headers: auth },
    ];
    const floorScreen: HttpCall[] = [{ method: 'GET', path: `/floor/arrangement-summary/${OPI}`, headers: auth }];

    /** The SQL statements of one screen, sent once, counted where each variant sends them. */
    // The counting gateway's background jobs (the reminder scan, the sweeps) can only add statements to a
    // screen they overlap: the fewest of three is the screen's own.
    const countStatements = async (b: string, screen: HttpCall[]) => {
      const agent = new http.Agent({ keepAlive: false });
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const floorBefore = await floorStatements();
        statements = 0;
        counting = true;
        for (const c of screen) await call(agent, new URL(b), c);
        counting = false;
        counts.push(statements + (await floorStatements()) - floorBefore);
      }
      return Math.min(...counts);
    };
    const variants = [
      { name: 'GraphQL arrangementSummary', counted: base, base: measured.url, pid: measured.pid, screen: graphqlScreen },
      { name: 'legacy REST sequence (one after another)', counted: base, base: measured.url, pid: measured.pid, screen: legacyScreen },
      {
        name: 'hand-written single SQL (floor, bench only)',
        counted: floorServer.url,
        base: floorServer.url,
        pid: floorServer.pid,
        screen: floorScreen,
      },
    ];
    const sqlPerScreen: number[] = [];
    for (const v of variants) {
      gateway.orm.config.getLogger().setDebugMode(['query']);
      sqlPerScreen.push(await countStatements(v.counted, [...v.screen]));
      gateway.orm.config.getLogger().setDebugMode(false);
    }
    const { results, ratio } = await loadAlternating(variants, connections, seconds, warmSeconds, rounds);
    const sqlPerRequest = variants.map((v, i) => sqlPerScreen[i]! / v.screen.length);
    const rows = results.map((r, i) => [
      variants[i]!.name,
      variants[i]!.screen.length,
      r.perSecond.toFixed(0),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.requestsPerSecond.toFixed(0),
      r.requestP50.toFixed(1),
      r.requestP95.toFixed(1),
      r.requestP99.toFixed(1),
      sqlPerScreen[i]!,
      Number.isInteger(sqlPerRequest[i]) ? sqlPerRequest[i]! : sqlPerRequest[i]!.toFixed(2),
      r.errors,
      ...serverUse(r),
    ]);
    const [GQL, REST, FLOOR] = [0, 1, 2];
    table(
      `(d) Arrangement summary screen, ${scale} seeded decedents, ${connections} connections, ${rounds} rounds taken in turns, ${seconds} s each after ${warmSeconds} s of warm-up (the median round)`,
      [
        'variant',
        'requests/screen',
        'screens/s',
        'screen p50 ms',
        'screen p95 ms',
        'requests/s',
        'request p50 ms',
        'request p95 ms',
        'request p99 ms',
        'SQL/screen',
        'SQL/request',
        'errors',
        ...SERVER_USE_HEADER,
      ],
      rows,
    );
    // Ratios of throughput and latency: the median of the rounds' (loadAlternating); of SQL statements: counted once.
    const x = (a: number, b: number, figure: (r: LoadResult) => number) => ratio(a, b, figure).toFixed(2);
    const sql = (a: number, b: number, per: number[]) => (per[a]! / per[b]!).toFixed(2);
    const screens = (r: LoadResult) => r.perSecond;
    const requests = (r: LoadResult) => r.requestsPerSecond;
    console.log(
      `ratios per screen:  GraphQL / legacy REST = ${x(GQL, REST, screens)}x screens/s; GraphQL / floor = ${x(GQL, FLOOR, screens)}; legacy REST / floor = ${x(REST, FLOOR, screens)}; SQL statements GraphQL / legacy REST = ${sql(GQL, REST, sqlPerScreen)}, GraphQL / floor = ${sql(GQL, FLOOR, sqlPerScreen)}`,
    );
    console.log(
      `targets: GraphQL / floor screens/s = ${x(GQL, FLOOR, screens)} (>= 0.60); GraphQL p50 / legacy REST screen p50 = ${x(GQL, REST, (r) => r.p50)} (<= 0.25); GraphQL SQL/screen = ${sqlPerScreen[GQL]} (<= 5); gateway peak RSS ${(results[GQL]!.rssPeak / 2 ** 20).toFixed(0)} MB (< 250)`,
    );
    console.log(
      `ratios per request: GraphQL / legacy REST = ${x(GQL, REST, requests)}x requests/s; GraphQL / floor = ${x(GQL, FLOOR, requests)}; legacy REST / floor = ${x(REST, FLOOR, requests)}; SQL statements GraphQL / legacy REST = ${sql(GQL, REST, sqlPerRequest)}, GraphQL / floor = ${sql(GQL, FLOOR, sqlPerRequest)}`,
    );
  } finally {
    await measured?.stop();
    await floorServer?.stop();
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(measuredDir, { recursive: true, force: true });
  }
}

/** The columns of what the measured server (its own process: the gateway or the floor) and PostgreSQL behind it used under load. */
export const SERVER_USE_HEADER = [
  'server CPU s',
  'server CPU % of a core',
  'server CPU ms/request',
  'PostgreSQL CPU ms/request',
  'server RSS peak MB',
];
export const serverUse = (r: LoadResult & ServerUse) => [
  r.cpuSeconds.toFixed(1),
  (r.cpuShare * 100).toFixed(0),
  ((r.cpuSeconds * 1000) / r.requests).toFixed(2),
  ((r.dbCpuSeconds * 1000) / r.requests).toFixed(2),
  (r.rssPeak / 2 ** 20).toFixed(0),
];
