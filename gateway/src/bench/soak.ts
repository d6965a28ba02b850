import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { ROOT_DIR, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { startDatabase, type Database } from '../db/database.js';
import { cpuSecondsOf, freePort, login, percentile, rssOf, spawnGateway, table, tempDataDir, type ChildGateway } from './harness.js';
import { SOAK_KINDS, SoakLog } from './soak-log.js';
import { SHARE_EVERY_MS, VISITOR_PAUSE_MS, liveSubscriber, moderator, sharer, visitor, type SoakTarget } from './soak-actors.js';

/** Visitors reading at once; soak pages added to the two public demo pages (shares go round-robin over all of them). */
const VISITORS = 6;
const EXTRA_PAGES = 12;
const MB = 1024 * 1024;

/** The gateway's memory at the end of a minute: RSS from /proc (and the minute's peak), V8's heap after a full collection. */
interface MemorySample {
  rss: number;
  rssPeak: number;
  heapUsed: number;
  heapTotal: number;
  /** The gateway's CPU time so far (user + system), seconds. */
  cpu: number;
}

/**
 * npm run bench -- soak [--minutes N]: N minutes (10 by default) of visitors reading, visitors sharing with solved
 * captchas, staff moderating what they share and a live subscriber hearing the approvals, against a gateway in a
 * process of its own (built as npm start runs it, on its own embedded PostgreSQL). Prints the answers by status,
 * the latencies and the gateway's memory minute by minute.
 */
export async function soak(minutes = 10) {
  const dbDir = tempDataDir('soak-db');
  const gatewayDir = tempDataDir('soak-gateway');
  const probeFile = path.join(gatewayDir, 'memory.json');
  let db: Database | undefined;
  let gateway: ChildGateway | undefined;
  try {
    // PostgreSQL in this process's care, so the bench can add pages to the database the gateway migrates and seeds.
    db = await startDatabase(
      loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dbDir, EMBEDDED_PG_PORT: String(await freePort()) }),
      createLogger('silent'),
    );
    const web = webDist(gatewayDir);
    const env = {
      DATABASE_URL: db.clientUrl,
      DATA_DIR: gatewayDir,
      WEB_DIST: web.dir,
      // The soak's visitors come from many addresses through a proxy on this machine (the clients), as in the tests.
      TRUST_PROXY: 'loopback',
      // fanout-probe.ts answers SIGUSR2 with the heap after a full collection.
      NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --import ${new URL('./fanout-probe.js', import.meta.url).href}`.trim(),
      FANOUT_PROBE_FILE: probeFile,
    };
    // A first gateway migrates and seeds (the demo photos through sharp) and stops: the soak measures a gateway that
    // boots, as a production one does, on a database that holds its data already.
    await (await spawnGateway({ ...env, PORT: String(await freePort()) })).stop();
    gateway = await spawnGateway({ ...env, PORT: String(await freePort()) });
    const warnings = gatewayWarnings(gateway);
    const pages = await addPages(db.clientUrl);
    const [moderatorToken, dashboardToken] = [
      await login(gateway.url, 'staff@demo.test', 'cl-arranger'),
      await login(gateway.url, 'admin@demo.test', 'admin'),
    ];
    const picture = await photo();
    printPlan(minutes, pages.length, web.built);
    const idle = await probeMemory(gateway.pid, probeFile);
    // The minutes of the log and of the memory samples start here, together.
    const log = new SoakLog(minutes);
    const target: SoakTarget = {
      url: gateway.url,
      pages,
      moderatorToken,
      dashboardToken,
      photo: picture,
      log,
      until: performance.now() + minutes * 60_000,
    };
    const live = liveSubscriber(target);
    const memory = sampleMemory(gateway.pid, probeFile, minutes);
    memory.catch(() => undefined); // awaited below: a failure must not end the process before the clean-up
    await Promise.all([...Array.from({ length: VISITORS }, (_, n) => visitor(target, n)), sharer(target), moderator(target)]);
    // The approvals of the last seconds reach the subscriber before it is counted.
    await new Promise((r) => setTimeout(r, 5000));
    await live.stop();
    printReport(log, idle, await memory);
    console.log(`\nThe gateway's log at warn and above: ${warnings.length} lines${warnings.length ? ', the first:' : '.'}`);
    for (const line of warnings.slice(0, 5)) console.log(`  ${line}`);
  } finally {
    await gateway?.stop();
    await db?.stop();
    fs.rmSync(dbDir, { recursive: true, force: true });
    fs.rmSync(gatewayDir, { recursive: true, force: true });
  }
}

