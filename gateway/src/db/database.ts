import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ManagedPostgres } from './embedded-postgres.js';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

export interface Database {
  clientUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const DB_NAME = 'memorial';
const DB_USER = 'postgres';

/** Where the embedded PostgreSQL listened last: the port it takes again next time when still free. */
const PORT_FILE = 'pg-port';
/** The embedded PostgreSQL's first choice when nothing is configured or remembered. */
export const DEFAULT_EMBEDDED_PG_PORT = 54320;

/** Uses DATABASE_URL when set; otherwise runs PostgreSQL embedded, with its data under DATA_DIR/pg. */
export async function startDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.DATABASE_URL) return { clientUrl: config.DATABASE_URL, embedded: false, stop: async () => {} };
  const databaseDir = path.join(config.DATA_DIR, 'pg');
  const password = readOrCreatePassword(config.DATA_DIR);
  if (process.getuid?.() === 0) letPostgresThrough(config.DATA_DIR, logger);
  const urlOf = (port: number, database: string) => `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  // PostgreSQL's own complaints (its stderr reaches onLog), so a failed start can say why: embedded-postgres rejects with nothing.
  const complaints: string[] = [];
  const note = (m: unknown) => {
    const text = String(m).trim();
    complaints.push(...text.split('\n').filter((l) => /FATAL|PANIC|could not|Permission denied|invalid value|syntax error/i.test(l)));
    return text;
  };
  const serverAt = (port: number) =>
    new ManagedPostgres({
      databaseDir,
      user: DB_USER,
      password,
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (m) => logger.trace({ postgres: note(m) }),
      onError: (m) => logger.debug({ postgres: note(m) }),
    });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await serverAt(DEFAULT_EMBEDDED_PG_PORT).initialise();
  }
  // A portal already running on this data directory (npm start in another terminal) is shared, not started twice,
  // on the port that server really listens on (another checkout may have made it choose another one).
  const runningPort = runningServerPort(databaseDir);
  let server: ManagedPostgres | undefined;
  let port: number;
  if (runningPort !== null) {
    port = runningPort;
    logger.info({ port }, 'embedded PostgreSQL already running on this data directory; sharing it');
  } else {
    port = await choosePort(config);
    server = serverAt(port);
    try {
      await server.start();
    } catch (e) {
      // The first complaint is the cause ("could not bind ... Address already in use", "invalid value for parameter ..."); the last only the outcome.
      const why =
        complaints[0]?.replace(/^.*?\b(LOG|FATAL|PANIC|ERROR|WARNING):\s*/, '') ??
        (e instanceof Error && e.message ? e.message : 'it exited at once');
      throw new Error(`the embedded PostgreSQL (data in ${databaseDir}) did not start on port ${port}: ${why}`, { cause: e });
    }
    fs.writeFileSync(path.join(config.DATA_DIR, PORT_FILE), `${port}\n`);
  }
  await ensureDatabase(urlOf(port, 'postgres'), DB_NAME);
  return {
    clientUrl: urlOf(port, DB_NAME),
    embedded: true,
    stop: async () => {
      await server?.stop();
    },
  };
}

/**
 * EMBEDDED_PG_PORT when set (it must be free); otherwise the port this data
 * directory used last, or 54320, when free; otherwise any free port. So two
 * checkouts on one machine each run their own PostgreSQL, and each keeps its port.
 */
async function choosePort(config: Config): Promise<number> {
  if (config.EMBEDDED_PG_PORT !== undefined) {
    if (!(await portFree(config.EMBEDDED_PG_PORT)))
      throw new Error(
        `port ${config.EMBEDDED_PG_PORT} for the embedded PostgreSQL is already in use (set EMBEDDED_PG_PORT to another one, or leave it unset to pick a free one)`,
      );
    return config.EMBEDDED_PG_PORT;
  }
  const remembered = Number(readIfExists(path.join(config.DATA_DIR, PORT_FILE))?.trim());
  for (const candidate of [remembered, DEFAULT_EMBEDDED_PG_PORT]) {
    if (Number.isInteger(candidate) && candidate > 0 && candidate < 65536 && (await portFree(candidate))) return candidate;
  }
  return anyFreePort();
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await client.end();
  }
}

/**
 * As root, PostgreSQL runs as the user postgres (embedded-postgres's createPostgresUser), which owns DATA_DIR/pg
 * but must also pass through DATA_DIR and every directory above it: a DATA_DIR made by `mktemp -d` (700) failed
 * in initdb with "Permission denied". DATA_DIR, the portal's own, is opened for passing through only (o+x: its
 * names stay unlisted, the password file is 600); a closed directory above it is named, with what to do.
 */
function letPostgresThrough(dataDir: string, logger: Logger): void {
  const ids = (flag: string) => {
    try {
      return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    } catch {
      return undefined; // not created yet: embedded-postgres creates it
    }
  };
  const [uid, gid] = [ids('-u'), ids('-g')];
  const passable = (st: fs.Stats) => Boolean(st.mode & (st.uid === uid ? 0o100 : st.gid === gid ? 0o010 : 0o001));
  const own = path.resolve(dataDir);
  const st = fs.statSync(own);
  if (!passable(st)) {
    fs.chmodSync(own, (st.mode & 0o7777) | 0o001);
    logger.info({ dataDir: own }, 'DATA_DIR opened for the postgres user to pass through (o+x)');
  }
  for (let dir = path.dirname(own); ; dir = path.dirname(dir)) {
    if (!passable(fs.statSync(dir)))
      throw new Error(
        `the embedded PostgreSQL runs as the user postgres, who cannot enter ${dir}: run chmod o+x ${dir}, or set DATA_DIR to a directory outside it`,
      );
    if (dir === path.dirname(dir)) break;
  }
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const password = crypto.randomUUID();
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * The port of the PostgreSQL that owns this data directory, or null when none
 * does. postmaster.pid holds the server's pid (line 1) and port (line 4). A
 * killed previous run leaves the file behind with its process gone, or with
 * the pid reused by another program: such a file is removed, or PostgreSQL
 * would refuse to start.
 */
export function runningServerPort(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const lines = readIfExists(pidFile)?.split('\n');
  if (!lines) return null;
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (Number.isInteger(pid) && pid > 0 && Number.isInteger(port) && port > 0 && isPostgres(pid)) return port;
  fs.rmSync(pidFile, { force: true });
  return null;
}

function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false; // gone (EPERM: alive, another user's)
  }
  // Where /proc exists, the pid must still be a postgres (a pid is reused after a reboot or a long time).
  const cmdline = readIfExists(`/proc/${pid}/cmdline`);
  return cmdline === undefined || /postgres/.test(cmdline);
}

/** A session-level advisory lock held while fn runs, so only one process migrates at a time. */
export async function withStartupLock<T>(clientUrl: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clientUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

const STARTUP_LOCK_KEY = 7_305_112_026;
