import { wrap, type EntityData, type EntityDictionary, type Primary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The entity of a row read with plain SQL (columns named as PostgreSQL names them), as
 * find() would give it: one this EntityManager has already loaded is returned as it is,
 * unflushed changes and all; otherwise the row is hydrated and managed. For hot reads
 * that skip the query builder; the entity's primary key must be `id`.
 */
export function entityOfRow<T extends object>(em: EntityManager, entity: new (...args: never[]) => T, row: Record<string, unknown>): T {
  const held = heldEntity(em, entity, row['id'] as Primary<T>);
  if (held) return held;
  // Hydrated and managed as find() does with what the driver read. em.map() would then validate the entity and merge
  // it again (a second snapshot, relations cascaded): 40% more for a decedent, paid on every decedent screen.
  const data = em.getDriver().mapResult(row as EntityDictionary<T>, em.getMetadata().get<T>(entity.name)) as EntityData<T>;
  return em.getEntityFactory().create(entity, data, { merge: true, refresh: true, convertCustomTypes: true });
}

/** The entity with this id when this EntityManager has loaded it already (not a bare reference), else undefined. */
export function heldEntity<T extends object>(em: EntityManager, entity: new (...args: never[]) => T, id: Primary<T>): T | undefined {
  const known = em.getUnitOfWork().getById<T>(entity.name, id);
  return known && wrap(known).isInitialized() ? known : undefined;
}

/**
 * The columns of an entity's table that entityOfRow reads, as `alias.column, ...`: what `alias.*` gives today, by
 * name (a prepared statement must not say `*`, db/prepared.ts; it is made once, with preparedOnFirstUse).
 */
export function columnsOf(em: EntityManager, entity: new (...args: never[]) => object, alias: string): string {
  return em
    .getMetadata()
    .get(entity.name)
    .props.filter(
      (p) =>
        p.persist !== false &&
        p.fieldNames?.length &&
        !p.formula &&
        (p.kind === 'scalar' || p.kind === 'embedded' || p.kind === 'm:1' || (p.kind === '1:1' && p.owner)),
    )
    .flatMap((p) => p.fieldNames)
    .map((c) => `${alias}.${c}`)
    .join(', ');
}
