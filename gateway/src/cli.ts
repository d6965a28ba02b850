import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, ROOT_DIR } from './config.js';
import { createLogger } from './logger.js';
import { startDatabase } from './db/database.js';
import { migrate, openOrm } from './db/orm.js';
import { seedIfEmpty } from './seed/seed.js';
import { seedScale } from './seed/seed-scale.js';
import { createStorage } from './media/storage.js';
import { getSchema, printedSchema } from './graphql/schema.js';
import { ROUTES } from './modules/index.js';
import { openApiDocument } from './rest/openapi.js';
import { openApiStats } from './rest/openapi-stats.js';

const [command, ...args] = process.argv.slice(2);

async function withOrm<T>(fn: (orm: Awaited<ReturnType<typeof openOrm>>) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const db = await startDatabase(config, logger);
  const orm = await openOrm({ clientUrl: db.clientUrl, migrationsDir: config.migrationsDir, logger });
  try {
    return await fn(orm);
  } finally {
    await orm.close(true);
    await db.stop();
  }
}

try {
  switch (command) {
    case 'seed': {
      const scaleAt = args.indexOf('--scale');
      const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 0;
      if (scaleAt >= 0 && !(Number.isInteger(scale) && scale > 0)) throw new ConfigError('--scale takes a whole number above 0');
      await withOrm(async (orm) => {
        await migrate(orm);
        const seeded = await seedIfEmpty(orm, createLogger('warn'), await createStorage(loadConfig()));
        console.log(seeded ? 'Demo data seeded.' : 'Demo data was already there.');
        if (scale) await seedScale(orm, scale);
      });
      break;
    }
    case 'schema:emit': {
      const file = path.join(ROOT_DIR, 'schema', 'schema.graphql');
      fs.writeFileSync(file, await printedSchema());
      console.log(`Wrote ${path.relative(process.cwd(), file)}`);
      break;
    }
    case 'openapi:stats': {
      const stats = openApiStats(openApiDocument(ROUTES, await getSchema()));
      console.log(`The legacy API's OpenAPI document: ${stats.operations} operations`);
      console.log(`  typed parameters:   ${stats.typedParameters} of ${stats.operations}`);
      console.log(`  typed bodies:       ${stats.typedBodies} of ${stats.operations}`);
      console.log(`  typed answers:      ${stats.typedAnswers} of ${stats.operations}`);
      console.log(`  documented statuses: ${stats.documentedStatuses} of ${stats.operations}`);
      break;
    }
    case 'migration:create': {
      await withOrm(async (orm) => {
        // Diff against the schema as the checked-in migrations leave it, not as this database happens to be.
        await migrate(orm);
        const result = await orm.getMigrator().createMigration(undefined, false, args.includes('--initial'));
        console.log(result.fileName ? `Created migrations/${result.fileName}` : 'No changes: the entities match the migrations.');
      });
      break;
    }
    default:
      console.error('usage: cli seed [--scale N] | schema:emit | openapi:stats | migration:create [--initial]');
      process.exit(2);
  }
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
