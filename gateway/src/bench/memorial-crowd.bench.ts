import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ROOT_DIR, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { startDatabase, type Database } from '../db/database.js';
import { freePort, spawnGateway, table, tempDataDir, type ChildGateway } from './harness.js';
import { loadApart, type LoadResult } from './load.js';

/** The demo's public page, as a crowd opens it from a shared link. */
const OPI = 'CS-1000-0001';
const PAGE = `/obituaries/name/eleanor-whitmore-obituary/${OPI}`;
const VISITORS = 200;
const SECONDS = Number(process.env['BENCH_CROWD_SECONDS'] ?? 30);
const WARM_SECONDS = 3;
/** The family approves a memory this often while the crowd reads. */
const APPROVE_EVERY_MS = 5000;
/** How long an approved memory is looked for in the gateways' HTML before it counts as not visible. */
const LOOK_MS = 4500;

const LOGIN = 'mutation ($email: String!, $password: String!) { login(role: arranger, email: $email, password: $password) { token } }';
const ACCEPT_POLICY = 'mutation ($opi: String!) { acceptPolicy(opi: $opi) { haveAcceptPolicy } }';
const SHARE = 'mutation ($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { id } }';
const APPROVE = 'mutation ($id: Int!) { changeMemoryStatus(memoryId: $id, status: Accepted) { message } }';
const PRIVACY = 'mutation ($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate } }';

