import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { entityOfRow } from '../../db/rows.js';
import { CemeteryLocation, Decedent, Obituary } from './decedent.entity.js';

/** Per-request batch loaders: a list of N items costs one statement per relation, not N. */
export function decedentLoaders(em: EntityManager) {
  return {
    decedentById: new DataLoader<number, Decedent | null>(async (ids) => {
      const rows = await em.find(Decedent, { id: { $in: [...ids] } });
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
    // Read on every decedent screen: plain SQL, hydrated as find() would.
    obituaryByDecedent: new DataLoader<number, Obituary | null>(async (ids) => {
      const rows = await em.getConnection().execute<Array<Record<string, unknown>>>(
        'select * from obituary where decedent_id in (?)', [[...ids]], 'all', em.getTransactionContext());
      const obituaries = rows.map((row) => entityOfRow(em, Obituary, row));
      return ids.map((id) => obituaries.find((r) => r.decedent.id === id) ?? null);
    }),
    caseCountByDecedent: new DataLoader<number, number>(async (ids) => {
      const rows: Array<{ decedent_id: number; n: string }> = await em.getConnection().execute(
        'select decedent_id, count(*) as n from arranger_case where decedent_id in (?) group by decedent_id', [[...ids]]);
      return ids.map((id) => Number(rows.find((r) => r.decedent_id === id)?.n ?? 0));
    }),
    /**
     * Related Profiles: the other public decedents of the families (arrangers) of each decedent, newest death
     * first. A private page is never one, whoever asks: the list is shown on public pages.
     */
    relatedPublicByDecedent: new DataLoader<number, Decedent[]>(async (ids) => {
      const rows = await em.getConnection().execute<Array<Record<string, unknown> & { for_id: number }>>(
        `select distinct on (a.decedent_id, d.id) a.decedent_id as for_id, d.*
           from arranger_case a
           join arranger_case b on b.user_id = a.user_id and b.decedent_id <> a.decedent_id
           join decedent d on d.id = b.decedent_id and not d.is_private
          where a.decedent_id in (?)`, [[...ids]], 'all', em.getTransactionContext());
      const related = rows.map(({ for_id: forId, ...columns }) => ({ forId, decedent: entityOfRow(em, Decedent, columns) }));
      const byDeath = (x: Decedent, y: Decedent) => (y.dateOfDeath ?? '').localeCompare(x.dateOfDeath ?? '') || x.id - y.id;
      return ids.map((id) => related.filter((r) => r.forId === id).map((r) => r.decedent).sort(byDeath));
    }),
    locationById: new DataLoader<number, CemeteryLocation | null>(async (ids) => {
      const rows = await em.find(CemeteryLocation, { id: { $in: [...ids] } });
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}
