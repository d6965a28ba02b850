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
    locationById: new DataLoader<number, CemeteryLocation | null>(async (ids) => {
      const rows = await em.find(CemeteryLocation, { id: { $in: [...ids] } });
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}