/** The gateway's log lines at warn and above (pino's JSON on its stdout, which the harness reads only for the start). */
function gatewayWarnings(gateway: ChildGateway): string[] {
  const lines: string[] = [];
  let rest = '';
  gateway.process.stdout!.on('data', (c: Buffer) => {
    const parts = (rest + c.toString()).split('\n');
    rest = parts.pop()!;
    for (const line of parts) if (/"level":[456]\d/.test(line)) lines.push(line.slice(0, 800));
  });
  return lines;
}

/**
 * A copy of the built web app when there is one (a rebuild of web/dist during the soak emptied it for a moment, and the
 * HTML door answered 503 "not built yet"); otherwise a stand-in index.html (the door still reads the page's link preview).
 */
function webDist(gatewayDir: string): { dir: string; built: boolean } {
  const built = path.join(ROOT_DIR, 'web', 'dist');
  const dir = path.join(gatewayDir, 'web');
  if (fs.existsSync(path.join(built, 'index.html'))) {
    fs.cpSync(built, dir, { recursive: true });
    return { dir, built: true };
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Memorial</title></head><body></body></html>\n');
  return { dir, built: false };
}

/**
 * Public pages for the shares besides the demo's two (Eleanor Whitmore's first: the popular page), so that no page
 * nears its hourly allowance of shares (memoryShare.perDecedent in abuse/limits.ts).
 */
async function addPages(clientUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: clientUrl });
  await client.connect();
  try {
    await client.query(
      `insert into decedent (opi, first_name, last_name, date_of_birth, date_of_death, is_private, location_code)
       select 'CS-7000-' || lpad(i::text, 4, '0'), 'Soak', 'Page ' || i, date '1940-01-01', date '2026-01-01', false, 'CFS'
       from generate_series(1, $1::int) i`,
      [EXTRA_PAGES],
    );
    await client.query(
      `insert into obituary (decedent_id, obituary, display_name)
       select id, '<p>A page of the soak.</p>', first_name || ' ' || last_name from decedent where opi like 'CS-7000-%'`,
    );
  } finally {
    await client.end();
  }
  return ['CS-1000-0001', 'CS-0998-0417', ...Array.from({ length: EXTRA_PAGES }, (_, i) => `CS-7000-${String(i + 1).padStart(4, '0')}`)];
}

