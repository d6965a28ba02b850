import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function tempDataDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `memorial-bench-${name}-`));
  fs.chmodSync(dir, 0o755); // PostgreSQL, running as its own user under root, must enter it
  return dir;
}

export interface ChildGateway {
  url: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The real gateway in its own process (its memory measured apart from the clients'). */
export async function spawnGateway(env: Record<string, string>): Promise<ChildGateway> {
  // BENCH_CPU_PROF=<dir>: the gateway writes a V8 CPU profile there when it stops (to see where its time goes).
  const profile = process.env['BENCH_CPU_PROF'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env['BENCH_CPU_PROF'])] : [];
  const child = spawn(process.execPath, [...profile, path.join(ROOT_DIR, 'gateway/dist/main.js')], {
    cwd: ROOT_DIR,
    // MALLOC_ARENA_MAX as npm start and the Dockerfile run it.
    env: { MALLOC_ARENA_MAX: '2', ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /running at (http:\/\/\S+?)\/obituaries\//.exec(out);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}: ${out}`)));
  });
  return {
    url,
    pid: child.pid!,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A process of the bench's own (the floor): `script` under gateway/dist-bench/bench (tsconfig.bench.json), started with `env`;
 * it prints `listening at <url>` on stdout once it serves.
 */
export async function spawnScript(script: string, env: Record<string, string>): Promise<ChildGateway> {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'gateway/dist-bench/bench', script)], {
    cwd: ROOT_DIR,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${out}`)));
  });
  return {
    url,
    pid: child.pid!,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU time (user + system) a process has used so far, in seconds, from /proc (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU time (user + system) all PostgreSQL processes on this machine have used so far, in seconds: the server and
 * its backends (a pool's connections live through a measurement, so none takes its time away by ending).
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuSecondsOf(Number(pid));
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** Resident memory of a process in bytes, from /proc. */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function table(title: string, header: string[], rows: Array<Array<string | number>>) {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\n${title}\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map((r) => line(r.map(String))).join('\n')}`,
  );
}

export async function login(url: string, email: string, role: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'memorial-demo' }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}
