import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { ENTITIES } from './entities.js';
import { prepared, preparedOnFirstUse, preparedRows } from './prepared.js';
import { wrap } from '@mikro-orm/core';
import { Decedent } from '../modules/decedent/decedent.entity.js';
import { Obituary } from '../modules/obituary/obituary.entity.js';
import { columnsOf, entityOfRow } from './rows.js';

/** Prepared statements (db/prepared.ts), and the entities of plain rows and the column lists they read (db/rows.ts), on the gateway's own ORM and PostgreSQL. */

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
    logger.logQuery = (context) => {
      logged.push(context.query ?? '');
      logQuery(context);
    };
    try {
      // One transaction: one connection, so its prepared statements are visible (pg_prepared_statements is per session).
      const names = await fork().transactional(async (em) => {
        const [first] = await preparedRows<{ id: number; first_name: string }>(em, BY_OPI, ['CS-1000-0001']);
        expect(first?.first_name).toBe('Eleanor');
        expect(await preparedRows(em, BY_OPI, ['no such opi'])).toEqual([]);
        // A value is a value: a quote in it is not SQL.
        expect(await preparedRows(em, BY_OPI, ["x' or 'a'='a"])).toEqual([]);
        return await em
          .getConnection()
          .execute<Array<{ name: string; statement: string }>>(
            'select name, statement from pg_prepared_statements',
            [],
            'all',
            em.getTransactionContext(),
          );
      });
      expect(names.filter((n) => n.name === BY_OPI.name)).toEqual([{ name: BY_OPI.name, statement: BY_OPI.text.replace('?', '$1') }]);
      expect(logged.filter((q) => q === BY_OPI.text)).toHaveLength(3);
    } finally {
      logger.logQuery = logQuery;
    }
  });

  it('reads within the transaction of its EntityManager, and a failing one fails as a statement does', async () => {
    const seen = await fork()
      .transactional(async (em) => {
        await em
          .getConnection()
          .execute("update decedent set first_name = 'Uncommitted' where opi = 'CS-1000-0001'", [], 'run', em.getTransactionContext());
        const [row] = await preparedRows<{ first_name: string }>(em, BY_OPI, ['CS-1000-0001']);
        throw new RolledBack(row!.first_name); // the transaction rolls back
      })
      .catch((e: unknown) => e);
    expect(seen).toEqual(new RolledBack('Uncommitted'));
    expect((await gw.sql("select first_name from decedent where opi = 'CS-1000-0001'"))[0].first_name).toBe('Eleanor');
    await expect(preparedRows(fork(), prepared('select 1 / ? as n'), [0])).rejects.toThrow('division by zero');
  });

  it('has a name of its text: one text, one name; two texts, two names', () => {
    expect(prepared(BY_OPI.text).name).toBe(BY_OPI.name);
    expect(prepared(`${BY_OPI.text} `).name).not.toBe(BY_OPI.name);
  });

  it('whose text needs the ORM is made once, at its first use', async () => {
    let made = 0;
    const columns = preparedOnFirstUse((em) => {
      made++;
      return `select ${columnsOf(em, Decedent, 'd')} from decedent d where d.opi = ?`;
    });
    expect(made).toBe(0);
    const em = fork();
    expect(columns(em)).toBe(columns(fork()));
    expect(made).toBe(1);
    const [row] = await preparedRows<Record<string, unknown>>(em, columns(em), ['CS-1000-0001']);
    expect(row).toMatchObject({ opi: 'CS-1000-0001', first_name: 'Eleanor' });
  });
});

describe('columnsOf', () => {
  it("names exactly each entity's table columns (what `*` gives), so a prepared statement reads the whole entity", async () => {
    const em = fork();
    for (const entity of ENTITIES) {
      const meta = em.getMetadata().get(entity.name);
      if (meta.embeddable || meta.virtual || meta.abstract) continue;
      const table = await gw.sql<{ column_name: string }>(
        'select column_name from information_schema.columns where table_name = $1 and table_schema = current_schema()',
        [meta.tableName],
      );
      const listed = columnsOf(em, entity as new (...args: never[]) => object, 't')
        .split(', ')
        .map((c) => c.replace(/^t\./, ''));
      expect({ table: meta.tableName, columns: listed.sort() }).toEqual({
        table: meta.tableName,
        columns: table.map((c) => c.column_name).sort(),
      });
    }
  });
});

describe('entityOfRow', () => {
  it('gives the entity find() gives, managed, from a plain row and from to_jsonb of one, and tracks its changes', async () => {
    const found = await fork().findOneOrFail(Decedent, { opi: 'CS-1000-0001' });
    const obituary = await fork().findOneOrFail(Obituary, { decedent: found.id });
    const plain = fork();
    const [row] = await plain
      .getConnection()
      .execute<Array<Record<string, unknown>>>(`select ${columnsOf(plain, Decedent, 'd')} from decedent d where d.opi = 'CS-1000-0001'`);
    const fromJson = fork();
    const [json] = await fromJson
      .getConnection()
      .execute<Array<{ d: Record<string, unknown>; o: Record<string, unknown> }>>(
        "select to_jsonb(d) as d, (select to_jsonb(o) from obituary o where o.decedent_id = d.id) as o from decedent d where d.opi = 'CS-1000-0001'",
      );
    for (const [em, decedent, obit] of [
      [plain, entityOfRow(plain, Decedent, row!), null],
      [fromJson, entityOfRow(fromJson, Decedent, json!.d), entityOfRow(fromJson, Obituary, json!.o)],
    ] as const) {
      expect(wrap(decedent).toObject()).toEqual(wrap(found).toObject());
      expect(decedent.createdAt).toBeInstanceOf(Date);
      expect(decedent.createdAt.getTime()).toBe(found.createdAt.getTime());
      if (obit) expect(wrap(obit).toObject()).toEqual(wrap(obituary).toObject());
      // Managed: the identity map holds it, a second row of it gives the same object, and nothing is changed by reading.
      expect(em.getUnitOfWork().getById(Decedent.name, found.id)).toBe(decedent);
      expect(entityOfRow(em, Decedent, row!)).toBe(decedent);
      em.getUnitOfWork().computeChangeSets();
      expect(em.getUnitOfWork().getChangeSets()).toEqual([]);
      decedent.lastName = 'Changed';
      em.getUnitOfWork().computeChangeSets();
      expect(
        em
          .getUnitOfWork()
          .getChangeSets()
          .map((c) => c.payload.lastName),
      ).toEqual(['Changed']);
    }
  });
});
