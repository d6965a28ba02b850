import type { EntityManager } from '@mikro-orm/postgresql';
import { Decedent } from './decedent.entity.js';

/**
 * A decedent as the read-only screens read it (a public page, its memories and events): a plain row under the
 * entity's property names, its cemetery location as `{ id }`, not a managed entity. Hydrating a decedent (and its
 * Related Profiles) into the identity map, which nothing on a read ever flushes, was 8% of the public page's time.
 * The graph resolves these exactly as the entities (the same fields, the same field resolvers).
 */
export type DecedentView = Omit<Decedent, 'cemeteryLocation' | 'createdAt' | 'updatedAt'> & { cemeteryLocation: { id: number } | null };

/** A decedent as the graph's field resolvers and the services' rules read it: a view above or a managed entity. */
export type DecedentLike = DecedentView | Decedent;

/**
 * A DecedentView's columns on `alias`, each under its property name (the statement's rows are the views): every
 * column of the entity but its timestamps, which no screen shows, and the cemetery location as `{ id }`. Named,
 * not `*` (a prepared statement, db/prepared.ts).
 */
export function viewColumns(em: EntityManager, alias: string): string {
  const scalars = em
    .getMetadata()
    .get(Decedent.name)
    .props.filter(
      (p) =>
        p.kind === 'scalar' &&
        p.persist !== false &&
        !p.formula &&
        p.fieldNames?.length === 1 &&
        p.name !== 'createdAt' &&
        p.name !== 'updatedAt',
    )
    .map((p) => `${alias}.${p.fieldNames[0]} as "${p.name}"`);
  const location = `case when ${alias}.cemetery_location_id is null then null else json_build_object('id', ${alias}.cemetery_location_id) end as "cemeteryLocation"`;
  return [...scalars, location].join(', ');
}

/**
 * A list a read-only screen shows of a decedent (its public memories, its events): a column on `decedent d` (a fixed
 * text from a few, so that it can be prepared; its values bound in order), and what its JSON value is read as.
 * DecedentService.readVisibleWith reads it in the decedent's own statement when it can.
 */
export interface DecedentColumn<T> {
  sql: string;
  params: unknown[];
  parse(value: unknown): T;
}
