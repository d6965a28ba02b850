import fs from 'node:fs';
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

/** Uses DATABASE_URL when set; otherwise runs PostgreSQL embedded, with its data under DATA_DIR/pg. */
export async function startDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.DATABASE_URL) return { clientUrl: config.DATABASE_URL, embedded: false, stop: async () => {} };
  const databaseDir = path.join(config.DATA_DIR, 'pg');
  const password = readOrCreatePassword(config.DATA_DIR);
  const server = new ManagedPostgres({
    databaseDir,
    user: DB_USER,
    password,
    port: config.EMBEDDED_PG_PORT,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m) => logger.trace({ postgres: String(m).trim() }),
    onError: (m) => logger.debug({ postgres: String(m).trim() }),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  // A portal already running on this data directory (npm start in another terminal) is shared, not started twice.
  const alreadyRunning = serverRunning(databaseDir);
  if (!alreadyRunning) await server.start();
  const clientUrl = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${config.EMBEDDED_PG_PORT}/${DB_NAME}`;
  await ensureDatabase(`postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${config.EMBEDDED_PG_PORT}/postgres`, DB_NAME);
  return { clientUrl, embedded: true, stop: async () => { if (!alreadyRunning) await server.stop(); } };
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

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const password = crypto.randomUUID();
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * Whether a PostgreSQL process owns this data directory. A killed previous run
 * leaves a postmaster.pid behind whose process is gone; it is removed, or
 * PostgreSQL would refuse to start.
 */
function serverRunning(databaseDir: string): boolean {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    fs.rmSync(pidFile);
    return false;
  }
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