/** A visitor's photo: 1600 x 1200, noise blurred to compress like a photograph (about 0.5 MB). */
function photo(): Promise<Buffer> {
  const noise = Buffer.alloc(1600 * 1200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The gateway's memory now: RSS from /proc as it is, then (fanout-probe.ts, on SIGUSR2) its heap after a full collection. */
async function probeMemory(pid: number, probeFile: string): Promise<MemorySample> {
  const rss = rssOf(pid);
  fs.rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 60_000; // a heap snapshot (BENCH_HEAP_SNAPSHOTS) on a busy machine takes a while
  while (!fs.existsSync(probeFile)) {
    if (Date.now() > deadline) throw new Error('the gateway did not report its heap');
    await new Promise((r) => setTimeout(r, 20));
  }
  const heap = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage;
  return { rss, rssPeak: rss, heapUsed: heap.heapUsed, heapTotal: heap.heapTotal, cpu: cpuSecondsOf(pid) };
}

/** At the end of every minute: probeMemory, with the minute's peak RSS (read every 5 s). */
async function sampleMemory(pid: number, probeFile: string, minutes: number): Promise<MemorySample[]> {
  const started = performance.now();
  const samples: MemorySample[] = [];
  for (let minute = 1; minute <= minutes; minute++) {
    let rssPeak = 0;
    while (performance.now() < started + minute * 60_000) {
      rssPeak = Math.max(rssPeak, rssOf(pid));
      await new Promise((r) => setTimeout(r, Math.min(5000, started + minute * 60_000 - performance.now())));
    }
    const sample = await probeMemory(pid, probeFile);
    samples.push({ ...sample, rssPeak: Math.max(rssPeak, sample.rss) });
  }
  return samples;
}

function printPlan(minutes: number, pages: number, webBuilt: boolean) {
  console.log(
    `\nSoak: ${minutes} min against a gateway in its own process (NODE_ENV=production, its own embedded PostgreSQL, the demo seed).` +
      `\n  ${VISITORS} visitors at a time, each opening a page (HTML door, memorial page query, one page view) and reading around it` +
      ` (the query again, legacy list and gallery, stored photos) with a pause of ${VISITOR_PAUSE_MS}-${2 * VISITOR_PAUSE_MS} ms, then leaving;` +
      `\n  a visitor's share every ${SHARE_EVERY_MS / 1000} s with a solved captcha (altcha-lib, the production work factor), every fifth with an uploaded` +
      ` photo, REST and GraphQL in turn, round-robin over ${pages} public pages;` +
      `\n  staff (cl-arranger) moderating one page's pending memories a second (4 in 5 approved), REST and GraphQL in turn;` +
      `\n  a live subscriber (graphql-ws, admin) on memoryEvents. The HTML door serves ${webBuilt ? 'a copy of the built web app (web/dist)' : 'a stand-in index.html (web/dist is not built)'}.` +
      `\n  Rate limits as configured (abuse/limits.ts, unchanged): the gateway believes X-Forwarded-For from loopback (TRUST_PROXY=loopback)` +
      `\n  and each visit and each share comes from an address of its own; ${pages} pages keep each under its hourly allowance of shares.`,
  );
}

/** The gateway's CPU seconds between two samples (of a minute: 60 would be one core's whole minute). */
const cpuOver = (from: MemorySample, to: MemorySample | undefined) => (to ? (to.cpu - from.cpu).toFixed(1) : '-');

function printReport(log: SoakLog, idle: MemorySample, memory: MemorySample[]) {
  const mb = (b: number | undefined) => (b === undefined ? '-' : (b / MB).toFixed(0));
  table(
    "Soak, minute by minute (latency of every answered request; RSS from /proc at the minute's end and its peak; heap used after a full GC)",
    [
      'min',
      'requests',
      'p50 ms',
      'p95 ms',
      'read p95',
      'share p95',
      'moderation p95',
      'shares',
      'approved/rejected',
      'heard live',
      '4xx',
      '5xx',
      'GraphQL errors',
      'transport',
      'RSS MB',
      'RSS peak MB',
      'heap MB',
      'gateway CPU s',
    ],
    [
      ['0 (idle)', ...Array.from({ length: 13 }, () => '-'), mb(idle.rss), mb(idle.rssPeak), mb(idle.heapUsed), '-'],
      ...log
        .rows()
        .map((row, i) => [
          ...row,
          mb(memory[i]?.rss),
          mb(memory[i]?.rssPeak),
          mb(memory[i]?.heapUsed),
          cpuOver(memory[i - 1] ?? idle, memory[i]),
        ]),
    ],
  );
  const kinds = [...SOAK_KINDS, 'subscriber'];
  const statuses = [...log.statuses.entries()].sort(([a], [b]) => a.localeCompare(b));
  table(
    'Answers by HTTP status (and failures without one), per kind of request',
    ['status', ...kinds, 'total'],
    statuses.map(([status, byKind]) => [status, ...kinds.map((k) => byKind.get(k) ?? 0), [...byKind.values()].reduce((a, b) => a + b, 0)]),
  );
  for (const [status, example] of log.examples) console.log(`  ${status}, the first: ${example}`);
  const heard = [...log.approvedIds].filter((id) => log.liveApprovedIds.has(id)).length;
  const delays = [...log.liveDelays].sort((a, b) => a - b);
  console.log(
    `\nLive subscriber: heard ${heard} of ${log.approvedIds.size} approvals` +
      (delays.length
        ? ` (from the decision sent: p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms)`
        : ''),
  );
  const serverErrors = statuses
    .filter(([s]) => /^(5\d\d|GraphQL error INTERNAL_SERVER_ERROR)$/.test(s))
    .reduce((n, [, k]) => n + [...k.values()].reduce((a, b) => a + b, 0), 0);
  const [first, last] = [memory[0], memory.at(-1)];
  if (first && last)
    console.log(
      `Gateway memory: RSS ${mb(first.rss)} MB after minute 1, ${mb(last.rss)} MB at the end (peak ${mb(Math.max(...memory.map((m) => m.rssPeak)))} MB); ` +
        `heap after GC ${mb(first.heapUsed)} -> ${mb(last.heapUsed)} MB. Server errors (5xx, INTERNAL_SERVER_ERROR): ${serverErrors}.`,
    );
}
