import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { cpuSecondsOf, percentile, postgresCpuSeconds, rssOf } from './harness.js';

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** One HTTP call on a keep-alive agent; resolves with the status, rejects on a network error. */
export function call(agent: http.Agent, base: URL, c: HttpCall): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: c.method,
        path: c.path,
        headers: { ...(c.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(c.body) } : {}), ...c.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    if (c.body) req.write(c.body);
    req.end();
  });
}

/**
 * Per screen (the calls of one screen, one after another) and per HTTP request: screens and
 * requests are the same for a one-call screen, not for the legacy sequence of several.
 */
export interface LoadResult {
  screens: number;
  perSecond: number;
  p50: number;
  p95: number;
  requests: number;
  requestsPerSecond: number;
  requestP50: number;
  requestP95: number;
  requestP99: number;
  errors: number;
}

/**
 * Runs `screen` (one or more calls made one after another, as a client renders
 * one screen) on `connections` concurrent workers for `seconds`, after a warm-up:
 * a check that every call answers 200, then `warmSeconds` of the same load, not
 * counted (so JIT compilation and the pool filling are not measured as the variant's speed).
 */
export async function load(
  base: string,
  connections: number,
  seconds: number,
  screen: HttpCall[],
  warmSeconds = 0,
  onMeasuring?: () => void,
): Promise<LoadResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const requestLatencies: number[] = []; // each request's, while measuring (not in the check or the warm-up)
  let measuring = false;
  const once = async () => {
    for (const c of screen) {
      const t = performance.now();
      const r = await call(agent, url, c);
      if (r.status !== 200) throw new Error(`${c.method} ${c.path} answered ${r.status}: ${r.body.slice(0, 200)}`);
      if (measuring) requestLatencies.push(performance.now() - t);
    }
  };
  for (let i = 0; i < connections; i++) await once(); // a check that every call answers 200
  const warmEnd = performance.now() + warmSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < warmEnd) await once();
    }),
  );
  const latencies: number[] = [];
  measuring = true;
  let errors = 0;
  onMeasuring?.();
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await once();
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  requestLatencies.sort((a, b) => a - b);
  return {
    screens: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    requests: requestLatencies.length,
    requestsPerSecond: requestLatencies.length / elapsed,
    requestP50: percentile(requestLatencies, 50),
    requestP95: percentile(requestLatencies, 95),
    requestP99: percentile(requestLatencies, 99),
    errors,
  };
}

/** What the server under load, and PostgreSQL behind it, used while it was measured (not during the warm-up). */
export interface ServerUse {
  cpuSeconds: number;
  cpuShare: number;
  rssPeak: number;
  rssEnd: number;
  dbCpuSeconds: number;
}

/**
 * `load` run in a process of its own, so the server measured (its own process, `serverPid`)
 * does not share an event loop or a core's time with its clients. Samples the server's CPU
 * time over the measured seconds and its resident memory (peak, every 100 ms, and at the end).
 */
export async function loadApart(
  base: string,
  connections: number,
  seconds: number,
  screen: HttpCall[],
  warmSeconds: number,
  serverPid: number,
): Promise<LoadResult & ServerUse> {
  const child = fork(fileURLToPath(import.meta.url), ['--load-child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let cpuStart = 0;
  let dbCpuStart = 0;
  let started = 0;
  let rssPeak = 0;
  let sampler: NodeJS.Timeout | undefined;
  try {
    const result = await new Promise<LoadResult>((resolve, reject) => {
      child.on('message', (m: { type: 'measuring' } | { type: 'result'; result: LoadResult } | { type: 'error'; message: string }) => {
        if (m.type === 'measuring') {
          cpuStart = cpuSecondsOf(serverPid);
          dbCpuStart = postgresCpuSeconds();
          started = performance.now();
          sampler = setInterval(() => {
            rssPeak = Math.max(rssPeak, rssOf(serverPid));
          }, 100);
        } else if (m.type === 'result') resolve(m.result);
        else reject(new Error(m.message));
      });
      child.once('exit', (code) => reject(new Error(`the load process exited with ${code}`)));
      child.send({ base, connections, seconds, screen, warmSeconds });
    });
    const cpuSeconds = cpuSecondsOf(serverPid) - cpuStart;
    const dbCpuSeconds = postgresCpuSeconds() - dbCpuStart;
    const elapsed = (performance.now() - started) / 1000;
    const rssEnd = rssOf(serverPid);
    return { ...result, cpuSeconds, cpuShare: cpuSeconds / elapsed, rssPeak: Math.max(rssPeak, rssEnd), rssEnd, dbCpuSeconds };
  } finally {
    clearInterval(sampler);
    child.kill();
  }
}

// The load process: one run of `load` asked for by loadApart, answered over IPC.
if (process.argv[2] === '--load-child' && process.send) {
  process.once('message', (m: { base: string; connections: number; seconds: number; screen: HttpCall[]; warmSeconds: number }) => {
    load(m.base, m.connections, m.seconds, m.screen, m.warmSeconds, () => process.send!({ type: 'measuring' }))
      .then((result) => process.send!({ type: 'result', result }, () => process.exit(0)))
      .catch((e: Error) => process.send!({ type: 'error', message: e.message }, () => process.exit(1)));
  });
}

/** A variant of a screen under load: where it is served, by which process, with which requests. */
export interface Variant {
  base: string;
  pid: number;
  screen: HttpCall[];
}

/** What loadAlternating answers: each variant's median round, and a ratio between two variants' rounds. */
export interface Alternated {
  /** Per variant, its round of median requests/s; its RSS peak is the highest of all its rounds. */
  results: Array<LoadResult & ServerUse>;
  /** The median over the rounds of variant a's figure over variant b's, each round's pair measured side by side. */
  ratio(a: number, b: number, figure: (r: LoadResult) => number): number;
}

/**
 * loadApart for each variant in turn, `rounds` times (A B A B A B). On a shared two-core machine a slow spell (another
 * process, the CPU's clock) lasts seconds: one run of each let it fall on one variant and move a ratio by 10%. Taken
 * in turns, it falls on both of a round's pair, and the ratio is the median of the rounds'.
 */
export async function loadAlternating(
  variants: Variant[],
  connections: number,
  seconds: number,
  warmSeconds: number,
  rounds = 3,
): Promise<Alternated> {
  const runs: Array<Array<LoadResult & ServerUse>> = variants.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, v] of variants.entries())
      runs[i]!.push(await loadApart(v.base, connections, seconds, [...v.screen], warmSeconds, v.pid));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const results = runs.map((r) => {
    const mid = median(r.map((x) => x.perSecond));
    return { ...r.find((x) => x.perSecond === mid)!, rssPeak: Math.max(...r.map((x) => x.rssPeak)) };
  });
  return { results, ratio: (a, b, figure) => median(runs[a]!.map((r, round) => figure(r) / figure(runs[b]![round]!))) };
}
