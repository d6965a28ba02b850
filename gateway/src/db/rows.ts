import { wrap, type EntityDictionary, type Primary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The entity of a row read with plain SQL (columns named as PostgreSQL names them), as
 * find() would give it: one this EntityManager has already loaded is returned as it is,
 * unflushed changes and all; otherwise the row is hydrated and managed. For hot reads
 * that skip the query builder; the entity's primary key must be `id`.
 */
export function entityOfRow<T extends object>(em: EntityManager, entity: new (...args: never[]) => T, row: Record<string, unknown>): T {
  const known = em.getUnitOfWork().getById<T>(entity.name, row['id'] as Primary<T>);
  return known && wrap(known).isInitialized() ? known : em.map(entity, row as EntityDictionary<T>);
}
