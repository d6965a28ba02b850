import http from 'node:http';
import { percentile } from './harness.js';

export interface HttpCall { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }

/** One HTTP call on a keep-alive agent; resolves with the status, rejects on a network error. */
export function call(agent: http.Agent, base: URL, c: HttpCall): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: base.hostname, port: base.port, method: c.method, path: c.path, headers: { ...(c.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(c.body) } : {}), ...c.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
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
  screens: number; perSecond: number; p50: number; p95: number;
  requests: number; requestsPerSecond: number; requestP50: number; requestP95: number;
  errors: number;
}

/**
 * Runs `screen` (one or more calls made one after another, as a client renders
 * one screen) on `connections` concurrent workers for `seconds`, after a warm-up:
 * a check that every call answers 200, then `warmSeconds` of the same load, not
 * counted (so JIT compilation and the pool filling are not measured as the variant's speed).
 */
export async function load(base: string, connections: number, seconds: number, screen: HttpCall[], warmSeconds = 0): Promise<LoadResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let requestLatencies: number[] | undefined;
  const once = async () => {
    for (const c of screen) {
      const t = performance.now();
      const r = await call(agent, url, c);
      if (r.status !== 200) throw new Error(`${c.method} ${c.path} answered ${r.status}: ${r.body.slice(0, 200)}`);
      requestLatencies?.push(performance.now() - t);
    }
  };
  for (let i = 0; i < connections; i++) await once(); // a check that every call answers 200
  const warmEnd = performance.now() + warmSeconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < warmEnd) await once();
  }));
  const latencies: number[] = [];
  requestLatencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        await once();
        latencies.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  requestLatencies.sort((a, b) => a - b);
  return {
    screens: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95),
    requests: requestLatencies.length, requestsPerSecond: requestLatencies.length / elapsed, requestP50: percentile(requestLatencies, 50), requestP95: percentile(requestLatencies, 95),
    errors,
  };
}
