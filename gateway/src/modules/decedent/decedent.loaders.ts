import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { heldEntity } from '../../db/rows.js';
import { preparedOnFirstUse, preparedRows } from '../../db/prepared.js';
import { CemeteryLocation, Decedent } from './decedent.entity.js';
import { viewColumns, type DecedentLike, type DecedentView } from './decedent.rows.js';

/** A decedent's cemetery location, family case count and Related Profiles (extrasByDecedent). */
export interface DecedentExtras {
  location: CemeteryLocationRow | null;
  caseCount: number;
  related: DecedentView[];
}
type RelatedJson = { decedent: DecedentView; obituary: Record<string, unknown> | null };

/**
 * An obituary as the screens read it (the loader's answer): a plain row, not a managed entity; the obituary's own
 * module writes through its entity and then clears the loader. A primed entity fits it too.
 */
export interface ObituaryRow {
  id: number;
  decedent: { id: number };
  obituary: string;
  displayName?: string | null;
  submittedAt?: Date | null;
  submittedBy?: { id: number } | null;
  updatedAt: Date;
}
/** A cemetery location as the graph shows it, read with the page's extras. */
export type CemeteryLocationRow = Pick<CemeteryLocation, 'id' | 'propertyName' | 'geoJson' | 'latitude' | 'longitude' | 'address'>;

/** An obituary's columns (a row, or to_jsonb of one: timestamps as text either way) as an ObituaryRow. */
function obituaryOfColumns(em: EntityManager, c: Record<string, unknown>): ObituaryRow {
  const date = (v: unknown) => (v == null ? null : (em.getPlatform().parseDate(v as string) as Date));
  return {
    id: c['id'] as number,
    decedent: { id: c['decedent_id'] as number },
    obituary: c['obituary'] as string,
    displayName: c['display_name'] as string | null,
    submittedAt: date(c['submitted_at']),
    submittedBy: c['submitted_by_id'] == null ? null : { id: c['submitted_by_id'] as number },
    updatedAt: date(c['updated_at'])!,
  };
}

/**
 * What a decedent's page shows beside its own row (decedentLoaders' extrasByDecedent), as columns of a statement on
 * `decedent d`: read by the loader's own statement, and by DecedentService with the decedent itself. Whole rows come
 * as to_jsonb (a column added to a table does not change the statement's type); Related Profiles as DecedentViews.
 */
export const extrasColumns = (em: EntityManager) => `(select to_jsonb(o) from obituary o where o.decedent_id = d.id) as extra_obituary,
  (select jsonb_build_object('id', c.id, 'propertyName', c.property_name, 'geoJson', c.geo_json, 'latitude', c.latitude, 'longitude', c.longitude,
     'address', c.address) from cemetery_location c where c.id = d.cemetery_location_id) as extra_location,
  (select count(*)::int from arranger_case a where a.decedent_id = d.id) as extra_cases,
  (select coalesce(jsonb_agg(jsonb_build_object('decedent', to_jsonb(r), 'obituary', (select to_jsonb(o) from obituary o where o.decedent_id = r.id))), '[]')
     from (select ${viewColumns(em, 'x')} from decedent x
            where not x.is_private
              and x.id in (select b.decedent_id from arranger_case a join arranger_case b on b.user_id = a.user_id and b.decedent_id <> a.decedent_id
                            where a.decedent_id = d.id)) r) as extra_related`;

/** The columns extrasColumns adds to a row. */
export interface ExtrasColumns {
  extra_obituary: Record<string, unknown> | null;
  extra_location: CemeteryLocationRow | null;
  extra_cases: number;
  extra_related: RelatedJson[];
}

/** extrasByDecedent's statement, prepared. */
const EXTRAS = preparedOnFirstUse((em) => `select d.id, ${extrasColumns(em)} from decedent d where d.id = any(?)`);

