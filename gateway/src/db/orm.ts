import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from '../logger.js';
import { ENTITIES } from './entities.js';

export interface OrmOptions {
  clientUrl: string;
  migrationsDir: string;
  logger?: Logger;
  poolMax?: number;
  /** Called with every SQL statement, for benchmarks that count them. */
  onQuery?: (sql: string) => void;
}

export function ormConfig({ clientUrl, migrationsDir, logger, poolMax = 10, onQuery }: OrmOptions): Options {
  return {
    clientUrl,
    entities: ENTITIES,
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: {
      path: migrationsDir,
      glob: '!(*.d).js',
      emit: 'js',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 10_000 },
    // Unknown properties in a find() are a bug, not a hint.
    strict: true,
    validate: true,
    forceUndefined: false,
    allowGlobalContext: false,
    debug: onQuery ? ['query'] : false,
    logger: onQuery ?? ((message) => logger?.debug({ orm: message })),
  };
}

export async function openOrm(opts: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(opts));
}

/** Applies every pending migration in /migrations. Nothing synchronises the schema at run time. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
