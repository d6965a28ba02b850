import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { ENTITIES } from './entities.js';
import { prepared, preparedRows } from './prepared.js';
import { columnsOf } from './rows.js';

/** Prepared statements (db/prepared.ts) on the gateway's own ORM and PostgreSQL, and the column lists they name. */

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const fork = () => gw.gateway.orm.em.fork() as EntityManager;
class RolledBack extends Error {}
const BY_OPI = prepared('select d.id, d.first_name from decedent d where d.opi = ?');

describe('a prepared statement', () => {
  it('answers its rows with the values bound, is prepared once on its connection, and is logged as execute() logs', async () => {
    const logged: string[] = [];
    const logger = gw.gateway.orm.config.getLogger();
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (context) => { logged.push(context.query ?? ''); logQuery(context); };
    try {
      // One transaction: one connection, so its prepared statements are visible (pg_prepared_statements is per session).
      const names = await fork().transactional(async (em) => {
        const [first] = await preparedRows<{ id: number; first_name: string }>(em, BY_OPI, ['CS-1000-0001']);
        expect(first?.first_name).toBe('Eleanor');
        expect(await preparedRows(em, BY_OPI, ['no such opi'])).toEqual([]);
        // A value is a value: a quote in it is not SQL.
        expect(await preparedRows(em, BY_OPI, ["x' or 'a'='a"])).toEqual([]);
        return (await em.getConnection().execute<Array<{ name: string; statement: string }>>('select name, statement from pg_prepared_statements', [], 'all', em.getTransactionContext()));
      });
      expect(names.filter((n) => n.name === BY_OPI.name)).toEqual([{ name: BY_OPI.name, statement: BY_OPI.text.replace('?', '$1') }]);
      expect(logged.filter((q) => q === BY_OPI.text)).toHaveLength(3);
    } finally {
      logger.logQuery = logQuery;
    }
  });

  it('reads within the transaction of its EntityManager, and a failing one fails as a statement does', async () => {
    const seen = await fork().transactional(async (em) => {
      await em.getConnection().execute("update decedent set first_name = 'Uncommitted' where opi = 'CS-1000-0001'", [], 'run', em.getTransactionContext());
      const [row] = await preparedRows<{ first_name: string }>(em, BY_OPI, ['CS-1000-0001']);
      throw new RolledBack(row!.first_name); // the transaction rolls back
    }).catch((e: unknown) => e);
    expect(seen).toEqual(new RolledBack('Uncommitted'));
    expect((await gw.sql("select first_name from decedent where opi = 'CS-1000-0001'"))[0].first_name).toBe('Eleanor');
    await expect(preparedRows(fork(), prepared('select 1 / ? as n'), [0])).rejects.toThrow('division by zero');
  });

  it('has a name of its text: one text, one name; two texts, two names', () => {
    expect(prepared(BY_OPI.text).name).toBe(BY_OPI.name);
    expect(prepared(`${BY_OPI.text} `).name).not.toBe(BY_OPI.name);
  });
});

describe('columnsOf', () => {
  it("names exactly each entity's table columns (what `*` gives), so a prepared statement reads the whole entity", async () => {
    const em = fork();
    for (const entity of ENTITIES) {
      const meta = em.getMetadata().get(entity.name);
      if (meta.embeddable || meta.virtual || meta.abstract) continue;
      const table = await gw.sql<{ column_name: string }>('select column_name from information_schema.columns where table_name = $1 and table_schema = current_schema()', [meta.tableName]);
      const listed = columnsOf(em, entity as new (...args: never[]) => object, 't').split(', ').map((c) => c.replace(/^t\./, ''));
      expect({ table: meta.tableName, columns: listed.sort() }).toEqual({ table: meta.tableName, columns: table.map((c) => c.column_name).sort() });
    }
  });
});