/** Per-request batch loaders: a list of N items costs one statement per relation, not N. */
export function decedentLoaders(em: EntityManager) {
  const loaders = {
    // A decedent this request has already read (the page's own, through DecedentService) is not read again: its
    // entity when this request's EntityManager holds one (changes and all), else its view.
    decedentById: new DataLoader<number, DecedentLike | null>(async (ids) => {
      const known = new Map<number, DecedentLike>();
      for (const id of ids) {
        const d = heldEntity(em, Decedent, id) ?? loaders.viewed.get(id);
        if (d) known.set(id, d);
      }
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length) for (const d of await em.find(Decedent, { id: { $in: missing } })) known.set(d.id, d);
      return ids.map((id) => known.get(id) ?? null);
    }),
    // Read on every decedent screen: plain SQL, hydrated as find() would.
    obituaryByDecedent: new KnownKeysLoader<number, ObituaryRow | null>(async (ids) => {
      const rows = await em
        .getConnection()
        .execute<Array<Record<string, unknown>>>(
          'select * from obituary where decedent_id in (?)',
          [[...ids]],
          'all',
          em.getTransactionContext(),
        );
      const obituaries = new Map(rows.map((row) => [row['decedent_id'] as number, obituaryOfColumns(em, row)]));
      return ids.map((id) => obituaries.get(id) ?? null);
    }),
    /**
     * What a decedent's page shows beside its own row, in one statement per batch: its cemetery location, how many
     * family cases it has, and Related Profiles (the other public decedents of its families (arrangers), newest
     * death first; a private page is never one, whoever asks: the list is shown on public pages) with their
     * obituaries, which the profiles' display names read next; and its own obituary (both primed into obituaryByDecedent:
     * obituaryOf answers from there).
     */
    extrasByDecedent: new DataLoader<number, DecedentExtras>(async (ids) => {
      const rows = await preparedRows<{ id: number } & ExtrasColumns>(em, EXTRAS(em), [[...ids]]);
      const byId = new Map(rows.map((row) => [row.id, extrasOf(row.id, row)]));
      return ids.map((id) => byId.get(id) ?? { location: null, caseCount: 0, related: [] });
    }),
    locationById: new DataLoader<number, CemeteryLocation | null>(async (ids) => {
      const rows = await em.find(CemeteryLocation, { id: { $in: [...ids] } });
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
    /**
     * A decedent's obituary: from the page's batch above (which brings it with the rest) unless obituaryByDecedent has
     * it already; a cleared one (after a save) is read again by obituaryByDecedent.
     */
    obituaryOf: async (decedentId: number): Promise<ObituaryRow | null> => {
      if (!loaders.obituaryByDecedent.has(decedentId)) await loaders.extrasByDecedent.load(decedentId);
      return loaders.obituaryByDecedent.load(decedentId);
    },
    /** The decedents this request read as views (DecedentService.readVisible), by id. */
    viewed: new Map<number, DecedentView>(),
    /** A decedent's extras read by another statement (with the decedent, extrasColumns): the loader then has them. */
    primeExtras(decedentId: number, row: ExtrasColumns) {
      loaders.extrasByDecedent.prime(decedentId, extrasOf(decedentId, row));
    },
  };
  const primeObituary = (decedentId: number, row: Record<string, unknown> | null) => {
    if (!loaders.obituaryByDecedent.has(decedentId)) loaders.obituaryByDecedent.prime(decedentId, row ? obituaryOfColumns(em, row) : null);
  };
  const byDeath = (x: DecedentView, y: DecedentView) => (y.dateOfDeath ?? '').localeCompare(x.dateOfDeath ?? '') || x.id - y.id;
  /** A decedent's extras from extrasColumns; the obituaries among them primed into obituaryByDecedent. */
  const extrasOf = (decedentId: number, row: ExtrasColumns): DecedentExtras => {
    primeObituary(decedentId, row.extra_obituary);
    const related = row.extra_related.map((r) => {
      primeObituary(r.decedent.id, r.obituary);
      return r.decedent;
    });
    return { location: row.extra_location, caseCount: row.extra_cases, related: related.sort(byDeath) };
  };
  return loaders;
}

/** A DataLoader that tells whether it holds (or is loading) a key: primed by another screen's statement, loaded, or neither. */
class KnownKeysLoader<K, V> extends DataLoader<K, V> {
  private readonly keys = new Set<K>();
  has(key: K): boolean {
    return this.keys.has(key);
  }
  override load(key: K): Promise<V> {
    this.keys.add(key);
    return super.load(key);
  }
  override prime(key: K, value: V | PromiseLike<V> | Error): this {
    this.keys.add(key);
    return super.prime(key, value);
  }
  override clear(key: K): this {
    this.keys.delete(key);
    return super.clear(key);
  }
  override clearAll(): this {
    this.keys.clear();
    return super.clearAll();
  }
}
