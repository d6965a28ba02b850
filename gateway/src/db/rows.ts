import { wrap, type EntityDictionary, type Primary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The entity of a row read with plain SQL (columns named as PostgreSQL names them), as
 * find() would give it: one this EntityManager has already loaded is returned as it is,
 * unflushed changes and all; otherwise the row is hydrated and managed. For hot reads
 * that skip the query builder; the entity's primary key must be `id`.
 */
export function entityOfRow<T extends object>(em: EntityManager, entity: new (...args: never[]) => T, row: Record<string, unknown>): T {
  return heldEntity(em, entity, row['id'] as Primary<T>) ?? em.map(entity, row as EntityDictionary<T>);
}

/** The entity with this id when this EntityManager has loaded it already (not a bare reference), else undefined. */
export function heldEntity<T extends object>(em: EntityManager, entity: new (...args: never[]) => T, id: Primary<T>): T | undefined {
  const known = em.getUnitOfWork().getById<T>(entity.name, id);
  return known && wrap(known).isInitialized() ? known : undefined;
}