interface Variant {
  name: string;
  env: Record<string, string>;
  nginx: boolean;
}
interface Approval {
  /** ms from the approval's answer until each gateway's HTML held the memory's title; null: not within LOOK_MS. */
  gateways: Array<number | null>;
  /** The same through nginx, when it runs in front. */
  proxy: number | null | undefined;
}
interface Run {
  variant: Variant;
  load: LoadResult[];
  approvals: Approval[];
  /** After the crowd: the family turns the page private; ms until each gateway (and nginx) stops showing it. */
  privacy: Approval;
  cacheStatus?: string;
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The family of the demo page, signed in through GraphQL, its policy accepted (as its dashboard makes it). */
async function familyToken(url: string): Promise<string> {
  const { login } = await gql<{ login: { token: string } }>(url, LOGIN, { email: 'arranger@demo.test', password: 'memorial-demo' });
  await gql(url, ACCEPT_POLICY, { opi: OPI }, { authorization: `Bearer ${login.token}` });
  return login.token;
}

/** A visitor (from an address of its own, through the trusted local proxy) shares a memory with a solved captcha. */
async function shareMemory(url: string, n: number, title: string): Promise<number> {
  const from = { 'x-forwarded-for': `10.28.${Math.floor(n / 200)}.${1 + (n % 200)}` };
  const challenge = (await (await fetch(`${url}/api/v1/captcha/challenge`, { headers: from })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const input = {
    memoryType: 1,
    dateOfMemory: '2001-06-02',
    title,
    memory: '<p>Shared while the crowd read the page.</p>',
    relationship: 16,
    memoryAddingPerson: { firstName: 'Ruth', lastName: 'Lindqvist', email: 'ruth_l@example.com', phoneNumber: '6505502300' },
    acceptedPolicy: true,
    captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
  };
  return (await gql<{ shareMemory: { id: number } }>(url, SHARE, { opi: OPI, input }, from)).shareMemory.id;
}

/** The ms from `since` until the page at `base` answers 403 (private), or null when it does not within LOOK_MS. */
async function untilPrivate(base: string, since: number): Promise<number | null> {
  while (performance.now() - since < LOOK_MS) {
    const res = await fetch(`${base}${PAGE}`);
    await res.arrayBuffer();
    if (res.status === 403) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

/** The family turns the page private (after a visitor's view of it on each door): how soon each door stops showing it. */
async function turnPrivate(gateways: ChildGateway[], proxy: string | null): Promise<Approval> {
  const family = await familyToken(gateways[0]!.url);
  const doors = [...gateways.map((g) => g.url), ...(proxy ? [proxy] : [])];
  await Promise.all(doors.map(async (base) => (await fetch(`${base}${PAGE}`)).arrayBuffer()));
  await gql(gateways[1]!.url, PRIVACY, { opi: OPI, isPrivate: true }, { authorization: `Bearer ${family}` });
  const since = performance.now();
  try {
    const [seen, viaProxy] = await Promise.all([
      Promise.all(gateways.map((g) => untilPrivate(g.url, since))),
      proxy ? untilPrivate(proxy, since) : Promise.resolve(undefined),
    ]);
    return { gateways: seen, proxy: viaProxy };
  } finally {
    await gql(gateways[0]!.url, PRIVACY, { opi: OPI, isPrivate: false }, { authorization: `Bearer ${family}` });
  }
}

/** The ms from `since` until the page at `base` holds `title`, or null when it does not within LOOK_MS. */
async function untilVisible(base: string, title: string, since: number): Promise<number | null> {
  while (performance.now() - since < LOOK_MS) {
    const html = await (await fetch(`${base}${PAGE}`)).text();
    if (html.includes(title)) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

/** Every APPROVE_EVERY_MS until `running()` turns false: a visitor shares a memory, the family approves it; how soon each door shows it. */
async function moderate(gateways: ChildGateway[], proxy: string | null, running: () => boolean, firstN: number): Promise<Approval[]> {
  const family = await familyToken(gateways[0]!.url);
  const approvals: Approval[] = [];
  for (let n = firstN; running(); n++) {
    const next = performance.now() + APPROVE_EVERY_MS;
    const title = `Crowd memory ${n} ${Date.now().toString(36)}`;
    const id = await shareMemory(gateways[n % gateways.length]!.url, n, title);
    await gql(gateways[(n + 1) % gateways.length]!.url, APPROVE, { id }, { authorization: `Bearer ${family}` });
    const since = performance.now();
    const [seen, viaProxy] = await Promise.all([
      Promise.all(gateways.map((g) => untilVisible(g.url, title, since))),
      proxy ? untilVisible(proxy, title, since) : Promise.resolve(undefined),
    ]);
    approvals.push({ gateways: seen, proxy: viaProxy });
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  return approvals;
}

/** nginx with deploy/nginx.conf in front of the gateways (the upstream names replaced by their ports); null when not installed. */
async function startNginx(dir: string, gateways: ChildGateway[]): Promise<{ url: string; stop(): Promise<void> } | null> {
  if (spawnSync('nginx', ['-v']).error) return null;
  const port = await freePort();
  const site = fs
    .readFileSync(path.join(ROOT_DIR, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/server gateway-1:4000;\s*server gateway-2:4000;/, gateways.map((g) => `server ${new URL(g.url).host};`).join('\n  '))
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/pages', path.join(dir, 'cache'));
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const main = `${user}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nworker_processes 1;\nevents { worker_connections 4096; }\nhttp { access_log off; include ${dir}/site.conf; }\n`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const child: ChildProcess = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${url}${PAGE}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

/** The gateway's log lines at warn and above (pino's JSON on its stdout), and how it ended if it did, printed as they come. */
function watch(gateway: ChildGateway, name: string) {
  let rest = '';
  gateway.process.stdout!.on('data', (c: Buffer) => {
    const parts = (rest + c.toString()).split('\n');
    rest = parts.pop()!;
    for (const line of parts) if (/"level":[456]\d/.test(line)) console.error(`[${name}] ${line.slice(0, 600)}`);
  });
  gateway.process.once('exit', (code, signal) => {
    if (signal !== 'SIGTERM') console.error(`[${name}] exited: ${code ?? signal}`);
  });
}

/** One variant: two gateways on the database, VISITORS spread over them (or through nginx), the family approving meanwhile. */
async function runVariant(variant: Variant, env: Record<string, string>, dir: string, firstN: number): Promise<Run> {
  const gateways = [
    await spawnGateway({ ...env, ...variant.env, PORT: String(await freePort()) }),
    await spawnGateway({ ...env, ...variant.env, PORT: String(await freePort()) }),
  ];
  gateways.forEach((g, i) => watch(g, `${variant.name} ${'AB'[i]}`));
  const nginx = variant.nginx ? await startNginx(fs.mkdtempSync(path.join(dir, 'nginx-')), gateways) : null;
  try {
    const screen = [{ method: 'GET' as const, path: PAGE }];
    const bases = nginx ? [nginx.url, nginx.url] : gateways.map((g) => g.url);
    let running = true;
    // Settled, all of them, before a gateway stops (a failure is reported once the others finished).
    const moderating = moderate(gateways, nginx?.url ?? null, () => running, firstN).catch((e: Error) => e);
    const settled = await Promise.allSettled(
      bases.map((base, i) => loadApart(base, VISITORS / bases.length, SECONDS, screen, WARM_SECONDS, gateways[i]!.pid)),
    );
    running = false;
    const approvals = await moderating;
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw new Error(`${variant.name}: the crowd failed: ${(failed.reason as Error).message}`);
    if (approvals instanceof Error) throw new Error(`${variant.name}: the family failed: ${approvals.message}`);
    const load = settled.map((r) => (r as PromiseFulfilledResult<LoadResult>).value);
    const cacheStatus = nginx ? ((await fetch(`${nginx.url}${PAGE}`)).headers.get('x-cache-status') ?? '-') : undefined;
    const privacy = await turnPrivate(gateways, nginx?.url ?? null);
    return { variant, load, approvals, privacy, cacheStatus };
  } finally {
    await nginx?.stop();
    await Promise.all(gateways.map((g) => g.stop()));
  }
}

const fmt = (ms: number | null | undefined) => (ms === undefined ? '-' : ms === null ? 'not visible' : `${Math.round(ms)}`);

function report(runs: Run[]) {
  const total = (r: Run) => r.load.reduce((s, l) => s + l.requestsPerSecond, 0);
  const p95 = (r: Run) => Math.max(...r.load.map((l) => l.requestP95));
  table(
    `memorial-crowd: ${VISITORS} visitors of ${PAGE} for ${SECONDS} s, two gateways on one database, a memory approved every ${APPROVE_EVERY_MS / 1000} s`,
    ['variant', 'requests/s', 'p50 ms', 'p95 ms', 'errors', 'x floor'],
    runs.map((r) => [
      r.variant.name + (r.cacheStatus ? ` (last X-Cache-Status ${r.cacheStatus})` : ''),
      total(r).toFixed(0),
      Math.max(...r.load.map((l) => l.requestP50)).toFixed(1),
      p95(r).toFixed(1),
      r.load.reduce((s, l) => s + l.errors, 0),
      (total(r) / total(runs.find((x) => x.variant.name === 'floor')!)).toFixed(2),
    ]),
  );
  const rows = runs.flatMap((r) =>
    r.approvals.map((a, i) => {
      const both = a.gateways.some((g) => g === null) ? null : Math.max(...(a.gateways as number[]));
      return [r.variant.name, i + 1, ...a.gateways.map(fmt), fmt(both), fmt(a.proxy)];
    }),
  );
  table(
    'approved memory in the HTML, ms after the approval (target: both under 2000)',
    ['variant', '#', 'gateway A', 'gateway B', 'both', 'nginx'],
    rows,
  );
  table(
    'page turned private: ms after the change until it answers 403',
    ['variant', 'gateway A', 'gateway B', 'nginx'],
    runs.map((r) => [r.variant.name, ...r.privacy.gateways.map(fmt), fmt(r.privacy.proxy)]),
  );
  const cached = runs.find((r) => r.variant.name === 'page cache')!;
  const worst = cached.approvals.flatMap((a) => a.gateways);
  console.log(
    `\npage cache / floor: ${(total(cached) / total(runs.find((x) => x.variant.name === 'floor')!)).toFixed(2)}x (target >= 3x); ` +
      `slowest approval on both gateways: ${worst.length ? fmt(worst.some((g) => g === null) ? null : Math.max(...(worst as number[]))) : '-'} ms (target < 2000)`,
  );
}

/**
 * npm run bench -- memorial-crowd [--nginx]: issue 28's crowd. One database, two gateways (built, in processes of their
 * own), VISITORS anonymous visitors of the demo page spread over both for SECONDS, while a visitor shares and the
 * family approves a memory every 5 s; with the page cache, and without it (PAGE_CACHE=off: every request rendered,
 * the floor); with --nginx (when installed) also through deploy/nginx.conf. Prints requests/s and p95 per variant,
 * the ratio to the floor, and for each approval the ms until both gateways' HTML holds the memory's title.
 */
export async function memorialCrowd() {
  const dir = tempDataDir('crowd');
  const ssr = path.join(ROOT_DIR, '.data', `bench-crowd-ssr-${process.pid}`);
  let db: Database | undefined;
  try {
    db = await startDatabase(
      loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'db'), EMBEDDED_PG_PORT: String(await freePort()) }),
      createLogger('silent'),
    );
    // A copy of the built web app (a rebuild meanwhile cannot empty it), else a stand-in (the door still reads the page).
    const web = path.join(dir, 'web');
    const built = path.join(ROOT_DIR, 'web', 'dist');
    if (fs.existsSync(path.join(built, 'index.html'))) fs.cpSync(built, web, { recursive: true });
    else {
      fs.mkdirSync(web, { recursive: true });
      fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>Memorial</title></head><body></body></html>\n');
    }
    // The server renderer's build likewise (without one, the pages are the browser's to render: no memory in the HTML),
    // inside the checkout (.data, ignored), where its imports of the app's packages resolve.
    const ssrBuilt = path.join(ROOT_DIR, 'web', 'dist-ssr');
    if (fs.existsSync(path.join(ssrBuilt, 'ssr.js'))) fs.cpSync(ssrBuilt, ssr, { recursive: true });
    // Visitors' shares come from many addresses through a proxy on this machine; a captcha costs milliseconds.
    const env = {
      DATABASE_URL: db.clientUrl,
      DATA_DIR: path.join(dir, 'gateway'),
      WEB_DIST: web,
      WEB_SSR_DIST: ssr,
      TRUST_PROXY: 'loopback',
      CAPTCHA_MAX_NUMBER: '200',
    };
    await (await spawnGateway({ ...env, PORT: String(await freePort()) })).stop(); // migrates and seeds, once
    const variants: Variant[] = [
      { name: 'page cache', env: { PAGE_CACHE: 'on' }, nginx: false },
      { name: 'floor', env: { PAGE_CACHE: 'off' }, nginx: false },
    ];
    if (process.argv.includes('--nginx')) variants.push({ name: 'nginx + page cache', env: { PAGE_CACHE: 'on' }, nginx: true });
    const runs: Run[] = [];
    for (const variant of variants) {
      runs.push(await runVariant(variant, env, dir, runs.length * 100));
      const { load } = runs.at(-1)!;
      console.log(`${variant.name}: ${load.reduce((sum, l) => sum + l.requestsPerSecond, 0).toFixed(0)} requests/s`);
    }
    report(runs);
  } finally {
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(ssr, { recursive: true, force: true });
  }
}
