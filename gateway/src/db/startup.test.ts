import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../logger.js';
import { startFailure } from '../start-failure.js';
import { withClient } from '../test/postgres.js';
import { DEFAULT_EMBEDDED_PG_PORT, startDatabase, type Database } from './database.js';

/**
 * Starting the embedded PostgreSQL beside other programs: its usual port taken
 * (a second checkout, anything on 54320), a postmaster.pid left by a killed
 * portal, a portal already running on the same data directory, and failures
 * that must say what went wrong in one line.
 */

const logger = createLogger('silent');
const portOf = (url: string) => Number(new URL(url).port);
const reachable = (url: string) => withClient(url, async (c) => (await c.query('select 1 as one')).rows[0].one === 1);

/** Listens on the port if it is free; answers a way to let it go (a no-op when someone else holds it already). */
async function occupy(port: number): Promise<() => Promise<void>> {
  const server = net.createServer();
  const held = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  return held ? () => new Promise((r) => server.close(() => r())) : async () => undefined;
}

/** A pid no process has any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the embedded PostgreSQL at start-up', { timeout: 180_000 }, () => {
  let dataDir: string;
  let config: Config;
  let release54320: () => Promise<void>;
  const started: Database[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-startup-'));
    fs.chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user, which must reach it
    config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    // Another program (or another checkout's PostgreSQL) on the usual port.
    release54320 = await occupy(DEFAULT_EMBEDDED_PG_PORT);
  });
  afterAll(async () => {
    for (const db of started.reverse()) await db.stop().catch(() => undefined);
    await release54320?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (cfg: Config = config) => {
    const db = await startDatabase(cfg, logger);
    started.push(db);
    return db;
  };

  it('chooses a free port by itself when 54320 is taken, and keeps it with the data directory', async () => {
    const db = await start();
    const port = portOf(db.clientUrl);
    expect(port).not.toBe(DEFAULT_EMBEDDED_PG_PORT);
    expect(await reachable(db.clientUrl)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8').trim()).toBe(String(port));

    // A second portal on the same data directory reaches the running server on the port it really uses, and leaves it running.
    const second = await startDatabase(config, logger);
    expect(second.clientUrl).toBe(db.clientUrl);
    await second.stop();
    expect(await reachable(db.clientUrl)).toBe(true);

    // Stopped and started again: the same port, remembered.
    await db.stop();
    started.pop();
    const again = await start();
    expect(portOf(again.clientUrl)).toBe(port);
    await again.stop();
    started.pop();
  });

  it('starts cleanly over a postmaster.pid left by a killed portal (its process gone, or its pid now another program)', async () => {
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const remembered = Number(fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8'));
    for (const pid of [deadPid(), process.pid]) {
      expect(fs.existsSync(pidFile)).toBe(false);
      fs.writeFileSync(pidFile, `${pid}\n${path.join(dataDir, 'pg')}\n1700000000\n${remembered}\n/tmp\n127.0.0.1\n  5432001   0\nready\n`);
      const db = await start();
      expect(await reachable(db.clientUrl)).toBe(true);
      expect(portOf(db.clientUrl)).toBe(remembered);
      await db.stop();
      started.pop();
    }
  });

  it('a PostgreSQL that exits at start names its own complaint', async () => {
    const conf = path.join(dataDir, 'pg', 'postgresql.conf');
    const original = fs.readFileSync(conf, 'utf8');
    fs.appendFileSync(conf, '\nshared_buffers = nonsense\n');
    try {
      const error = await startDatabase(config, logger).then(
        () => undefined,
        (e: unknown) => e,
      );
      const line = startFailure(error, config);
      console.log(`The gateway could not start: ${line}`);
      expect(line).toMatch(/^the embedded PostgreSQL \(data in .+\) did not start on port \d+: .*shared_buffers/);
      expect(line).not.toContain('\n');
    } finally {
      fs.writeFileSync(conf, original);
    }
    // Mended, it starts again.
    const db = await start();
    expect(await reachable(db.clientUrl)).toBe(true);
    await db.stop();
    started.pop();
  });

  it('a configured port that is taken stops the start with one line naming it', async () => {
    const taken = Number(fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8'));
    const release = await occupy(taken);
    try {
      const error = await startDatabase({ ...config, EMBEDDED_PG_PORT: taken }, logger).then(
        () => undefined,
        (e: unknown) => e,
      );
      const line = startFailure(error, config);
      expect(line).toBe(
        `port ${taken} for the embedded PostgreSQL is already in use (set EMBEDDED_PG_PORT to another one, or leave it unset to pick a free one)`,
      );
    } finally {
      await release();
    }
  });
});

describe('a failed start', () => {
  it('always names a cause in one line, never "undefined"', () => {
    const config = { PORT: 4000 };
    expect(startFailure(undefined, config)).not.toMatch(/undefined/);
    expect(startFailure(undefined, config)).toMatch(/^an unexplained failure/);
    expect(startFailure('boom\nstack', config)).toBe('boom');
    expect(startFailure(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', port: 4001 }), config)).toBe(
      'port 4001 is already in use (set PORT to another one)',
    );
    const refused = Object.assign(
      new AggregateError(
        [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', address: '127.0.0.1' })],
        '',
      ),
      {},
    );
    expect(startFailure(refused, config)).toBe('the database at 127.0.0.1 cannot be reached (ECONNREFUSED)');
    for (const line of [startFailure(undefined, config), startFailure(new Error(''), config), startFailure({}, config)])
      expect(line).not.toContain('\n');
  });
});
