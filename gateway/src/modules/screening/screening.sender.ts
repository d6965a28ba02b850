import ipaddr from 'ipaddr.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BURST_FREE } from './screening.score.js';
import type { ScreeningReasonData } from './screening.levels.js';

/** Texts shorter than this are never duplicates: "So sorry for your loss" is written on many pages by many people. */
export const DUPLICATE_MIN_LENGTH = 40;
/** pg_trgm similarity from which two texts are "the same or nearly the same". */
export const DUPLICATE_SIMILARITY = 0.6;

/** The sender's network as text: the /24 of an IPv4 address, the /48 of an IPv6 one; null when it does not parse. */
export function networkOf(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip); // ::ffff:203.0.113.9 is the IPv4 address it carries
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3).map((p) => p.toString(16));
  return `${parts.join(':')}::/48`;
}

interface SenderCounts {
  pages: string;
  rejections: string;
  recent: string;
}

/**
 * The rules that read earlier screened texts, in one statement:
 * - DUPLICATE: other decedents' pages with the same or nearly the same text in the last 24 hours (pg_trgm's `%` at
 *   DUPLICATE_SIMILARITY; the planner reads the day's rows by created_at, or asks the GIN trigram index when that is
 *   cheaper); the count is the pages including this one;
 * - HISTORY: earlier texts labelled 'reject' at this address or from this network;
 * - BURST: texts from this address or network in the last 10 minutes (this one included).
 * pg_trgm's threshold is set for this transaction only (set_config local), in the caller's transaction when there is one.
 */
export async function senderReasons(
  em: EntityManager,
  input: { text: string; decedentId: number; email: string; network: string | null },
): Promise<ScreeningReasonData[]> {
  const conn = em.getConnection();
  const row = await conn.transactional(
    async (trx) => {
      await conn.execute(`select set_config('pg_trgm.similarity_threshold', ?, true)`, [String(DUPLICATE_SIMILARITY)], 'all', trx);
      const [counts] = await conn.execute<SenderCounts[]>(
        `select
           (select count(distinct s.decedent_id) from screened_text s
             where ? and s.text % ? and s.decedent_id <> ? and s.created_at > now() - interval '24 hours') as pages,
           (select count(*) from screened_text s where s.label = 'reject' and (s.email = ? or s.network = ?)) as rejections,
           (select count(*) from screened_text s where s.created_at > now() - interval '10 minutes' and (s.email = ? or s.network = ?)) as recent`,
        [input.text.length >= DUPLICATE_MIN_LENGTH, input.text, input.decedentId, input.email, input.network, input.email, input.network],
        'all',
        trx,
      );
      return counts;
    },
    { ctx: em.getTransactionContext() },
  );
  const reasons: ScreeningReasonData[] = [];
  const pages = Number(row?.pages ?? 0);
  if (pages > 0) reasons.push({ code: 'DUPLICATE', count: pages + 1 });
  const rejections = Number(row?.rejections ?? 0);
  if (rejections > 0) reasons.push({ code: 'HISTORY', count: rejections });
  const posts = Number(row?.recent ?? 0) + 1;
  if (posts > BURST_FREE) reasons.push({ code: 'BURST', count: posts });
  return reasons;
}
