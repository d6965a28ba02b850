import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR } from '../config.js';
import { createLogger } from '../logger.js';
import { migrate, openOrm } from '../db/orm.js';
import { seedIfEmpty } from '../seed/seed.js';
import { localStorage } from '../media/storage.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl, startEmbeddedPostgres, withClient, type TestPostgres } from './postgres.js';

/**
 * One PostgreSQL for the whole run (embedded in a temporary directory, or the
 * server of DATABASE_URL), with a template database that holds the migrated
 * schema and the demo data. Each test file clones it (see gateway.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: TestPostgres | undefined;
  let adminUrl = process.env['DATABASE_URL'];
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres();
    adminUrl = embedded.adminUrl;
  }
  const prefix = `t_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  await withClient(adminUrl, (c) => c.query(`create database "${template}"`));

  // The demo media, shared by every test gateway (MEDIA_DIR); uploads get random keys, so files do not collide.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-test-media-'));
  const logger = createLogger('silent');
  const orm = await openOrm({
    clientUrl: databaseUrl(adminUrl, template),
    migrationsDir: path.join(ROOT_DIR, 'migrations'),
    logger,
    poolMax: 2,
  });
  try {
    await migrate(orm);
    await seedIfEmpty(orm, logger, localStorage(mediaDir));
  } finally {
    await orm.close(true);
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgPrefix', prefix);
  project.provide('mediaDir', mediaDir);

  return async () => {
    // Whatever a test file left behind (a crashed file does not drop its database), then the template.
    await withClient(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}\\_%`]);
      for (const { datname } of rows) await c.query(`drop database if exists "${datname}" with (force)`);
    });
    await embedded?.stop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgPrefix: string;
    mediaDir: string;
  }
}
