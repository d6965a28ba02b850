import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared, preparedRows } from '../../db/prepared.js';
import { CARD_COLUMNS, CARD_JOINS, cardsOfRow, type CardColumns } from './arrangement.cards.js';
import type { CardStates } from './arrangement.steps.js';

/** The cards of a page of decedents (the staff list), in one prepared statement. */
const CARDS = prepared(`select d.id as summary_decedent_id, ${CARD_COLUMNS} from decedent d ${CARD_JOINS} where d.id = any(?)`);

/** Per-request loaders: the card states of many decedents cost one statement. */
export function arrangementLoaders(em: EntityManager) {
  return {
    cardsByDecedent: new DataLoader<number, CardStates>(async (ids) => {
      const rows = await preparedRows<CardColumns & { summary_decedent_id: number }>(em, CARDS, [[...ids]]);
      const byId = new Map(rows.map((row) => [row.summary_decedent_id, row]));
      return ids.map((id) => cardsOfRow(em, byId.get(id)));
    }),
  };
}
