import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ManagedPostgres } from '../db/embedded-postgres.js';
import pg from 'pg';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface TestPostgres {
  /** postgres://... to the `postgres` database, as a superuser. */
  adminUrl: string;
  stop(): Promise<void>;
  /** Stops the server process, keeping its data and port, and starts it again (embedded only). */
  halt(): Promise<void>;
  resume(): Promise<void>;
}

/**
 * A throw-away PostgreSQL in a temporary directory: fast settings (no fsync),
 * a free port, removed on stop. As root, PostgreSQL runs as a `postgres` user,
 * which must be able to reach the directory.
 */
export async function startEmbeddedPostgres(label = 'memorial-test'): Promise<TestPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const password = 'test-password';
  const server = new ManagedPostgres({
    databaseDir: path.join(dir, 'pg'),
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    halt: () => server.stop(),
    resume: () => server.start(),
  };
}

/** The same server as adminUrl, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
